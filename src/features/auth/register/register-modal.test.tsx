import { useState } from 'react'
import { describe, expect, it, vi } from 'vitest'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent, { type UserEvent } from '@testing-library/user-event'
import { delay, HttpResponse } from 'msw'
import { createStore } from 'jotai'
import { server } from '@mocks/node.ts'
import { renderWithProviders } from '@/testing/render.tsx'
import { fill } from '@/testing/typing.ts'
import { authModalAtom, redirectAfterAuthAtom, referralCodeAtom, tokenAtom, userAtom } from '@/shared/session.ts'
import { RegisterModal } from './register-modal.tsx'
import { override } from '@mocks/override.ts'
import { authRegister } from '@/api/auth.ts'
import { usersPhoneExists } from '@/api/users.ts'

const REGISTER_URL = authRegister
const PHONE_EXISTS_URL = usersPhoneExists
// A valid mobile (DDD 21, nine digits starting with 9) that no seeded player has.
const FRESH_PHONE = '21987650123'

function setup(options: { store?: ReturnType<typeof createStore>; opened?: boolean } = {}) {
  const onClose = vi.fn()
  const onSwitchToLogin = vi.fn()
  const user = userEvent.setup()
  const view = renderWithProviders(
    <RegisterModal opened={options.opened ?? true} onClose={onClose} onSwitchToLogin={onSwitchToLogin} />,
    { store: options.store },
  )
  return { ...view, user, onClose, onSwitchToLogin }
}

const next = () => screen.getByRole('button', { name: 'Próximo' })
/** The line in the form (the notices are alerts too, outside the dialog). */
const formAlert = () => within(screen.getByRole('dialog')).findByRole('alert')
const back = () => screen.getByRole('button', { name: 'Voltar' })
const progressText = () =>
  screen.getByRole('progressbar', { name: 'Progresso do cadastro' }).getAttribute('aria-valuetext')

/** Walks to a step, filling each field whole (typing is what the per-step tests below are about). */
async function toStep(user: UserEvent, step: number, values: { email?: string; phone?: string } = {}) {
  if (step === 0) return
  await fill(user, await screen.findByLabelText('Nome completo'), 'Maria Silva')
  await user.click(next())
  await screen.findByText('Qual é o seu email?')
  if (step === 1) return
  await fill(user, screen.getByLabelText('Email'), values.email ?? `maria.${Date.now()}@example.com`)
  await user.click(next())
  await screen.findByText('Qual o seu telefone?')
  if (step === 2) return
  await fill(user, screen.getByLabelText('Telefone com DDD'), values.phone ?? FRESH_PHONE)
  await user.click(next())
  await screen.findByText('Crie uma senha segura')
  if (step === 3) return
  await fill(user, screen.getByLabelText('Senha'), 'Senha@123')
  await fill(user, screen.getByLabelText('Confirmar senha'), 'Senha@123')
  await user.click(next())
  await screen.findByText('Finalize seu cadastro')
}

/** Records the register requests the mock receives, answering with `answer` when given. */
function captureRegister(answer?: () => Response | Promise<Response>) {
  const bodies: unknown[] = []
  server.use(
    override(REGISTER_URL, async ({ request }) => {
      bodies.push(await request.clone().json())
      return answer ? answer() : undefined
    }),
  )
  return bodies
}

