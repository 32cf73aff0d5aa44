import { describe, expect, it } from 'vitest'
import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { delay, getResponse, HttpResponse, RequestHandler } from 'msw'
import { handlers } from '@mocks/handlers/index.ts'
import { server } from '@mocks/node.ts'
import { configureApi } from '@/api/client.ts'
import { authModalAtom, tokenAtom, userAtom } from '@/shared/session.ts'
import { renderRoute } from '@/testing/render.tsx'
import { fill } from '@/testing/typing.ts'
import { captureRequests, configureAppClient, DEMO_PLAYER, faults } from '@/testing/auth-fixtures.ts'
import { override } from '@mocks/override.ts'
import { authLogin } from '@/api/auth.ts'
import { settingsData } from '@/api/settings.ts'

const LOGIN = authLogin

async function openModal(url = '/openlogin') {
  configureAppClient()
  const ctx = renderRoute(url)
  const dialog = await screen.findByRole('dialog', { name: 'Entrar na sua conta' }, { timeout: 10_000 })
  const view = within(dialog)
  return {
    ...ctx,
    dialog: view,
    identifier: view.getByLabelText(/Email ou telefone/),
    password: view.getByLabelText(/^Senha/),
    submit: view.getByRole('button', { name: 'Entrar' }),
  }
}

/** Fills both fields whole and submits: the tests that use it are about the answer, not the typing. */
async function fillAndSubmit(identifier: string, password: string) {
  const modal = await openModal()
  const user = userEvent.setup()
  await fill(user, modal.identifier, identifier)
  await fill(user, modal.password, password)
  await user.click(modal.submit)
  return modal
}

describe('login modal: the form', () => {
  it('has the labelled fields, the links and the welcome bonus line from the settings', async () => {
    const { dialog } = await openModal()
    expect(dialog.getByRole('checkbox', { name: 'Lembrar de mim' })).not.toBeChecked()
    expect(dialog.getByRole('link', { name: 'Esqueceu a senha?' })).toHaveAttribute('href', '/forgot-password')
    expect(dialog.getByRole('button', { name: 'Criar conta' })).toBeInTheDocument()
    expect(dialog.getByText(/^Bônus de boas-vindas de 100% até R\$\s500,00$/)).toBeInTheDocument()
  })

  it('hides the welcome bonus line when initial_bonus is 0', async () => {
    server.use(
      override(settingsData, async ({ request }) => {
        const real = await getResponse(
          handlers.filter((h) => h instanceof RequestHandler),
          request,
        )
        const body = (await real?.json()) as { setting: Record<string, unknown> }
        return HttpResponse.json({ setting: { ...body.setting, initial_bonus: 0 } })
      }),
    )
    const { dialog } = await openModal()
    expect(dialog.queryByText(/Bônus de boas-vindas/)).not.toBeInTheDocument()
  })

  it('the password toggle is a named button that shows and hides the password', async () => {
    const { dialog, password } = await openModal()
    expect(password).toHaveAttribute('type', 'password')
    await userEvent.click(dialog.getByRole('button', { name: 'Mostrar senha' }))
    expect(password).toHaveAttribute('type', 'text')
    await userEvent.click(dialog.getByRole('button', { name: 'Ocultar senha' }))
    expect(password).toHaveAttribute('type', 'password')
  })

  it('says the e-mail or phone is required, and keeps Entrar disabled while it is not valid', async () => {
    const { dialog, identifier, submit } = await openModal()
    expect(submit).toBeDisabled()
    await userEvent.click(identifier)
    await userEvent.tab()
    expect(await dialog.findByText('Informe seu email ou telefone.')).toBeInTheDocument()
  })

  it('an invalid e-mail reads "Digite um email válido." and the button stays disabled', async () => {
    const { dialog, identifier, submit } = await openModal()
    await userEvent.type(identifier, 'maria@exemplo')
    await userEvent.tab()
    expect(await dialog.findByText('Digite um email válido.')).toBeInTheDocument()
    expect(submit).toBeDisabled()
    await userEvent.type(identifier, '.com')
    expect(dialog.queryByText('Digite um email válido.')).not.toBeInTheDocument()
    expect(submit).toBeEnabled()
  })

  it('an incomplete phone reads "Digite um telefone válido com DDD."', async () => {
    const { dialog, identifier, submit } = await openModal()
    await userEvent.type(identifier, '(11) 9876')
    await userEvent.tab()
    expect(await dialog.findByText('Digite um telefone válido com DDD.')).toBeInTheDocument()
    expect(submit).toBeDisabled()
  })

  it('an empty password reads "Informe sua senha." and nothing is sent', async () => {
    const calls = captureRequests(LOGIN)
    const { dialog, identifier, submit } = await openModal()
    await fill(userEvent, identifier, DEMO_PLAYER.email)
    await userEvent.click(submit)
    expect(await dialog.findByText('Informe sua senha.')).toBeInTheDocument()
    expect(calls).toHaveLength(0)
  })

  it('"Criar conta" switches to the register modal', async () => {
    const { dialog, store } = await openModal()
    await userEvent.click(dialog.getByRole('button', { name: 'Criar conta' }))
    expect(store.get(authModalAtom)).toBe('register')
  })

  it('"Esqueceu a senha?" closes the modal and opens /forgot-password', async () => {
    const { dialog, store, router } = await openModal()
    await userEvent.click(dialog.getByRole('link', { name: 'Esqueceu a senha?' }))
    await waitFor(() => expect(router.state.location.pathname).toBe('/forgot-password'))
    expect(store.get(authModalAtom)).toBeNull()
  })
})

