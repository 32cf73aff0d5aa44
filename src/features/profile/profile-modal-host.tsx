import { lazy, Suspense, useState } from 'react'
import { useAtomValue } from 'jotai'
import { profileModalOpenAtom } from '@/shared/ui-state.ts'

// Not part of the first paint (the entry budget): the modal downloads at its first opening.
const ProfileModal = lazy(() => import('./components/profile-modal.tsx').then((m) => ({ default: m.ProfileModal })))

/**
 * Mounts the profile modal at its first opening and keeps it mounted afterwards, so its closing
 * transition plays and reopening is instant. The modal reads the open flag itself.
 */
export function ProfileModalHost() {
  const opened = useAtomValue(profileModalOpenAtom)
  const [mounted, setMounted] = useState(opened)
  // Adjusting state while rendering (React's documented pattern) avoids an effect and a second paint.
  if (opened && !mounted) setMounted(true)
  if (!mounted && !opened) return null
  return (
    <Suspense fallback={null}>
      <ProfileModal />
    </Suspense>
  )
}
