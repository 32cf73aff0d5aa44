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

const cents = (text: string | null) => Number((text ?? '').replace(/\D/g, ''))

test('the demo player places a multiple of two matches with a stake of 25, and my bets shows it settled once the demo panel ends both', async ({
  page,
}) => {
  await page.goto('/login?user=demo%40jogada.com.br&pass=Jogada%402026')
  await expect(page.getByRole('button', { name: 'Menu da conta' })).toBeVisible({ timeout: 30_000 })
  await page.goto('/sports')
  const balance = page.getByRole('link', { name: /^Saldo: R\$/ })
  await expect(balance).toBeVisible()
  const before = cents(await balance.getAttribute('aria-label'))
  expect(before).toBeGreaterThan(2500)

  // Two odds of two different matches: the slip turns to Multiple.
  const odds = page.getByRole('region', { name: 'Principais jogos' }).locator('button[data-bet]:enabled')
  await expect(odds.first()).toBeVisible()
  const bets = await odds.evaluateAll((buttons) => buttons.map((button) => button.getAttribute('data-bet') ?? ''))
  const first = bets[0]!
  const second = bets.find((bet) => bet.split('-')[0] !== first.split('-')[0])!
  await page.locator(`button[data-bet="${first}"]`).first().click()
  await page.locator(`button[data-bet="${second}"]`).first().click()
  const slip = page.getByRole('region', { name: 'Boletim de apostas' })
  await expect(slip.getByRole('tab', { name: 'Múltipla', selected: true })).toBeVisible()

  await slip.getByRole('button', { name: 'Apostar R$ 25,00' }).click()
  await slip.getByRole('button', { name: 'Fazer aposta múltipla' }).click()
  await expect(page.getByText('Aposta realizada com sucesso!').first()).toBeVisible()
  await expect(balance).toHaveAttribute('aria-label', `Saldo: ${brl(before - 2500)}`)

  // The demo panel lists the matches with open bets first: end both, and the ticket settles.
  await control(page, 'Painel de demonstração').click()
  const panel = page.getByRole('dialog', { name: 'Painel de demonstração' })
  const match = panel.getByRole('combobox', { name: 'Partida' })
  const values = await match
    .locator('option')
    .evaluateAll((options) => options.slice(0, 2).map((option) => (option as HTMLOptionElement).value))
  for (const value of values) {
    await match.selectOption(value)
    await panel.getByRole('button', { name: 'Encerrar e liquidar agora' }).click()
    await expect(panel.getByText(/^Partida encerrada; \d+ apostas liquidadas\.$/)).toBeVisible()
  }
  await page.keyboard.press('Escape')

  await page.goto('/sports/my-bets?tab=settled')
  const ticket = page
    .getByRole('list', { name: 'Bilhetes' })
    .getByRole('listitem')
    .filter({ hasText: 'R$ 25,00' })
    .first()
  await expect(ticket).toContainText(/Ganhou|Perdeu|Anulada/)
})

function brl(value: number): string {
  return new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL' }).format(value / 100)
}
