import { expect, test, type Page } from '@playwright/test'
import { readLocalStorage } from './support.ts'

// A break from the wallet area, on the deployed demo (mock in the service worker): logged out at once, login refused
// with the date, and the cash balance still withdrawable from the refusal.

const DEMO = { email: 'demo@jogada.com.br', password: 'Jogada@2026' }

// The demo boots its mock in the page and the journey crosses five screens: room for a slow shared runner.
test.describe.configure({ timeout: 120_000 })

function loginDialog(page: Page) {
  return page.getByRole('dialog', { name: 'Entrar na sua conta' })
}

async function logIn(page: Page) {
  await page.goto('/openlogin')
  const dialog = loginDialog(page)
  await dialog.getByLabel('Email ou telefone').fill(DEMO.email)
  await dialog.getByLabel(/^Senha/).fill(DEMO.password)
  await dialog.getByRole('button', { name: 'Entrar' }).click()
}

async function openConfirmation(page: Page) {
  await page.goto('/profile/pause')
  await expect(page.getByRole('heading', { level: 1, name: 'Pausa e autoexclusão' })).toBeVisible()
  await page.getByRole('radio', { name: '24 horas' }).check()
  await page.getByRole('button', { name: 'Continuar' }).click()
  const dialog = page.getByRole('dialog', { name: 'Confirmar pausa' })
  await expect(dialog).toBeVisible()
  return dialog
}

test('a 24-hour break logs the player out, login is refused with the date, and the cash balance can be withdrawn', async ({
  page,
}) => {
  await logIn(page)
  await expect(page.getByRole('button', { name: 'Menu da conta' })).toBeVisible({ timeout: 30_000 })

  const dialog = await openConfirmation(page)
  await expect(dialog.getByText('você sai da conta agora, em todos os aparelhos;')).toBeVisible()
  await dialog.getByLabel(/Sua senha/).fill(DEMO.password)
  await dialog.getByRole('button', { name: 'Confirmar pausa' }).click()
  await expect(
    page.getByText(/^Pausa registrada\. Você poderá entrar novamente em \d{2}\/\d{2}\/\d{4} às/),
  ).toBeVisible()
  await expect.poll(() => readLocalStorage(page, 'token')).toBeNull()
  await expect(page).toHaveURL(/\/$/)

  await logIn(page)
  const refusal = loginDialog(page).getByRole('alert')
  await expect(refusal).toContainText(
    /^Sua conta está em pausa até \d{2}\/\d{2}\/\d{4} às \d{2}:\d{2} \(horário de Brasília\)\. Até lá, você ainda pode sacar seu saldo\./,
  )
  expect(await readLocalStorage(page, 'token')).toBeNull()

  await refusal.getByRole('link', { name: 'Sacar meu saldo' }).click()
  await expect(page).toHaveURL(/\/pausa\/saque$/)
  await expect(page.getByRole('heading', { level: 1, name: 'Saque durante a pausa' })).toBeVisible()
  await page.getByRole('textbox', { name: /Valor/ }).fill('100')
  await page.getByRole('textbox', { name: /^Chave PIX/ }).fill('52998224725')
  await page.getByRole('button', { name: 'Solicitar saque' }).click()
  await expect(page.getByRole('status').filter({ hasText: 'Saque solicitado com sucesso!' })).toBeVisible()
})
