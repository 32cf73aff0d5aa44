import { useEffect, useState } from 'react'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, within } from 'storybook/test'
import type { FootballEvent } from '@/api/sports.ts'
import { EventCard } from '@/features/sports/components/event-card.tsx'
import { footballEventFixture, liveEventFixture, matchWinner } from '@/testing/sports-fixtures.ts'

/**
 * The event card in the states a designer reviews: not started (kick-off in São Paulo time), live (the pulsing dot,
 * still under reduced motion), without odds, and odds that just moved (arrow and words for two seconds).
 */
function Card({ event, movedTo }: { event: FootballEvent; movedTo?: FootballEvent }) {
  const [shown, setShown] = useState(event)
  useEffect(() => {
    if (!movedTo) return
    // The new odds arrive after the first paint, as a push would bring them.
    const timer = setTimeout(() => setShown(movedTo), 50)
    return () => clearTimeout(timer)
  }, [movedTo])
  return (
    <div style={{ maxWidth: 360 }}>
      <EventCard event={shown} />
    </div>
  )
}

const meta = {
  title: 'Sports/Event card',
  component: Card,
  args: { event: footballEventFixture({ date: new Date(Date.now() + 86_400_000).toISOString() }) },
} satisfies Meta<typeof Card>

export default meta
type Story = StoryObj<typeof meta>

export const NotStarted: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await canvas.findByText(/^Amanhã às \d\d:\d\d$/)).toBeVisible()
    await expect(canvas.getByRole('button', { name: '1 1,85' })).toBeEnabled()
  },
}

export const Live: Story = {
  args: { event: liveEventFixture() },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await canvas.findByText('Ao vivo')).toBeVisible()
    await expect(canvas.getByText('2º tempo')).toBeVisible()
  },
}

export const WithoutOdds: Story = {
  args: { event: liveEventFixture({ odds_home: null, odds_draw: null, odds_away: null }) },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Aguardando as odds')).toBeVisible()
  },
}

const before = liveEventFixture()
export const OddsMoved: Story = {
  args: {
    event: before,
    movedTo: { ...before, odds_home: 2.1, odds_away: 3.6, bets: [matchWinner(2.1, 3.4, 3.6), ...before.bets.slice(1)] },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await canvas.findByRole('button', { name: '1 2,10 (subiu)' })).toBeVisible()
    await expect(canvas.getByRole('button', { name: '2 3,60 (caiu)' })).toBeVisible()
  },
}

/** The markets modal: every market with its values, each an odds button. */
export const MarketsModal: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.click(await canvas.findByRole('button', { name: 'Todos os mercados (2)' }))
    const dialog = within(await within(canvasElement.ownerDocument.body).findByRole('dialog'))
    await expect(dialog.getByRole('region', { name: 'Total de gols' })).toBeVisible()
  },
}

export const LiveDark: Story = { ...Live, globals: { theme: 'dark' } }
export const OddsMovedDark: Story = { ...OddsMoved, globals: { theme: 'dark' } }
export const MarketsModalDark: Story = { ...MarketsModal, globals: { theme: 'dark' } }
