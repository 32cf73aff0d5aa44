import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createIdleTimer, INACTIVITY_TIMEOUT_MS } from './idle-timer.ts'

const MINUTE = 60_000

beforeEach(() => {
  vi.useFakeTimers()
  vi.setSystemTime(Date.parse('2026-11-27T12:00:00Z'))
})
afterEach(() => vi.useRealTimers())

describe('createIdleTimer', () => {
  it('ends the session after 30 minutes without activity, once', () => {
    const onIdle = vi.fn()
    createIdleTimer({ onIdle })
    vi.advanceTimersByTime(INACTIVITY_TIMEOUT_MS - 1)
    expect(onIdle).not.toHaveBeenCalled()
    vi.advanceTimersByTime(1)
    expect(onIdle).toHaveBeenCalledOnce()
    vi.advanceTimersByTime(2 * INACTIVITY_TIMEOUT_MS)
    expect(onIdle).toHaveBeenCalledOnce()
  })

  it('activity starts the 30 minutes again', () => {
    const onIdle = vi.fn()
    const timer = createIdleTimer({ onIdle })
    vi.advanceTimersByTime(20 * MINUTE)
    timer.touch()
    vi.advanceTimersByTime(20 * MINUTE)
    // 40 minutes since it started, only 20 since the activity: still on.
    expect(onIdle).not.toHaveBeenCalled()
    vi.advanceTimersByTime(10 * MINUTE)
    expect(onIdle).toHaveBeenCalledOnce()
  })

  it('a hidden tab still counts time: its held-back timer is not needed, the clock says so on return', () => {
    const onIdle = vi.fn()
    const timer = createIdleTimer({ onIdle })
    // A hidden tab's timers may not fire: move the wall clock without running them.
    vi.setSystemTime(Date.now() + 31 * MINUTE)
    expect(onIdle).not.toHaveBeenCalled()
    timer.check()
    expect(onIdle).toHaveBeenCalledOnce()
  })

  it('a check before the 30 minutes changes nothing, and a late timeout counts from the last activity', () => {
    const onIdle = vi.fn()
    const timer = createIdleTimer({ onIdle })
    vi.setSystemTime(Date.now() + 10 * MINUTE)
    timer.check()
    expect(onIdle).not.toHaveBeenCalled()
    timer.touch()
    vi.advanceTimersByTime(INACTIVITY_TIMEOUT_MS - 1)
    expect(onIdle).not.toHaveBeenCalled()
    vi.advanceTimersByTime(1)
    expect(onIdle).toHaveBeenCalledOnce()
  })

  it('stopped (the player logged out), it never fires', () => {
    const onIdle = vi.fn()
    const timer = createIdleTimer({ onIdle })
    timer.stop()
    vi.advanceTimersByTime(2 * INACTIVITY_TIMEOUT_MS)
    timer.check()
    expect(onIdle).not.toHaveBeenCalled()
    expect(vi.getTimerCount()).toBe(0)
  })

  it('keeps one pending timeout however much activity there is', () => {
    const timer = createIdleTimer({ onIdle: () => undefined })
    for (let i = 0; i < 100; i++) timer.touch()
    expect(vi.getTimerCount()).toBe(1)
  })
})
