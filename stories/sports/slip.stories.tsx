import type { Meta, StoryObj } from '@storybook/react-vite'
import { HttpResponse } from 'msw'
import type { createStore } from 'jotai'
import { expect, waitFor, within } from 'storybook/test'
import { sportsStoreMultiple, sportsStoreSingle, type BetRefusalWire } from '@/api/sports.ts'
import { BetSlipPanel, BetSlipSheet } from '@/features/sports/slip/components/bet-slip.tsx'
import { EMPTY_SLIP, togglePick, type Pick, type Slip } from '@/features/sports/slip/rules/slip.ts'
import { refusedQuotesAtom, slipAtom } from '@/features/sports/slip/state.ts'
import { slipEvent } from '@/testing/slip-fixtures.ts'
import { override } from '@mocks/override.ts'
import { pendingForever } from '../fixtures.ts'
import { seedDemoSession, signInDemo } from '../wallet/fixtures.ts'

const [first, second] = [slipEvent(1, { team_home_name: 'Palmeiras', team_away_name: 'Flamengo' }), slipEvent(2)]
const simple = [
  { event: first, marketIndex: 0, valueIndex: 0 },
  { event: first, marketIndex: 1, valueIndex: 0 },
] satisfies Pick[]
const multiple = [
  { event: first, marketIndex: 0, valueIndex: 0 },
  { event: second, marketIndex: 1, valueIndex: 1 },
] satisfies Pick[]

function slipOf(picks: readonly Pick[]): Slip {
  return picks.reduce(togglePick, EMPTY_SLIP)
}

/** `parameters.store`: the slip (every story sets one: the slip is kept in localStorage across stories). */
function withSlip(picks: readonly Pick[], signedIn = true) {
  return (store: ReturnType<typeof createStore>) => {
    if (signedIn) seedDemoSession(store)
    store.set(slipAtom, slipOf(picks))
  }
}

const refusal: BetRefusalWire = {
  message: 'As odds mudaram.',
  errors: { bets: ['As odds de uma seleção mudaram. Confira e aceite as novas odds.'] },
  changes: [
    { bet_id: '1-0-0', event_id: 1, market: 'Match Winner', value: 'Home', old_odd: 1.85, odd: 1.7, suspended: false },
  ],
}

const meta = {
  title: 'Sports/Bet slip',
  component: BetSlipPanel,
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 360 }}>
        <Story />
      </div>
    ),
  ],
  parameters: { store: withSlip(simple) },
  beforeEach: () => signInDemo(),
} satisfies Meta<typeof BetSlipPanel>

export default meta
type Story = StoryObj<typeof meta>

const submitButton = (canvasElement: HTMLElement) =>
  within(canvasElement).findByRole('button', { name: /^Fazer aposta/ })

/** Nothing picked yet. */
export const Empty: Story = {
  parameters: { store: withSlip([]) },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText('Seu boletim está vazio. Escolha uma odd para começar.'),
    ).toBeVisible()
  },
}

/** A visitor sees the picks and the login prompt instead of the submit button. */
export const Visitor: Story = {
  parameters: { store: withSlip(simple, false) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await canvas.findByText('Faça login para fazer suas apostas')).toBeVisible()
    await expect(canvas.getByRole('link', { name: 'Entrar' })).toHaveAttribute('href', '/login')
    await expect(canvas.queryByRole('button', { name: /^Fazer aposta/ })).toBeNull()
  },
}

/** Two values of one event: Simple, a stake and a return per entry. */
export const SimpleWithEntries: Story = {
  play: async ({ canvasElement }) => {
    await expect(await submitButton(canvasElement)).toHaveTextContent('Fazer apostas simples')
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('tab', { name: 'Simples' })).toHaveAttribute('aria-selected', 'true')
    await expect(canvas.getAllByRole('textbox', { name: 'Valor da aposta' })).toHaveLength(2)
  },
}

/** Two events: Multiple, one stake over the product of the odds. */
export const Multiple: Story = {
  parameters: { store: withSlip(multiple) },
  play: async ({ canvasElement }) => {
    await expect(await submitButton(canvasElement)).toHaveTextContent('Fazer aposta múltipla')
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('tab', { name: 'Múltipla' })).toHaveAttribute('aria-selected', 'true')
    await expect(canvas.getByRole('textbox', { name: 'Valor da aposta múltipla' })).toHaveValue('10,00')
  },
}