describe('login modal: success', () => {
  it('logs in by e-mail: sends { email, password, remember }, stores the session, notices, closes and goes home', async () => {
    const calls = captureRequests(LOGIN)
    const modal = await openModal()
    const user = userEvent.setup()
    await fill(user, modal.identifier, ` ${DEMO_PLAYER.email} `)
    await fill(user, modal.password, DEMO_PLAYER.password)
    await userEvent.click(modal.dialog.getByRole('checkbox', { name: 'Lembrar de mim' }))
    await userEvent.click(modal.submit)
    expect(await screen.findByText('Login realizado com sucesso!')).toBeInTheDocument()
    expect(calls[0]?.body).toEqual({ email: DEMO_PLAYER.email, password: DEMO_PLAYER.password, remember: true })
    expect(modal.store.get(tokenAtom)).toMatch(/.+/)
    expect(localStorage.getItem('token')).toBe(modal.store.get(tokenAtom))
    expect(modal.store.get(userAtom)?.email).toBe(DEMO_PLAYER.email)
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    await waitFor(() => expect(modal.router.state.location.pathname).toBe('/'))
  })

  it('logs in by phone: a typed phone is sent as { phone: digits }', async () => {
    const calls = captureRequests(LOGIN)
    const modal = await fillAndSubmit('(11) 98765-4321', DEMO_PLAYER.password)
    expect(await screen.findByText('Login realizado com sucesso!')).toBeInTheDocument()
    expect(calls[0]?.body).toEqual({ phone: DEMO_PLAYER.phone, password: DEMO_PLAYER.password, remember: false })
    expect(modal.store.get(userAtom)?.email).toBe(DEMO_PLAYER.email)
  })

  it('goes to the remembered destination after login (the guard) and clears it', async () => {
    configureAppClient()
    const { router } = renderRoute('/profile/wallet')
    const dialog = within(await screen.findByRole('dialog', { name: 'Entrar na sua conta' }, { timeout: 10_000 }))
    const user = userEvent.setup()
    await fill(user, dialog.getByLabelText(/Email ou telefone/), DEMO_PLAYER.email)
    await fill(user, dialog.getByLabelText(/^Senha/), DEMO_PLAYER.password)
    await userEvent.click(dialog.getByRole('button', { name: 'Entrar' }))
    await waitFor(() => expect(router.state.location.pathname).toBe('/profile/wallet'))
  })

  it('a second submit while the first is in flight sends nothing', async () => {
    const calls = captureRequests(LOGIN, async () => {
      await delay(200)
      return HttpResponse.json({ error: 'Check credentials' }, { status: 400 })
    })
    const modal = await openModal()
    const user = userEvent.setup()
    await fill(user, modal.identifier, DEMO_PLAYER.email)
    await fill(user, modal.password, 'whatever1')
    const form = modal.submit.closest('form')
    if (!form) throw new Error('no form')
    // Two submits in the same tick: before React re-renders with the pending state.
    fireEvent.submit(form)
    fireEvent.submit(form)
    await userEvent.click(modal.submit)
    expect(await screen.findAllByText('Check credentials')).not.toHaveLength(0)
    expect(calls).toHaveLength(1)
  })
})

