import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, waitFor, within } from 'storybook/test'
import { delay, HttpResponse } from 'msw'
import { ForgotPasswordPage } from '@/features/auth/password/forgot-password-page.tsx'
import { ResetPasswordPage } from '@/features/auth/password/reset-password-page.tsx'
import { override } from '@mocks/override.ts'
import { authResetPassword } from '@/api/auth.ts'
import { fill } from '@/testing/typing.ts'

/** Forgot password (idle, sent) and reset password (idle, sending, refused token). */
const meta = {
  title: 'Auth/Password recovery',
  component: ResetPasswordPage,
  args: { token: 'story-token', goToLogin: fn() },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof ResetPasswordPage>

export default meta
type Story = StoryObj<typeof meta>

/** An answer that never comes, to hold the sending state. */
async function never() {
  await delay('infinite')
  return HttpResponse.json({})
}

export const ForgotIdle: Story = {
  render: () => <ForgotPasswordPage />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await canvas.findByLabelText(/Email ou telefone/)).toHaveAttribute(
      'placeholder',
      'Digite seu email ou telefone',
    )
    await expect(canvas.getByRole('button', { name: 'Redefinir senha' })).toBeVisible()
  },
}

export const ForgotSent: Story = {
  render: () => <ForgotPasswordPage />,
  play: async ({ canvasElement, userEvent }) => {
    const canvas = within(canvasElement)
    await fill(userEvent, await canvas.findByLabelText(/Email ou telefone/), 'demo@jogada.com.br')
    await userEvent.click(canvas.getByRole('button', { name: 'Redefinir senha' }))
    await expect(await canvas.findByRole('status')).toHaveTextContent(
      'Um token foi enviado para você em sua caixa de E-mail!',
    )
  },
}

async function fillPasswords(canvasElement: HTMLElement, userEvent: Parameters<typeof fill>[0]) {
  const canvas = within(canvasElement)
  await fill(userEvent, await canvas.findByLabelText(/^Nova senha/), 'NovaSenha@1')
  await fill(userEvent, canvas.getByLabelText(/^Confirmar nova senha/), 'NovaSenha@1')
  return canvas
}

export const ResetIdle: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Redefinir senha' })).toBeVisible()
    await expect(canvas.getAllByRole('button', { name: 'Mostrar senha' })).toHaveLength(2)
    await expect(canvas.getByRole('button', { name: 'Voltar' })).toBeVisible()
  },
}

export const ResetSending: Story = {
  beforeEach({ msw }) {
    msw.use(override(authResetPassword, never))
  },
  play: async ({ canvasElement, userEvent }) => {
    const canvas = await fillPasswords(canvasElement, userEvent)
    await userEvent.click(canvas.getByRole('button', { name: 'Salvar nova senha' }))
    await expect(await canvas.findByRole('button', { name: 'Enviando...' })).toBeDisabled()
  },
}

export const ResetRefusedToken: Story = {
  beforeEach({ msw }) {
    msw.use(
      override(authResetPassword, () => HttpResponse.json({ error: 'Token inválido ou expirado.' }, { status: 400 })),
    )
  },
  play: async ({ canvasElement, userEvent, args }) => {
    const canvas = await fillPasswords(canvasElement, userEvent)
    await userEvent.click(canvas.getByRole('button', { name: 'Salvar nova senha' }))
    // The form line and the notice.
    await waitFor(() => expect(canvas.getAllByText('Token inválido ou expirado.')).toHaveLength(2))
    await expect(args.goToLogin).not.toHaveBeenCalled()
  },
}
