import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'
import { GameGrid } from '@/features/casino/components/game-grid.tsx'
import { gameFixture } from '@/testing/casino-fixtures.ts'

/**
 * The one game card, in the states a designer reviews: plain, hot and new, a favorite, a cover that failed (the drawn
 * initials), no cover at all, and a name too long for the card. Covers come from the mock (`/storage/games/…`).
 */
const games = [
  gameFixture({
    id: 1,
    game_name: 'Sweet Bonanza',
    game_code: 'sweet-bonanza',
    cover: '/storage/games/sweet-bonanza.svg',
  }),
  gameFixture({
    id: 2,
    game_name: 'Gates of Olympus',
    game_code: 'gates-of-olympus',
    cover: '/storage/games/gates-of-olympus.svg',
    is_hot: true,
    is_new: true,
  }),
  gameFixture({
    id: 3,
    game_name: 'Spaceman',
    game_code: 'spaceman',
    cover: '/storage/games/spaceman.svg',
    hasFavorite: true,
  }),
  gameFixture({ id: 4, game_name: 'Roleta Brasileira', cover: '/storage/games/nao-existe.svg' }),
  gameFixture({ id: 5, game_name: 'Bingo Turbo 75', cover: null }),
  gameFixture({ id: 6, game_name: 'Mega Fortuna do Tigre Dourado Deluxe Edição Especial', cover: null, is_new: true }),
]

const meta = {
  title: 'Casino/Game card',
  component: GameGrid,
  args: { games, label: 'Jogos', eager: 3 },
} satisfies Meta<typeof GameGrid>

export default meta
type Story = StoryObj<typeof meta>

export const States: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const list = await canvas.findByRole('list', { name: 'Jogos' })
    await expect(within(list).getAllByRole('link')).toHaveLength(games.length)
    await expect(canvas.getByRole('link', { name: /Gates of Olympus/ })).toHaveTextContent(/Em alta.*Novo/)
    await expect(canvas.getByRole('button', { name: 'Remover Spaceman dos favoritos' })).toHaveAttribute(
      'aria-pressed',
      'true',
    )
    await expect(canvas.getByRole('button', { name: 'Favoritar Sweet Bonanza' })).toHaveAttribute(
      'aria-pressed',
      'false',
    )
    // The missing cover gives way to the game's initials.
    const broken = canvas.getByRole('link', { name: /Roleta Brasileira/ })
    await expect(await within(broken).findByText('RB')).toBeVisible()
    await expect(within(canvas.getByRole('link', { name: /Bingo Turbo 75/ })).getByText('BT')).toBeVisible()
  },
}

export const StatesDark: Story = { ...States, globals: { theme: 'dark' } }
