import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query'
import { callApi } from '@/api/client.ts'
import { profileEmail } from '@/api/profile.ts'
import { profileDataUpdate, type ProfileDataUpdate } from '@/api/profile-data.ts'
import { playerDataKeys, PLAYER_QUERY_KEY } from '@/shared/queries.ts'

export const accountKeys = {
  /** GET profile/email */
  email: () => [...PLAYER_QUERY_KEY, 'email'] as const,
}

/** GET profile/email: the page's read-only e-mail (the one value the original page loaded). */
export function profileEmailQueryOptions() {
  return queryOptions({
    queryKey: accountKeys.email(),
    queryFn: async ({ signal }) => (await callApi(profileEmail, {}, { signal })).email,
    retry: false,
  })
}

/**
 * PUT profile/data, one section at a time: the answer is the saved record, which replaces the cached profile/data
 * (the deposit and withdraw forms read the same cache, so a new CPF or phone reaches them at once).
 */
export function useSaveProfile() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (body: ProfileDataUpdate) => callApi(profileDataUpdate, { body }),
    onSuccess: (answer) => queryClient.setQueryData(playerDataKeys.data(), answer.user),
  })
}
