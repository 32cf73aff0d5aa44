import { expect, test, type Page } from '@playwright/test'
import { control, expectShell, freshPlayer, readLocalStorage } from './support.ts'

const dialog = (page: Page) => page.getByRole('dialog', { name: 'Criar conta' })

async function openRegister(page: Page) {
  await page.goto('/')
  await expectShell(page)
  await control(page, 'Cadastrar').first().click()
  await expect(dialog(page)).toBeVisible()
}

test('registers in five steps, lands on /profile/deposit, stays logged in after a reload, logs out', async ({
  page,
}) => {
  const player = freshPlayer()
  await openRegister(page)
  const modal = dialog(page)
  const next = modal.getByRole('button', { name: 'Próximo' })

  await expect(modal.getByText('Vamos começar com seu nome')).toBeVisible()
  await modal.getByLabel('Nome completo', { exact: true }).fill('Jogadora de Teste')
  await next.click()
  await expect(modal.getByText('Qual é o seu email?')).toBeVisible()
  await modal.getByLabel('Email', { exact: true }).fill(player.email)
  await next.click()
  await expect(modal.getByText('Qual o seu telefone?')).toBeVisible()
  await modal.getByLabel('Telefone com DDD').pressSequentially(player.phone)
  await expect(modal.getByLabel('Telefone com DDD')).toHaveValue(
    `(11) 9${player.phone.slice(3, 7)}-${player.phone.slice(7)}`,
  )
  await next.click()
  await expect(modal.getByText('Crie uma senha segura')).toBeVisible()
  await modal.getByLabel('Senha', { exact: true }).fill('Jogada@2026!')
  await expect(modal.getByText('Forte')).toBeVisible()
  await modal.getByLabel('Confirmar senha').fill('Jogada@2026!')
  await next.click()
  await expect(modal.getByText('Finalize seu cadastro')).toBeVisible()
  await expect(modal.getByRole('checkbox')).toBeChecked()
  await modal.getByRole('button', { name: 'Criar conta' }).click()

  await expect(page).toHaveURL(/\/profile\/deposit$/)
  await expect(page.getByText('Cadastro realizado com sucesso!')).toBeVisible()
  await expect(dialog(page)).toHaveCount(0)
  expect(JSON.parse((await readLocalStorage(page, 'user')) ?? '{}')).toMatchObject({ email: player.email })

  await page.reload()
  await expect(page).toHaveURL(/\/profile\/deposit$/)
  const accountMenu = page.getByRole('button', { name: 'Menu da conta' })
  await expect(accountMenu).toBeVisible()
  expect(await readLocalStorage(page, 'token')).toBeTruthy()

  await accountMenu.click()
  await page.getByRole('menuitem', { name: 'Sair' }).click()
  await expectShell(page)
  expect(await readLocalStorage(page, 'token')).toBeNull()
})

test('?code=JOGADA1 opens registration with the promo code filled', async ({ page }) => {
  await page.goto('/?code=JOGADA1')
  const modal = dialog(page)
  // A cold first visit: the demo's mock, the modal hosts and the register modal all load before it shows, which
  // took over the default 10 s on the busy 2-core machine.
  await expect(modal).toBeVisible({ timeout: 30_000 })
  await modal.getByLabel('Nome completo', { exact: true }).fill('Jogadora Indicada')
  await modal.getByRole('button', { name: 'Próximo' }).click()
  await modal.getByLabel('Email', { exact: true }).fill(freshPlayer().email)
  await modal.getByRole('button', { name: 'Próximo' }).click()
  await modal.getByLabel('Telefone com DDD').fill(freshPlayer().phone)
  await modal.getByRole('button', { name: 'Próximo' }).click()
  await modal.getByLabel('Senha', { exact: true }).fill('Jogada@2026!')
  await modal.getByLabel('Confirmar senha').fill('Jogada@2026!')
  await modal.getByRole('button', { name: 'Próximo' }).click()
  await expect(modal.getByLabel('Código promocional')).toHaveValue('JOGADA1')
})
