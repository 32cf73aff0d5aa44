import { Button, Stack, Text } from '@mantine/core'
import { Trans, useLingui } from '@lingui/react/macro'
import type { Notice } from '../notices.ts'

export interface LoadFailureProps {
  /** What did not load, in the feature's words. */
  message: Notice
  onRetry: () => void
  /** The retry is on its way: the button shows it. */
  retrying?: boolean
  /** A line inside a menu rather than a block in a dialog. */
  compact?: boolean
}

/**
 * The one failure view of data a component loads itself with useQuery (a dialog's content, a menu's list): what
 * did not load and `Tentar novamente`, which asks again. A route's page uses RouteError instead.
 */
export function LoadFailure({ message, onRetry, retrying = false, compact = false }: LoadFailureProps) {
  const { i18n } = useLingui()
  const text = typeof message === 'string' ? message : i18n._(message)
  if (compact) {
    return (
      <div>
        {/* No alert role: a menu's list says it once as a notice (useQueryFailureNotices). */}
        <Text size="sm" c="dimmed" px="sm">
          {text}
        </Text>
        <Button variant="subtle" size="compact-sm" ml="xs" onClick={onRetry} loading={retrying}>
          <Trans>Tentar novamente</Trans>
        </Button>
      </div>
    )
  }
  return (
    <Stack align="center" gap="md" py="md">
      <Text role="alert" ta="center">
        {text}
      </Text>
      <Button variant="light" onClick={onRetry} loading={retrying}>
        <Trans>Tentar novamente</Trans>
      </Button>
    </Stack>
  )
}
