import { beforeEach, describe, expect, it } from 'vitest'
import { screen, waitFor } from '@testing-library/react'
import userEvent, { type UserEvent } from '@testing-library/user-event'
import { HttpResponse } from 'msw'
import { createStore } from 'jotai'
import { server } from '@mocks/node.ts'
import { renderRoute } from '@/testing/render.tsx'
import { fill } from '@/testing/typing.ts'
import { configureAppClient } from '@/testing/auth-fixtures.ts'
import { cpfCheckDigits } from '@/shared/br/cpf.ts'
import { authModalAtom, referralCodeAtom, signInAtom, tokenAtom } from '@/shared/session.ts'
import { override } from '@mocks/override.ts'
import { authRegister } from '@/api/auth.ts'

const REGISTER_URL = authRegister
// Valid check digits, owned by no seeded player.
const CPF_BASE = '398271645'
const FRESH_CPF = CPF_BASE + cpfCheckDigits(CPF_BASE)
const WRONG_CPF = CPF_BASE + (FRESH_CPF.endsWith('0') ? '01' : '00')

function captureRegister(answer?: () => Response) {
  const bodies: Array<Record<string, unknown>> = []
  server.use(
    override(REGISTER_URL, async ({ request }) => {
      bodies.push((await request.clone().json()) as Record<string, unknown>)
      return answer?.()
    }),
  )
  return bodies
}

/** Fills the whole form, each field at once: the tests that use it are about sending it, not the typing. */
async function fillForm(user: UserEvent, values: Partial<Record<'cpf' | 'name' | 'phone' | 'email', string>> = {}) {
  await fill(user, await screen.findByLabelText('CPF', {}, { timeout: 5000 }), values.cpf ?? FRESH_CPF)
  await fill(user, screen.getByLabelText('Nome completo'), values.name ?? 'João Pereira')
  await fill(user, screen.getByLabelText('Telefone com DDD'), values.phone ?? '31987651234')
  await fill(user, screen.getByLabelText('Email'), values.email ?? `joao.${Date.now() % 100000}@ex.com`)
  await fill(user, screen.getByLabelText('Senha'), 'Senha@123')
  await fill(user, screen.getByLabelText('Confirmar senha'), 'Senha@123')
}

const submit = (user: UserEvent) => user.click(screen.getByRole('button', { name: 'Criar conta' }))

