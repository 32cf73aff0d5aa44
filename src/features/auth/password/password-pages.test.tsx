import { describe, expect, it, vi } from 'vitest'
import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { delay, HttpResponse } from 'msw'
import { mailboxMessages } from '@mocks/auth/mailbox.ts'
import { server } from '@mocks/node.ts'
import { authForgetPassword, authLogin, authResetPassword } from '@/api/auth.ts'
import { callApi } from '@/api/client.ts'
import { renderRoute, renderWithProviders } from '@/testing/render.tsx'
import { fill } from '@/testing/typing.ts'
import { captureRequests, demoSessionStore, DEMO_PLAYER, faults } from '@/testing/auth-fixtures.ts'
import { ResetPasswordPage } from './reset-password-page.tsx'
import { override } from '@mocks/override.ts'

const FORGOT = authForgetPassword
const RESET = authResetPassword

async function openForgot() {
  renderRoute('/forgot-password')
  const field = await screen.findByLabelText(/Email ou telefone/, {}, { timeout: 10_000 })
  return { field, submit: screen.getByRole('button', { name: 'Redefinir senha' }) }
}

/** Asks for a reset: the field pasted whole, on the way to the answer (src/testing/typing.ts). */
async function requestReset(value: string) {
  const { field, submit } = await openForgot()
  await fill(userEvent, field, value)
  await userEvent.click(submit)
}

describe('/forgot-password', () => {
  it('has the placeholder, the Reset Password button and the way home, in the full-screen layout', async () => {
    const { field } = await openForgot()
    expect(field).toHaveAttribute('placeholder', 'Digite seu email ou telefone')
    expect(screen.getByRole('link', { name: 'Voltar para a Home' })).toHaveAttribute('href', '/')
    // The page replaces the shell: no top bar behind it.
    expect(screen.queryByRole('banner')).not.toBeInTheDocument()
  })

  it('the field is required', async () => {
    const calls = captureRequests(FORGOT)
    const { submit } = await openForgot()
    await userEvent.click(submit)
    expect(await screen.findByText('Informe seu email ou telefone.')).toBeInTheDocument()
    expect(calls).toHaveLength(0)
  })

  it('sends the e-mail and says the token was sent; the mock mailbox has the link', async () => {
    const calls = captureRequests(FORGOT)
    await requestReset(DEMO_PLAYER.email)
    await waitFor(() => expect(screen.getAllByText('Um token foi enviado para você em sua caixa de E-mail!')).toHaveLength(2))
    expect(calls[0]?.body).toEqual({ email: DEMO_PLAYER.email })
    expect(mailboxMessages()[0]?.link).toMatch(/^\/reset-password\/.+/)
  })

  it('a phone is sent as its digits', async () => {
    const calls = captureRequests(FORGOT)
    await requestReset('(11) 98765-4321')
    await waitFor(() => expect(screen.getAllByText('Um token foi enviado para você em sua caixa de E-mail!')).toHaveLength(2))
    expect(calls[0]?.body).toEqual({ email: DEMO_PLAYER.phone })
  })

  it('an unknown address shows every message of the error object (422)', async () => {
    await requestReset('ninguem@example.com')
    // The notice and the line under the field.
    await waitFor(() => expect(screen.getAllByText('Não encontramos um usuário com esse endereço de e-mail.')).toHaveLength(2))
  })

  it('each value of an error object is its own notice', async () => {
    server.use(override(FORGOT, faults.json(400, { error: 'Primeira.', message: 'Segunda.' })))
    await requestReset(DEMO_PLAYER.email)
    expect(await screen.findByText('Primeira.')).toBeInTheDocument()
    expect(screen.getByText('Segunda.')).toBeInTheDocument()
  })

  it.each([
    ['500 HTML', faults.html500(), 'Erro ao processar requisição'],
    ['network', faults.network(), 'Erro de conexão. Verifique sua internet e tente novamente.'],
    ['malformed', () => HttpResponse.text('not json'), 'Erro ao processar requisição'],
  ])('%s: the notice reads the matching text', async (_, answer, text) => {
    server.use(override(FORGOT, answer))
    await requestReset(DEMO_PLAYER.email)
    expect(await screen.findByText(text)).toBeInTheDocument()
  })

  it('a logged-in player goes home', async () => {
    const { router } = renderRoute('/forgot-password', { store: (await demoSessionStore()).store })
    await waitFor(() => expect(router.state.location.pathname).toBe('/'))
  })
})

