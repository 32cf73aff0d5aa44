import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { act, render } from '@testing-library/react'
import { RESIZE_THROTTLE_MS } from '@/shared/hooks/use-window-media-query.ts'
import { MOTION_ALLOWED_QUERY, Particles } from './particles.tsx'
import { staticMediaQueryList } from '@/testing/media.ts'

const original = {
  matchMedia: window.matchMedia,
  getContext: HTMLCanvasElement.prototype.getContext,
  raf: window.requestAnimationFrame,
  caf: window.cancelAnimationFrame,
}

let frames: Map<number, FrameRequestCallback>
let nextFrame: number
const context = {
  setTransform: vi.fn(),
  clearRect: vi.fn(),
  beginPath: vi.fn(),
  arc: vi.fn(),
  fill: vi.fn(),
  globalAlpha: 1,
  fillStyle: '',
}

function allowMotion(allowed: boolean) {
  window.matchMedia = (query: string) => staticMediaQueryList(query, query === MOTION_ALLOWED_QUERY && allowed)
}

function setCores(cores: number) {
  Object.defineProperty(navigator, 'hardwareConcurrency', { configurable: true, get: () => cores })
}

function setHidden(hidden: boolean) {
  Object.defineProperty(document, 'hidden', { configurable: true, get: () => hidden })
  act(() => void document.dispatchEvent(new Event('visibilitychange')))
}

/** Runs the pending animation frames once, at `now` ms. */
function runFrames(now: number) {
  const pending = [...frames.values()]
  frames.clear()
  act(() => pending.forEach((callback) => callback(now)))
}

beforeEach(() => {
  frames = new Map()
  nextFrame = 1
  vi.clearAllMocks()
  HTMLCanvasElement.prototype.getContext = vi.fn(() => context) as unknown as typeof original.getContext
  window.requestAnimationFrame = vi.fn((callback: FrameRequestCallback) => {
    const id = nextFrame++
    frames.set(id, callback)
    return id
  })
  window.cancelAnimationFrame = vi.fn((id: number) => void frames.delete(id))
  setCores(8)
})

afterEach(() => {
  window.matchMedia = original.matchMedia
  HTMLCanvasElement.prototype.getContext = original.getContext
  window.requestAnimationFrame = original.raf
  window.cancelAnimationFrame = original.caf
  delete (navigator as unknown as Record<string, unknown>).hardwareConcurrency
  delete (document as unknown as Record<string, unknown>).hidden
})

describe('Particles', () => {
  it('is a decorative canvas hidden from assistive technology', () => {
    allowMotion(true)
    const { container } = render(<Particles scene="loader" />)
    expect(container.querySelector('canvas')).toHaveAttribute('aria-hidden', 'true')
  })

  it('draws 40 particles a frame in the loader on a capable device, 20 on a low-end one, 30 on maintenance', () => {
    allowMotion(true)
    for (const [scene, cores, count] of [
      ['loader', 8, 40],
      ['loader', 2, 20],
      ['maintenance', 8, 30],
    ] as const) {
      setCores(cores)
      context.arc.mockClear()
      const view = render(<Particles scene={scene} />)
      runFrames(100)
      expect(context.arc).toHaveBeenCalledTimes(count)
      view.unmount()
      frames.clear()
    }
  })

  it('follows the window size at most every 250 ms while it is resized, ending on the last size', () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
    try {
      allowMotion(true)
      render(<Particles scene="loader" />)
      // Sized once when drawing starts.
      expect(context.setTransform).toHaveBeenCalledTimes(1)
      const resize = () => act(() => void window.dispatchEvent(new Event('resize')))
      resize()
      expect(context.setTransform).toHaveBeenCalledTimes(2)
      for (let i = 0; i < 10; i++) resize()
      act(() => {
        vi.advanceTimersByTime(RESIZE_THROTTLE_MS - 1)
      })
      expect(context.setTransform).toHaveBeenCalledTimes(2)
      act(() => {
        vi.advanceTimersByTime(1)
      })
      expect(context.setTransform).toHaveBeenCalledTimes(3)
      act(() => {
        vi.advanceTimersByTime(RESIZE_THROTTLE_MS * 4)
      })
      expect(context.setTransform).toHaveBeenCalledTimes(3)
    } finally {
      vi.useRealTimers()
    }
  })

  it('requests no frame at all when the player asked for reduced motion', () => {
    allowMotion(false)
    render(<Particles scene="loader" />)
    expect(window.requestAnimationFrame).not.toHaveBeenCalled()
    expect(HTMLCanvasElement.prototype.getContext).not.toHaveBeenCalled()
  })

  it('stops while the tab is hidden and starts again when it is back; unmounting stops it', () => {
    allowMotion(true)
    const view = render(<Particles scene="loader" />)
    expect(frames.size).toBe(1)
    setHidden(true)
    expect(frames.size).toBe(0)
    expect(window.cancelAnimationFrame).toHaveBeenCalled()
    setHidden(false)
    expect(frames.size).toBe(1)
    view.unmount()
    expect(frames.size).toBe(0)
  })

  it('stops while the canvas is off screen (IntersectionObserver) and starts again when it is back', () => {
    allowMotion(true)
    const realObserver = globalThis.IntersectionObserver
    let report: (visible: boolean) => void = () => {}
    globalThis.IntersectionObserver = class {
      constructor(callback: (entries: { isIntersecting: boolean }[]) => void) {
        report = (visible) => callback([{ isIntersecting: visible }])
      }
      observe() {}
      disconnect() {}
    } as unknown as typeof IntersectionObserver
    try {
      render(<Particles scene="loader" />)
      expect(frames.size).toBe(1)
      act(() => report(false))
      expect(frames.size).toBe(0)
      act(() => report(true))
      expect(frames.size).toBe(1)
    } finally {
      globalThis.IntersectionObserver = realObserver
    }
  })

  it('caps a low-end device at 30 fps: of 60 frames a second, about half are drawn', () => {
    allowMotion(true)
    setCores(2)
    render(<Particles scene="loader" />)
    let drawn = 0
    for (let i = 1; i <= 60; i++) {
      context.clearRect.mockClear()
      runFrames(i * (1000 / 60))
      if (context.clearRect.mock.calls.length > 0) drawn += 1
    }
    expect(drawn).toBeGreaterThanOrEqual(29)
    expect(drawn).toBeLessThanOrEqual(30)
  })
})
