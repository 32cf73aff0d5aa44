import { redirect } from '@tanstack/react-router'
import { readStoredToken } from './session.ts'

/**
 * Route guards read the stored token (the same localStorage key the session atoms write), so they
 * work in beforeLoad, outside React. The session supervisor's verification clears the token when it is refused.
 */

/** Login-required routes: a visitor goes home with the login action and the destination remembered. */
export function requireLogin(location: { href: string }): void {
  if (readStoredToken()) return
  throw redirect({ to: '/{-$action}', params: { action: 'openlogin' }, search: { redirect: location.href } })
}

/** Login, register, forgot-password and the spin landing send a logged-in player home: they are for visitors only. */
export function requireVisitor(): void {
  if (!readStoredToken()) return
  throw redirect({ to: '/{-$action}', params: { action: undefined } })
}
