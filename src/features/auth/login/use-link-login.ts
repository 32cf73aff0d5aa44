import { useEffect, useRef, useState } from 'react'
import { useNavigate, useRouter } from '@tanstack/react-router'
import { useAtomValue } from 'jotai'
import { userAtom } from '@/shared/session.ts'
import { readUrlCredentials } from '@/shared/routing.ts'
import { linkFromSite, signedInAsOther } from './link-login.ts'

/** What the /login page needs of a `/login?user=…&pass=…` link (props of LoginPage). */
export interface LinkLogin {
  autoLogin: { user: string; pass: string } | undefined
  confirmAutoLogin: boolean
  clearCredentials: () => Promise<void>
}

/**
 * Reads a log-in link's credentials once, decides whether it may log in without asking, and takes them out of the
 * address bar and the history (docs/architecture.md, "Start-up and security"). `user` and `pass` are deliberately
 * not in the route's search schema: see readUrlCredentials.
 */
export function useLinkLogin(): LinkLogin {
  const router = useRouter()
  const navigate = useNavigate()
  // Kept from the first render: the address loses them before the form submits.
  const [credentials] = useState(() => readUrlCredentials(router.history.location.search))
  const [autoLogin] = useState(() =>
    credentials.user && credentials.pass ? { user: credentials.user, pass: credentials.pass } : undefined,
  )
  const currentUser = useAtomValue(userAtom)
  // Decided on the first render (the address and the session change afterwards): a link from elsewhere, or one that
  // would switch the signed-in player's account, is confirmed first.
  const [confirmAutoLogin] = useState(() => {
    if (!autoLogin) return false
    const state = router.history.location.state as { __TSR_index?: unknown } | undefined
    const index = typeof state?.__TSR_index === 'number' ? state.__TSR_index : 0
    const fromSite = linkFromSite(globalThis.document?.referrer ?? '', globalThis.location?.origin ?? '', index)
    return !fromSite || signedInAsOther(currentUser, autoLogin.user)
  })
  // Removes both from the address and, by replacing the entry, from the history; every other parameter stays.
  const [clearCredentials] = useState(
    () => () =>
      navigate({
        to: '/login',
        search: (prev) => {
          const next: Record<string, unknown> = { ...prev }
          delete next.user
          delete next.pass
          return next
        },
        replace: true,
      }),
  )
  // Either one alone is scrubbed too (a password must never stay in the address bar or the history), with no
  // login: the page clears them itself before it submits when both are there.
  const scrubbed = useRef(false)
  useEffect(() => {
    if (autoLogin || scrubbed.current) return
    if (credentials.user === null && credentials.pass === null) return
    scrubbed.current = true
    void clearCredentials()
  }, [autoLogin, clearCredentials, credentials])
  return { autoLogin, confirmAutoLogin, clearCredentials }
}
