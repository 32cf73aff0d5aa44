import { useCallback } from 'react'
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query'
import type { MessageDescriptor } from '@lingui/core'
import { useSetAtom } from 'jotai'
import { callApi } from '@/api/client.ts'
import { profileLike, profileShow, profileUpdateName, profileUploadAvatar, type ProfileSummary } from '@/api/profile.ts'
import { userAtom } from '@/shared/session.ts'
import { useToast } from '@/shared/toast.ts'
import { profileSummaryKey } from '@/shared/queries.ts'
import { describeProfileFailure } from './rules/failures.ts'

/** The profile domain's query keys, under the player key so signing out drops them. */
export const profileKeys = {
  /** GET profile/ */
  summary: profileSummaryKey,
}

/** GET profile/: the player, likes, joined date and statistics. */
export function profileQueryOptions() {
  return queryOptions({
    queryKey: profileKeys.summary(),
    queryFn: ({ signal }) => callApi(profileShow, {}, { signal }),
  })
}

type UserPatch = Partial<Pick<ProfileSummary['user'], 'name' | 'avatar' | 'totalLikes'>>

/**
 * Applies a confirmed change to the cached profile at once, then refetches it through the same key; name
 * and avatar also go to the stored session user, which the top bar and the account menu show.
 */
function useApplyProfileChange() {
  const queryClient = useQueryClient()
  const setUser = useSetAtom(userAtom)
  return useCallback(
    async (patch: UserPatch, { session }: { session: boolean }) => {
      const { queryKey } = profileQueryOptions()
      queryClient.setQueryData(queryKey, (old) => (old ? { ...old, user: { ...old.user, ...patch } } : old))
      if (session) {
        const { name, avatar } = patch
        setUser((user) =>
          user
            ? { ...user, ...(name === undefined ? {} : { name }), ...(avatar === undefined ? {} : { avatar }) }
            : user,
        )
      }
      await queryClient.invalidateQueries({ queryKey })
    },
    [queryClient, setUser],
  )
}

export function useUpdateName() {
  const apply = useApplyProfileChange()
  return useMutation({
    mutationFn: (name: string) => callApi(profileUpdateName, { body: { name: name.trim() } }),
    onSuccess: (answer, sent) => {
      void apply({ name: answer.name ?? sent.trim() }, { session: true })
    },
  })
}

export function useUploadAvatar() {
  const apply = useApplyProfileChange()
  const queryClient = useQueryClient()
  const setUser = useSetAtom(userAtom)
  return useMutation({
    mutationFn: (avatar: File) => callApi(profileUploadAvatar, { body: { avatar } }),
    onSuccess: async (answer) => {
      if (answer.avatar !== undefined) {
        void apply({ avatar: answer.avatar }, { session: true })
        return
      }
      // An answer without the new path: the refetched profile has it.
      const { queryKey } = profileQueryOptions()
      await queryClient.invalidateQueries({ queryKey })
      const avatar = queryClient.getQueryData(queryKey)?.user.avatar
      if (avatar !== undefined) setUser((user) => (user ? { ...user, avatar } : user))
    },
  })
}

/** POST profile/like/{user}. The mock toggles, so the count can go down as well as up. */
export function useLikeProfile() {
  const apply = useApplyProfileChange()
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (userId: number) => callApi(profileLike, { params: { user: userId } }),
    onSuccess: (answer) => {
      if (answer.totalLikes !== undefined) void apply({ totalLikes: answer.totalLikes }, { session: false })
      else void queryClient.invalidateQueries({ queryKey: profileQueryOptions().queryKey })
    },
  })
}

/** Shows a failed profile action as notices (see describeProfileFailure). */
export function useProfileFailure() {
  const toast = useToast()
  return useCallback(
    (error: unknown, fallback: MessageDescriptor) => toast.errors(describeProfileFailure(error, fallback)),
    [toast],
  )
}
