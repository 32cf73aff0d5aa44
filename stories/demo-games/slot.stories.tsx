import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, waitFor, within } from 'storybook/test'
import { DemoGameFrame, gameIn, renderWithTheme } from './game-frame.tsx'

/** The demo slot (5x3, paylines) against the fake provider, in a document of its own. */
const TITLE = 'Demo: slot'

// Row 0 all sevens, row 1 all cherries, row 2 all lemons: three lines pay five of a kind.
const WINNING_REELS = Array.from({ length: 5 }, () => ['seven', 'cherry', 'lemon'])

const meta = {
  title: 'Demo games/Slot',
  component: DemoGameFrame,
  args: { title: TITLE, scenario: { type: 'slot', reducedMotion: true } },
  parameters: { layout: 'fullscreen' },
  render: renderWithTheme,
} satisfies Meta<typeof DemoGameFrame>

export default meta
type Story = StoryObj<typeof meta>

/** Ready to spin: the reels, the bet, the balance. */
export const Idle: Story = {
  play: async ({ canvasElement }) => {
    const game = await gameIn(canvasElement, TITLE)
    await expect(game.getByRole('heading', { level: 1, name: 'Fruta Dourada' })).toBeVisible()
    await expect(game.getByRole('button', { name: 'Girar' })).toBeEnabled()
    await expect(game.getByRole('group', { name: 'Rolos' })).toBeVisible()
    await expect(game.getByText('R$ 100,00')).toBeVisible()
  },
}

/** The reels spin while the provider has not answered the round. */
export const Spinning: Story = {
  args: { scenario: { type: 'slot', reducedMotion: false, hold: ['round.start'] } },
  play: async ({ canvasElement, userEvent }) => {
    const game = await gameIn(canvasElement, TITLE)
    await userEvent.click(game.getByRole('button', { name: 'Girar' }))
    const reels = game.getByRole('group', { name: 'Rolos' })
    await expect(reels).toHaveAttribute('aria-busy', 'true')
    // Every reel loops; nothing is named while nothing is decided.
    await expect(reels.querySelectorAll('.reel.spinning .strip.looping')).toHaveLength(5)
    await expect(game.getByRole('button', { name: 'Girar' })).toBeDisabled()
  },
}

/** A winning round: the winning cells and the payline drawn over the reels, the win and the new balance. */
export const WinWithPaylines: Story = {
  args: { scenario: { type: 'slot', reducedMotion: true, script: { reels: WINNING_REELS } } },
  play: async ({ canvasElement, userEvent }) => {
    const game = await gameIn(canvasElement, TITLE)
    await userEvent.click(game.getByRole('button', { name: 'Girar' }))
    await expect(await game.findByText('Grande ganho! R$ 23,20')).toBeVisible()
    const reels = game.getByRole('group', { name: 'Rolos' })
    await expect(within(reels).getAllByRole('img', { name: 'Sete' })).toHaveLength(5)
    await waitFor(() => expect(reels.querySelectorAll('.hit').length).toBeGreaterThanOrEqual(5))
    await expect(reels.closest('.reels-box')?.querySelector('polyline')).toHaveAttribute('points')
    await expect(game.getByText('R$ 122,20')).toBeVisible()
  },
}

/** The pay table: every symbol's pays, the lines, the RTP. */
export const PayTable: Story = {
  play: async ({ canvasElement, userEvent }) => {
    const game = await gameIn(canvasElement, TITLE)
    await userEvent.click(game.getByRole('button', { name: 'Tabela de pagamentos' }))
    const table = within(game.getByRole('dialog', { name: 'Tabela de pagamentos' }))
    await expect(table.getByText('Retorno ao jogador (RTP): 96,1%')).toBeVisible()
    await expect(table.getByRole('rowheader', { name: /Sete/ })).toBeVisible()
    await expect(table.getByText('Linha 10')).toBeVisible()
  },
}
