import { useCallback, useEffect, useRef } from 'react'
import { useLingui } from '@lingui/react/macro'
import { useToast } from '@/shared/toast.ts'
import type { Notice } from './rules/failures.ts'

/** Shows notices as error toasts, one each, translating the app's own texts and keeping the server's words. */
export function useErrorNotices(): (notices: readonly Notice[]) => void {
  const { i18n } = useLingui()
  const toast = useToast()
  return useCallback(
    (notices) => toast.errors(notices.map((notice) => (typeof notice === 'string' ? notice : i18n._(notice)))),
    [i18n, toast],
  )
}

interface FailingQuery {
  error: unknown
  errorUpdatedAt: number
}

/**
 * A query's failure as toasts, once per failed fetch (TanStack stamps each with errorUpdatedAt): a refetch that
 * fails again says so again, while a re-render or a language switch repeats nothing.
 */
export function useQueryFailureNotices(query: FailingQuery, describe: (error: unknown) => readonly Notice[]): void {
  const show = useErrorNotices()
  const shownAt = useRef(0)
  const { error, errorUpdatedAt } = query
  useEffect(() => {
    if (!error || errorUpdatedAt === shownAt.current) return
    shownAt.current = errorUpdatedAt
    show(describe(error))
  }, [error, errorUpdatedAt, show, describe])
}
