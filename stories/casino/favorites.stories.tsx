import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'
import { answer, override } from '@mocks/override.ts'
import { profileFavorites, profileRecents } from '@/api/profile.ts'
import { PlayerGamesPage } from '@/features/casino/player-lists/player-games-page.tsx'
import { all, forceLayout, seedDemoSession, signInDemo } from '../wallet/fixtures.ts'
import { paginatorPage } from '@/testing/paginator.ts'

/** The demo player's favorites and recents, against the seeded mock. */
const meta = {
  title: 'Casino/Favorites and recents',
  component: PlayerGamesPage,
  args: { list: 'favorites', page: 1 },
  parameters: { store: seedDemoSession },
  beforeEach: () => all(signInDemo(), forceLayout('desktop')),
} satisfies Meta<typeof PlayerGamesPage>

export default meta
type Story = StoryObj<typeof meta>

const emptyPage = { games: paginatorPage([], { perPage: 24 }) }

/** The demo player's seeded favorites. */
export const FavoritesFull: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const list = await canvas.findByRole('list', { name: 'Jogos favoritos' })
    const cards = within(list).getAllByRole('listitem')
    await expect(cards.length).toBeGreaterThan(0)
    await expect(canvas.getByText(new RegExp(`^${cards.length} jogos?$`))).toBeVisible()
    await expect(within(list).getAllByRole('button', { name: /^Remover .* dos favoritos$/ })).toHaveLength(cards.length)
  },
}

export const FavoritesFullDark: Story = { ...FavoritesFull, globals: { theme: 'dark' } }

export const FavoritesEmpty: Story = {
  beforeEach({ msw }) {
    msw.use(override(profileFavorites, answer(profileFavorites, emptyPage)))
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Nenhum dado para mostrar')).toBeVisible()
  },
}

/** The demo player's seeded recents. */
export const RecentsFull: Story = {
  args: { list: 'recents' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const list = await canvas.findByRole('list', { name: 'Jogos recentes' })
    const cards = within(list).getAllByRole('listitem')
    await expect(cards.length).toBeGreaterThan(0)
    await expect(canvas.getByText(new RegExp(`^${cards.length} jogos?$`))).toBeVisible()
  },
}

export const RecentsEmpty: Story = {
  args: { list: 'recents' },
  beforeEach({ msw }) {
    msw.use(override(profileRecents, answer(profileRecents, emptyPage)))
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Nenhum dado para mostrar')).toBeVisible()
  },
}

export const RecentsPhone: Story = { ...RecentsFull, beforeEach: () => forceLayout('phone') }
