import { Button, Stack, Text } from '@mantine/core'
import { Trans, useLingui } from '@lingui/react/macro'
import {
  describeApiFailure,
  isUnavailable,
  noticeText,
  sectionUnavailable,
  type FailureTexts,
  type Notice,
} from '../notices.ts'
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
  /**
   * The failure itself (defaults to `toasts.error`). When it says the backend lacks the call (isUnavailable), the
   * block shows `unavailable` instead of `message`, quietly: no toast, no alert, a retry that stays for a backend that
   * gains the route later.
   */
  error?: unknown
  /** This block's words for a call the backend does not have yet; default `toasts.texts.unavailable`, else the
   * shared 'Esta seção ainda não está disponível.' */
  unavailable?: Notice
}

/**
 * The one in-place failure view of data that loads on its own (a dialog's content, a menu's list, a section of a
 * page): what did not load and `Tentar novamente`, which asks again; or, when the backend does not have the call
 * yet, that this part is not available (docs/architecture.md, "Failures → messages"). A route's page uses RouteError
 * instead.
 */
export function LoadFailure({
  message,
  onRetry,
  retrying = false,
  layout = 'block',
  toasts,
  error = toasts?.error,
  unavailable = toasts?.texts.unavailable ?? sectionUnavailable,
}: LoadFailureProps) {
  const { i18n } = useLingui()
  const missing = isUnavailable(error)
  const shown = missing ? unavailable : message
  const text = noticeText(i18n, shown)
  const say = Boolean(toasts) && !missing
  useFailureToasts(toasts?.error, () => (toasts ? describeApiFailure(toasts.error, toasts.texts) : []), say)
  if (layout === 'line') {
    return (
      <div data-unavailable={missing || undefined}>
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
    <Stack
      align={section ? 'flex-start' : 'center'}
      gap={section ? 'sm' : 'md'}
      py={section ? 0 : 'md'}
      data-unavailable={missing || undefined}
    >
      {/* A missing route is news, not an alarm: a polite status. A failure the toasts say is not said twice. */}
      <Text
        role={missing ? 'status' : toasts ? undefined : 'alert'}
        ta={section ? undefined : 'center'}
        size={section ? 'sm' : undefined}
        c={missing ? 'dimmed' : undefined}
      >
        {text}
      </Text>
      <Button
        variant={missing ? 'subtle' : 'light'}
        size={section || missing ? 'xs' : undefined}
        onClick={onRetry}
        loading={retrying}
      >
        <Trans>Tentar novamente</Trans>
      </Button>
    </Stack>
  )
}
