import type { Meta, StoryObj } from '@storybook/react-vite'
import { HttpResponse } from 'msw'
import { expect, within } from 'storybook/test'
import { walletDepositHistory, walletWithdrawHistory } from '@/api/wallet-area.ts'
import { WalletArea } from '@/features/wallet/components/wallet-area.tsx'
import { TransactionsPage } from '@/features/wallet/transactions-page.tsx'
import { override } from '@mocks/override.ts'
import { pendingForever } from '../fixtures.ts'
import { all, expectNoSidewaysScroll, expectToast, forceLayout, seedDemoSession, signInDemo } from './fixtures.ts'
import { paginatorPage } from '@/testing/paginator.ts'

/** The history inside the wallet area's frame, as /profile/transactions shows it. */
function TransactionsRoutePage(props: Parameters<typeof TransactionsPage>[0]) {
  return (
    <WalletArea>
      <TransactionsPage {...props} />
    </WalletArea>
  )
}

const meta = {
  title: 'Wallet/Transaction history',
  component: TransactionsRoutePage,
  args: { pages: { saques: 1, depositos: 1 } },
  parameters: { store: seedDemoSession, router: { initialEntries: ['/profile/transactions'] } },
  beforeEach: () => all(signInDemo(), forceLayout('desktop')),
} satisfies Meta<typeof TransactionsRoutePage>

export default meta
type Story = StoryObj<typeof meta>

const emptyPage = paginatorPage([], { perPage: 10 })

/** The demo player's 90 days: two pages of each table, every badge, proof links, one request in analysis. */
export const Full: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const withdrawals = within(await canvas.findByRole('region', { name: 'Saques' }))
    await withdrawals.findByRole('table')
    await expect(withdrawals.getAllByRole('row')).toHaveLength(11)
    await expect(withdrawals.getAllByText('Concluído').length).toBeGreaterThan(0)
    await expect(withdrawals.getByText('Pendente')).toBeVisible()
    await expect(withdrawals.getByText('Cancelado')).toBeVisible()
    await expect(withdrawals.getAllByRole('link', { name: 'Ver comprovante' }).length).toBeGreaterThan(0)
    await expect(canvas.getByRole('navigation', { name: 'Páginas de saques' })).toBeVisible()
    const deposits = within(canvas.getByRole('region', { name: 'Depósitos' }))
    await expect(await deposits.findAllByRole('row')).toHaveLength(11)
  },
}

/** The second page of withdrawals with the first of deposits: each table pages on its own. */
export const SecondPage: Story = {
  args: { pages: { saques: 2, depositos: 1 } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const withdrawals = within(await canvas.findByRole('region', { name: 'Saques' }))
    await withdrawals.findByRole('table')
    await expect(withdrawals.getAllByRole('row')).toHaveLength(3)
    await expect(withdrawals.getByLabelText('Página 2')).toHaveAttribute('aria-current', 'page')
  },
}

export const Empty: Story = {
  beforeEach({ msw }) {
    msw.use(
      override(walletWithdrawHistory, () => HttpResponse.json({ withdraws: emptyPage })),
      override(walletDepositHistory, () => HttpResponse.json({ deposits: emptyPage })),
    )
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await canvas.findByText('Nenhum saque encontrado')).toBeVisible()
    await expect(canvas.getByRole('link', { name: 'Solicitar saque' })).toHaveAttribute('href', '/profile/withdraw')
    await expect(await canvas.findByText('Nenhum depósito encontrado')).toBeVisible()
    await expect(canvas.getByRole('link', { name: 'Fazer um depósito' })).toHaveAttribute('href', '/profile/deposit')
  },
}

export const Loading: Story = {
  beforeEach({ msw }) {
    msw.use(pendingForever(walletWithdrawHistory), pendingForever(walletDepositHistory))
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await canvas.findByText('Carregando saques…')).toBeVisible()
    await expect(canvas.getByText('Carregando depósitos…')).toBeVisible()
  },
}

/** No answer for the withdrawals, an unreadable one for the deposits. */
export const Errors: Story = {
  beforeEach({ msw }) {
    msw.use(
      override(walletWithdrawHistory, () => HttpResponse.error()),
      override(
        walletDepositHistory,
        () => new HttpResponse('<html>502</html>', { status: 502, headers: { 'Content-Type': 'text/html' } }),
      ),
    )
  },
  play: async ({ canvasElement }) => {
    await expectToast(canvasElement, 'Ocorreu um erro na comunicação com o servidor')
    await expectToast(canvasElement, 'Ocorreu um erro ao processar a resposta do servidor')
    const canvas = within(canvasElement)
    await expect(canvas.getByText('Não foi possível carregar os saques.')).toBeVisible()
    await expect(canvas.getByText('Não foi possível carregar os depósitos.')).toBeVisible()
  },
}

/** At 360 px: a card per record, nothing scrolls sideways. */
export const Phone: Story = {
  beforeEach: () => forceLayout('phone'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const withdrawals = within(await canvas.findByRole('region', { name: 'Saques' }))
    const lists = await withdrawals.findAllByRole('list')
    // The first list is the records; the second, the pager's.
    await expect(within(lists[0] as HTMLElement).getAllByRole('listitem')).toHaveLength(10)
    await expect(withdrawals.queryByRole('table')).toBeNull()
    await expectNoSidewaysScroll(canvasElement)
  },
}

export const Dark: Story = {
  globals: { theme: 'dark' },
  play: Full.play,
}