describe('login modal: failures', () => {
  it('wrong password (400 { error }) shows the message as a notice and in the form', async () => {
    const { dialog } = await fillAndSubmit(DEMO_PLAYER.email, 'Errada@123')
    expect(await dialog.findByRole('alert')).toHaveTextContent('Check credentials')
    expect(screen.getAllByText('Check credentials')).toHaveLength(2)
    expect(localStorage.getItem('token')).toBeNull()
  })

  it('a throttled login (429 after five wrong passwords) shows the server’s words in the form, even for the right password', async () => {
    const { dialog, identifier, password, submit } = await openModal()
    const user = userEvent.setup()
    const attempt = async (typed: string) => {
      await user.clear(password)
      await fill(user, password, typed)
      await user.click(submit)
      await waitFor(() => expect(submit).toBeEnabled())
    }
    await fill(user, identifier, DEMO_PLAYER.email)
    for (let i = 0; i < 5; i++) await attempt('Errada@123')
    expect(dialog.getByRole('alert')).toHaveTextContent('Check credentials')
    await attempt(DEMO_PLAYER.password)
    const words = 'Muitas tentativas de login. Tente novamente em 1 minuto.'
    // The form's line says it (the notice joins the queue behind the five "Check credentials" ones).
    await waitFor(() => expect(dialog.getByRole('alert')).toHaveTextContent(words))
    expect(localStorage.getItem('token')).toBeNull()
  })

  it('a field body (422) shows every message as a notice and the first in the form', async () => {
    server.use(
      override(
        LOGIN,
        faults.json(422, { email: ['O campo email é inválido.'], password: ['O campo senha é obrigatório.'] }),
      ),
    )
    const { dialog } = await fillAndSubmit(DEMO_PLAYER.email, 'x')
    expect(await dialog.findByRole('alert')).toHaveTextContent('O campo email é inválido.')
    // The form line, the field and the notice all say the first message; the second is a notice.
    expect(await screen.findAllByText('O campo email é inválido.')).toHaveLength(3)
    expect(screen.getAllByText('O campo senha é obrigatório.')).toHaveLength(2)
  })

  it('an unreadable body (500 HTML) shows the unexpected-error notice and the processing line', async () => {
    server.use(override(LOGIN, faults.html500()))
    const { dialog } = await fillAndSubmit(DEMO_PLAYER.email, DEMO_PLAYER.password)
    expect(await dialog.findByRole('alert')).toHaveTextContent('Erro ao processar resposta do servidor.')
    expect(await screen.findByText('Um erro inesperado ocorreu durante o login.')).toBeInTheDocument()
  })

  it("a 4xx body with a message shows the server's words", async () => {
    server.use(override(LOGIN, faults.json(429, { message: 'Muitas tentativas. Aguarde um minuto.' })))
    const { dialog } = await fillAndSubmit(DEMO_PLAYER.email, DEMO_PLAYER.password)
    expect(await dialog.findByRole('alert')).toHaveTextContent('Muitas tentativas. Aguarde um minuto.')
    expect(screen.getAllByText('Muitas tentativas. Aguarde um minuto.')).toHaveLength(2)
  })

  it("a 5xx shows the form's own text, never the body's words (a debug trace must not reach the screen)", async () => {
    server.use(override(LOGIN, faults.json(500, { message: 'SQLSTATE[HY000] at /var/www/app/Http/Login.php:42' })))
    const { dialog } = await fillAndSubmit(DEMO_PLAYER.email, DEMO_PLAYER.password)
    expect(await dialog.findByRole('alert')).toHaveTextContent('Erro ao fazer login.')
    expect(screen.getAllByText('Erro ao fazer login.')).toHaveLength(2)
    expect(screen.queryByText(/SQLSTATE/)).not.toBeInTheDocument()
  })

  it('a body without words falls back to "Erro ao fazer login."', async () => {
    server.use(override(LOGIN, faults.json(400, { status: false })))
    const { dialog } = await fillAndSubmit(DEMO_PLAYER.email, DEMO_PLAYER.password)
    expect(await dialog.findByRole('alert')).toHaveTextContent('Erro ao fazer login.')
    expect(screen.getAllByText('Erro ao fazer login.')).toHaveLength(2)
  })

  it('no response (network) shows the connection text', async () => {
    server.use(override(LOGIN, faults.network()))
    const { dialog } = await fillAndSubmit(DEMO_PLAYER.email, DEMO_PLAYER.password)
    expect(await dialog.findByRole('alert')).toHaveTextContent(
      'Erro de conexão. Verifique sua internet e tente novamente.',
    )
  })

  it('no response in time (timeout) shows the connection text', async () => {
    server.use(override(LOGIN, faults.hang()))
    const modal = await openModal()
    configureApi({ timeout: 100 })
    const user = userEvent.setup()
    await fill(user, modal.identifier, DEMO_PLAYER.email)
    await fill(user, modal.password, DEMO_PLAYER.password)
    await user.click(modal.submit)
    expect(await modal.dialog.findByRole('alert')).toHaveTextContent(
      'Erro de conexão. Verifique sua internet e tente novamente.',
    )
  })

  it('a success answer that breaks the contract counts as unreadable', async () => {
    server.use(override(LOGIN, faults.malformed()))
    const { dialog } = await fillAndSubmit(DEMO_PLAYER.email, DEMO_PLAYER.password)
    expect(await dialog.findByRole('alert')).toHaveTextContent('Erro ao processar resposta do servidor.')
    expect(screen.getByText('Um erro inesperado ocorreu durante o login.')).toBeInTheDocument()
    expect(localStorage.getItem('token')).toBeNull()
  })
})
