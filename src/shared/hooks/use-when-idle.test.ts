import { afterEach, describe, expect, it, vi } from 'vitest'
import { act, renderHook } from '@testing-library/react'
import { IDLE_TIMEOUT_MS, useWhenIdle } from './use-when-idle.ts'

describe('useWhenIdle', () => {
  afterEach(() => vi.unstubAllGlobals())

  it('is false until the browser calls back when idle, then true', () => {
    let idleCallback: (() => void) | undefined
    const requestIdleCallback = vi.fn((callback: () => void) => {
      idleCallback = callback
      return 7
    })
    vi.stubGlobal('requestIdleCallback', requestIdleCallback)
    vi.stubGlobal('cancelIdleCallback', vi.fn())
    const { result } = renderHook(() => useWhenIdle())
    expect(result.current).toBe(false)
    expect(requestIdleCallback).toHaveBeenCalledWith(expect.any(Function), { timeout: IDLE_TIMEOUT_MS })
    act(() => idleCallback?.())
    expect(result.current).toBe(true)
  })

  it('cancels its callback when unmounted first', () => {
    const cancelIdleCallback = vi.fn()
    vi.stubGlobal(
      'requestIdleCallback',
      vi.fn(() => 7),
    )
    vi.stubGlobal('cancelIdleCallback', cancelIdleCallback)
    const { unmount } = renderHook(() => useWhenIdle())
    unmount()
    expect(cancelIdleCallback).toHaveBeenCalledWith(7)
  })

  it('without requestIdleCallback, turns true after a macrotask', async () => {
    vi.stubGlobal('requestIdleCallback', undefined)
    const { result } = renderHook(() => useWhenIdle())
    expect(result.current).toBe(false)
    await vi.waitFor(() => expect(result.current).toBe(true))
  })
})
