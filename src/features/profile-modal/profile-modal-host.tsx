import { lazy } from 'react'
import { profileModalOpenAtom } from '@/shared/ui-state.ts'
import { MountWhenOpened } from '@/shared/ui/mount-when-opened.tsx'

// Not part of the first paint (the entry budget): the modal downloads at its first opening.
const ProfileModal = lazy(() => import('./components/profile-modal.tsx').then((m) => ({ default: m.ProfileModal })))

/** Mounts the profile modal at its first opening and keeps it mounted; the modal reads the open flag itself. */
export function ProfileModalHost() {
  return <MountWhenOpened atom={profileModalOpenAtom} Component={ProfileModal} />
}
