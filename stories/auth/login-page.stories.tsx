import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'
import { LoginPage } from '@/features/auth/login/login-page.tsx'

const meta = {
  title: 'Auth/Login page',
  component: LoginPage,
  parameters: { layout: 'fullscreen', router: { initialEntries: ['/login'] } },
} satisfies Meta<typeof LoginPage>

export default meta
type Story = StoryObj<typeof meta>

export const Idle: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Entrar' })).toBeVisible()
    await expect(canvas.getByLabelText(/^Telefone/)).toHaveAttribute('maxLength', '15')
    await expect(canvas.getByRole('link', { name: 'Voltar para a Home' })).toBeVisible()
  },
}

export const PhoneMasked: Story = {
  play: async ({ canvasElement, userEvent }) => {
    const phone = await within(canvasElement).findByLabelText(/^Telefone/)
    await userEvent.type(phone, '11987654321')
    await expect(phone).toHaveValue('(11) 98765-4321')
  },
}
