import { Suspense } from 'react'
import type { Meta, StoryObj } from '@storybook/react-vite'
import type { createStore } from 'jotai'
import { delay, HttpResponse } from 'msw'
import { expect, waitFor, within } from 'storybook/test'
import { configureApi } from '@/api/client.ts'
import { depositBrasilcash } from '@/api/deposit.ts'
import { DepositModal } from '@/features/deposit/components/deposit-modal.tsx'
import { DepositPage } from '@/features/deposit/deposit-page.tsx'
import { signInAtom } from '@/shared/session.ts'
import { depositModalOpenAtom } from '@/shared/ui-state.ts'
import { db } from '@mocks/db/index.ts'
import { expireDeposit, settleDeposit } from '@mocks/pix/deposits.ts'
import { signInAs } from '@mocks/auth/players.ts'
import { override } from '@mocks/override.ts'

/**
 * The PIX deposit against the seeded mock (in the browser): the demo player signed in for real, so the deposit,
 * the status checks and the realtime push all answer as in the app. Each story starts from a fresh seed.
 */
let session: ReturnType<typeof signInAs> | null = null

function seedSession(store: ReturnType<typeof createStore>) {
  if (session) store.set(signInAtom, { token: session.token, user: session.user })
}

function seedModal(store: ReturnType<typeof createStore>) {
  seedSession(store)
  store.set(depositModalOpenAtom, true)
}

const lastDeposit = () => {
  const row = [...db.deposits.all()].sort((a, b) => b.id - a.id)[0]
  if (!row) throw new Error('no deposit')
  return row
}

type Canvas = ReturnType<typeof within>
type Play = NonNullable<Story['play']>
type PlayContext = Parameters<Play>[0]

/** Types the amount and asks for the PIX; resolves with the pending panel. */
async function generatePix(canvas: Canvas, userEvent: PlayContext['userEvent'], amount = '50') {
  await userEvent.type(await canvas.findByRole('textbox', { name: 'Valor do depósito' }), amount)
  await userEvent.click(canvas.getByRole('button', { name: 'Gerar PIX' }))
  return within(await canvas.findByRole('region', { name: 'Aguardando pagamento' }))
}

const meta = {
  title: 'Deposit/Deposit',
  component: DepositPage,
  decorators: [
    (Story) => (
      <Suspense fallback={null}>
        <Story />
      </Suspense>
    ),
  ],
  parameters: { store: seedSession },
  beforeEach() {
    // After the preview's reset: a real session of the demo player, sent by the client while this story runs.
    session = signInAs(1)
    configureApi({ getToken: () => session?.token ?? null })
    return () => {
      session = null
      configureApi({ getToken: () => null })
    }
  },
} satisfies Meta<typeof DepositPage>

export default meta
type Story = StoryObj<typeof meta>

export const Form: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await canvas.findByRole('heading', { name: 'Depósito via PIX', level: 1 })).toBeVisible()
    await expect(canvas.getByRole('radio', { name: 'PIX · BrasilCash' })).toBeChecked()
    await expect(canvas.getByRole('group', { name: 'Valores rápidos' })).toBeVisible()
    await expect(canvas.getByRole('button', { name: 'Apagar' })).toBeVisible()
    await expect(canvas.getByRole('checkbox', { name: 'Quero receber o bônus de 100%' })).toBeChecked()
    await expect(canvas.getByRole('button', { name: 'Gerar PIX' })).toBeDisabled()
  },
}

export const WithBonusPreview: Story = {
  play: async ({ canvasElement, userEvent }) => {
    const canvas = within(canvasElement)
    await userEvent.click(await canvas.findByRole('button', { name: /R\$\s100,00/ }))
    await expect(canvas.getByRole('textbox', { name: 'Valor do depósito' })).toHaveValue('100')
    await expect(canvas.getByText('Total com bônus').nextElementSibling).toHaveTextContent(/R\$\s200,00/)
    await expect(canvas.getByRole('button', { name: 'Gerar PIX' })).toBeEnabled()
  },
}

export const InvalidAmount: Story = {
  play: async ({ canvasElement, userEvent }) => {
    const canvas = within(canvasElement)
    const field = await canvas.findByRole('textbox', { name: 'Valor do depósito' })
    await userEvent.type(field, '10')
    await expect(field).toHaveAccessibleDescription(expect.stringMatching(/O valor mínimo é de R\$\s20,00/))
    await expect(field).toBeInvalid()
    await expect(canvas.getByRole('button', { name: 'Gerar PIX' })).toBeDisabled()
  },
}