// Typing a whole form through user-event takes a few seconds in jsdom.
describe('register page', { timeout: 20_000 }, () => {
  // As main.tsx does at boot: the session supervisor verifies the new token with it.
  beforeEach(() => configureAppClient())

  it('keeps Criar conta disabled and dimmed while the e-mail is invalid, saying why once the field is left', async () => {
    const user = userEvent.setup()
    renderRoute('/register')
    const email = await screen.findByLabelText('Email', {}, { timeout: 5000 })
    const button = screen.getByRole('button', { name: 'Criar conta' })
    expect(button).toBeDisabled()
    await user.type(email, 'joao@ex')
    expect(button).toBeDisabled()
    expect(button).toHaveAttribute('data-disabled', 'true')
    await user.tab()
    expect(await screen.findByText('Digite um e-mail válido.')).toBeInTheDocument()
    await user.type(email, '.com')
    expect(button).toBeEnabled()
  })

  it('with a valid e-mail, a submit shows every other field message and sends nothing', async () => {
    const bodies = captureRegister()
    const user = userEvent.setup()
    renderRoute('/register')
    await fill(user, await screen.findByLabelText('Email', {}, { timeout: 5000 }), 'joao@ex.com')
    await submit(user)
    expect(await screen.findByText('Digite um CPF válido.')).toBeInTheDocument()
    expect(screen.getByText('O nome deve ter pelo menos 3 caracteres.')).toBeInTheDocument()
    expect(screen.getByText('Digite um telefone válido com DDD.')).toBeInTheDocument()
    expect(screen.getByText('Sua senha deve ter pelo menos 8 caracteres.')).toBeInTheDocument()
    expect(bodies).toHaveLength(0)
  })

  it('masks the cpf and phone, and checks cpf digits, name and e-mail lengths and the confirmation', async () => {
    const user = userEvent.setup()
    renderRoute('/register')
    const cpf = await screen.findByLabelText('CPF')
    await user.type(cpf, WRONG_CPF)
    expect(cpf).toHaveValue(`398.271.645-${WRONG_CPF.slice(9)}`)
    const phone = screen.getByLabelText('Telefone com DDD')
    await user.type(phone, '3198765123499')
    expect(phone).toHaveValue('(31) 98765-1234')
    // The lengths and the confirmation are checked on the submit: those fields are pasted whole.
    await fill(user, screen.getByLabelText('Nome completo'), 'x'.repeat(65))
    await fill(user, screen.getByLabelText('Email'), 'um.email.bem.comprido@exemplo.com.br')
    await fill(user, screen.getByLabelText('Senha'), 'Senha@123')
    await fill(user, screen.getByLabelText('Confirmar senha'), 'Senha@124')
    await submit(user)
    expect(await screen.findByText('Digite um CPF válido.')).toBeInTheDocument()
    expect(screen.getByText('O nome deve ter no máximo 64 caracteres.')).toBeInTheDocument()
    expect(screen.getByText('O e-mail deve ter no máximo 32 caracteres.')).toBeInTheDocument()
    expect(screen.getByText('As senhas não coincidem.')).toBeInTheDocument()
  })

  it('registers with cpf and phone as digits, terms accepted, and goes to /profile/deposit', async () => {
    const store = createStore()
    const bodies = captureRegister()
    const user = userEvent.setup()
    const { router } = renderRoute('/register', { store })
    await fillForm(user)
    await submit(user)
    await waitFor(() => expect(router.state.location.pathname).toBe('/profile/deposit'), { timeout: 5000 })
    expect(bodies[0]).toMatchObject({ cpf: FRESH_CPF, phone: '31987651234', term_a: true, agreement: true })
    expect(bodies[0]).not.toHaveProperty('reference_code')
    expect(store.get(tokenAtom)).toBeTruthy()
  })

  it('takes the route segment as the referral code', async () => {
    const store = createStore()
    const bodies = captureRegister(() => HttpResponse.json({ message: 'Indisponível.' }, { status: 400 }))
    const user = userEvent.setup()
    renderRoute('/register/JOGADA1', { store })
    expect(await screen.findByText('Código de indicação: JOGADA1')).toBeInTheDocument()
    await waitFor(() => expect(store.get(referralCodeAtom)).toBe('JOGADA1'))
    await fillForm(user)
    await submit(user)
    await waitFor(() => expect(bodies).toHaveLength(1))
    expect(bodies[0]).toMatchObject({ reference_code: 'JOGADA1' })
    expect(bodies[0]).not.toHaveProperty('spin_token')
  })

  it('the /register/JOGADA1 page shows the referral code in the full-screen layout', async () => {
    const store = createStore()
    renderRoute('/register/JOGADA1', { store })
    expect(await screen.findByRole('heading', { level: 1, name: 'Cadastro' }, { timeout: 5000 })).toBeInTheDocument()
    expect(await screen.findByText('Código de indicação: JOGADA1')).toBeInTheDocument()
    expect(screen.getByLabelText('CPF')).toBeInTheDocument()
    // The page is the registration, without the shell's top bar; the code reaches the session (the register modal's
    // pre-fill) and no modal opens on top of the page.
    expect(screen.queryByRole('banner')).not.toBeInTheDocument()
    await waitFor(() => expect(store.get(referralCodeAtom)).toBe('JOGADA1'))
    expect(store.get(authModalAtom)).toBeNull()
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
  })

  it('takes ?code= as the referral code', async () => {
    const bodies = captureRegister(() => HttpResponse.json({ message: 'Indisponível.' }, { status: 400 }))
    const user = userEvent.setup()
    renderRoute('/register?code=AMIGO10')
    expect(await screen.findByText('Código de indicação: AMIGO10')).toBeInTheDocument()
    await fillForm(user)
    await submit(user)
    await waitFor(() => expect(bodies).toHaveLength(1))
    expect(bodies[0]).toMatchObject({ reference_code: 'AMIGO10' })
  })

  it('keeps a segment that decodes as {signature, nonce} as the spin token, with its data', async () => {
    const data = { index: 3, prize: { currency: 'BRL', value: '20.00' } }
    const token = btoa(JSON.stringify({ signature: 'f'.repeat(64), nonce: 'n-123', data }))
      .replace(/\+/g, '-')
      .replace(/\//g, '_')
      .replace(/=+$/, '')
    const bodies = captureRegister(() => HttpResponse.json({ message: 'Indisponível.' }, { status: 400 }))
    const user = userEvent.setup()
    renderRoute(`/register/${token}`)
    expect(await screen.findByText(/prêmio da roleta/)).toBeInTheDocument()
    expect(screen.queryByText(/Código de indicação/)).not.toBeInTheDocument()
    await fillForm(user)
    await submit(user)
    await waitFor(() => expect(bodies).toHaveLength(1))
    expect(bodies[0]).toMatchObject({ spin_token: token, spin_data: data })
    expect(bodies[0]).not.toHaveProperty('reference_code')
  })

  it("puts the server's field messages on the fields, every one a notice, the first in the form", async () => {
    captureRegister(() =>
      HttpResponse.json(
        { cpf: ['O campo CPF já está sendo utilizado.'], email: ['O campo email já está sendo utilizado.'] },
        { status: 422 },
      ),
    )
    const user = userEvent.setup()
    renderRoute('/register')
    await fillForm(user)
    await submit(user)
    await waitFor(() =>
      expect(screen.getByLabelText('CPF')).toHaveAccessibleDescription('O campo CPF já está sendo utilizado.'),
    )
    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription('O campo email já está sendo utilizado.')
    // In the form's line, beside the field and as a notice.
    expect(screen.getAllByText('O campo CPF já está sendo utilizado.')).toHaveLength(3)
    expect(screen.getAllByText('O campo email já está sendo utilizado.')).toHaveLength(2)
  })

  it('a logged-in player goes home', async () => {
    const store = createStore()
    store.set(signInAtom, { token: 'abc', user: { id: 1, name: 'Maria', email: 'maria@example.com' } })
    localStorage.setItem('token', 'abc')
    const { router } = renderRoute('/register/JOGADA1', { store })
    await waitFor(() => expect(router.state.location.pathname).toBe('/'))
  })
})
