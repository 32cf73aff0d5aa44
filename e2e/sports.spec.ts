import { expect, type Page, test } from '@playwright/test'
import { control, followLoginLink, openInApp } from './support.ts'

// Football betting on the demo build: the mock plays the matches on its clock and prices them. The sports pages' axe
// checks run in their stories (stories/sports/: the page at four widths, the cards, the slip and the event page in
// both themes); what one sports page shows (a visitor's slip asking to log in, the maintenance image while football is
// off) is sports-home-page.test.tsx's, and the panel's football switch mocks/sports/sports-section.test.ts's.

const cents = (text: string | null) => Number((text ?? '').replace(/\D/g, ''))

/**
 * A card of a match not started (its status is the kick-off's `<time>`): its odds move only on the hour, while a live
 * match's move every minute of play and would ask for acceptance in the middle of a journey.
 */
const NOT_STARTED = 'article:has(> time)'

/** Logs the seeded demo player in (the login page's query fills and submits the form) and waits for the account menu. */
async function logInAsDemo(page: Page) {
  await followLoginLink(page, 'demo@jogada.com.br', 'Jogada@2026')
  await expect(page.getByRole('button', { name: 'Menu da conta' })).toBeVisible({ timeout: 30_000 })
}

/** Opens the demo panel and hands back it and its match picker (the matches with open bets come first). */
async function openPanel(page: Page) {
  await control(page, 'Painel de demonstração').click()
  const panel = page.getByRole('dialog', { name: 'Painel de demonstração' })
  const match = panel.getByRole('combobox', { name: 'Partida' })
  // The panel lists the matches once its section has loaded them: reading the options sooner found none.
  await expect(match.locator('option')).not.toHaveCount(0)
  return { panel, match }
}

test('the demo player places a multiple of two draws with a stake of 25; the panel ends both level, my bets shows it won and the balance the winnings', async ({
  page,
}) => {
  await logInAsDemo(page)
  await openInApp(page, '/sports')
  const balance = page.getByRole('link', { name: /^Saldo: R\$/ })
  await expect(balance).toBeVisible()
  const before = cents(await balance.getAttribute('aria-label'))
  expect(before).toBeGreaterThan(2500)

  // The draws (X) of two different matches not started: the slip turns to Multiple. A draw is a result the panel can
  // always bring about: a match not started ends 0-0 (one that kicked off meanwhile is levelled with goals first).
  const draws = page
    .getByRole('region', { name: 'Principais jogos' })
    .locator(`${NOT_STARTED} button[data-bet$="-0-1"]:enabled`)
  await expect(draws.first()).toBeVisible()
  const bets = await draws.evaluateAll((buttons) => buttons.map((button) => button.getAttribute('data-bet') ?? ''))
  const first = bets[0]!
  const second = bets.find((bet) => bet.split('-')[0] !== first.split('-')[0])!
  await page.locator(`button[data-bet="${first}"]`).first().click()
  await page.locator(`button[data-bet="${second}"]`).first().click()
  const slip = page.getByRole('region', { name: 'Boletim de apostas' })
  await expect(slip.getByRole('tab', { name: 'Múltipla', selected: true })).toBeVisible()

  await slip.getByRole('button', { name: 'Definir valor R$ 25,00' }).click()
  await slip.getByRole('button', { name: 'Fazer aposta múltipla' }).click()
  await expect(page.getByText('Aposta realizada com sucesso!').first()).toBeVisible()
  await expect(balance).toHaveAttribute('aria-label', `Saldo: ${brl(before - 2500)}`)

  // The panel lists the matches with open bets first: level each one (its label shows the score), then end it.
  const { panel, match } = await openPanel(page)
  // The panel reads the mock when it opens: evaluateAll does not wait, so first wait for the two matches to be listed.
  await expect(match.locator('option').nth(1)).toBeAttached()
  const values = await match
    .locator('option')
    .evaluateAll((options) => options.slice(0, 2).map((option) => (option as HTMLOptionElement).value))
  for (const value of values) {
    await match.selectOption(value)
    const label = (await match.locator(`option[value="${value}"]`).textContent()) ?? ''
    const [, home, away] = / (\d+) x (\d+) /.exec(label)!.map(Number) as [number, number, number]
    for (let goals = 0; goals < Math.abs(home - away); goals++) {
      await panel.getByRole('button', { name: home > away ? 'Gol do visitante' : 'Gol do mandante' }).click()
      await expect(panel.getByText('Gol marcado.')).toBeVisible()
    }
    await panel.getByRole('button', { name: 'Encerrar e liquidar agora' }).click()
    await expect(panel.getByText(/^Partida encerrada; \d+ apostas liquidadas\.$/)).toBeVisible()
  }
  await page.keyboard.press('Escape')

  await openInApp(page, '/sports/my-bets?tab=settled')
  const ticket = page
    .getByRole('list', { name: 'Bilhetes' })
    .getByRole('listitem')
    .filter({ hasText: 'R$ 25,00' })
    .first()
  await expect(ticket).toContainText('Ganhou')
  const payout = cents(await ticket.locator('dd').last().textContent())
  expect(payout).toBeGreaterThan(2500)
  await expect(balance).toHaveAttribute('aria-label', `Saldo: ${brl(before - 2500 + payout)}`)
})

