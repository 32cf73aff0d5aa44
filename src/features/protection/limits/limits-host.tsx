import { lazy, useEffect, useEffectEvent, useRef } from 'react'
import { isCancelledError, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query'
import { useAtomValue, useSetAtom } from 'jotai'
import { tokenAtom } from '@/shared/session.ts'
import { useEndSession } from '@/shared/session-end.ts'
import { isSessionLimitRefusal, SESSION_LIMIT_TOAST_ID, sessionLimitNotice } from '@/shared/session-notice.ts'
import { useToast } from '@/shared/toast.ts'
import { MountWhenOpened } from '@/shared/ui/mount-when-opened.tsx'
import { fetchFreshLimits, limitsQueryOptions } from './queries.ts'
import { limitsPromptOpenAtom } from './state.ts'

const LimitsPrompt = lazy(() => import('./components/limits-prompt.tsx').then((m) => ({ default: m.LimitsPrompt })))

/** How often a player with a session time limit has it checked (the server counts the time; this asks it). */
export const SESSION_CHECK_MS = 60_000

/** Opens the prompt when the player has not answered it; a failure asks nothing (the next login asks again). */
function askPrompt(queryClient: QueryClient, open: () => void, attempt = 0): void {
  fetchFreshLimits(queryClient).then(
    (limits) => {
      if (!limits.prompt_answered) open()
    },
    (error: unknown) => {
      // The sign-in drops the previous player's queries, which cancels a read started in the same instant: ask again.
      if (isCancelledError(error) && attempt < 2) askPrompt(queryClient, open, attempt + 1)
    },
  )
}

/**
 * Mounted once with the app's modal hosts (after the first screen is up). Renders nothing but the prompt:
 * - after a sign-in on this page (the token appears: a login or a registration), asks the limits and opens the
 *   prompt when the player has not answered it yet; a stored token at load is no sign-in, so a reload asks nothing;
 * - while the player has a session time limit, asks the server when it should be reached (and every minute): the
 *   server's 401 ends the session here and says why, in the server's words (the login is refused until the day ends);
 *   the session supervisor says the same, once, when another call meets the refusal first.
 */
export function ProtectionLimitsHost({ checkEveryMs = SESSION_CHECK_MS }: { checkEveryMs?: number }) {
  const token = useAtomValue(tokenAtom)
  const setPromptOpen = useSetAtom(limitsPromptOpenAtom)
  const queryClient = useQueryClient()
  const toast = useToast()
  const endSession = useEndSession()
  const previousToken = useRef(token)

  const onSignedIn = useEffectEvent(() => askPrompt(queryClient, () => setPromptOpen(true)))
  useEffect(() => {
    const signedIn = !previousToken.current && Boolean(token)
    previousToken.current = token
    if (signedIn) onSignedIn()
    if (!token) setPromptOpen(false)
  }, [token, setPromptOpen])

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