async function resetToken(): Promise<string> {
  await callApi(authForgetPassword, { body: { email: DEMO_PLAYER.email } })
  const link = mailboxMessages()[0]?.link ?? ''
  return link.replace('/reset-password/', '')
}

function renderReset(token: string) {
  const goToLogin = vi.fn()
  renderWithProviders(<ResetPasswordPage token={token} goToLogin={goToLogin} />, { route: `/reset-password/${token}` })
  return { goToLogin }
}

/** Sends the new password: both fields pasted whole, on the way to the answer (src/testing/typing.ts). */
async function fillReset(password: string, confirmation: string) {
  await fill(userEvent, await screen.findByLabelText(/^Nova senha/), password)
  await fill(userEvent, screen.getByLabelText(/^Confirmar nova senha/), confirmation)
  await userEvent.click(screen.getByRole('button', { name: 'Salvar nova senha' }))
}

describe('/reset-password/{token}', () => {
  it('renders at its route with both fields, their toggles and a back button', async () => {
    renderRoute('/reset-password/abc123')
    expect(await screen.findByRole('heading', { name: 'Redefinir senha' }, { timeout: 10_000 })).toBeInTheDocument()
    expect(screen.getAllByRole('button', { name: 'Mostrar senha' })).toHaveLength(2)
    expect(screen.getByRole('button', { name: 'Voltar' })).toBeInTheDocument()
  })

  it('both fields are required', async () => {
    const calls = captureRequests(RESET)
    renderReset('abc')
    await userEvent.click(await screen.findByRole('button', { name: 'Salvar nova senha' }))
    expect(screen.getAllByText('Campo obrigatório.')).toHaveLength(2)
    expect(calls).toHaveLength(0)
  })

  it('reads "Enviando..." while sending', async () => {
    server.use(
      override(RESET, async () => {
        await delay('infinite')
        return HttpResponse.json({})
      }),
    )
    renderReset('abc')
    await fillReset('NovaSenha@1', 'NovaSenha@1')
    expect(await screen.findByRole('button', { name: 'Enviando...' })).toBeDisabled()
  })

  it('success: the new password works, the notice shows, then a full page load of /login', async () => {
    const token = await resetToken()
    const calls = captureRequests(RESET)
    const { goToLogin } = renderReset(token)
    await fillReset('NovaSenha@1', 'NovaSenha@1')
    expect(await screen.findByText('Senha restaurada com sucesso!')).toBeInTheDocument()
    expect(calls[0]?.body).toEqual({ password: 'NovaSenha@1', password_confirmation: 'NovaSenha@1', token })
    await waitFor(() => expect(goToLogin).toHaveBeenCalledTimes(1), { timeout: 10_000 })
    const session = await callApi(authLogin, { body: { email: DEMO_PLAYER.email, password: 'NovaSenha@1' } })
    expect(session.access_token).toMatch(/.+/)
  })

  it('a bad or expired token shows the server message', async () => {
    const { goToLogin } = renderReset('token-que-nao-existe')
    await fillReset('NovaSenha@1', 'NovaSenha@1')
    await waitFor(() => expect(screen.getAllByText('Token inválido ou expirado.')).toHaveLength(2))
    expect(goToLogin).not.toHaveBeenCalled()
  })

  it("the server's field messages (422) all show, each under its field too", async () => {
    server.use(
      override(
        RESET,
        faults.json(422, {
          password: ['O campo senha deve ter pelo menos 8 caracteres.'],
          password_confirmation: ['O campo confirmação da senha não confere.'],
        }),
      ),
    )
    renderReset('abc')
    await fillReset('curta', 'outra')
    // Notice, form line and field: three times each.
    expect(await screen.findAllByText('O campo senha deve ter pelo menos 8 caracteres.')).toHaveLength(3)
    expect(screen.getAllByText('O campo confirmação da senha não confere.')).toHaveLength(3)
  })

  it.each([
    ['500 HTML', faults.html500(), 'Erro ao processar requisição'],
    ['network', faults.network(), 'Erro de conexão. Verifique sua internet e tente novamente.'],
  ])('%s: the notice reads the matching text', async (_, answer, text) => {
    server.use(override(RESET, answer))
    renderReset('abc')
    await fillReset('NovaSenha@1', 'NovaSenha@1')
    await waitFor(() => expect(screen.getAllByText(text)).toHaveLength(2))
  })
})
