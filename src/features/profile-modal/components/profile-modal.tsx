import { useEffect } from 'react'
import { Stack, Text } from '@mantine/core'
import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import { useAtom, useAtomValue } from 'jotai'
import type { ProfileSummary } from '@/api/profile.ts'
import { isAuthenticatedAtom } from '@/shared/session.ts'
import { profileModalOpenAtom } from '@/shared/ui-state.ts'
import { AppModal } from '@/shared/ui/app-modal.tsx'
import { LoadFailure } from '@/shared/ui/load-failure.tsx'
import { PagePending } from '@/shared/ui/page-pending.tsx'
import { profileQueryOptions } from '../queries.ts'
import { profileFailureMessages } from '../rules/failures.ts'
import { AvatarEditor } from './avatar-editor.tsx'
import { JoinedDate } from './joined-date.tsx'
import { LikeButton } from './like-button.tsx'
import { NameEditor } from './name-editor.tsx'
import { ProfileStats } from './profile-stats.tsx'
import classes from './profile-modal.module.css'

/**
 * The profile modal: avatar change, editable name, like counter, statistics and joined date.
 * Opened from the account menu through profileModalOpenAtom; loaded on its first opening.
 */
export function ProfileModal() {
  const { t } = useLingui()
  const [opened, setOpened] = useAtom(profileModalOpenAtom)
  const isAuthenticated = useAtomValue(isAuthenticatedAtom)

  // Signing out (or a rejected token) while it is open must not leave it to reopen at the next login.
  useEffect(() => {
    if (!isAuthenticated) setOpened(false)
  }, [isAuthenticated, setOpened])

  return (
    <AppModal
      opened={opened && isAuthenticated}
      onClose={() => setOpened(false)}
      title={t`Meu perfil`}
      size="lg"
      centered
    >
      <ProfileContent />
    </AppModal>
  )
}

/** Mounted only while the modal is open, so each opening asks for fresh statistics once stale. */
function ProfileContent() {
  const profile = useQuery(profileQueryOptions())
  // A failed background refetch keeps showing what was loaded.
  if (profile.data) return <ProfileView summary={profile.data} />
  if (profile.isError) {
    return (
      <LoadFailure
        message={profileFailureMessages.loadFailed}
        error={profile.error}
        retrying={profile.isFetching}
        onRetry={() => void profile.refetch()}
      />
    )
  }
  return <PagePending label={msg`Carregando perfil…`} />
}

function ProfileView({ summary }: { summary: ProfileSummary }) {
  const { user } = summary
  return (
    <Stack gap="lg">
      <div className={classes.header}>
        <AvatarEditor name={user.name} avatar={user.avatar} />
        <Stack gap={4} className={classes.identity}>
          <NameEditor name={user.name} />
          <Text size="sm" c="dimmed" truncate="end">
            {user.email}
          </Text>
          <JoinedDate createdAt={user.created_at} humanReadable={user.dateHumanReadable} />
          <LikeButton userId={user.id} totalLikes={user.totalLikes ?? 0} />
        </Stack>
      </div>
      <ProfileStats summary={summary} />
    </Stack>
  )
}
