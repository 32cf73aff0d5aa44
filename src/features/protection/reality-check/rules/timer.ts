/**
 * The reality check's clock: when the next reminder is due, and one timer that calls back then. Reminders come at
 * whole intervals from an anchor: the session's start at first (time played before the player opened a game
 * counts), then the moment the player pressed `Continuar` (the next one a full interval later). Changing the
 * interval keeps the anchor: the next reminder is the first whole new interval after it that is still ahead.
 */

export const MINUTE_MS = 60_000

/** The first instant after `now` that is a whole number (≥ 1) of intervals after `anchor`. */
export function nextReminderAt(anchor: number, intervalMs: number, now: number): number {
  if (!(intervalMs > 0)) throw new RangeError(`nextReminderAt: the interval must be positive (got ${intervalMs})`)
  const elapsed = Math.max(0, now - anchor)
  return anchor + (Math.floor(elapsed / intervalMs) + 1) * intervalMs
}

export interface TimerClock {
  now: () => number
  setTimeout: (callback: () => void, ms: number) => unknown
  clearTimeout: (handle: unknown) => void
}

const browserClock: TimerClock = {
  now: () => Date.now(),
  setTimeout: (callback, ms) => globalThis.setTimeout(callback, ms),
  clearTimeout: (handle) => globalThis.clearTimeout(handle as ReturnType<typeof setTimeout>),
}

export interface ReminderTimer {
  /** Starts (or restarts) counting from `anchor` (the session's start) with an interval in minutes. */
  start(anchor: number, intervalMinutes: number): void
  /** `Continuar`: the next reminder one whole interval from now. */
  continueFromNow(): void
  /** A new interval, keeping the anchor. */
  changeInterval(intervalMinutes: number): void
  /** When the next reminder is due (null when stopped). */
  dueAt(): number | null
  stop(): void
}

/**
 * One pending timeout at a time. Timeouts are clamped to a day and re-armed, so a long interval never overflows
 * the browser's 32-bit delay, and a late wake-up (a sleeping tab) still fires once, at once.
 */
export function createReminderTimer(onDue: () => void, clock: TimerClock = browserClock): ReminderTimer {
  let anchor = 0
  let intervalMs = 0
  let due: number | null = null
  let handle: unknown = null

  const disarm = () => {
    if (handle !== null) clock.clearTimeout(handle)
    handle = null
  }
  const arm = () => {
    disarm()
    if (due === null) return
    const wait = Math.min(Math.max(0, due - clock.now()), 24 * 3600_000)
    handle = clock.setTimeout(() => {
      handle = null
      if (due === null) return
      if (clock.now() < due) return arm()
      // Due: it stays stopped until the player answers (Continuar restarts it).
      due = null
      onDue()
    }, wait)
  }

  return {
    start(from, minutes) {
      anchor = from
      intervalMs = minutes * MINUTE_MS
      due = nextReminderAt(anchor, intervalMs, clock.now())
      arm()
    },
    continueFromNow() {
      anchor = clock.now()
      due = anchor + intervalMs
      arm()
    },
    changeInterval(minutes) {
      intervalMs = minutes * MINUTE_MS
      if (due === null) return
      due = nextReminderAt(anchor, intervalMs, clock.now())
      arm()
    },
    dueAt: () => due,
    stop() {
      due = null
      disarm()
    },
  }
}

/** Whole minutes as "1 h 05 min" or "25 min": the time played, the same in every language. */
export function playedText(ms: number): string {
  const minutes = Math.max(0, Math.floor(ms / MINUTE_MS))
  const hours = Math.floor(minutes / 60)
  const rest = minutes % 60
  return hours > 0 ? `${hours} h ${String(rest).padStart(2, '0')} min` : `${rest} min`
}
