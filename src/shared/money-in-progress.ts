import { useEffect, useId } from 'react'
import { atom, useSetAtom } from 'jotai'

/** The money screens in progress now, by a key of each (a deposit with an amount typed or a PIX code showing). */
const moneyScreensAtom = atom<ReadonlySet<string>>(new Set<string>())

/**
 * A money screen is in progress: the player has started a deposit (typed or chose an amount) or is paying a PIX
 * code. What would interrupt the player (the limits prompt after a sign-in) waits until this is false again, so it
 * never covers a code being paid.
 */
export const moneyInProgressAtom = atom((get) => get(moneyScreensAtom).size > 0)

/** Marks the calling screen as a money screen in progress while `active` is true (and while it is mounted). */
export function useMoneyInProgress(active: boolean): void {
  const key = useId()
  const setScreens = useSetAtom(moneyScreensAtom)
  useEffect(() => {
    if (!active) return
    setScreens((screens) => new Set(screens).add(key))
    return () =>
      setScreens((screens) => {
        const next = new Set(screens)
        next.delete(key)
        return next
      })
  }, [active, key, setScreens])
}
