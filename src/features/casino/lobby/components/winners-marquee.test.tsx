import { useState } from 'react'
import { act, screen, waitFor, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { renderWithProviders } from '@/testing/render.tsx'
import { holdIdleCallbacks } from '@/testing/idle.ts'
import { fakeTabVisibility, installObserverFake } from '@/testing/intersection-observer.ts'
import { MARQUEE_ENTRIES } from '../../rules/marquee.ts'
import { FIRST_DRAWN, WinnersMarquee } from './winners-marquee.tsx'

afterEach(() => vi.unstubAllGlobals())

describe('WinnersMarquee', () => {
  it('draws its first entries at once, still, and the whole list and its copy once the browser is idle', async () => {
    const observer = installObserverFake()
    const idle = holdIdleCallbacks()
    renderWithProviders(<WinnersMarquee seed={7} stillUntilMs={0} />)
    const marquee = await screen.findByRole('region', { name: 'Últimos saques' })
    // The first render: a few entries, no copy, not moving even on screen.
    expect(within(marquee).getAllByRole('listitem')).toHaveLength(FIRST_DRAWN)
    expect(marquee.querySelectorAll('ul')).toHaveLength(1)
    observer.scrolled(marquee, true)
    expect(marquee).toHaveAttribute('data-paused')

    await idle.runQueued()
    await waitFor(() => expect(within(marquee).getAllByRole('listitem')).toHaveLength(MARQUEE_ENTRIES))
    expect(marquee.querySelectorAll('ul')).toHaveLength(2)
    expect(marquee).not.toHaveAttribute('data-paused')
  })

  it('moves only while it is on screen in a shown tab', async () => {
    const observer = installObserverFake()
    const setTab = fakeTabVisibility()
    renderWithProviders(<WinnersMarquee seed={7} stillUntilMs={0} />)
    const marquee = await screen.findByRole('region', { name: 'Últimos saques' })
    await waitFor(() => expect(marquee.querySelectorAll('ul')).toHaveLength(2))
    // Still until the browser says where it is.
    expect(marquee).toHaveAttribute('data-paused')
    observer.scrolled(marquee, true)
    expect(marquee).not.toHaveAttribute('data-paused')
    setTab('hidden')
    expect(marquee).toHaveAttribute('data-paused')
    setTab('visible')
    expect(marquee).not.toHaveAttribute('data-paused')
    observer.scrolled(marquee, false)
    expect(marquee).toHaveAttribute('data-paused')
  })

  it('holds still until the page has been open long enough, then moves', async () => {
    const observer = installObserverFake()
    // The page's moment to start, moved by the test: never at first, then now.
    let startAt: (ms: number) => void = () => {}
    function Page() {
      const [until, setUntil] = useState(Number.POSITIVE_INFINITY)
      startAt = setUntil
      return <WinnersMarquee seed={7} stillUntilMs={until} />
    }
    renderWithProviders(<Page />)
    const marquee = await screen.findByRole('region', { name: 'Últimos saques' })
    await waitFor(() => expect(marquee.querySelectorAll('ul')).toHaveLength(2))
    observer.scrolled(marquee, true)
    // Whole and on screen in a shown tab: everything else that would move it holds.
    expect(marquee).toHaveAttribute('data-paused')
    act(() => startAt(performance.now()))
    await waitFor(() => expect(marquee).not.toHaveAttribute('data-paused'))
  })
})
