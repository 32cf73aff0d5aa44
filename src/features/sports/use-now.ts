import { useSyncExternalStore } from 'react'

/** How often the kick-off labels look at the clock again (`Hoje` becomes `Amanhã`'s day at midnight). */
const TICK_MS = 60_000

let now = Date.now()
const listeners = new Set<() => void>()
let timer: ReturnType<typeof setInterval> | undefined

function subscribe(listener: () => void) {
  listeners.add(listener)
  if (listeners.size === 1) {
    now = Date.now()
    timer = setInterval(() => {
      now = Date.now()
      for (const notify of listeners) notify()
    }, TICK_MS)
  }
  return () => {
    listeners.delete(listener)
    if (listeners.size === 0) clearInterval(timer)
  }
}

/** The time, to the minute: one clock for every card on the page, not one timer each. */
export function useNow(): number {
  return useSyncExternalStore(subscribe, () => now)
}
