import { Suspense } from 'react'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { HttpResponse } from 'msw'
import { expect, within } from 'storybook/test'
import { catalogue } from '@mocks/catalogue/catalogue.ts'
import { override } from '@mocks/override.ts'
import { featuredGames } from '@/api/casino.ts'
import { GamePage } from '@/features/casino/game-page/game-page.tsx'
import { PagePending } from '@/shared/ui/page-pending.tsx'
import { forceLayout } from '../wallet/fixtures.ts'

/** A game of the seeded catalogue, as /casino/game/{id} shows it (the route's loader is what Suspense waits for). */
function GameRoutePage({ id }: { id: number }) {
  return (
    <Suspense fallback={<PagePending />}>
      <GamePage id={id} />
    </Suspense>
  )
}

/** A seeded game in two categories or more, so the page shows every part. */
function storyGame() {
  const found = catalogue().order.lobby.find((g) => g.status && g.categories.length > 1)
  if (!found) throw new Error('the seeded catalogue has no game in two categories')
  return found
}
const game = storyGame()

const meta = {
  title: 'Casino/Game page',
  component: GameRoutePage,
  args: { id: game.id },
  beforeEach: () => forceLayout('desktop'),
} satisfies Meta<typeof GameRoutePage>

export default meta
type Story = StoryObj<typeof meta>

export const Loaded: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await canvas.findByRole('heading', { level: 1, name: game.game_name })).toBeVisible()
    await expect(canvas.getByRole('link', { name: 'Jogar' })).toHaveAttribute(
      'href',
      `/games/play/${game.id}/${game.game_code}`,
    )
    await expect(canvas.getByRole('button', { name: 'Adicionar aos favoritos' })).toBeVisible()
    await expect(canvas.getByText(/%$/)).toBeVisible()
    await expect(await canvas.findByRole('region', { name: 'Recomendados' })).toBeVisible()
  },
}

export const LoadedDark: Story = { ...Loaded, globals: { theme: 'dark' } }

export const Phone: Story = {
  beforeEach: () => forceLayout('phone'),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('heading', { level: 1, name: game.game_name })).toBeVisible()
  },
}

/** The recommended row failed: a quiet line with a retry, the game stays. */
export const RecommendedFailed: Story = {
  beforeEach({ msw }) {
    msw.use(override(featuredGames, () => HttpResponse.json({}, { status: 500 })))
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await canvas.findByRole('heading', { level: 1, name: game.game_name })).toBeVisible()
    await expect(await canvas.findByText('Não foi possível carregar os jogos.', {}, { timeout: 8000 })).toBeVisible()
  },
}
