import type { Meta, StoryObj } from '@storybook/react-vite'
import { delay, HttpResponse } from 'msw'
import { msg } from '@lingui/core/macro'
import { expect, waitFor, within } from 'storybook/test'
import { profileWithdraw } from '@/api/wallet-area.ts'
import { WalletArea } from '@/features/wallet/components/wallet-area.tsx'
import { walletLoadFailure } from '@/features/wallet/rules/failures.ts'
import { WithdrawPage } from '@/features/wallet/withdraw-page.tsx'
import { db } from '@mocks/db/index.ts'
import { override } from '@mocks/override.ts'
import { AsRoute } from './as-route.tsx'
import { all, expectNoSidewaysScroll, expectToast, forceLayout, seedDemoSession, signInDemo } from './fixtures.ts'

/** The withdraw page inside the wallet area's frame, as /profile/withdraw shows it. */
function WithdrawRoutePage() {
  return (
    <WalletArea>
      <AsRoute pending={msg`Carregando carteira…`} texts={walletLoadFailure}>
        <WithdrawPage />
      </AsRoute>
    </WalletArea>
  )
}

const meta = {
  title: 'Wallet/Withdraw page',
  component: WithdrawRoutePage,
  parameters: { store: seedDemoSession, router: { initialEntries: ['/profile/withdraw'] } },
  beforeEach: () => all(signInDemo(), forceLayout('desktop')),
} satisfies Meta<typeof WithdrawRoutePage>

export default meta
type Story = StoryObj<typeof meta>

async function keypad(canvasElement: HTMLElement) {
  const canvas = within(canvasElement)
  await canvas.findByRole('button', { name: 'Sacar Total' })
  return within(canvas.getByRole('group', { name: 'Teclado numérico' }))
}

/** The demo player's CPF fills the key, read-only; the amount starts at 0,00. */
export const Prefilled: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await canvas.findByRole('button', { name: 'Sacar Total' })
    const key = canvas.getByRole('textbox', { name: /^Chave PIX/ })
    await waitFor(() => expect(key).toHaveValue('529.982.247-25'))
    await expect(key).toHaveAttribute('readonly')
    await expect(canvas.getByRole('textbox', { name: 'Valor do saque' })).toHaveValue('R$ 0,00')
    await expect(canvas.getByRole('checkbox', { name: 'Li e aceito os termos de saque' })).toBeChecked()
    await expect(canvas.getByRole('button', { name: 'Solicitar Saque' })).toBeDisabled()
  },
}

/** An e-mail key, editable, with its clear button. */
export const EmailKey: Story = {
  play: async ({ canvasElement, userEvent }) => {
    const canvas = within(canvasElement)
    await canvas.findByRole('button', { name: 'Sacar Total' })
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Tipo de chave' }), 'E-mail')
    await waitFor(() => expect(canvas.getByRole('textbox', { name: /^Chave PIX/ })).toHaveValue('demo@jogada.com.br'))
    await expect(canvas.getByRole('button', { name: 'Limpar chave PIX' })).toBeVisible()
  },
}

/** Without CPF or phone on file the page starts on the e-mail it knows; a CPF or CNPJ key is typed in by hand. */
export const NoPlayerData: Story = {
  beforeEach() {
    db.users.update(1, { cpf: null, phone: '' })
  },
  play: async ({ canvasElement, userEvent }) => {
    const canvas = within(canvasElement)
    await canvas.findByRole('button', { name: 'Sacar Total' })
    const type = canvas.getByRole('combobox', { name: /^Tipo de chave/ })
    await waitFor(() => expect(type).toHaveValue('email'))
    await userEvent.selectOptions(type, 'CPF')
    const key = canvas.getByRole('textbox', { name: /^Chave PIX/ })
    await expect(key).not.toHaveAttribute('readonly')
    await expect(key).toHaveValue('')
    await userEvent.type(key, '11222333000181')
    await expect(key).toHaveValue('11.222.333/0001-81')
  },
}

/** An amount above the cash balance: the page's own message, re-evaluated as the amount changes. */
export const AmountError: Story = {
  play: async ({ canvasElement, userEvent }) => {
    const keys = await keypad(canvasElement)
    for (const key of ['3', '0', '0', '00']) await userEvent.click(keys.getByRole('button', { name: key }))
    const amount = within(canvasElement).getByRole('textbox', { name: 'Valor do saque' })
    await expect(amount).toHaveValue('R$ 300,00')
    await expect(amount).toHaveAccessibleDescription('Saldo insuficiente para realizar o saque')
  },
}

/** Sacar Total, then the request on its way: the button shows it is busy. */
export const Sending: Story = {
  beforeEach({ msw }) {
    msw.use(
      override(profileWithdraw, async () => {
        await delay('infinite')
        return HttpResponse.json({ success: true })
      }),
    )
  },
  play: async ({ canvasElement, userEvent }) => {
    const canvas = within(canvasElement)
    // The player's PIX data has loaded (the CPF key is the player's own, which the page checks before sending).
    await waitFor(() => expect(canvas.getByRole('textbox', { name: /^Chave PIX/ })).toHaveValue('529.982.247-25'), {
      timeout: 5000,
    })
    await userEvent.click(await canvas.findByRole('button', { name: 'Sacar Total' }))
    await expect(canvas.getByRole('textbox', { name: 'Valor do saque' })).toHaveValue('R$ 250,00')
    const submit = canvas.getByRole('button', { name: 'Solicitar Saque' })
    await userEvent.click(submit)
    await waitFor(() => expect(submit).toBeDisabled(), { timeout: 5000 })
    await expect(submit).toHaveAttribute('data-loading', 'true')
  },
}

/** The server refuses: its words as a notice, the form kept. */
export const ServerError: Story = {
  beforeEach({ msw }) {
    msw.use(
      override(profileWithdraw, () =>
        HttpResponse.json({ error: 'Limite diário de saques atingido' }, { status: 400 }),
      ),
    )
  },
  play: async ({ canvasElement, userEvent }) => {
    const keys = await keypad(canvasElement)
    for (const key of ['6', '0', '00']) await userEvent.click(keys.getByRole('button', { name: key }))
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Solicitar Saque' }))
    await expectToast(canvasElement, 'Limite diário de saques atingido')
  },
}

/** A phone: the tabs above the form, nothing wider than the screen. */
export const Phone: Story = {
  beforeEach: () => forceLayout('phone'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await canvas.findByRole('button', { name: 'Sacar Total' })
    const tabs = within(canvas.getByRole('navigation', { name: 'Seções da carteira' }))
    await expect(tabs.getByRole('link', { name: 'Sacar' })).toHaveAttribute('aria-current', 'page')
    await expectNoSidewaysScroll(canvasElement)
  },
}

export const Dark: Story = {
  globals: { theme: 'dark' },
  play: AmountError.play,
}
