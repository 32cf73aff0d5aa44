import { useEffect, useEffectEvent, useRef } from 'react'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useRouter } from '@tanstack/react-router'
import { useAtomValue, useSetAtom } from 'jotai'
import { isApiError } from '@/api/errors.ts'
import { authModalAtom, readStoredToken, redirectAfterAuthAtom, tokenAtom, userAtom } from '@/shared/session.ts'
import { isSessionEnding, useEndSession } from '@/shared/session-end.ts'
import {
  inactivityNotice,
  isIdleRefusal,
  isSessionLimitRefusal,
  SESSION_LIMIT_TOAST_ID,
  sessionLimitNotice,
  sessionNoticeAtom,
} from '@/shared/session-notice.ts'
import { useToast } from '@/shared/toast.ts'
import { LOGOUT_ENDPOINT_ID, VERIFY_ENDPOINT_ID, verifyQueryOptions } from '../queries.ts'
import { subscribeAuthErrors } from './auth-events.ts'

const HOME_ROUTE_ID = '/{-$action}'

/**
 * The session's rules, mounted once in the root layout (renders nothing):
 * - a stored token is verified (GET auth/verify): a 401 ends the session and goes home unless already
 *   there; any other failure is only logged, the player stays logged in (a backend without the route, too);
 * - a 401/403 on any other call made with the token ends the session, opens the login modal and
 *   remembers where the player was, so logging in again brings them back. "401" here is ApiError.isUnauthenticated:
 *   a real 401, or the 400 a Laravel route outside its auth middleware answers for a missing token (`{ "error":
 *   "Token not provided", "status": false }` on an endpoint that requires the login), which ends the session alike;
 * - a 401 for the day's session time limit (on verification or any call) ends the session and says so in the
 *   server's words, without the login modal: the login is refused until the day ends.
 */
export function SessionSupervisor() {
  const token = useAtomValue(tokenAtom)
  const setUser = useSetAtom(userAtom)
  const setAuthModal = useSetAtom(authModalAtom)
  const setSessionNotice = useSetAtom(sessionNoticeAtom)
  const setRedirectAfterAuth = useSetAtom(redirectAfterAuthAtom)
  const queryClient = useQueryClient()
  const router = useRouter()
  const endSession = useEndSession()
  const toast = useToast()
  const verify = useQuery({ ...verifyQueryOptions(token ?? ''), enabled: Boolean(token) })

  const isHome = () => router.state.matches.some((match) => match.routeId === HOME_ROUTE_ID)
  // A refusal that arrives before the stored token's verification settles waits for it: a rejected token
  // goes home (verification's rule), a verified one still honours the refusal.
  const deferredRefusal = useRef(false)
  const deferredError = useRef<unknown>(null)

  /** The session-limit refusal: the same toast as the limits watcher's (one id), and nothing to log in to today. */
  const endForSessionLimit = useEffectEvent((error: unknown): boolean => {
    if (!isSessionLimitRefusal(error)) return false
    endSession()
    toast.error(sessionLimitNotice(error), { id: SESSION_LIMIT_TOAST_ID })
    return true
  })

  const sendToLogin = useEffectEvent((error: unknown) => {
    if (endForSessionLimit(error)) return
    endSession()
    // A token refused for 30 minutes without activity: the login form says so, as when this device noticed it.
    if (isIdleRefusal(error)) setSessionNotice(inactivityNotice)
    const href = router.state.location.href
    const back = isHome() ? undefined : href
    if (back) setRedirectAfterAuth(back)
    setAuthModal('login')
    void router.navigate({ to: '/{-$action}', params: { action: 'openlogin' }, search: { redirect: back } })
  })

  const onVerifyError = useEffectEvent((error: unknown) => {
    deferredRefusal.current = false
    if (isApiError(error) && error.isUnauthenticated) {
      if (!endForSessionLimit(error)) endSession()
      if (!isHome()) void router.navigate({ to: '/{-$action}', params: { action: undefined } })
      return
    }
    console.warn('Session verification failed; keeping the session.', error)
  })
  useEffect(() => {
    if (verify.error) onVerifyError(verify.error)
  }, [verify.error])

  const onVerified = useEffectEvent((user: NonNullable<typeof verify.data>) => {
    // The verified user is the fresher copy (a name or avatar changed elsewhere).
    setUser((current) => ({ ...current, ...user }))
    if (deferredRefusal.current) {
      deferredRefusal.current = false
      sendToLogin(deferredError.current)
    }
  })
  useEffect(() => {
    if (verify.data) onVerified(verify.data)
  }, [verify.data])

  const onAuthError = useEffectEvent((endpointId: string, error: unknown) => {
    // Verification has its own rule above; a refused logout changes nothing (the session ends anyway).
    if (endpointId === VERIFY_ENDPOINT_ID || endpointId === LOGOUT_ENDPOINT_ID) return
    const current = readStoredToken()
    if (!current || isSessionEnding()) return
    // Until the stored token's verification settles (the supervisor loads after the first paint, so a
    // refusal may even come before it starts), the verification decides first.
    const state = queryClient.getQueryState(verifyQueryOptions(current).queryKey)
    if (!state || state.status === 'pending') {
      deferredRefusal.current = true
      deferredError.current = error
      return
    }
    // The verification already refused the token, and its effect (end the session, go home) has not run
    // yet: that rule wins over this one.
    if (state.status === 'error' && isApiError(state.error) && state.error.isUnauthenticated) return
    sendToLogin(error)
  })
  useEffect(() => subscribeAuthErrors(({ endpointId, error }) => onAuthError(endpointId, error)), [])

  return null
}
