import type { I18n, MessageDescriptor } from '@lingui/core'

/**
 * A message to show the player: the server's own words (a string, shown as it comes) or one of the app's texts
 * (a Lingui descriptor, translated when shown). Every failure description in the app is a list of these, and
 * `useToast().errors` (src/shared/toast.ts) is the one place that translates and shows them. A module of its own,
 * apart from the failure readings of notices.ts: the entry's pending and failure blocks need only this
 * (docs/performance.md).
 */
export type Notice = string | MessageDescriptor

/** A notice as text in the active locale: the server's words as they came, the app's texts translated. */
export function noticeText(i18n: I18n, notice: Notice): string {
  return typeof notice === 'string' ? notice : i18n._(notice)
}
