import type { Meta, StoryObj } from '@storybook/react-vite'
import { HttpResponse } from 'msw'
import { expect, within } from 'storybook/test'
import { protectionActivity } from '@/api/protection-activity.ts'
import { ActivityPage } from '@/features/protection/activity/activity-page.tsx'
import { WalletArea } from '@/features/wallet/components/wallet-area.tsx'
import { override } from '@mocks/override.ts'
import { pendingForever } from '../fixtures.ts'
import {
  all,
  expectNoSidewaysScroll,
  expectToast,
  forceLayout,
  seedDemoSession,
  signInDemo,
} from '../wallet/fixtures.ts'

const defaults = { periodo: '90d', grupo: 'week', pagina: 1 } as const

/** The statement inside the wallet area's frame, as /profile/activity shows it. */
function ActivityRoutePage(props: Parameters<typeof ActivityPage>[0]) {
  return (
    <WalletArea>
      <ActivityPage {...props} />
    </WalletArea>
  )
}

const meta = {
  title: 'Protection/Activity statement',
  component: ActivityRoutePage,
  args: { search: defaults },
  parameters: { store: seedDemoSession, router: { initialEntries: ['/profile/activity'] } },
  beforeEach: () => all(signInDemo(), forceLayout('desktop')),
} satisfies Meta<typeof ActivityRoutePage>

export default meta
type Story = StoryObj<typeof meta>

/** The demo player's last 90 days: rounds, bets, bonuses, deposits and withdrawals, totals per week, pages. */
export const Full: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const list = within(await canvas.findByRole('region', { name: 'Movimentações' }))
    await list.findByRole('table')
    await expect(list.getAllByRole('row')).toHaveLength(21)
    await expect(list.getAllByText('Rodada').length).toBeGreaterThan(0)
    await expect(canvas.getByRole('navigation', { name: 'Páginas do extrato' })).toBeVisible()
    const totals = within(canvas.getByRole('region', { name: 'Resultado por período' }))
    await expect(totals.getByRole('rowheader', { name: 'Total' })).toBeVisible()
    await expect(canvas.getByRole('button', { name: 'Exportar CSV' })).toBeEnabled()
  },
}

/** Casino rounds only, grouped by month, on page 2. */
export const RoundsByMonth: Story = {
  args: { search: { ...defaults, tipo: 'rounds', grupo: 'month', pagina: 2 } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const list = within(await canvas.findByRole('region', { name: 'Movimentações' }))
    await list.findByRole('table')
    await expect(list.getByLabelText('Página 2')).toHaveAttribute('aria-current', 'page')
    await expect(list.queryByText('Depósito')).toBeNull()
  },
}

/** A custom range: its dates and Aplicar. */
export const CustomRange: Story = {
  args: { search: { ...defaults, periodo: 'custom', de: '2026-10-01', ate: '2026-10-15' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await canvas.findByText('De 01/10/2026 a 15/10/2026')).toBeVisible()
    await expect(canvas.getByLabelText('De')).toHaveValue('2026-10-01')
    await expect(canvas.getByRole('button', { name: 'Aplicar' })).toBeVisible()
  },
}

export const Empty: Story = {
  args: { search: { ...defaults, periodo: 'custom', de: '2026-01-01', ate: '2026-01-31' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const list = within(await canvas.findByRole('region', { name: 'Movimentações' }))
    await expect(await list.findByText('Nenhuma movimentação neste período.')).toBeVisible()
  },
}

export const Loading: Story = {
  beforeEach({ msw }) {
    msw.use(pendingForever(protectionActivity))
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Carregando extrato…')).toBeVisible()
  },
}

export const Failed: Story = {
  beforeEach({ msw }) {
    msw.use(override(protectionActivity, () => HttpResponse.error()))
  },
  play: async ({ canvasElement }) => {
    await expectToast(canvasElement, 'Ocorreu um erro na comunicação com o servidor')
    const canvas = within(canvasElement)
    await expect(canvas.getByText('Não foi possível carregar o extrato.')).toBeVisible()
    await expect(canvas.getByRole('button', { name: 'Tentar novamente' })).toBeVisible()
  },
}

/** At 360 px: a card per movement, nothing scrolls sideways but the totals' own table. */
export const Phone: Story = {
  beforeEach: () => forceLayout('phone'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const list = within(await canvas.findByRole('region', { name: 'Movimentações' }))
    const lists = await list.findAllByRole('list')
    await expect(within(lists[0] as HTMLElement).getAllByRole('listitem')).toHaveLength(20)
    await expect(list.queryByRole('table')).toBeNull()
    await expectNoSidewaysScroll(canvasElement)
  },
}

export const Dark: Story = {
  globals: { theme: 'dark' },
  play: Full.play,
}