describe('register modal: steps', () => {
  it('shows each prompt word for word, with the progress of reached steps', async () => {
    const { user } = setup()
    expect(await screen.findByText('Vamos começar com seu nome')).toBeInTheDocument()
    expect(progressText()).toBe('Etapa 1 de 5')
    await toStep(user, 4)
    expect(screen.getByText('Finalize seu cadastro')).toBeInTheDocument()
    expect(progressText()).toBe('Etapa 5 de 5')
    expect(screen.getByRole('button', { name: 'Criar conta' })).toBeEnabled()
  })

  it('validates the name before moving on', async () => {
    const { user } = setup()
    await user.type(await screen.findByLabelText('Nome completo'), 'Jo')
    await user.click(next())
    expect(screen.getByText('Por favor, informe seu nome completo (mínimo 3 caracteres).')).toBeInTheDocument()
    expect(screen.getByText('Vamos começar com seu nome')).toBeInTheDocument()
    await user.clear(screen.getByLabelText('Nome completo'))
    await user.type(screen.getByLabelText('Nome completo'), 'x'.repeat(65))
    await user.click(next())
    expect(screen.getByText('O nome deve ter no máximo 64 caracteres.')).toBeInTheDocument()
  })

  it('keeps Next disabled and dimmed while the email is invalid, and says why once the field is left', async () => {
    const { user } = setup()
    await toStep(user, 1)
    expect(next()).toBeDisabled()
    await user.type(screen.getByLabelText('Email'), 'maria@')
    expect(next()).toBeDisabled()
    // Mantine draws a disabled button dimmed (data-disabled).
    expect(next()).toHaveAttribute('data-disabled', 'true')
    await user.keyboard('{Enter}')
    expect(screen.getByText('Qual é o seu email?')).toBeInTheDocument()
    await user.tab()
    expect(screen.getByText('Por favor, informe um email válido.')).toBeInTheDocument()
    await user.type(screen.getByLabelText('Email'), 'example.com')
    expect(next()).toBeEnabled()
    expect(screen.queryByText('Por favor, informe um email válido.')).not.toBeInTheDocument()
    await user.click(next())
    expect(await screen.findByText('Qual o seu telefone?')).toBeInTheDocument()
  })

  it('masks the phone and validates it', async () => {
    const { user } = setup()
    await toStep(user, 2)
    const phone = screen.getByLabelText('Telefone com DDD')
    await user.type(phone, '219876')
    expect(phone).toHaveValue('(21) 9876')
    await user.click(next())
    expect(screen.getByText('Por favor, informe um telefone válido com DDD.')).toBeInTheDocument()
    await user.type(phone, '50123')
    expect(phone).toHaveValue('(21) 98765-0123')
  })

  it('refuses a phone in use, asking users/phone-exists with the digits', async () => {
    const asked: string[] = []
    server.use(
      override(PHONE_EXISTS_URL, ({ params }) => {
        asked.push(String(params.phone))
        return HttpResponse.json({ exists: true })
      }),
    )
    const { user } = setup()
    await toStep(user, 2)
    await fill(user, screen.getByLabelText('Telefone com DDD'), FRESH_PHONE)
    await user.click(next())
    expect(await screen.findByText('O número de telefone informado já está em uso.')).toBeInTheDocument()
    expect(screen.getByText('Qual o seu telefone?')).toBeInTheDocument()
    expect(asked).toEqual([FRESH_PHONE])
  })

  it('lets a phone through when the check fails', async () => {
    server.use(override(PHONE_EXISTS_URL, () => HttpResponse.error()))
    const { user } = setup()
    await toStep(user, 3)
    expect(screen.getByText('Crie uma senha segura')).toBeInTheDocument()
  })

  it('keeps Next disabled while the password or its confirmation is invalid, and rates the strength', async () => {
    const { user } = setup()
    await toStep(user, 3)
    const password = screen.getByLabelText('Senha')
    const confirmation = screen.getByLabelText('Confirmar senha')
    expect(next()).toBeDisabled()
    await user.type(password, 'abc')
    expect(screen.getByText('Sua senha deve ter pelo menos 8 caracteres.')).toBeInTheDocument()
    expect(screen.getByText('Fraca')).toBeInTheDocument()
    await user.type(password, 'defgh')
    expect(screen.getByText('Fraca')).toBeInTheDocument()
    await user.type(password, 'A1')
    expect(screen.getByText('Forte')).toBeInTheDocument()
    await user.clear(password)
    await user.type(password, 'abcdefgH')
    expect(screen.getByText('Média')).toBeInTheDocument()
    await user.type(confirmation, 'abcdefgX')
    expect(screen.getByText('As senhas não coincidem.')).toBeInTheDocument()
    expect(next()).toBeDisabled()
    await user.clear(confirmation)
    await user.type(confirmation, 'abcdefgH')
    expect(screen.queryByText('As senhas não coincidem.')).not.toBeInTheDocument()
    expect(next()).toBeEnabled()
  })

  it('shows and hides both passwords', async () => {
    const { user } = setup()
    await toStep(user, 3)
    expect(screen.getByLabelText('Senha')).toHaveAttribute('type', 'password')
    await user.click(screen.getByRole('button', { name: 'Mostrar senha' }))
    expect(screen.getByLabelText('Senha')).toHaveAttribute('type', 'text')
    expect(screen.getByLabelText('Confirmar senha')).toHaveAttribute('type', 'text')
    expect(screen.getByRole('button', { name: 'Ocultar senha' })).toBeInTheDocument()
  })

  it('goes back one step at a time, never below step 0, keeping what was typed', async () => {
    const { user } = setup()
    expect(screen.queryByRole('button', { name: 'Voltar' })).not.toBeInTheDocument()
    await toStep(user, 2)
    await user.click(back())
    expect(screen.getByText('Qual é o seu email?')).toBeInTheDocument()
    await user.click(back())
    expect(screen.getByText('Vamos começar com seu nome')).toBeInTheDocument()
    expect(screen.getByLabelText('Nome completo')).toHaveValue('Maria Silva')
    expect(screen.queryByRole('button', { name: 'Voltar' })).not.toBeInTheDocument()
  })

  it('moves the focus to each step field, and Enter submits the step', async () => {
    const { user } = setup()
    await waitFor(() => expect(screen.getByLabelText('Nome completo')).toHaveFocus())
    await user.keyboard('Maria Silva{Enter}')
    await waitFor(() => expect(screen.getByLabelText('Email')).toHaveFocus())
    await user.keyboard('maria@example.com{Enter}')
    await waitFor(() => expect(screen.getByLabelText('Telefone com DDD')).toHaveFocus())
  })

  it('the login link resets the step and the errors and switches to login', async () => {
    const { user, onSwitchToLogin } = setup()
    await toStep(user, 1)
    await fill(user, screen.getByLabelText('Email'), 'maria@')
    await user.tab()
    expect(screen.getByText('Por favor, informe um email válido.')).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Entrar' }))
    expect(onSwitchToLogin).toHaveBeenCalledTimes(1)
  })

  it('closes by its labelled button, not by a backdrop click, and reopens at step 0', async () => {
    const onClose = vi.fn()
    function Harness() {
      const [opened, setOpened] = useState(true)
      return (
        <>
          <button type="button" onClick={() => setOpened(true)}>
            Abrir cadastro
          </button>
          <RegisterModal
            opened={opened}
            onClose={() => {
              onClose()
              setOpened(false)
            }}
            onSwitchToLogin={vi.fn()}
          />
        </>
      )
    }
    const user = userEvent.setup()
    renderWithProviders(<Harness />)
    await toStep(user, 2)
    const overlay = document.querySelector('.mantine-Modal-overlay')
    expect(overlay).not.toBeNull()
    if (overlay) await user.click(overlay)
    expect(onClose).not.toHaveBeenCalled()
    expect(screen.getByText('Qual o seu telefone?')).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Fechar' }))
    expect(onClose).toHaveBeenCalledTimes(1)
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    await user.click(screen.getByRole('button', { name: 'Abrir cadastro' }))
    expect(await screen.findByText('Vamos começar com seu nome')).toBeInTheDocument()
    expect(screen.getByLabelText('Nome completo')).toHaveValue('')
  })
})

