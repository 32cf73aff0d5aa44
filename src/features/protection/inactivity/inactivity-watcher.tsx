import { useEffect, useEffectEvent } from 'react'
import { useRouter } from '@tanstack/react-router'
import { useAtomValue, useSetAtom } from 'jotai'
import { subscribeActivity } from '@/shared/activity.ts'
import { sendLogout } from '@/shared/queries.ts'
import { authModalAtom, redirectAfterAuthAtom, tokenAtom } from '@/shared/session.ts'
import { useEndSession } from '@/shared/session-end.ts'
import { inactivityNotice, sessionNoticeAtom } from '@/shared/session-notice.ts'
import { createIdleTimer } from './idle-timer.ts'

/** What the page sees of the player (capture, so a component stopping the event still counts it). */
const ACTIVITY_EVENTS = ['pointerdown', 'pointermove', 'keydown', 'touchstart', 'scroll', 'wheel'] as const

const HOME_ROUTE_ID = '/{-$action}'

/**
 * Ends a logged-in session after 30 minutes without activity: the pointer, keys, touch and scroll on the page, and
 * what the game and sports screens report through markActivity() (a game's frame keeps its events to itself). Mounted
 * once, lazily, with the modal hosts (src/routes/-modal-hosts.tsx); renders nothing. On the timeout the session ends
 * on this device and on the server, and the login modal opens saying why, remembering where the player was.
 */
export function InactivityWatcher() {
  const token = useAtomValue(tokenAtom)
  // A new session (another login) starts a new count.
  return token ? <SessionWatcher key={token} /> : null
}

function SessionWatcher() {
  const endSession = useEndSession()
  const router = useRouter()
  const setAuthModal = useSetAtom(authModalAtom)
  const setRedirectAfterAuth = useSetAtom(redirectAfterAuthAtom)
  const setSessionNotice = useSetAtom(sessionNoticeAtom)

  const onIdle = useEffectEvent(() => {
    // The logout carries the token read now, before the session ends (a failure changes nothing).
    void sendLogout().catch(() => undefined)
    endSession()
    setSessionNotice(inactivityNotice)
    const isHome = router.state.matches.some((match) => match.routeId === HOME_ROUTE_ID)
    const back = isHome ? undefined : router.state.location.href
    if (back) setRedirectAfterAuth(back)
    setAuthModal('login')
    void router.navigate({ to: '/{-$action}', params: { action: 'openlogin' }, search: { redirect: back } })
  })

  useEffect(() => {
    const timer = createIdleTimer({ onIdle: () => onIdle() })
    const touch = () => timer.touch()
    const options = { capture: true, passive: true }
    for (const type of ACTIVITY_EVENTS) window.addEventListener(type, touch, options)
    // A hidden tab's timers are held back; the time still counts, so look at the clock when it is seen again.
    const onVisibility = () => {
      if (document.visibilityState === 'visible') timer.check()
    }
    document.addEventListener('visibilitychange', onVisibility)
    const unsubscribe = subscribeActivity(touch)
    return () => {
      timer.stop()
      for (const type of ACTIVITY_EVENTS) window.removeEventListener(type, touch, options)
      document.removeEventListener('visibilitychange', onVisibility)
      unsubscribe()
    }
  }, [])

  return null
}
