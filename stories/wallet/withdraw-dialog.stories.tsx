import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, waitFor, within } from 'storybook/test'
import { WithdrawDialog } from '@/features/wallet/components/withdraw-dialog.tsx'
import { db } from '@mocks/db/index.ts'
import { approveWithdrawal, rejectWithdrawal } from '@mocks/pix/withdrawals.ts'
import { demoWallet, expectToast, seedDemoSession, signInDemo } from './fixtures.ts'
import { fill } from '@/testing/typing.ts'

const meta = {
  title: 'Wallet/Withdraw dialog',
  component: WithdrawDialog,
  args: { opened: true, onClose: fn(), wallet: demoWallet, statusPollMs: 200 },
  parameters: { store: seedDemoSession },
  beforeEach: () => signInDemo(),
} satisfies Meta<typeof WithdrawDialog>

export default meta
type Story = StoryObj<typeof meta>

function dialogOf(canvasElement: HTMLElement) {
  return within(canvasElement.ownerDocument.body).findByRole('dialog', { name: 'Solicitar saque' })
}

type Dialog = ReturnType<typeof within>
type UserEvent = Parameters<NonNullable<Story['play']>>[0]['userEvent']

async function fillValid(dialog: Dialog, userEvent: UserEvent) {
  await userEvent.type(dialog.getByRole('textbox', { name: /^Valor/ }), '75,50')
  await userEvent.selectOptions(dialog.getByRole('combobox', { name: /^Tipo de chave/ }), 'E-mail')
  await fill(userEvent, dialog.getByRole('textbox', { name: /^Chave PIX/ }), 'demo@jogada.com.br')
}

/** The request the story just made: the newest withdrawal in analysis. */
function newestInAnalysis(): number {
  const newest = db.withdrawals.where((w) => w.status === 0).at(-1)
  if (!newest) throw new Error('No withdrawal in analysis')
  return newest.id
}

/** The empty form: the cash balance, and nothing to send yet. */
export const Form: Story = {
  play: async ({ canvasElement }) => {
    const dialog = within(await dialogOf(canvasElement))
    await expect(dialog.getByText(/Saldo disponível para saque/)).toBeVisible()
    await expect(dialog.getByRole('button', { name: 'Solicitar saque' })).toBeDisabled()
  },
}

/** Touched and wrong: the dialog's own messages. */
export const Invalid: Story = {
  play: async ({ canvasElement, userEvent }) => {
    const dialog = within(await dialogOf(canvasElement))
    await userEvent.type(dialog.getByRole('textbox', { name: /^Valor/ }), '300')
    await userEvent.click(dialog.getByRole('combobox', { name: /^Tipo de chave/ }))
    await userEvent.click(dialog.getByRole('textbox', { name: /^Chave PIX/ }))
    await userEvent.tab()
    await expect(dialog.getByText('Saldo insuficiente')).toBeVisible()
    await expect(dialog.getByText('Por favor, selecione o tipo de chave')).toBeVisible()
    await expect(dialog.getByText('Por favor, insira sua chave PIX')).toBeVisible()
    await expect(dialog.getByRole('button', { name: 'Solicitar saque' })).toBeDisabled()
  },
}

/** Sent: the notice, and the request in analysis. */
export const Pending: Story = {
  play: async ({ canvasElement, userEvent }) => {
    const dialog = within(await dialogOf(canvasElement))
    await fillValid(dialog, userEvent)
    await userEvent.click(dialog.getByRole('button', { name: 'Solicitar saque' }))
    await expectToast(canvasElement, 'Solicitação de saque enviada com sucesso')
    await expect(await dialog.findByText('Em análise')).toBeVisible()
  },
}

/** The back office approves while the dialog is open: it follows the request to Aprovado. */
export const Approved: Story = {
  play: async ({ canvasElement, userEvent }) => {
    const dialog = within(await dialogOf(canvasElement))
    await fillValid(dialog, userEvent)
    await userEvent.click(dialog.getByRole('button', { name: 'Solicitar saque' }))
    await dialog.findByText('Em análise')
    approveWithdrawal(newestInAnalysis())
    await waitFor(() => expect(dialog.getByText('Aprovado')).toBeVisible())
  },
}

/** Rejected: the money goes back to the balance. */
export const Rejected: Story = {
  play: async ({ canvasElement, userEvent }) => {
    const dialog = within(await dialogOf(canvasElement))
    await fillValid(dialog, userEvent)
    await userEvent.click(dialog.getByRole('button', { name: 'Solicitar saque' }))
    await dialog.findByText('Em análise')
    rejectWithdrawal(newestInAnalysis())
    await waitFor(() => expect(dialog.getByText('Rejeitado')).toBeVisible())
    await expect(dialog.getByText('Saque rejeitado: o valor voltou para o seu saldo.')).toBeVisible()
  },
}

/** The server refuses (the cash was spent elsewhere meanwhile): its words as a notice. */
export const Refused: Story = {
  beforeEach() {
    db.wallets.update(1, { balance: '10.00' })
  },
  play: async ({ canvasElement, userEvent }) => {
    const dialog = within(await dialogOf(canvasElement))
    await fillValid(dialog, userEvent)
    await userEvent.click(dialog.getByRole('button', { name: 'Solicitar saque' }))
    await expectToast(canvasElement, 'Saldo insuficiente')
  },
}

export const DarkApproved: Story = {
  globals: { theme: 'dark' },
  play: Approved.play,
}
