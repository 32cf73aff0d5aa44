import type { Meta, StoryObj } from '@storybook/react-vite'
import { HttpResponse } from 'msw'
import { expect, within } from 'storybook/test'
import { sportsEvents, sportsLeagues, sportsLiveEvents, sportsNextEvents } from '@/api/sports.ts'
import { SportsHomePage } from '@/features/sports/sports-home-page.tsx'
import { answer, override } from '@mocks/override.ts'
import { eventsFixture, leaguesFixture, liveEventFixture } from '@/testing/sports-fixtures.ts'
import { pendingForever } from '../fixtures.ts'

const meta = {
  title: 'Sports/Home',
  component: SportsHomePage,
  args: { search: {} },
  parameters: { router: { initialEntries: ['/sports'] } },
  beforeEach({ msw }) {
    msw.use(
      override(sportsLeagues, answer(sportsLeagues, { leagues: leaguesFixture })),
      override(sportsLiveEvents, answer(sportsLiveEvents, { liveevents: eventsFixture(4, liveEventFixture, 900) })),
      override(sportsEvents, answer(sportsEvents, { events: eventsFixture(6) })),
      override(sportsNextEvents, answer(sportsNextEvents, { nextevents: eventsFixture(3, undefined, 100) })),
    )
  },
} satisfies Meta<typeof SportsHomePage>

export default meta
type Story = StoryObj<typeof meta>

const region = async (canvasElement: HTMLElement, name: string) =>
  within(await within(canvasElement).findByRole('region', { name }, { timeout: 5000 }))

export const Full: Story = {
  play: async ({ canvasElement }) => {
    const main = await region(canvasElement, 'Principais jogos')
    await expect(await main.findAllByRole('article')).toHaveLength(6)
    await expect(await main.findByRole('link', { name: /Premier League/ })).toBeVisible()
  },
}

export const Loading: Story = {
  beforeEach({ msw }) {
    msw.use(pendingForever(sportsEvents), pendingForever(sportsNextEvents), pendingForever(sportsLiveEvents))
  },
  play: async ({ canvasElement }) => {
    const main = await region(canvasElement, 'Principais jogos')
    await expect(await main.findByRole('status')).toHaveTextContent('Carregando partidas…')
  },
}

export const Empty: Story = {
  beforeEach({ msw }) {
    msw.use(
      override(sportsEvents, answer(sportsEvents, { events: [] })),
      override(sportsNextEvents, answer(sportsNextEvents, { nextevents: [] })),
      override(sportsLiveEvents, answer(sportsLiveEvents, { liveevents: [] })),
    )
  },
  play: async ({ canvasElement }) => {
    const main = await region(canvasElement, 'Principais jogos')
    await expect(await main.findByText('Nenhuma partida encontrada')).toBeVisible()
  },
}

export const Failure: Story = {
  beforeEach({ msw }) {
    msw.use(
      override(sportsEvents, () => HttpResponse.json({ message: 'boom' }, { status: 500 })),
      override(sportsLeagues, () => HttpResponse.json({ error: 'Ligas indisponíveis no momento' }, { status: 400 })),
    )
  },
  play: async ({ canvasElement }) => {
    const main = await region(canvasElement, 'Principais jogos')
    await expect(await main.findByText('Não foi possível carregar as partidas.', {}, { timeout: 8000 })).toBeVisible()
    await expect(await main.findByText('Ligas indisponíveis no momento', {}, { timeout: 8000 })).toBeVisible()
  },
}

export const FullDark: Story = { ...Full, globals: { theme: 'dark' } }
export const FailureDark: Story = { ...Failure, globals: { theme: 'dark' } }
