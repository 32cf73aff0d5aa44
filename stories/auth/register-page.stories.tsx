import { Suspense } from 'react'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'
import { RegisterPage } from '@/features/auth/register/register-page.tsx'
import { fill } from '@/testing/typing.ts'

const meta = {
  title: 'Auth/Register page',
  component: RegisterPage,
  decorators: [
    (Story) => (
      <Suspense fallback={null}>
        <Story />
      </Suspense>
    ),
  ],
} satisfies Meta<typeof RegisterPage>

export default meta
type Story = StoryObj<typeof meta>

export const Empty: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Cadastro' })).toBeVisible()
    await expect(canvas.getByLabelText('CPF')).toHaveValue('')
    await expect(canvas.getByRole('checkbox')).toBeChecked()
  },
}

export const WithReferralCode: Story = {
  args: { routeCode: 'JOGADA1' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Código de indicação: JOGADA1')).toBeVisible()
  },
}

export const WithErrors: Story = {
  play: async ({ canvasElement, userEvent }) => {
    const canvas = within(canvasElement)
    await userEvent.type(await canvas.findByLabelText('CPF'), '11111111112')
    await fill(userEvent, canvas.getByLabelText('Email'), 'um.email.bem.comprido@exemplo.com.br')
    await userEvent.click(canvas.getByRole('button', { name: 'Criar conta' }))
    await expect(canvas.getByText('Digite um CPF válido.')).toBeVisible()
    await expect(canvas.getByText('O nome deve ter pelo menos 3 caracteres.')).toBeVisible()
    await expect(canvas.getByText('Digite um telefone válido com DDD.')).toBeVisible()
    await expect(canvas.getByText('O e-mail deve ter no máximo 32 caracteres.')).toBeVisible()
  },
}

/** An e-mail that is not an address: Criar conta disabled and dimmed, the reason under the field once it is left. */
export const InvalidEmail: Story = {
  play: async ({ canvasElement, userEvent }) => {
    const canvas = within(canvasElement)
    await userEvent.type(await canvas.findByLabelText('Email'), 'maria@')
    await userEvent.tab()
    await expect(canvas.getByText('Digite um e-mail válido.')).toBeVisible()
    await expect(canvas.getByRole('button', { name: 'Criar conta' })).toBeDisabled()
  },
}

export const InvalidEmailDark: Story = { ...InvalidEmail, globals: { theme: 'dark' } }
