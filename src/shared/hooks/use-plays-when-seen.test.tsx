import { useRef } from 'react'
import { render, screen } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { fakeTabVisibility, installObserverFake, type ObserverFake } from '@/testing/intersection-observer.ts'
import { usePlaysWhenSeen } from './use-plays-when-seen.ts'

function Badge({ label }: { label: string }) {
  const ref = useRef<HTMLSpanElement>(null)
  const playing = usePlaysWhenSeen(ref)
  return (
    <span ref={ref} data-testid={label} data-paused={playing ? undefined : ''}>
      {label}
    </span>
  )
}

let observer: ObserverFake
let setTab: (state: DocumentVisibilityState) => void
beforeEach(() => {
  observer = installObserverFake()
  setTab = fakeTabVisibility()
})
afterEach(() => vi.unstubAllGlobals())

describe('usePlaysWhenSeen', () => {
  it('plays only while the element is on screen, each element on its own, with one observer for all', () => {
    render(
      <>
        <Badge label="a" />
        <Badge label="b" />
      </>,
    )
    const [a, b] = [screen.getByTestId('a'), screen.getByTestId('b')]
    // Nothing reported yet: still.
    expect(a).toHaveAttribute('data-paused')
    observer.scrolled(a, true)
    expect(a).not.toHaveAttribute('data-paused')
    expect(b).toHaveAttribute('data-paused')
    observer.scrolled(a, false)
    expect(a).toHaveAttribute('data-paused')
    expect(observer.made()).toBe(1)
  })

  it('pauses while the tab is hidden and plays again when it is shown', () => {
    render(<Badge label="a" />)
    const a = screen.getByTestId('a')
    observer.scrolled(a, true)
    setTab('hidden')
    expect(a).toHaveAttribute('data-paused')
    setTab('visible')
    expect(a).not.toHaveAttribute('data-paused')
  })

  it('stops watching an element that goes', () => {
    const { unmount } = render(<Badge label="a" />)
    const a = screen.getByTestId('a')
    expect(observer.watched(a)).toBe(true)
    unmount()
    expect(observer.watched(a)).toBe(false)
  })

  it('follows the tab alone where there is no IntersectionObserver', () => {
    vi.stubGlobal('IntersectionObserver', undefined)
    render(<Badge label="a" />)
    expect(screen.getByTestId('a')).not.toHaveAttribute('data-paused')
    setTab('hidden')
    expect(screen.getByTestId('a')).toHaveAttribute('data-paused')
  })
})
