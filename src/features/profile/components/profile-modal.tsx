import { useEffect } from 'react'
import { Button, Modal, Skeleton, Stack, Text, VisuallyHidden } from '@mantine/core'
import { Trans, useLingui } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import { useAtom, useAtomValue } from 'jotai'
import type { ProfileSummary } from '@/api/profile.ts'
import { isAuthenticatedAtom } from '@/shared/session.ts'
import { profileModalOpenAtom } from '@/shared/ui-state.ts'
import { profileQueryOptions } from '../queries.ts'
import { AvatarEditor } from './avatar-editor.tsx'
import { JoinedDate } from './joined-date.tsx'
import { LikeButton } from './like-button.tsx'
import { NameEditor } from './name-editor.tsx'
import { ProfileStats } from './profile-stats.tsx'
import classes from './profile-modal.module.css'

/**
 * The profile modal (part 1 §2): avatar change, editable name, like counter, statistics and joined date.
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
    <Modal
      opened={opened && isAuthenticated}
      onClose={() => setOpened(false)}
      title={t`Meu perfil`}
      size="lg"
      centered
      closeButtonProps={{ 'aria-label': t`Fechar` }}
    >
      <ProfileContent />
    </Modal>
  )
}

/** Mounted only while the modal is open, so each opening asks for fresh statistics once stale. */
function ProfileContent() {
  const profile = useQuery(profileQueryOptions())
  // A failed background refetch keeps showing what was loaded.
  if (profile.data) return <ProfileView summary={profile.data} />
  if (profile.isError) return <ProfileError retrying={profile.isFetching} onRetry={() => void profile.refetch()} />
  return <ProfileSkeleton />
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

function ProfileSkeleton() {
  return (
    <Stack gap="lg">
      <div role="status">
        <VisuallyHidden>
          <Trans>Carregando perfil…</Trans>
        </VisuallyHidden>
      </div>
      <div className={classes.header} aria-hidden="true">
        <Skeleton circle height={96} />
        <Stack gap="xs" className={classes.identity}>
          <Skeleton height={22} width="60%" radius="sm" />
          <Skeleton height={14} width="45%" radius="sm" />
          <Skeleton height={14} width="35%" radius="sm" />
          <Skeleton height={30} width={120} radius="md" />
        </Stack>
      </div>
      <div className={classes.stats} aria-hidden="true">
        <Skeleton height={64} radius="md" />
        <Skeleton height={64} radius="md" />
        <Skeleton height={64} radius="md" />
      </div>
    </Stack>
  )
}

function ProfileError({ retrying, onRetry }: { retrying: boolean; onRetry: () => void }) {
  return (
    <Stack align="center" gap="md" py="md">
      <Text role="alert" ta="center">
        <Trans>Não foi possível carregar seu perfil.</Trans>
      </Text>
      <Button variant="light" onClick={onRetry} loading={retrying}>
        <Trans>Tentar novamente</Trans>
      </Button>
    </Stack>
  )
}
