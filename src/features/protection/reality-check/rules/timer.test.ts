import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import fc from 'fast-check'
import { createReminderTimer, MINUTE_MS, nextReminderAt, playedText } from './timer.ts'

const START = Date.parse('2026-11-01T15:00:00Z')

describe('nextReminderAt', () => {
  it('is the first whole interval after the anchor that is still ahead', () => {
    expect(nextReminderAt(START, 30 * MINUTE_MS, START)).toBe(START + 30 * MINUTE_MS)
    expect(nextReminderAt(START, 30 * MINUTE_MS, START + 25 * MINUTE_MS)).toBe(START + 30 * MINUTE_MS)
    expect(nextReminderAt(START, 30 * MINUTE_MS, START + 30 * MINUTE_MS)).toBe(START + 60 * MINUTE_MS)
    expect(nextReminderAt(START, 15 * MINUTE_MS, START + 70 * MINUTE_MS)).toBe(START + 75 * MINUTE_MS)
    expect(() => nextReminderAt(START, 0, START)).toThrow(RangeError)
  })

  it('is always ahead, at most one interval away, and a whole number of intervals from the anchor (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1e9 }), fc.constantFrom(15, 30, 60), (elapsed, minutes) => {
        const interval = minutes * MINUTE_MS
        const now = START + elapsed
        const next = nextReminderAt(START, interval, now)
        expect(next).toBeGreaterThan(now)
        expect(next - now).toBeLessThanOrEqual(interval)
        expect((next - START) % interval).toBe(0)
      }),
    )
  })
})

describe('the reminder timer (fake timers)', () => {
  beforeEach(() => {
    vi.useFakeTimers()
    vi.setSystemTime(START)
  })
  afterEach(() => vi.useRealTimers())

  it('calls back once the interval has passed, not before', () => {
    const onDue = vi.fn()
    const timer = createReminderTimer(onDue)
    timer.start(START, 30)
    vi.advanceTimersByTime(30 * MINUTE_MS - 1)
    expect(onDue).not.toHaveBeenCalled()
    vi.advanceTimersByTime(1)
    expect(onDue).toHaveBeenCalledTimes(1)
    // It waits for the player's answer: no second reminder while the first is open.
    vi.advanceTimersByTime(2 * 30 * MINUTE_MS)
    expect(onDue).toHaveBeenCalledTimes(1)
  })

  it('counts the time played before the game was opened from the session’s start', () => {
    const onDue = vi.fn()
    const timer = createReminderTimer(onDue)
    vi.setSystemTime(START + 20 * MINUTE_MS)
    timer.start(START, 30)
    expect(timer.dueAt()).toBe(START + 30 * MINUTE_MS)
    vi.advanceTimersByTime(10 * MINUTE_MS)
    expect(onDue).toHaveBeenCalledTimes(1)
  })

  it('Continuar: the next reminder one whole interval later', () => {
    const onDue = vi.fn()
    const timer = createReminderTimer(onDue)
    timer.start(START, 15)
    vi.advanceTimersByTime(15 * MINUTE_MS)
    expect(onDue).toHaveBeenCalledTimes(1)
    // The player reads it for two minutes, then continues.
    vi.advanceTimersByTime(2 * MINUTE_MS)
    timer.continueFromNow()
    expect(timer.dueAt()).toBe(START + 32 * MINUTE_MS)
    vi.advanceTimersByTime(15 * MINUTE_MS - 1)
    expect(onDue).toHaveBeenCalledTimes(1)
    vi.advanceTimersByTime(1)
    expect(onDue).toHaveBeenCalledTimes(2)
  })

  it('a new interval keeps the anchor: shorter brings it closer, longer moves it away', () => {
    const onDue = vi.fn()
    const timer = createReminderTimer(onDue)
    timer.start(START, 60)
    vi.advanceTimersByTime(20 * MINUTE_MS)
    timer.changeInterval(15)
    expect(timer.dueAt()).toBe(START + 30 * MINUTE_MS)
    timer.changeInterval(30)
    expect(timer.dueAt()).toBe(START + 30 * MINUTE_MS)
    vi.advanceTimersByTime(10 * MINUTE_MS)
    expect(onDue).toHaveBeenCalledTimes(1)
    timer.continueFromNow()
    timer.changeInterval(60)
    expect(timer.dueAt()).toBe(START + 90 * MINUTE_MS)
  })

  it('stop cancels it', () => {
    const onDue = vi.fn()
    const timer = createReminderTimer(onDue)
    timer.start(START, 15)
    timer.stop()
    vi.advanceTimersByTime(60 * MINUTE_MS)
    expect(onDue).not.toHaveBeenCalled()
    expect(timer.dueAt()).toBeNull()
  })

  it('a woken tab past the due time fires at once', () => {
    const onDue = vi.fn()
    const timer = createReminderTimer(onDue)
    timer.start(START, 30)
    // The clock jumps (a sleeping laptop) without the timeout having run yet.
    vi.setSystemTime(START + 45 * MINUTE_MS)
    expect(onDue).not.toHaveBeenCalled()
    vi.runOnlyPendingTimers()
    expect(onDue).toHaveBeenCalledTimes(1)
  })
})

describe('playedText', () => {
  it('writes minutes, and hours with two-digit minutes', () => {
    expect(playedText(0)).toBe('0 min')
    expect(playedText(25 * MINUTE_MS + 59_000)).toBe('25 min')
    expect(playedText(65 * MINUTE_MS)).toBe('1 h 05 min')
    expect(playedText(-5)).toBe('0 min')
  })
})
