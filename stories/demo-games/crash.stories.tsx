import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, waitFor } from 'storybook/test'
import { DemoGameFrame, gameIn } from './game-frame.tsx'

/** The demo crash game (a rocket and its multiplier curve) against the fake provider, in a document of its own. */
const TITLE = 'Demo: crash'

const meta = {
  title: 'Demo games/Crash',
  component: DemoGameFrame,
  args: { title: TITLE, scenario: { type: 'crash', reducedMotion: true } },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof DemoGameFrame>

export default meta
type Story = StoryObj<typeof meta>

/** Before a round: the bet, the optional automatic cash-out, `Apostar`. */
export const Waiting: Story = {
  play: async ({ canvasElement }) => {
    const game = await gameIn(canvasElement, TITLE)
    await expect(game.getByRole('heading', { level: 1, name: 'Foguetinho' })).toBeVisible()
    await expect(game.getByText('Faça a sua aposta')).toBeVisible()
    await expect(game.getByLabelText('Retirada automática (opcional)')).toBeEnabled()
    await expect(game.getByRole('button', { name: 'Apostar' })).toBeEnabled()
  },
}

/** The rocket flies: the multiplier climbs and the button offers the cash-out at the current value. */
export const Flying: Story = {
  args: { scenario: { type: 'crash', reducedMotion: false, script: { crashPoint: 1000 } } },
  play: async ({ canvasElement, userEvent }) => {
    const game = await gameIn(canvasElement, TITLE)
    await userEvent.click(game.getByRole('button', { name: 'Apostar' }))
    await expect(await game.findByRole('button', { name: /^Retirar R\$/ })).toBeEnabled()
    const multiplier = () =>
      Number((game.getByText(/^\d+,\d\dx$/).textContent ?? '').replace('x', '').replace(',', '.'))
    await waitFor(() => expect(multiplier()).toBeGreaterThan(1), { timeout: 5000 })
    await expect(game.getByText('Decolou!')).toBeVisible()
  },
}

/** Cashed out mid-flight: the win at the cash-out multiplier. */
export const CashedOut: Story = {
  args: { scenario: { type: 'crash', reducedMotion: true, script: { crashPoint: 1000 } } },
  play: async ({ canvasElement, userEvent }) => {
    const game = await gameIn(canvasElement, TITLE)
    await userEvent.click(game.getByRole('button', { name: 'Apostar' }))
    await userEvent.click(await game.findByRole('button', { name: /^Retirar R\$/ }))
    await waitFor(() => expect(game.getAllByText(/^Retirado em \d+,\d\dx: R\$/).length).toBeGreaterThan(0))
    await expect(game.getByRole('button', { name: 'Apostar' })).toBeEnabled()
  },
}

/** The curve crashed before any cash-out: the point it crashed at, in the history too. */
export const Crashed: Story = {
  args: { scenario: { type: 'crash', reducedMotion: true, script: { crashPoint: 1.01 } } },
  play: async ({ canvasElement, userEvent }) => {
    const game = await gameIn(canvasElement, TITLE)
    await userEvent.click(game.getByRole('button', { name: 'Apostar' }))
    await expect(await game.findByText('Explodiu em 1,01x.', {}, { timeout: 5000 })).toBeVisible()
    await expect(game.getByRole('list', { name: 'Últimos pontos de explosão' })).toHaveTextContent('1,01x')
  },
}
