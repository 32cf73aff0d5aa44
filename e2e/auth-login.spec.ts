import { expect, test, type Page } from '@playwright/test'
import { control, expectShell, followLoginLink, readLocalStorage } from './support.ts'

// The session journeys: log in, stay logged in, log out, recover a password, on the deployed demo (mock in the service
// worker). One form's rules (the phone mask, a phone login's body, a wrong password's message) are the component
// tests' (login-modal.test.tsx, login-page.test.tsx).

const DEMO = { email: 'demo@jogada.com.br', phone: '11987654321', password: 'Jogada@2026' }

function loginDialog(page: Page) {
  return page.getByRole('dialog', { name: 'Entrar na sua conta' })
}

async function logInWithModal(page: Page, identifier: string, password = DEMO.password) {
  const dialog = loginDialog(page)
  await expect(dialog).toBeVisible()
  await dialog.getByLabel('Email ou telefone').fill(identifier)
  await dialog.getByLabel(/^Senha/).fill(password)
  await dialog.getByRole('button', { name: 'Entrar' }).click()
}

async function expectLoggedIn(page: Page) {
  await expect(page.getByRole('button', { name: 'Menu da conta' })).toBeVisible()
}

test('logs in by e-mail from the top bar, survives a reload, and logs out', async ({ page }) => {
  await page.goto('/support')
  await expectShell(page)
  await control(page, 'Entrar').click()
  await logInWithModal(page, DEMO.email)
  await expect(page.getByText('Login realizado com sucesso!')).toBeVisible()
  await expectLoggedIn(page)
  await expect(loginDialog(page)).toBeHidden()
  expect(await readLocalStorage(page, 'token')).toBeTruthy()

  await page.reload()
  await expectLoggedIn(page)

  await page.getByRole('button', { name: 'Menu da conta' }).click()
  await page.getByRole('menuitem', { name: 'Sair' }).click()
  await expect(page.getByText('Você foi desconectado com sucesso')).toBeVisible()
  await expectShell(page)
  await expect(page).toHaveURL(/\/$/)
  expect(await readLocalStorage(page, 'token')).toBeNull()
  expect(await readLocalStorage(page, 'user')).toBeNull()
})

test('a guarded route opens the login modal and, after login, lands there', async ({ page }) => {
  await page.goto('/profile/wallet')
  await expect(page).toHaveURL(/\/openlogin\?redirect=%2Fprofile%2Fwallet/)
  await logInWithModal(page, DEMO.email)
  await expect(page).toHaveURL(/\/profile\/wallet$/)
  await expectLoggedIn(page)
})

test('a stored token the server rejects logs the player out at start', async ({ page }) => {
  await page.goto('/')
  await expectShell(page)
  await page.evaluate(() => {
    localStorage.setItem('token', 'bogus-token')
    localStorage.setItem('user', JSON.stringify({ id: 1, name: 'Fantasma', email: 'fantasma@example.com' }))
  })
  await page.goto('/support')
  await expect(page).toHaveURL(/\/$/)
  await expectShell(page)
  await expect.poll(() => readLocalStorage(page, 'token')).toBeNull()
  await expect(loginDialog(page)).toBeHidden()
})

test('/login?user=&pass= from another site asks first, logs in once confirmed, and the credentials leave the address bar and history', async ({ page }) => {
  await page.goto('/support')
  await expectShell(page)
  await followLoginLink(page, DEMO.email, DEMO.password)
  await expectLoggedIn(page)
  expect(page.url()).not.toMatch(/pass=|user=/)
  // The entry that had them was replaced: going back finds /login without them (which sends a logged-in player home).
  await page.goBack()
  await expect(page).not.toHaveURL(/pass=|user=/)
  await expectLoggedIn(page)
})

test('/login?pass= alone leaves the address bar and the history, and logs nobody in', async ({ page }) => {
  await page.goto('/support')
  await expectShell(page)
  await page.goto('/login?pass=segredo')
  await expect(page.getByLabel('Telefone')).toBeVisible()
  await expect.poll(() => page.url()).toMatch(/\/login$/)
  await expect(page.getByLabel(/^Senha/)).toHaveValue('')
  // The entry with the password was replaced: back goes to the page before it.
  await page.goBack()
  await expect(page).toHaveURL(/\/support$/)
  expect(await readLocalStorage(page, 'token')).toBeNull()
})

test('forgot and reset the password through the demo mailbox, then log in with the new one', async ({ page }) => {
  await page.goto('/forgot-password')
  await page.getByLabel('Email ou telefone').fill(DEMO.email)
  await page.getByRole('button', { name: 'Redefinir senha' }).click()
  await expect(page.getByRole('status').filter({ hasText: 'Um token foi enviado' })).toBeVisible()

  await control(page, 'Painel de demonstração').click()
  const panel = page.getByRole('dialog', { name: 'Painel de demonstração' })
  await panel.getByRole('link', { name: 'Abrir o link do e-mail' }).first().click()
  await expect(page).toHaveURL(/\/reset-password\/.+/)

  await page.getByLabel(/^Nova senha/).fill('NovaSenha@2026')
  await page.getByLabel('Confirmar nova senha').fill('NovaSenha@2026')
  await page.getByRole('button', { name: 'Salvar nova senha' }).click()
  await expect(page.getByText('Senha restaurada com sucesso!')).toBeVisible()
  await expect(page).toHaveURL(/\/login$/)

  await page.getByLabel('Telefone').pressSequentially(DEMO.phone)
  await page.getByLabel(/^Senha/).fill('NovaSenha@2026')
  await page.getByRole('button', { name: 'Entrar' }).click()
  await expectLoggedIn(page)
})
