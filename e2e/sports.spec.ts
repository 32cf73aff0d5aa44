import { expect, test } from '@playwright/test'
import { control, expectNoSeriousAxeViolations, expectShell } from './support.ts'

// Football betting on the demo build: the mock plays the matches on its clock and prices them.

test('a visitor sees the odds, and the slip asks them to log in to bet', async ({ page }) => {
  await page.goto('/sports')
  await expectShell(page)
  const main = page.getByRole('region', { name: 'Principais jogos' })
  const firstOdd = main.locator('button[data-bet]:enabled').first()
  await expect(firstOdd).toBeVisible()
  await expect(firstOdd).toHaveText(/\d,\d\d/)
  await expectNoSeriousAxeViolations(page)

  await firstOdd.click()
  await expect(firstOdd).toHaveAttribute('aria-pressed', 'true')
  const slip = page.getByRole('region', { name: 'Boletim de apostas' })
  await expect(slip.getByText('Faça login para fazer suas apostas')).toBeVisible()
  await expect(slip.getByRole('link', { name: 'Entrar' })).toHaveAttribute('href', /\/login/)
})

test('football turned off shows the maintenance image on every sports page', async ({ page }) => {
  await page.goto('/sports')
  await expectShell(page)
  await control(page, 'Painel de demonstração').click()
  const panel = page.getByRole('dialog', { name: 'Painel de demonstração' })
  await panel.getByRole('switch', { name: 'Futebol ligado' }).uncheck()
  await page.keyboard.press('Escape')
  await page.goto('/sports/live')
  await expect(page.getByRole('img', { name: 'Campo de futebol em manutenção' })).toBeVisible()
  await expect(page.getByRole('navigation', { name: 'Navegação de esportes' })).toHaveCount(0)
})
