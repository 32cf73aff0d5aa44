import { screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { renderWithProviders } from '@/testing/render.tsx'
import { fakeTabVisibility, installObserverFake } from '@/testing/intersection-observer.ts'
import { liveEventFixture } from '@/testing/sports-fixtures.ts'
import { EventStatus } from './event-status.tsx'

afterEach(() => vi.unstubAllGlobals())

describe('EventStatus', () => {
  it("the live badge's dot pulses only while it is on screen in a shown tab", async () => {
    const observer = installObserverFake()
    const setTab = fakeTabVisibility()
    renderWithProviders(<EventStatus event={liveEventFixture()} />)
    const badge = await screen.findByText('Ao vivo')
    const dot = badge.querySelector('[aria-hidden="true"]')
    if (!dot) throw new Error('the live badge has no dot')
    expect(dot).toHaveAttribute('data-paused')
    observer.scrolled(dot, true)
    expect(dot).not.toHaveAttribute('data-paused')
    setTab('hidden')
    expect(dot).toHaveAttribute('data-paused')
    setTab('visible')
    observer.scrolled(dot, false)
    expect(dot).toHaveAttribute('data-paused')
  })
})
