import { useEffect, useMemo, useRef } from 'react'
import { useLingui } from '@lingui/react/macro'
import { notifications } from '@mantine/notifications'
import { isUnavailable, uniqueNotices } from './notices.ts'
import { noticeText, type Notice } from './notice.ts'

export interface Toast {
  success: (notice: Notice) => void
  /** `id` shows it once while it is on screen, however many parts of the app report the same event. */
  error: (notice: Notice, options?: { id?: string }) => void
  /** Each notice its own toast (the server's words one by one), the same text once. */
  errors: (notices: readonly Notice[]) => void
}

/**
 * The app's notices: the one place that translates a Notice and shows it. It also sets colour, role and the close
 * button's accessible name (axe fails an unnamed close button), so screens only say what happened.
 */
export function useToast(): Toast {
  const { i18n, t } = useLingui()
  const closeLabel = t`Fechar`
  return useMemo(() => {
    const show = (color: 'green' | 'red', notice: Notice, id?: string) =>
      notifications.show({
        id,
        color,
        message: noticeText(i18n, notice),
        closeButtonProps: { 'aria-label': closeLabel },
      })
    return {
      success: (notice) => show('green', notice),
      error: (notice, options) => show('red', notice, options?.id),
      errors: (notices) => uniqueNotices(notices).forEach((notice) => show('red', notice)),
    }
  }, [closeLabel, i18n])
}

interface FailingQuery {
  error: unknown
  errorUpdatedAt: number
}

/**
 * A query's failure as toasts, once per failed fetch (TanStack stamps each with errorUpdatedAt): a refetch that
 * fails again says so again, while a re-render or a language switch repeats nothing. A call the backend does not
 * have (isUnavailable) says nothing here: the part of the screen that needs it shows its unavailable state, and a
 * toast at every refetch would only repeat it (docs/architecture.md, "Failures → messages").
 */
export function useQueryFailureNotices(query: FailingQuery, describe: (error: unknown) => readonly Notice[]): void {
  const toast = useToast()
  const shownAt = useRef(0)
  const { error, errorUpdatedAt } = query
  useEffect(() => {
    if (!error || errorUpdatedAt === shownAt.current) return
    shownAt.current = errorUpdatedAt
    if (isUnavailable(error)) return
    toast.errors(describe(error))
  }, [error, errorUpdatedAt, toast, describe])
}

/**
 * A failure shown in place (a route's or a section's failure view) also said as toasts, once per failure: each
 * failed load is a new error object, so a retry that fails again says so again, a re-render repeats nothing.
 */
export function useFailureToasts(error: unknown, notices: () => readonly Notice[], enabled = true): void {
  const toast = useToast()
  // The latest describer and toaster, read when a failure arrives: a language switch re-renders with new ones
  // but is not a new failure.
  const latest = useRef({ notices, toast })
  useEffect(() => {
    latest.current = { notices, toast }
  })
  useEffect(() => {
    if (enabled) latest.current.toast.errors(latest.current.notices())
  }, [error, enabled])
}
