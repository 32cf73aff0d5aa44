import { lazy, Suspense, useState } from 'react'
import { useAtomValue } from 'jotai'
import { isAuthenticatedAtom } from '@/shared/session.ts'
import { depositModalOpenAtom } from '@/shared/ui-state.ts'

// Not part of the first paint (the entry budget): the modal and the whole deposit flow download at the first opening.
const DepositModal = lazy(() => import('./components/deposit-modal.tsx').then((m) => ({ default: m.DepositModal })))

/**
 * Mounts the deposit modal at its first opening by an authenticated player and keeps it mounted afterwards (its
 * closing transition plays, reopening is instant, and after a sign-out it resets its own flag). A visitor gets
 * nothing, whatever the flag says: the modal shows only while authenticated.
 */
export function DepositModalHost() {
  const opened = useAtomValue(depositModalOpenAtom)
  const isAuthenticated = useAtomValue(isAuthenticatedAtom)
  const [mounted, setMounted] = useState(false)
  // Adjusting state while rendering (React's documented pattern) avoids an effect and a second paint.
  if (opened && isAuthenticated && !mounted) setMounted(true)
  if (!mounted) return null
  return (
    <Suspense fallback={null}>
      <DepositModal />
    </Suspense>
  )
}
