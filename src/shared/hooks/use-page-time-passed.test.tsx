import { afterEach, describe, expect, it, vi } from 'vitest'
import { act, renderHook } from '@testing-library/react'
import { usePageTimePassed } from './use-page-time-passed.ts'

describe('usePageTimePassed', () => {
  afterEach(() => vi.useRealTimers())

  it('is false until the page has been open that long, then true', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'performance'] })
    const { result } = renderHook(() => usePageTimePassed(performance.now() + 4000))
    expect(result.current).toBe(false)
    await act(() => vi.advanceTimersByTimeAsync(3999))
    expect(result.current).toBe(false)
    await act(() => vi.advanceTimersByTimeAsync(1))
    expect(result.current).toBe(true)
  })

  it('is true at once past that time: a part mounted later does not wait again', () => {
    const { result } = renderHook(() => usePageTimePassed(performance.now() - 1))
    expect(result.current).toBe(true)
  })

  it('clears its timer when unmounted first', () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'performance'] })
    const { unmount } = renderHook(() => usePageTimePassed(performance.now() + 4000))
    expect(vi.getTimerCount()).toBe(1)
    unmount()
    expect(vi.getTimerCount()).toBe(0)
  })

  it('never passes for an infinite moment (a timer would read it as 0)', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'performance'] })
    const { result } = renderHook(() => usePageTimePassed(Number.POSITIVE_INFINITY))
    expect(vi.getTimerCount()).toBe(0)
    await act(() => vi.advanceTimersByTimeAsync(24 * 3600_000))
    expect(result.current).toBe(false)
  })
})
