import { lazy, Suspense } from 'react'
import { useAtomValue } from 'jotai'
import { DepositModalHost } from '@/features/deposit/deposit-modal-host.tsx'
import { MissionsModalHost } from '@/features/missions/missions-modal-host.tsx'
import { ProfileModalHost } from '@/features/profile-modal/profile-modal-host.tsx'
import { authModalAtom } from '@/shared/session.ts'
import { useEverTrue } from '@/shared/ui/mount-when-opened.tsx'

// The login and register modals (and the host choosing between them) load at the first opening.
const AuthModalHost = lazy(() =>
  import('@/features/auth/auth-modal-host.tsx').then((m) => ({ default: m.AuthModalHost })),
)
// The limits prompt after a sign-in and the session time limit's watcher (a chunk of their own).
const ProtectionLimitsHost = lazy(() =>
  import('@/features/protection/limits/limits-host.tsx').then((m) => ({ default: m.ProtectionLimitsHost })),
)

// The inactivity watcher (a chunk of its own too): the hosts render as soon as their own module is in, so a login
// or register modal asked for by the address (`?code=`, /openlogin) does not wait for the protection tools' code.
const InactivityWatcher = lazy(() =>
  import('@/features/protection/inactivity/inactivity-watcher.tsx').then((m) => ({ default: m.InactivityWatcher })),
)

/**
 * The app's modal hosts: login/register, profile, deposit and missions. This module loads once the first screen is up (the
 * root lazy-loads it): each host's lazy import carries the list of its modal's chunks, which the entry budget
 * cannot afford. Each host renders nothing until its modal is first opened, and the deposit one only for a player.
 */
export function ModalHosts() {
  return (
    <>
      <AuthModals />
      <ProfileModalHost />
      <DepositModalHost />
      <MissionsModalHost />
      <Suspense fallback={null}>
        <ProtectionLimitsHost />
      </Suspense>
      {/* Mounted here, not in the root: its code then loads after the first screen, with the hosts. */}
      <Suspense fallback={null}>
        <InactivityWatcher />
      </Suspense>
    </>
  )
}

function AuthModals() {
  // Mounted from the first opening on.
  const needed = useEverTrue(useAtomValue(authModalAtom) !== null)
  if (!needed) return null
  return (
    <Suspense fallback={null}>
      <AuthModalHost />
    </Suspense>
  )
}
