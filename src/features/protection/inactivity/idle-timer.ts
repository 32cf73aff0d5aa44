/** The session ends after 30 minutes without activity (the server refuses a token idle as long). */
export const INACTIVITY_TIMEOUT_MS = 30 * 60_000

export interface IdleTimer {
  /** Activity now: the 30 minutes start again. Cheap enough to call on every pointer move. */
  touch(): void
  /** Looks at the clock now (a tab coming back into view: its timers may have been held back while hidden). */
  check(): void
  stop(): void
}

/**
 * The one timer of the inactivity rule. It compares wall-clock time (`now`) with the last activity instead of counting
 * on a timeout firing on time, so the time a tab spent hidden or the device asleep still counts. One pending timeout
 * at a time, re-armed only when it fires: activity itself only records a time.
 */
export function createIdleTimer({
  timeoutMs = INACTIVITY_TIMEOUT_MS,
  onIdle,
  now = () => Date.now(),
}: {
  timeoutMs?: number
  onIdle: () => void
  now?: () => number
}): IdleTimer {
  let last = now()
  let timer: ReturnType<typeof setTimeout> | undefined
  let stopped = false

  const arm = (delay: number) => {
    clearTimeout(timer)
    timer = setTimeout(check, delay)
  }
  function check() {
    if (stopped) return
    const idleFor = now() - last
    if (idleFor >= timeoutMs) {
      stopped = true
      clearTimeout(timer)
      onIdle()
    } else arm(timeoutMs - idleFor)
  }
  arm(timeoutMs)

  return {
    touch: () => {
      if (!stopped) last = now()
    },
    check,
    stop: () => {
      stopped = true
      clearTimeout(timer)
    },
  }
}