describe('register modal: last step and submit', () => {
  it('pre-fills the promo code from the referral code, in an open collapsible section', async () => {
    const store = createStore()
    store.set(referralCodeAtom, 'JOGADA1')
    const bodies = captureRegister()
    const { user } = setup({ store })
    await toStep(user, 4)
    expect(screen.getByRole('button', { name: /código promocional/ })).toHaveAttribute('aria-expanded', 'true')
    expect(screen.getByLabelText('Código promocional')).toHaveValue('JOGADA1')
    await user.click(screen.getByRole('button', { name: 'Criar conta' }))
    await waitFor(() => expect(bodies).toHaveLength(1))
    expect(bodies[0]).toMatchObject({ reference_code: 'JOGADA1', phone: FRESH_PHONE, name: 'Maria Silva' })
  })

  it('has the promo code collapsed and optional without a referral code; terms checked by default', async () => {
    const { user } = setup()
    await toStep(user, 4)
    const toggle = screen.getByRole('button', { name: /código promocional/ })
    expect(toggle).toHaveAttribute('aria-expanded', 'false')
    await user.click(toggle)
    expect(toggle).toHaveAttribute('aria-expanded', 'true')
    expect(screen.getByLabelText('Código promocional')).toHaveValue('')
    expect(screen.getByRole('checkbox')).toBeChecked()
  })

  it('sets the terms error when they are unchecked on submit, and sends nothing', async () => {
    const bodies = captureRegister()
    const { user } = setup()
    await toStep(user, 4)
    await user.click(screen.getByRole('checkbox'))
    await user.click(screen.getByRole('button', { name: 'Criar conta' }))
    expect(screen.getByText('Você precisa aceitar os termos e condições para continuar.')).toBeInTheDocument()
    expect(bodies).toHaveLength(0)
    await user.click(screen.getByRole('checkbox'))
    expect(screen.queryByText('Você precisa aceitar os termos e condições para continuar.')).not.toBeInTheDocument()
  })

  it('registers, stores the session and goes to /profile/deposit', async () => {
    const store = createStore()
    store.set(authModalAtom, 'register')
    const { user, router } = setup({ store })
    const email = `nova.${Date.now()}@example.com`
    await toStep(user, 4, { email })
    await user.click(screen.getByRole('button', { name: 'Criar conta' }))
    await waitFor(() => expect(router.state.location.pathname).toBe('/profile/deposit'))
    expect(store.get(tokenAtom)).toBeTruthy()
    expect(store.get(userAtom)?.email).toBe(email)
    expect(store.get(authModalAtom)).toBeNull()
    expect(await screen.findByText('Cadastro realizado com sucesso!')).toBeInTheDocument()
  })

  it('goes to the remembered destination instead, and clears it', async () => {
    const store = createStore()
    store.set(redirectAfterAuthAtom, '/profile/wallet')
    const { user, router } = setup({ store })
    await toStep(user, 4)
    await user.click(screen.getByRole('button', { name: 'Criar conta' }))
    await waitFor(() => expect(router.state.location.pathname).toBe('/profile/wallet'))
    expect(store.get(redirectAfterAuthAtom)).toBeNull()
  })

  it('disables submit while loading and sends a double submit once', async () => {
    const bodies = captureRegister(async () => {
      await delay(100)
      return HttpResponse.json({ message: 'Falhou.' }, { status: 400 })
    })
    const { user } = setup()
    await toStep(user, 4)
    const submit = screen.getByRole('button', { name: 'Criar conta' })
    await user.dblClick(submit)
    await waitFor(() => expect(submit).toBeDisabled())
    expect(screen.getByRole('button', { name: 'Voltar' })).toBeDisabled()
    await waitFor(() => expect(submit).toBeEnabled())
    expect(bodies).toHaveLength(1)
  })
})

