import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'
import { DemoGameFrame, gameIn, renderWithTheme } from './game-frame.tsx'

/** The demo video bingo (four cards, 30 balls, extra balls) against the fake provider, in a document of its own. */
const TITLE = 'Demo: bingo'

/** Card c holds 15c+1 … 15c+15, cell by cell (3 rows of 5). */
const CARDS = Array.from({ length: 4 }, (_, card) => Array.from({ length: 15 }, (_, cell) => 15 * card + cell + 1))
/** The X on card 1 (cells 0, 4, 6, 7, 8, 10, 14). */
const X = [1, 5, 7, 8, 9, 11, 15]
// Three middle cells of the top and bottom rows of cards 2 to 4: no pattern near on those cards.
const QUIET = [2, 3, 4, 12, 13, 14].flatMap((n) => [15 + n, 30 + n, 45 + n])
/** The X drawn: card 1 wins it, nothing better is one ball away. */
const WINNING_BALLS = [...X, ...QUIET, 61, 62, 63, 64, 65]
/** All of the X but 15: card 1 is one ball short of it, so an extra ball is offered. */
const ONE_SHORT = [...X.filter((n) => n !== 15), ...QUIET, 61, 62, 63, 64, 65, 66]

const meta = {
  title: 'Demo games/Bingo',
  component: DemoGameFrame,
  args: { title: TITLE, scenario: { type: 'bingo', reducedMotion: true } },
  parameters: { layout: 'fullscreen' },
  render: renderWithTheme,
} satisfies Meta<typeof DemoGameFrame>

export default meta
type Story = StoryObj<typeof meta>

/** The four cards, the patterns with what they pay at the bet, the bet per card and the total. */
export const Cards: Story = {
  play: async ({ canvasElement }) => {
    const game = await gameIn(canvasElement, TITLE)
    await expect(game.getByRole('heading', { level: 1, name: 'Bingo da Sorte' })).toBeVisible()
    for (const card of [1, 2, 3, 4]) await expect(game.getByRole('table', { name: `Cartela ${card}` })).toBeVisible()
    await expect(game.getByRole('list', { name: 'Padrões e prêmios' })).toHaveTextContent('Cartela cheia')
    await expect(game.getByText('Total: R$ 4,00')).toBeVisible()
    await expect(game.getByRole('button', { name: 'Jogar' })).toBeEnabled()
  },
}

/** The balls are drawn one by one, the cards marked as they come (`Mostrar tudo` skips ahead). */
export const Drawing: Story = {
  args: { scenario: { type: 'bingo', reducedMotion: false, script: { cards: CARDS, balls: WINNING_BALLS } } },
  play: async ({ canvasElement, userEvent }) => {
    const game = await gameIn(canvasElement, TITLE)
    await userEvent.click(game.getByRole('button', { name: 'Jogar' }))
    await expect(await game.findByRole('button', { name: 'Mostrar tudo' })).toBeEnabled()
    await expect(game.getByRole('status', { busy: true })).toHaveTextContent(/^Bola \d+ de 30$/)
    await expect(
      within(game.getByRole('table', { name: 'Cartela 1' })).getByRole('cell', { name: '1, marcado' }),
    ).toBeVisible()
  },
}

/** A card one ball short of a better pattern: the extra ball at its price, or finish the round. */
export const ExtraBallOffer: Story = {
  args: { scenario: { type: 'bingo', reducedMotion: true, script: { cards: CARDS, balls: ONE_SHORT } } },
  play: async ({ canvasElement, userEvent }) => {
    const game = await gameIn(canvasElement, TITLE)
    await userEvent.click(game.getByRole('button', { name: 'Jogar' }))
    await expect(await game.findByRole('button', { name: /^Bola extra por R\$\s1,00$/ })).toBeEnabled()
    await expect(game.getByRole('button', { name: 'Finalizar' })).toBeEnabled()
    await expect(
      game.getByText('Falta uma bola para um prêmio maior! Compre uma bola extra ou finalize.'),
    ).toBeVisible()
    // The missing number is hinted on the card.
    await expect(within(game.getByRole('table', { name: 'Cartela 1' })).getByRole('cell', { name: '15' })).toHaveClass(
      'near',
    )
  },
}

/** A winning round: the card's pattern and its prize, the win paid into the balance. */
export const Win: Story = {
  args: { scenario: { type: 'bingo', reducedMotion: true, script: { cards: CARDS, balls: WINNING_BALLS } } },
  play: async ({ canvasElement, userEvent }) => {
    const game = await gameIn(canvasElement, TITLE)
    await userEvent.click(game.getByRole('button', { name: 'Jogar' }))
    await expect(await game.findByText('Você ganhou R$ 20,00')).toBeVisible()
    await expect(game.getByRole('heading', { level: 2, name: 'Cartela 1' }).closest('section')).toHaveTextContent(
      'X · R$ 20,00',
    )
    // R$ 100,00 - 4 cards x R$ 1,00 + R$ 20,00.
    await expect(game.getByText('R$ 116,00')).toBeVisible()
  },
}
