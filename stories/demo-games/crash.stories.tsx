import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, waitFor } from 'storybook/test'
import { DemoGameFrame, gameIn, renderWithTheme } from './game-frame.tsx'

/** The demo crash game (a plane on its multiplier curve) against the fake provider, in a document of its own. */
const TITLE = 'Demo: crash'

const meta = {
  title: 'Demo games/Crash',
  component: DemoGameFrame,
  args: { title: TITLE, scenario: { type: 'crash', reducedMotion: true } },
  parameters: { layout: 'fullscreen' },
  render: renderWithTheme,
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

/** The plane flies: the multiplier climbs and the button offers the cash-out at the current value. */
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
    await expect(await game.findByText('O avião partiu em 1,01x.', {}, { timeout: 5000 })).toBeVisible()
    await expect(game.getByRole('list', { name: 'Últimos voos' })).toHaveTextContent('1,01x')
  },
}

/**
 * An automatic cash-out at 2,00x paid by the provider: the plane where the cash-out caught it on the gold curve, the
 * win. The provider's clock runs fast, so the answer comes at the game's first question (a still picture to compare).
 */
export const AutoCashedOut: Story = {
  args: {
    scenario: { type: 'crash', reducedMotion: true, providerClockSpeed: 20, script: { crashPoint: 1000 } },
  },
  play: async ({ canvasElement, userEvent }) => {
    const game = await gameIn(canvasElement, TITLE)
    // Set directly: the story's userEvent types into its own document, not into the game's frame.
    const auto = game.getByLabelText<HTMLInputElement>('Retirada automática (opcional)')
    auto.value = '2'
    await userEvent.click(game.getByRole('button', { name: 'Apostar' }))
    await waitFor(() => expect(game.getAllByText('Retirado em 2,00x: R$ 2,00').length).toBeGreaterThan(0), {
      timeout: 5000,
    })
    await expect(game.getByRole('button', { name: 'Apostar' })).toBeEnabled()
    await expect(auto).toHaveValue('2')
  },
}
