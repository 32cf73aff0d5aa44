import { screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { renderWithProviders } from '@/testing/render.tsx'
import { fakeTabVisibility, installObserverFake } from '@/testing/intersection-observer.ts'
import { WinnersMarquee } from './winners-marquee.tsx'

afterEach(() => vi.unstubAllGlobals())

describe('WinnersMarquee', () => {
  it('moves only while it is on screen in a shown tab', async () => {
    const observer = installObserverFake()
    const setTab = fakeTabVisibility()
    renderWithProviders(<WinnersMarquee seed={7} />)
    const marquee = await screen.findByRole('region', { name: 'Últimos saques' })
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
})