export const Sending: Story = {
  beforeEach({ msw }) {
    msw.use(
      override(depositBrasilcash, async () => {
        await delay('infinite')
        return HttpResponse.json({})
      }),
    )
  },
  play: async ({ canvasElement, userEvent }) => {
    const canvas = within(canvasElement)
    await userEvent.type(await canvas.findByRole('textbox', { name: 'Valor do depósito' }), '50')
    await userEvent.click(canvas.getByRole('button', { name: 'Gerar PIX' }))
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Gerar PIX' })).toHaveAttribute('data-loading', 'true'))
    await expect(canvas.getByRole('button', { name: 'Gerar PIX' })).toBeDisabled()
  },
}

export const PendingQr: Story = {
  play: async ({ canvasElement, userEvent }) => {
    const canvas = within(canvasElement)
    const panel = await generatePix(canvas, userEvent)
    await expect(panel.getByRole('img', { name: /QR Code do PIX de R\$\s50,00/ })).toBeVisible()
    await expect(panel.getByRole('textbox', { name: 'Código PIX copia e cola' })).toHaveValue(lastDeposit().qrcode)
    await expect(panel.getByRole('progressbar')).toBeVisible()
    await expect(panel.getByRole('button', { name: 'Verificar Pagamento' })).toBeVisible()
    await expect(panel.getByRole('button', { name: 'Verificar Agora' })).toBeVisible()
  },
}

export const PendingQrDark: Story = {
  globals: { theme: 'dark' },
  play: async (context) => {
    await expect(context.canvasElement.ownerDocument.documentElement).toHaveAttribute('data-mantine-color-scheme', 'dark')
    await PendingQr.play?.(context)
  },
}

export const Confirmed: Story = {
  play: async ({ canvasElement, userEvent }) => {
    const canvas = within(canvasElement)
    await generatePix(canvas, userEvent, '80')
    settleDeposit(lastDeposit().id)
    // The realtime push usually confirms first; the check makes sure.
    const verify = canvas.queryByRole('button', { name: 'Verificar Agora' })
    if (verify) await userEvent.click(verify)
    const confirmed = within(await canvas.findByRole('region', { name: 'Pagamento confirmado com sucesso!' }))
    await expect(confirmed.getByText('Valor depositado').nextElementSibling).toHaveTextContent(/R\$\s80,00/)
    await expect(confirmed.getByRole('button', { name: 'Continuar' })).toBeVisible()
  },
}

export const PaymentError: Story = {
  play: async ({ canvasElement, userEvent }) => {
    const canvas = within(canvasElement)
    const panel = await generatePix(canvas, userEvent)
    expireDeposit(lastDeposit().id)
    // The panel checks once when its channel listens; while a check is out, Verificar Agora waits disabled. Asked
    // again until a check made after the expiry answers, as a player would.
    await waitFor(
      async () => {
        const verify = panel.queryByRole<HTMLButtonElement>('button', { name: 'Verificar Agora' })
        if (verify && !verify.disabled) await userEvent.click(verify)
        await expect(canvas.getByRole('region', { name: 'Erro no pagamento' })).toBeInTheDocument()
      },
    )
    const error = within(canvas.getByRole('region', { name: 'Erro no pagamento' }))
    await expect(error.getByRole('alert')).toHaveTextContent('O pagamento não foi concluído: o PIX expirou ou foi cancelado.')
    await expect(error.getByRole('button', { name: 'Tentar novamente' })).toBeVisible()
    await expect(error.getByRole('button', { name: 'Cancelar' })).toBeVisible()
    await expect(error.getByRole('button', { name: 'Fechar' })).toBeVisible()
  },
}

export const PaymentErrorDark: Story = {
  globals: { theme: 'dark' },
  play: async (context) => {
    await expect(context.canvasElement.ownerDocument.documentElement).toHaveAttribute('data-mantine-color-scheme', 'dark')
    await PaymentError.play?.(context)
  },
}

/** The narrowest phone the layout supports: nothing sticks out of 360 px. */
export const Narrow360: Story = {
  decorators: [
    (Story) => (
      <div style={{ width: 360 }} data-testid="frame">
        <Story />
      </div>
    ),
  ],
  play: async ({ canvasElement, userEvent }) => {
    const canvas = within(canvasElement)
    const frame = await canvas.findByTestId('frame')
    await canvas.findByRole('textbox', { name: 'Valor do depósito' })
    await expect(frame.scrollWidth).toBeLessThanOrEqual(360)
    await generatePix(canvas, userEvent)
    await expect(frame.scrollWidth).toBeLessThanOrEqual(360)
  },
}

export const Modal: StoryObj<typeof DepositModal> = {
  render: () => <DepositModal />,
  parameters: { store: seedModal },
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body)
    const dialog = within(await body.findByRole('dialog', { name: 'Depósito via PIX' }))
    await expect(await dialog.findByRole('textbox', { name: 'Valor do depósito' })).toBeVisible()
    await expect(dialog.getByRole('button', { name: 'Fechar' })).toBeVisible()
  },
}
