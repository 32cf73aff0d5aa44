import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, waitFor, within } from 'storybook/test'
import { delay, HttpResponse } from 'msw'
import { LoginModal } from '@/features/auth/login/login-modal.tsx'
import { override } from '@mocks/override.ts'
import { authLogin } from '@/api/auth.ts'
import { fill } from '@/testing/typing.ts'

/** The login modal: open, with its validation and failure states. */
const meta = {
  title: 'Auth/Login modal',
  component: LoginModal,
  args: { opened: true, onClose: fn(), onSwitchToRegister: fn() },
} satisfies Meta<typeof LoginModal>

export default meta
type Story = StoryObj<typeof meta>

/** An answer that never comes, to hold the sending state. */
async function never() {
  await delay('infinite')
  return HttpResponse.json({})
}

const page = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body)

async function dialogOf(canvasElement: HTMLElement) {
  return within(await page(canvasElement).findByRole('dialog', { name: 'Entrar na sua conta' }))
}

export const Empty: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await dialogOf(canvasElement)
    await expect(dialog.getByLabelText(/Email ou telefone/)).toBeVisible()
    await expect(dialog.getByRole('button', { name: 'Mostrar senha' })).toBeVisible()
    await expect(await dialog.findByText(/Bônus de boas-vindas de 100% até/)).toBeVisible()
    await expect(dialog.getByRole('button', { name: 'Entrar' })).toBeDisabled()
  },
}

export const InvalidEmail: Story = {
  play: async ({ canvasElement, userEvent }) => {
    const dialog = await dialogOf(canvasElement)
    await userEvent.type(dialog.getByLabelText(/Email ou telefone/), 'maria@exemplo')
    await userEvent.tab()
    await expect(await dialog.findByText('Digite um email válido.')).toBeVisible()
    await expect(dialog.getByRole('button', { name: 'Entrar' })).toBeDisabled()
  },
}

export const Submitting: Story = {
  beforeEach({ msw }) {
    msw.use(override(authLogin, never))
  },
  play: async ({ canvasElement, userEvent }) => {
    const dialog = await dialogOf(canvasElement)
    await fill(userEvent, dialog.getByLabelText(/Email ou telefone/), 'demo@jogada.com.br')
    await fill(userEvent, dialog.getByLabelText(/^Senha/), 'Jogada@2026')
    await userEvent.click(dialog.getByRole('button', { name: 'Entrar' }))
    await waitFor(() => expect(dialog.getByRole('button', { name: 'Entrar' })).toHaveAttribute('data-loading', 'true'))
  },
}

export const ServerError: Story = {
  beforeEach({ msw }) {
    msw.use(override(authLogin, () => HttpResponse.json({ error: 'Check credentials' }, { status: 400 })))
  },
  play: async ({ canvasElement, userEvent }) => {
    const dialog = await dialogOf(canvasElement)
    await fill(userEvent, dialog.getByLabelText(/Email ou telefone/), 'demo@jogada.com.br')
    await fill(userEvent, dialog.getByLabelText(/^Senha/), 'Errada@123')
    await userEvent.click(dialog.getByRole('button', { name: 'Entrar' }))
    await expect(await dialog.findByRole('alert')).toHaveTextContent('Check credentials')
  },
}

/** The login modal in the dark theme. */
export const EmptyDark: Story = { ...Empty, globals: { theme: 'dark' } }