test('an odds change before placement asks the player to accept the new odds, and the bet then goes through', async ({
  page,
}) => {
  await logInAsDemo(page)
  await openInApp(page, '/sports/live')
  const homes = page.getByRole('region', { name: 'Ao vivo' }).locator('button[data-bet$="-0-0"]:enabled')
  await expect(homes.first()).toBeVisible()
  const open = new Set(
    await homes.evaluateAll((buttons) => buttons.map((button) => button.getAttribute('data-bet')?.split('-')[0])),
  )

  // A match well before its end and close in score (its label: `Home 1 x 1 Away (23')`), earliest first. The side with
  // the longer odds then scores: the price surely moves, and the match grows more even, so its market stays open while
  // the panel plays on (a favourite's goal sometimes priced the market out: a fair price under 1.01 closes it).
  const { panel, match } = await openPanel(page)
  const matches = await match
    .locator('option')
    .evaluateAll((options) =>
      options.map((option) => ({ id: (option as HTMLOptionElement).value, label: option.textContent ?? '' })),
    )
  const chosen = matches
    .flatMap(({ id, label }) => {
      const [, home, away, minute] = / (\d+) x (\d+) .*\((\d+)'\)$/.exec(label)?.map(Number) ?? []
      return open.has(id) && minute !== undefined && minute <= 60 ? [{ id, gap: Math.abs(home! - away!), minute }] : []
    })
    .sort((a, b) => a.gap - b.gap || a.minute - b.minute)[0]
  if (!chosen) throw new Error(`no live match with odds before the 60th minute among: ${JSON.stringify(matches)}`)
  await page.keyboard.press('Escape')

  const odd = async (value: number) =>
    /\d+,\d\d/.exec((await page.locator(`button[data-bet="${chosen.id}-0-${value}"]`).first().textContent()) ?? '')![0]
  const pick = page.locator(`button[data-bet="${chosen.id}-0-0"]`).first()
  const before = await odd(0)
  const underdog = cents(before) > cents(await odd(2)) ? 'Gol do mandante' : 'Gol do visitante'
  await pick.click()
  const slip = page.getByRole('region', { name: 'Boletim de apostas' })
  await expect(slip.getByRole('button', { name: 'Fazer apostas simples' })).toBeEnabled()

  await openPanel(page)
  await match.selectOption(chosen.id)
  await panel.getByRole('button', { name: underdog }).click()
  await expect(panel.getByText('Gol marcado.')).toBeVisible()
  await page.keyboard.press('Escape')

  // The panel plays five minutes past the goal's suspension; the pushed odds reach the slip: the old odd struck
  // through beside the new one, and the bet waits for consent (a rise needs it too while auto-accept is off). The
  // mock plays its own goals too, and one in the last minute closes the market again: then the panel plays five more.
  // Replayed on the mock's engine at 14,400 start times (a month, every three minutes), 3 in 100 journeys needed a
  // second press and 1 in 1,000 more than four.
  const moved = slip.getByText(/^A odd (caiu|subiu) de \d+,\d\d para \d+,\d\d$/)
  await expect(async () => {
    await openPanel(page)
    await panel.getByRole('button', { name: '+5 min' }).click()
    await page.keyboard.press('Escape')
    await expect(moved).toBeAttached({ timeout: 8_000 })
  }).toPass({ timeout: 45_000 })
  await expect(slip.locator('s')).toHaveText(before)
  await expect(slip.getByRole('button', { name: 'Fazer apostas simples' })).toBeDisabled()
  await slip.getByRole('button', { name: 'Aceitar novas odds' }).click()
  await expect(slip.locator('s')).toHaveCount(0)
  await slip.getByRole('button', { name: 'Fazer apostas simples' }).click()
  await expect(page.getByText('Aposta realizada com sucesso!').first()).toBeVisible()
})

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } })

  test('the slip is a bottom sheet behind a button with the count of selections', async ({ page }) => {
    await logInAsDemo(page)
    await openInApp(page, '/sports')
    await expect(page.getByRole('region', { name: 'Boletim de apostas' })).toHaveCount(0)
    // The cookie notice sits over the bottom of a phone's screen until it is answered, as a player would first.
    await page.getByRole('region', { name: 'Aviso de cookies' }).getByRole('button', { name: 'Aceitar' }).click()
    const sheetButton = page.getByRole('button', { name: /^Boletim de apostas/ })
    await expect(sheetButton).toBeVisible()

    await page
      .getByRole('region', { name: 'Principais jogos' })
      .locator(`${NOT_STARTED} button[data-bet]:enabled`)
      .first()
      .click()
    await expect(sheetButton).toHaveAccessibleName('Boletim de apostas 1 seleção')
    await expect(sheetButton.locator('.mantine-Badge-root')).toHaveText('1')

    await sheetButton.click()
    const sheet = page.getByRole('dialog', { name: 'Boletim de apostas' })
    await expect(sheet.getByRole('list', { name: 'Seleções' }).getByRole('listitem')).toHaveCount(1)
    await sheet.getByRole('button', { name: 'Fechar boletim de apostas' }).click()
    await expect(sheet).toBeHidden()

    await sheetButton.click()
    await sheet.getByRole('button', { name: 'Fazer apostas simples' }).click()
    await expect(page.getByText('Aposta realizada com sucesso!').first()).toBeVisible()
    await expect(sheet.getByText('Seu boletim está vazio. Escolha uma odd para começar.')).toBeVisible()
  })
})

function brl(value: number): string {
  return new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL' }).format(value / 100)
}
