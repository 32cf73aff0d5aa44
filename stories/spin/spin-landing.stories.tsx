import type { Meta, StoryObj } from '@storybook/react-vite'
import { HttpResponse } from 'msw'
import { expect, fn, waitFor, within } from 'storybook/test'
import { spinPrizes, spinResult } from '@/api/spin.ts'
import { SpinGame } from '@/features/spin/components/spin-game.tsx'
import { prizesFailure } from '@/features/spin/rules/failures.ts'
import { SpinLandingPage } from '@/features/spin/spin-landing-page.tsx'
import { AppModal } from '@/shared/ui/app-modal.tsx'
import { override } from '@mocks/override.ts'
import { SPIN_PRIZES } from '@mocks/spin/spins.ts'
import { pendingForever } from '../fixtures.ts'
import { AsRoute } from '../wallet/as-route.tsx'

/** /landing/spin as its route shows it: the pending view, the failure view, or the wheel's modal. */
function SpinLandingRoute() {
  return (
    <AsRoute pending="Carregando roleta…" texts={prizesFailure}>
      <SpinLandingPage />
    </AsRoute>
  )
}

const meta = {
  title: 'Spin/Landing',
  component: SpinLandingRoute,
  parameters: { router: { initialEntries: ['/landing/spin'] } },
} satisfies Meta<typeof SpinLandingRoute>

export default meta
type Story = StoryObj<typeof meta>

const body = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body)
const prizes = SPIN_PRIZES.map((value) => ({ value: Math.round(Number(value) * 100), currency: 'BRL' }))

export const Loading: Story = {
  beforeEach({ msw }) {
    msw.use(pendingForever(spinPrizes))
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Carregando roleta…')).toBeVisible()
  },
}

/** The wheel's 20 sectors on its stand (420 by 633 at any width), the spin button and the winners beside it. */
export const Wheel: Story = {
  play: async ({ canvasElement }) => {
    const dialog = within(await body(canvasElement).findByRole('dialog', { name: 'Roleta de prêmios' }))
    await expect(dialog.getByRole('img', { name: 'Roleta com 20 prêmios' })).toBeVisible()
    const frame = dialog.getByTestId('wheel-frame').getBoundingClientRect()
    await expect(frame.width).toBeLessThanOrEqual(420)
    await expect(frame.height / frame.width).toBeCloseTo(633 / 420, 2)
    // The disc is the frame's width across, a circle at its top.
    const disc = dialog.getByTestId('wheel-disc').getBoundingClientRect()
    await expect(disc.width).toBeCloseTo(frame.width, 0)
    await expect(disc.height).toBeCloseTo(frame.width, 0)
    await expect(disc.top).toBeCloseTo(frame.top, 0)
    await expect(dialog.getByTestId('wheel-disc').querySelectorAll('path')).toHaveLength(20)
    await expect(dialog.getByRole('button', { name: 'Girar a roleta' })).toBeEnabled()
    const winners = within(await dialog.findByRole('region', { name: 'Últimos ganhadores' }))
    await expect(await winners.findAllByRole('listitem')).toHaveLength(6)
  },
}

/** Waiting for the server's sector: the button waits too. */
export const Spinning: Story = {
  beforeEach({ msw }) {
    msw.use(pendingForever(spinResult))
  },
  play: async ({ canvasElement, userEvent }) => {
    const dialog = within(await body(canvasElement).findByRole('dialog', { name: 'Roleta de prêmios' }))
    await userEvent.click(dialog.getByRole('button', { name: 'Girar a roleta' }))
    await expect(await dialog.findByText('Girando…')).toBeVisible()
    await expect(dialog.getByRole('button', { name: 'Girar a roleta' })).toBeDisabled()
  },
}

/** This device already spun and its prize was claimed: the server's words. */
export const SpinRefused: Story = {
  beforeEach({ msw }) {
    msw.use(override(spinResult, () => HttpResponse.json({ message: 'Você já girou a roleta.' }, { status: 409 })))
  },
  play: async ({ canvasElement, userEvent }) => {
    const dialog = within(await body(canvasElement).findByRole('dialog', { name: 'Roleta de prêmios' }))
    await userEvent.click(dialog.getByRole('button', { name: 'Girar a roleta' }))
    await expect(await dialog.findByRole('alert')).toHaveTextContent('Você já girou a roleta.')
  },
}

/** The prizes did not load: the page's failure view with its retry. */
export const Failure: Story = {
  beforeEach({ msw }) {
    msw.use(override(spinPrizes, () => HttpResponse.json({}, { status: 500 })))
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await canvas.findByText('Não foi possível carregar a roleta.')).toBeVisible()
    await expect(canvas.getByRole('button', { name: 'Tentar novamente' })).toBeVisible()
  },
}

/** The win screen: the prize counts up to R$ 50,00, then Claim Rewards. */
export const Congratulation: Story = {
  render: () => (
    <AppModal opened onClose={() => {}} title="Roleta de prêmios" size={900} centered>
      <SpinGame
        prizes={prizes}
        onClaim={fn()}
        initialPhase={{
          kind: 'won',
          outcome: { index: 5, prize: { value: 5000, currency: 'BRL' }, signature: 'aa', nonce: 'bb' },
        }}
      />
    </AppModal>
  ),
  play: async ({ canvasElement }) => {
    const dialog = within(await body(canvasElement).findByRole('dialog', { name: 'Roleta de prêmios' }))
    await expect(dialog.getByRole('heading', { name: 'Parabéns!' })).toBeVisible()
    await waitFor(
      () => expect(dialog.getByTestId('prize-count-up').textContent?.replace(/\s/g, ' ')).toBe('R$ 50,00'),
      { timeout: 4000 },
    )
    await expect(dialog.getByRole('button', { name: 'Resgatar recompensas' })).toBeVisible()
  },
}

export const WheelDark: Story = {
  globals: { theme: 'dark' },
  play: Wheel.play,
}

export const CongratulationDark: Story = {
  globals: { theme: 'dark' },
  render: Congratulation.render,
  play: Congratulation.play,
}
