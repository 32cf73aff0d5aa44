import { useState } from 'react'
import { Button, Group, Text } from '@mantine/core'
import { Plural, Trans } from '@lingui/react/macro'
import { IconHeart } from '../icons.tsx'
import { profileFailureMessages } from '../rules/failures.ts'
import { useLikeProfile, useProfileFailure } from '../queries.ts'

/**
 * The like counter and its button (POST profile/like/{user}). The server does not say whether this
 * player already liked, so the heart fills only after a like that raised the count.
 */
export function LikeButton({ userId, totalLikes }: { userId: number; totalLikes: number }) {
  const like = useLikeProfile()
  const showFailure = useProfileFailure()
  const [liked, setLiked] = useState(false)
  return (
    <Group gap="sm" mt={4}>
      <Button
        size="xs"
        variant={liked ? 'filled' : 'light'}
        color="red"
        leftSection={<IconHeart size={16} filled={liked} />}
        loading={like.isPending}
        onClick={() =>
          like.mutate(userId, {
            onSuccess: (answer) => setLiked((answer.totalLikes ?? totalLikes) > totalLikes),
            onError: (failure) => showFailure(failure, profileFailureMessages.likeFailed),
          })
        }
      >
        <Trans>Curtir</Trans>
      </Button>
      <Text size="sm" aria-live="polite">
        {/* CLDR puts 0 in "one" for Portuguese; "0 curtida" reads wrong. */}
        <Plural value={totalLikes} _0="0 curtidas" one="# curtida" other="# curtidas" />
      </Text>
    </Group>
  )
}
