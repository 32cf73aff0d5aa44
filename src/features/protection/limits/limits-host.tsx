import { lazy, useEffect, useEffectEvent, useRef } from 'react'
import { isCancelledError, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query'
import { useAtom, useAtomValue, useSetAtom, useStore } from 'jotai'
import { moneyInProgressAtom } from '@/shared/money-in-progress.ts'
import { tokenAtom } from '@/shared/session.ts'
import { useEndSession } from '@/shared/session-end.ts'
import { isSessionLimitRefusal, SESSION_LIMIT_TOAST_ID, sessionLimitNotice } from '@/shared/session-notice.ts'
import { useToast } from '@/shared/toast.ts'
import { MountWhenOpened } from '@/shared/ui/mount-when-opened.tsx'
import { fetchFreshLimits, limitsQueryOptions } from './queries.ts'
import { limitsPromptDueAtom, limitsPromptOpenAtom } from './state.ts'

const loadPrompt = () => import('./components/limits-prompt.tsx')
const LimitsPrompt = lazy(() => loadPrompt().then((m) => ({ default: m.LimitsPrompt })))

/** How often a player with a session time limit has it checked (the server counts the time; this asks it). */
export const SESSION_CHECK_MS = 60_000

/**
 * Marks the prompt due when the player has not answered it, once its code is in (so it shows the moment it may, not a
 * download later); a failure asks nothing (the next login asks again).
 */
function askPrompt(queryClient: QueryClient, due: () => void, attempt = 0): void {
  Promise.all([fetchFreshLimits(queryClient), loadPrompt().catch(() => undefined)]).then(
    ([limits]) => {
      if (!limits.prompt_answered) due()
    },
    (error: unknown) => {
      // The sign-in drops the previous player's queries, which cancels a read started in the same instant: ask again.
      if (isCancelledError(error) && attempt < 2) askPrompt(queryClient, due, attempt + 1)
    },
  )
}

/**
 * Mounted once with the app's modal hosts (after the first screen is up). Renders nothing but the prompt:
 * - after a sign-in on this page (the token appears: a login or a registration), asks the limits and opens the
 *   prompt when the player has not answered it yet; a stored token at load is no sign-in, so a reload asks nothing.
 *   It opens at once when the answer comes (a registration lands on the deposit page, which has taken no input yet)
 *   unless a money screen is in progress by then (an amount chosen, a PIX code showing): then it waits until that
 *   ends (the code paid or cancelled and the form empty again, or the screen left), so it never covers a payment;
 * - while the player has a session time limit, asks the server when it should be reached (and every minute): the
 *   server's 401 ends the session here and says why, in the server's words (the login is refused until the day ends);
 *   the session supervisor says the same, once, when another call meets the refusal first.
 */
export function ProtectionLimitsHost({ checkEveryMs = SESSION_CHECK_MS }: { checkEveryMs?: number }) {
  const token = useAtomValue(tokenAtom)
  const setPromptOpen = useSetAtom(limitsPromptOpenAtom)
  const [promptDue, setPromptDue] = useAtom(limitsPromptDueAtom)
  const moneyInProgress = useAtomValue(moneyInProgressAtom)
  const queryClient = useQueryClient()
  const toast = useToast()
  const endSession = useEndSession()
  const previousToken = useRef(token)

  const store = useStore()
  const onSignedIn = useEffectEvent((signedInWith: string) =>
    // An answer that comes after this player signed out asks nothing.
    askPrompt(queryClient, () => {
      if (store.get(tokenAtom) === signedInWith) setPromptDue(true)
    }),
  )
  useEffect(() => {
    const signedIn = !previousToken.current && Boolean(token)
    previousToken.current = token
    if (signedIn && token) onSignedIn(token)
    if (!token) {
      setPromptDue(false)
      setPromptOpen(false)
    }
  }, [token, setPromptOpen, setPromptDue])
  useEffect(() => {
    if (!promptDue || moneyInProgress) return
    setPromptDue(false)
    setPromptOpen(true)
  }, [promptDue, moneyInProgress, setPromptDue, setPromptOpen])

  const limits = useQuery({ ...limitsQueryOptions(), enabled: Boolean(token) })
  const session = limits.data?.session_day
  const remainingMinutes = session && session.value !== null ? session.remaining : null

  const sayWhy = useEffectEvent((error: unknown) => {
    if (!isSessionLimitRefusal(error)) return
    toast.error(sessionLimitNotice(error), { id: SESSION_LIMIT_TOAST_ID })
    endSession()
  })
  const check = useEffectEvent(() => {
    fetchFreshLimits(queryClient).catch(sayWhy)
  })
  // A token the server already refuses when the page opens.
  useEffect(() => {
    if (limits.error) sayWhy(limits.error)
  }, [limits.error])
  useEffect(() => {
    if (!token || remainingMinutes === null) return
    // A little after the limit, so the server has counted it; then every minute in case the clock drifted.
    const due = setTimeout(check, remainingMinutes * 60_000 + 2_000)
    const every = setInterval(check, checkEveryMs)
    return () => {
      clearTimeout(due)
      clearInterval(every)
    }
  }, [token, remainingMinutes, checkEveryMs])

  return <MountWhenOpened atom={limitsPromptOpenAtom} Component={LimitsPrompt} />
}
