import { Button, Stack, Text } from '@mantine/core'
import { Trans, useLingui } from '@lingui/react/macro'
import { describeApiFailure, type FailureTexts, type Notice } from '../notices.ts'
import { useFailureToasts } from '../toast.ts'

export interface LoadFailureProps {
  /** What did not load, in the feature's words. */
  message: Notice
  onRetry: () => void
  /** The retry is on its way: the button shows it. */
  retrying?: boolean
  /**
   * Where it sits: a block of its own, centred (a dialog's content; the default); a section of a page, aligned with
   * the section's text (a QueryBoundary's failure); or a line inside a menu.
   */
  layout?: 'block' | 'section' | 'line'
  /**
   * Also say the failure as toasts, once per failure, in the call's catalogue words (describeApiFailure): for a
   * section the player may have scrolled past. The line in place then has no alert role, so it is not said twice.
   */
  toasts?: { error: unknown; texts: FailureTexts }
}

/**
 * The one in-place failure view of data that loads on its own (a dialog's content, a menu's list, a section of a
 * page): what did not load and `Tentar novamente`, which asks again. A route's page uses RouteError instead.
 */
export function LoadFailure({ message, onRetry, retrying = false, layout = 'block', toasts }: LoadFailureProps) {
  const { i18n } = useLingui()
  const text = typeof message === 'string' ? message : i18n._(message)
  useFailureToasts(toasts?.error, () => (toasts ? describeApiFailure(toasts.error, toasts.texts) : []), Boolean(toasts))
  if (layout === 'line') {
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
  const section = layout === 'section'
  return (
    <Stack align={section ? 'flex-start' : 'center'} gap={section ? 'sm' : 'md'} py={section ? 0 : 'md'}>
      <Text role={toasts ? undefined : 'alert'} ta={section ? undefined : 'center'} size={section ? 'sm' : undefined}>
        {text}
      </Text>
      <Button variant="light" size={section ? 'xs' : undefined} onClick={onRetry} loading={retrying}>
        <Trans>Tentar novamente</Trans>
      </Button>
    </Stack>
  )
}