describe('register modal: failures', () => {
  it('a 422 field body: every message a notice, the first in the form, each field on its step', async () => {
    captureRegister(() =>
      HttpResponse.json(
        {
          email: ['O campo email já está sendo utilizado.'],
          phone: ['O campo telefone já está sendo utilizado.'],
        },
        { status: 422 },
      ),
    )
    const { user } = setup()
    await toStep(user, 4)
    await user.click(screen.getByRole('button', { name: 'Criar conta' }))
    expect(await screen.findByText('Qual é o seu email?')).toBeInTheDocument()
    expect(within(screen.getByRole('dialog')).getByRole('alert')).toHaveTextContent(
      'O campo email já está sendo utilizado.',
    )
    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription('O campo email já está sendo utilizado.')
    expect(await screen.findAllByText('O campo telefone já está sendo utilizado.')).not.toHaveLength(0)
    await user.clear(screen.getByLabelText('Email'))
    await fill(user, screen.getByLabelText('Email'), `outra.${Date.now()}@example.com`)
    await user.click(next())
    expect(screen.getByLabelText('Telefone com DDD')).toHaveAccessibleDescription(
      'O campo telefone já está sendo utilizado.',
    )
  })

  it("a 400 with a message shows the server's words", async () => {
    captureRegister(() => HttpResponse.json({ message: 'Cadastro temporariamente indisponível.' }, { status: 400 }))
    const { user } = setup()
    await toStep(user, 4)
    await user.click(screen.getByRole('button', { name: 'Criar conta' }))
    expect(await formAlert()).toHaveTextContent('Cadastro temporariamente indisponível.')
    expect(screen.getAllByText('Cadastro temporariamente indisponível.')).toHaveLength(2)
  })

  it('a 500 that is not JSON: the generic notice and the unreadable-body line', async () => {
    captureRegister(
      () => new HttpResponse('<html>Server Error</html>', { status: 500, headers: { 'Content-Type': 'text/html' } }),
    )
    const { user } = setup()
    await toStep(user, 4)
    await user.click(screen.getByRole('button', { name: 'Criar conta' }))
    expect(await screen.findByText('Um erro inesperado ocorreu durante o cadastro.')).toBeInTheDocument()
    expect(within(screen.getByRole('dialog')).getByRole('alert')).toHaveTextContent(
      'Erro ao processar resposta do servidor.',
    )
    expect(screen.getByText('Finalize seu cadastro')).toBeInTheDocument()
  })

  it('an error without a message: Erro ao realizar cadastro.', async () => {
    captureRegister(() => HttpResponse.json({}, { status: 500 }))
    const { user } = setup()
    await toStep(user, 4)
    await user.click(screen.getByRole('button', { name: 'Criar conta' }))
    expect(await formAlert()).toHaveTextContent('Erro ao realizar cadastro.')
  })

  it('no response: the connection message', async () => {
    captureRegister(() => HttpResponse.error())
    const { user } = setup()
    await toStep(user, 4)
    await user.click(screen.getByRole('button', { name: 'Criar conta' }))
    expect(await formAlert()).toHaveTextContent('Erro de conexão. Verifique sua internet e tente novamente.')
  })

  it('a 200 that breaks the contract counts as unreadable, and nobody is logged in', async () => {
    const store = createStore()
    captureRegister(() => HttpResponse.json({ ok: true }))
    const { user } = setup({ store })
    await toStep(user, 4)
    await user.click(screen.getByRole('button', { name: 'Criar conta' }))
    expect(await formAlert()).toHaveTextContent('Erro ao processar resposta do servidor.')
    expect(screen.getByText('Um erro inesperado ocorreu durante o cadastro.')).toBeInTheDocument()
    expect(store.get(tokenAtom)).toBeNull()
  })
})
