import { lazy } from 'react'
import { missionsModalOpenAtom } from '@/shared/ui-state.ts'
import { MountWhenOpened } from '@/shared/ui/mount-when-opened.tsx'

// Not part of the first paint (the entry budget): the modal downloads at its first opening.
const MissionsModal = lazy(() => import('./components/missions-modal.tsx').then((m) => ({ default: m.MissionsModal })))

/** Mounts the missions modal at its first opening (the side menu's `Missões`) and keeps it mounted. */
export function MissionsModalHost() {
  return <MountWhenOpened atom={missionsModalOpenAtom} Component={MissionsModal} />
}