/** Every control of the slip is a target of at least 24 × 24 px by itself (WCAG 2.2), in both tabs. */
export const TargetSizes: Story = {
  parameters: { store: withSlip(multiple) },
  play: async ({ canvasElement, userEvent }) => {
    const canvas = within(canvasElement)
    await submitButton(canvasElement)
    const small = () =>
      [...canvasElement.querySelectorAll<HTMLElement>('button, [role="tab"]')].flatMap((target) => {
        const { width, height } = target.getBoundingClientRect()
        const name = target.getAttribute('aria-label') ?? target.textContent
        return width < 24 || height < 24 ? [`${name}: ${width.toFixed(1)} × ${height.toFixed(1)}`] : []
      })
    await expect(small()).toEqual([])
    await userEvent.click(canvas.getByRole('tab', { name: 'Simples' }))
    await expect(await canvas.findAllByRole('textbox', { name: 'Valor da aposta' })).toHaveLength(2)
    await expect(small()).toEqual([])
  },
}

/** The odds fell before placement: old and new shown, the bet waits for Aceitar novas odds. */
export const OddsChanged: Story = {
  parameters: {
    store: (store: ReturnType<typeof createStore>) => {
      withSlip(simple)(store)
      store.set(refusedQuotesAtom, new Map([['1-0-0', { odd: 1.7, suspended: false, at: Date.now() }]]))
    },
  },
  play: async ({ canvasElement }) => {
    await expect(await submitButton(canvasElement)).toBeDisabled()
    const canvas = within(canvasElement)
    await expect(canvas.getByText('A odd caiu de 1,85 para 1,70')).toBeInTheDocument()
    await expect(canvas.getByRole('button', { name: 'Aceitar novas odds' })).toBeVisible()
  },
}

/** Placing: the button spins and the slip cannot change meanwhile. */
export const Submitting: Story = {
  parameters: { store: withSlip(multiple) },
  beforeEach({ msw }) {
    msw.use(pendingForever(sportsStoreMultiple))
  },
  play: async ({ canvasElement, userEvent }) => {
    await userEvent.click(await submitButton(canvasElement))
    const canvas = within(canvasElement)
    await waitFor(() =>
      expect(canvas.getByRole('button', { name: /^Fazer aposta/ })).toHaveAttribute('data-loading', 'true'),
    )
    await expect(canvas.getByRole('textbox', { name: 'Valor da aposta múltipla' })).toBeDisabled()
  },
}

/** Refused for changed odds: the slip stays and says why. */
export const Refused: Story = {
  beforeEach({ msw }) {
    msw.use(override(sportsStoreSingle, () => HttpResponse.json(refusal, { status: 422 })))
  },
  play: async ({ canvasElement, userEvent }) => {
    await userEvent.click(await submitButton(canvasElement))
    const canvas = within(canvasElement)
    const why = await canvas.findByRole('alert', { name: 'Aposta não registrada' })
    await expect(why).toHaveTextContent('As odds de uma seleção mudaram. Confira e aceite as novas odds.')
    await expect(canvas.getByText('A odd caiu de 1,85 para 1,70')).toBeInTheDocument()
    await expect(canvas.getAllByRole('listitem')).toHaveLength(2)
  },
}

/** Phones: the count button opens the slip as a bottom sheet. */
export const PhoneBottomSheet: Story = {
  render: () => <BetSlipSheet />,
  parameters: { store: withSlip(multiple) },
  play: async ({ canvasElement, userEvent }) => {
    const body = within(canvasElement.ownerDocument.body)
    await userEvent.click(await body.findByRole('button', { name: 'Boletim de apostas 2 seleções' }))
    const sheet = await body.findByRole('dialog', { name: 'Boletim de apostas' })
    await expect(
      await within(sheet).findByRole('button', { name: 'Fazer aposta múltipla' }),
    ).toBeVisible()
  },
}

export const Dark: Story = {
  globals: { theme: 'dark' },
  parameters: { store: withSlip(multiple) },
  play: Multiple.play,
}
