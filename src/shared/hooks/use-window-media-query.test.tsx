import { afterEach, describe, expect, it, vi } from 'vitest'
import { act, renderHook } from '@testing-library/react'
import { RESIZE_THROTTLE_MS, useWindowMediaQuery } from './use-window-media-query.ts'

const original = window.matchMedia

/** A window whose width the test sets: `resize(matches)` is a resize that crosses (or not) the query's breakpoint. */
function resizableWindow(initial: boolean) {
  let matches = initial
  const listeners = new Set<(event: { matches: boolean }) => void>()
  window.matchMedia = (query: string) =>
    ({
      get matches() {
        return matches
      },
      media: query,
      addEventListener: (_: string, listener: (event: { matches: boolean }) => void) => listeners.add(listener),
      removeEventListener: (_: string, listener: (event: { matches: boolean }) => void) => listeners.delete(listener),
    }) as unknown as MediaQueryList
  return {
    resize(next: boolean) {
      matches = next
      act(() => listeners.forEach((listener) => listener({ matches: next })))
    },
  }
}

afterEach(() => {
  window.matchMedia = original
  vi.useRealTimers()
})

describe('useWindowMediaQuery', () => {
  it('reads the window at the first render', () => {
    resizableWindow(true)
    expect(renderHook(() => useWindowMediaQuery('(max-width: 47.99em)')).result.current).toBe(true)
  })

  it('follows a resize at once, then at most every 250 ms, ending on the last size', () => {
    vi.useFakeTimers()
    const window = resizableWindow(false)
    const seen: boolean[] = []
    const { result } = renderHook(() => {
      const value = useWindowMediaQuery('(max-width: 47.99em)')
      if (seen.at(-1) !== value) seen.push(value)
      return value
    })
    // The first crossing applies at once.
    window.resize(true)
    expect(result.current).toBe(true)
    // A drag back and forth across the breakpoint within the next 250 ms changes nothing yet…
    window.resize(false)
    window.resize(true)
    window.resize(false)
    act(() => {
      vi.advanceTimersByTime(RESIZE_THROTTLE_MS - 1)
    })
    expect(result.current).toBe(true)
    // …then the last size applies, once.
    act(() => {
      vi.advanceTimersByTime(1)
    })
    expect(result.current).toBe(false)
    expect(seen).toEqual([false, true, false])
    act(() => {
      vi.advanceTimersByTime(RESIZE_THROTTLE_MS * 4)
    })
    expect(seen).toEqual([false, true, false])
  })
})
