import type { Meta, StoryObj } from '@storybook/react-vite'
import { HttpResponse } from 'msw'
import type { createStore } from 'jotai'
import { expect, within } from 'storybook/test'
import { protectionPauseBalance } from '@/api/protection-pause.ts'
import { PauseWithdrawPage } from '@/features/protection/pause/pause-withdraw-page.tsx'
import { pauseRefusalAtom } from '@/shared/protection/pause-refusal.ts'
import { db } from '@mocks/db/index.ts'
import { override } from '@mocks/override.ts'
import { pauseLoginRefusal, takePause } from '@mocks/protection/pause-db.ts'
import { expectToastOnly } from '../wallet/fixtures.ts'

/**
 * /pausa/saque: the demo player on a break, with the token a refused login carried (made in the mock as the login
 * handler makes it), or without one.
 */
function seedRefusal(store: ReturnType<typeof createStore>) {
  const user = db.users.find(1)
  if (!user) throw new Error('no demo player')
  takePause(1, 'week')
  const refusal = pauseLoginRefusal(user)
  const action = refusal?.body.action as { paused_until: string | null; withdraw_token: string }
  store.set(pauseRefusalAtom, { type: 'paused', ...action })
}

const meta = {
  title: 'Protection/Withdraw during a break',
  component: PauseWithdrawPage,
  parameters: { store: seedRefusal, router: { initialEntries: ['/pausa/saque'] } },
} satisfies Meta<typeof PauseWithdrawPage>

export default meta
type Story = StoryObj<typeof meta>

/** The break's end, the cash balance and the PIX form. */
export const WithBalance: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await canvas.findByText(/^Sua conta está em pausa até/)).toBeVisible()
    await expect(canvas.getByText('Disponível para saque')).toBeVisible()
    await expect(canvas.getByRole('button', { name: 'Solicitar saque' })).toBeVisible()
  },
}

export const WithBalanceDark: Story = { ...WithBalance, globals: { theme: 'dark' } }

/** A withdrawal asked for: the server's words, the balance read again. */
export const Requested: Story = {
  play: async ({ canvasElement, userEvent }) => {
    const canvas = within(canvasElement)
    await userEvent.type(await canvas.findByRole('textbox', { name: /Valor/ }), '100')
    await userEvent.type(canvas.getByRole('textbox', { name: /^Chave PIX/ }), '52998224725')
    await userEvent.click(canvas.getByRole('button', { name: 'Solicitar saque' }))
    await expect(await canvas.findByRole('status')).toHaveTextContent('Saque solicitado com sucesso!')
    await expectToastOnly(canvasElement, 'Saque solicitado com sucesso!')
  },
}

/** The balance did not load: what failed and a retry. */
export const BalanceFailed: Story = {
  beforeEach({ msw }) {
    msw.use(override(protectionPauseBalance, () => HttpResponse.json({ message: 'Server Error' }, { status: 500 })))
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await canvas.findByText('Erro ao carregar o saldo')).toBeVisible()
    await expect(canvas.getByRole('button', { name: 'Tentar novamente' })).toBeVisible()
  },
}

/** Opened without a refused login's token (a reload, or it expired): log in again to get one. */
export const NoAccess: Story = {
  parameters: { store: () => undefined },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await canvas.findByText(/^Para sacar durante a pausa/)).toBeVisible()
    await expect(canvas.getByRole('button', { name: 'Entrar para sacar' })).toBeVisible()
  },
}

export const NoAccessDark: Story = { ...NoAccess, globals: { theme: 'dark' } }
