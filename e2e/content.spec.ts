import { expect, test, type Page } from '@playwright/test'
import { generateCpf } from '../src/shared/br/cpf.ts'
import { expectShell, freshPlayer, notNowToLimits, openInApp } from './support.ts'

const wheel = (page: Page) => page.getByRole('dialog', { name: 'Roleta de prêmios' })

test('a visitor spins the wheel, claims the prize, registers, and finds it in the bonus balance', async ({ page }) => {
  await page.goto('/landing/spin')
  const dialog = wheel(page)
  await expect(dialog.getByRole('img', { name: 'Roleta com 20 prêmios' })).toBeVisible()
  await dialog.getByRole('button', { name: 'Girar a roleta' }).click()
  await expect(dialog.getByRole('heading', { name: 'Parabéns!' })).toBeVisible({ timeout: 10_000 })
  const prize = (await dialog.getByTestId('prize-amount').textContent()) ?? ''
  expect(prize).toMatch(/^R\$\s[\d.]+,\d{2}$/)
  await expect(dialog.getByTestId('prize-count-up')).toHaveText(prize)

  await dialog.getByRole('button', { name: 'Resgatar recompensas' }).click()
  await expect(page).toHaveURL(/\/register\/[\w-]+$/)
  await expect(page.getByText('Seu prêmio da roleta será creditado como bônus ao concluir o cadastro.')).toBeVisible()
  const player = freshPlayer()
  await page.getByLabel('CPF').fill(generateCpf((min, max) => min + Math.floor(Math.random() * (max - min + 1))))
  await page.getByLabel('Nome completo').fill('Jogadora da Roleta')
  await page.getByLabel('Telefone com DDD').fill(player.phone)
  await page.getByLabel('Email').fill(player.email)
  await page.getByLabel('Senha', { exact: true }).fill(player.password)
  await page.getByLabel('Confirmar senha').fill(player.password)
  await page.getByRole('button', { name: 'Criar conta' }).click()
  await expect(page).toHaveURL(/\/profile\/deposit$/)
  await notNowToLimits(page)

  await openInApp(page, '/profile/wallet')
  const balance = page.getByRole('region', { name: 'Saldo' })
  await expect(balance.getByText('Bônus', { exact: true }).locator('xpath=following-sibling::*[1]')).toHaveText(prize)
})

// The contents' links are plain `#section` anchors: the jump is the browser's own, and a heading brought into the
// window is layout and scrolling, which jsdom has neither of. That each link leads to its section's heading is
// content-pages.test.tsx's, and so is the FAQ search.
test('the terms contents jump to a section', async ({ page }) => {
  await page.goto('/terms/service')
  await expectShell(page)
  const contents = page.getByRole('navigation', { name: 'Índice' })
  await contents.getByRole('link', { name: '20. Legislação aplicável' }).click()
  await expect(page).toHaveURL(/\/terms\/service#legislacao$/)
  await expect(page.getByRole('heading', { level: 2, name: '20. Legislação aplicável' })).toBeInViewport()
})
