import { lazy, Suspense } from 'react'
import { useAtomValue } from 'jotai'
import { isAuthenticatedAtom } from '@/shared/session.ts'
import { depositModalOpenAtom } from '@/shared/ui-state.ts'
import { useEverTrue } from '@/shared/ui/mount-when-opened.tsx'

// Not part of the first paint (the entry budget): the modal and the whole deposit flow download at the first opening.
const DepositModal = lazy(() => import('./components/deposit-modal.tsx').then((m) => ({ default: m.DepositModal })))

/**
 * Mounts the deposit modal at its first opening by an authenticated player and keeps it mounted afterwards (its
 * closing transition plays, reopening is instant, and after a sign-out it resets its own flag). A visitor gets
 * nothing, whatever the flag says: the modal shows only while authenticated. (MountWhenOpened, with the session
 * as a second condition.)
 */
export function DepositModalHost() {
  const opened = useAtomValue(depositModalOpenAtom)
  const isAuthenticated = useAtomValue(isAuthenticatedAtom)
  const mounted = useEverTrue(opened && isAuthenticated)
  if (!mounted) return null
  return (
    <Suspense fallback={null}>
      <DepositModal />
    </Suspense>
  )
}
