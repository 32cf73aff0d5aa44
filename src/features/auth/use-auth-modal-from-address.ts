import { useEffect } from 'react'
import { useSetAtom } from 'jotai'
import { authModalAtom, redirectAfterAuthAtom } from '@/shared/session.ts'

/** The home address's actions that open an auth modal on arrival. */
export const AUTH_ADDRESS_ACTIONS = ['openlogin', 'openregister'] as const
export type AuthAddressAction = (typeof AUTH_ADDRESS_ACTIONS)[number]

/**
 * `/openlogin` and `/openregister` open their modal on arrival (the root layout mounts it); `?redirect=` is where a
 * login then goes, remembered until the login happens.
 */
export function useAuthModalFromAddress(action: AuthAddressAction | undefined, redirect: string | undefined) {
  const setAuthModal = useSetAtom(authModalAtom)
  const setRedirectAfterAuth = useSetAtom(redirectAfterAuthAtom)
  useEffect(() => {
    if (action === 'openlogin') {
      setAuthModal('login')
      if (redirect) setRedirectAfterAuth(redirect)
    } else if (action === 'openregister') {
      setAuthModal('register')
    }
  }, [action, redirect, setAuthModal, setRedirectAfterAuth])
}
