import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, waitFor, within } from 'storybook/test'
import { delay, HttpResponse } from 'msw'
import type { createStore } from 'jotai'
import { RegisterModal } from '@/features/auth/register/register-modal.tsx'
import { referralCodeAtom } from '@/shared/session.ts'
import { override } from '@mocks/override.ts'
import { authRegister } from '@/api/auth.ts'
import { usersPhoneExists } from '@/api/users.ts'
import { fill } from '@/testing/typing.ts'

type Canvas = ReturnType<typeof within>
type User = Parameters<typeof fill>[0]

const meta = {
  title: 'Auth/Register modal',
  component: RegisterModal,
  args: { opened: true, onClose: fn(), onSwitchToLogin: fn() },
  decorators: [
    (Story) => (
      <div style={{ minHeight: 640 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof RegisterModal>

export default meta
type Story = StoryObj<typeof meta>

// The mock answers phone-exists from its seeded players: this number belongs to none of them.
const FRESH_PHONE = '21987650123'

/**
 * Walks the modal forward from step 0 with valid answers, stopping at `step`. Each answer goes in whole, as a paste
 * (`fill`): the walk is on the way to what a story shows, and typing re-renders the form per character.
 */
async function walkTo(canvas: Canvas, user: User, step: number) {
  const next = () => canvas.getByRole('button', { name: 'Próximo' })
  if (step === 0) return
  await fill(user, await canvas.findByLabelText('Nome completo'), 'Maria Silva')
  await user.click(next())
  await canvas.findByText('Qual é o seu email?')
  if (step === 1) return
  await fill(user, canvas.getByLabelText('Email'), 'maria.story@example.com')
  await user.click(next())
  await canvas.findByText('Qual o seu telefone?')
  if (step === 2) return
  await fill(user, canvas.getByLabelText('Telefone com DDD'), FRESH_PHONE)
  await user.click(next())
  await canvas.findByText('Crie uma senha segura')
  if (step === 3) return
  await fill(user, canvas.getByLabelText('Senha'), 'Senha@123')
  await fill(user, canvas.getByLabelText('Confirmar senha'), 'Senha@123')
  await user.click(next())
  await canvas.findByText('Finalize seu cadastro')
}

const body = () => within(document.body)

export const StepName: Story = {
  play: async () => {
    const canvas = body()
    await expect(await canvas.findByText('Vamos começar com seu nome')).toBeVisible()
    await expect(canvas.getByRole('progressbar', { name: 'Progresso do cadastro' })).toHaveAttribute(
      'aria-valuenow',
      '1',
    )
  },
}

/** The first step in the dark theme. */
export const StepNameDark: Story = { ...StepName, globals: { theme: 'dark' } }

export const StepEmail: Story = {
  play: async ({ userEvent }) => {
    await walkTo(body(), userEvent, 1)
    await expect(body().getByLabelText('Email')).toHaveFocus()
  },
}

/** An e-mail that is not an address: Next disabled and dimmed, the reason under the field once it is left. */
export const StepEmailInvalid: Story = {
  play: async ({ userEvent }) => {
    await walkTo(body(), userEvent, 1)
    await userEvent.type(body().getByLabelText('Email'), 'maria@')
    await userEvent.tab()
    await expect(body().getByText('Por favor, informe um email válido.')).toBeVisible()
    await expect(body().getByRole('button', { name: 'Próximo' })).toBeDisabled()
  },
}

export const StepEmailInvalidDark: Story = { ...StepEmailInvalid, globals: { theme: 'dark' } }

export const StepPhone: Story = {
  play: async ({ userEvent }) => {
    await walkTo(body(), userEvent, 2)
  },
}

export const StepPassword: Story = {
  play: async ({ userEvent }) => {
    const canvas = body()
    await walkTo(canvas, userEvent, 3)
    await userEvent.type(canvas.getByLabelText('Senha'), 'senha1234')
    await expect(canvas.getByText('Média')).toBeVisible()
  },
}

export const StepFinish: Story = {
  play: async ({ userEvent }) => {
    const canvas = body()
    await walkTo(canvas, userEvent, 4)
    await expect(canvas.getByRole('checkbox')).toBeChecked()
    await expect(canvas.getByRole('button', { name: 'Criar conta' })).toBeEnabled()
  },
}

export const StepFinishWithReferralCode: Story = {
  parameters: { store: (store: ReturnType<typeof createStore>) => store.set(referralCodeAtom, 'JOGADA1') },
  play: async ({ userEvent }) => {
    const canvas = body()
    await walkTo(canvas, userEvent, 4)
    await expect(canvas.getByLabelText('Código promocional')).toHaveValue('JOGADA1')
  },
}

export const StepWithErrors: Story = {
  play: async ({ userEvent }) => {
    const canvas = body()
    await userEvent.type(await canvas.findByLabelText('Nome completo'), 'Jo')
    await userEvent.click(canvas.getByRole('button', { name: 'Próximo' }))
    await expect(canvas.getByText('Por favor, informe seu nome completo (mínimo 3 caracteres).')).toBeVisible()
  },
}

export const TermsNotAccepted: Story = {
  play: async ({ userEvent }) => {
    const canvas = body()
    await walkTo(canvas, userEvent, 4)
    await userEvent.click(canvas.getByRole('checkbox'))
    await userEvent.click(canvas.getByRole('button', { name: 'Criar conta' }))
    await expect(canvas.getByText('Você precisa aceitar os termos e condições para continuar.')).toBeVisible()
  },
}

export const PhoneInUse: Story = {
  beforeEach({ msw }) {
    msw.use(override(usersPhoneExists, () => HttpResponse.json({ exists: true })))
  },
  play: async ({ userEvent }) => {
    const canvas = body()
    await walkTo(canvas, userEvent, 2)
    await userEvent.type(canvas.getByLabelText('Telefone com DDD'), FRESH_PHONE)
    await userEvent.click(canvas.getByRole('button', { name: 'Próximo' }))
    await expect(await canvas.findByText('O número de telefone informado já está em uso.')).toBeVisible()
  },
}

export const Submitting: Story = {
  beforeEach({ msw }) {
    msw.use(
      override(authRegister, async () => {
        await delay('infinite')
        return HttpResponse.json({})
      }),
    )
  },
  play: async ({ userEvent }) => {
    const canvas = body()
    await walkTo(canvas, userEvent, 4)
    const submit = canvas.getByRole('button', { name: 'Criar conta' })
    await userEvent.click(submit)
    await waitFor(() => expect(submit).toBeDisabled())
  },
}

export const ServerError: Story = {
  beforeEach({ msw }) {
    msw.use(
      override(authRegister, () =>
        HttpResponse.json({ email: ['O campo email já está sendo utilizado.'] }, { status: 422 }),
      ),
    )
  },
  play: async ({ userEvent }) => {
    const canvas = body()
    await walkTo(canvas, userEvent, 4)
    await userEvent.click(canvas.getByRole('button', { name: 'Criar conta' }))
    await expect(await canvas.findByText('Qual é o seu email?')).toBeVisible()
    await expect(canvas.getByLabelText('Email')).toHaveAccessibleDescription('O campo email já está sendo utilizado.')
  },
}
