import { Suspense, useState, type ComponentType } from 'react'
import { useAtomValue, type Atom } from 'jotai'

/**
 * True from the first time `value` is true on: an overlay mounts at its first opening and stays mounted, so its
 * closing transition plays and reopening is instant.
 */
export function useEverTrue(value: boolean): boolean {
  const [ever, setEver] = useState(value)
  // Adjusting state while rendering (React's documented pattern) avoids an effect and a second paint.
  if (value && !ever) setEver(true)
  return ever || value
}

/**
 * Mounts a lazy overlay (modal, drawer, menu) the first time its open flag is set, and keeps it mounted afterwards;
 * until then its code is not even downloaded. The overlay reads the flag itself.
 */
export function MountWhenOpened({ atom, Component }: { atom: Atom<boolean>; Component: ComponentType }) {
  const everOpened = useEverTrue(useAtomValue(atom))
  if (!everOpened) return null
  return (
    <Suspense fallback={null}>
      <Component />
    </Suspense>
  )
}
