import { createFileRoute } from '@tanstack/react-router'
import { NotFound } from '@/features/shell/components/not-found.tsx'
import { requireLogin } from '@/shared/route-guards.ts'

/**
 * Pathless layout of the login-required routes: the wallet area, favorites,
 * recents, profile, affiliate, deposit, withdraw, transactions and the game screen. A visitor goes
 * home with `openlogin` and `?redirect=` the destination, where the login modal picks it up.
 */
export const Route = createFileRoute('/_authenticated')({
  beforeLoad: ({ location }) => requireLogin(location),
  notFoundComponent: NotFound,
})
