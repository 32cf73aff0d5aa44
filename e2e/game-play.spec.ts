import { expect, test, type Page } from '@playwright/test'
import { control, expectShell, giveCpf, openInApp, registerFreshPlayer } from './support.ts'
import { brl, centavos, logInDemoPlayer, openGameFromLobby, openSlotFromLobby, SLOT } from './play-support.ts'

// The game screen in the demo build: the demo player opens the slot from the lobby and plays it in the frame against
// the mock provider (postMessage through the service-worker demo), the side menu's balance follows each round, a
// forged message from another window changes nothing, the game lands in Recents; a crash round cashed out and a bingo
// round with an extra ball settle against the wallet and grow the profile's statistics; a player without enough money
// gets the side menu's deposit form from the game.

/** The profile modal's statistics (total won and bet in centavos, number of bets), read from the account menu. */
async function profileStatistics(page: Page): Promise<{ won: number; bets: number; bet: number }> {
  await page.getByRole('button', { name: 'Menu da conta' }).click()
  await page.getByRole('menuitem', { name: 'Meu perfil' }).click()
  const dialog = page.getByRole('dialog', { name: 'Meu perfil' })
  const value = (label: string) =>
    dialog.locator('dt', { hasText: label }).locator('xpath=following-sibling::dd').textContent()
  await expect(dialog.locator('dt', { hasText: 'Total apostado' })).toBeVisible({ timeout: 15_000 })
  const figures = {
    won: centavos(await value('Total ganho')),
    bets: Number((await value('Total de apostas'))?.replace(/\D/g, '')),
    bet: centavos(await value('Total apostado')),
  }
  await page.keyboard.press('Escape')
  await expect(dialog).toHaveCount(0)
  return figures
}

test('the demo player plays three rounds of the slot: the side menu follows each round, Recents lists the game', async ({
  page,
}) => {
  test.setTimeout(120_000)
  // Reduced motion (every journey's, playwright.config.ts): the game shows a round's win at once instead of counting
  // it up, so it can be read right away.
  await logInDemoPlayer(page)
  const { game, frame } = await openSlotFromLobby(page)

  const menuBalance = page.getByTestId('game-menu-balance')
  const gameBalance = game.locator('.balance-value')
  await expect(menuBalance).toHaveText(/R\$/)
  const start = centavos(await gameBalance.textContent())
  await expect(menuBalance).toHaveText(brl(start))

  const spin = game.getByRole('button', { name: 'Girar' })
  const winValue = game.locator('.win-value')
  let total = 0
  for (let round = 0; round < 3; round++) {
    const bet = centavos(await game.locator('.bet-value').textContent())
    const before = centavos(await gameBalance.textContent())
    // A spin clears the last win at once and shows this round's when the provider has answered.
    await spin.click()
    await expect(winValue).not.toHaveText('', { timeout: 15_000 })
    await expect(spin).toBeEnabled()
    const win = centavos(await winValue.textContent())
    const after = before - bet + win
    await expect(gameBalance).toHaveText(brl(after))
    // The side menu's balance catches up within 2 s of the round.
    await expect(menuBalance).toHaveText(brl(after), { timeout: 2_000 })
    total += win - bet
  }
  await expect(menuBalance).toHaveText(brl(start + total))

  // A forged message from another window, with this launch's real session token: a deposit request (the play screen's)
  // and a round (the provider's). The provider refuses the round to that window, and the play screen ignores the
  // deposit request (the refusal answers the later message, so the earlier one has been handled too).
  const session = new URL((await frame.getAttribute('src'))!, page.url()).searchParams.get('session')!
  const round = (id: string) => ({ v: 1, type: 'round.start', session, id, key: crypto.randomUUID(), bet: 100 })
  const toggle = page.getByRole('button', { name: /menu do jogo$/ })
  const popupOpened = page.waitForEvent('popup')
  await page.evaluate(() => void window.open('', 'forger'))
  const forger = await popupOpened
  const refusal = await forger.evaluate(
    ([deposit, request]) =>
      new Promise((resolve) => {
        window.addEventListener('message', (event) => resolve(event.data))
        window.opener.postMessage(deposit, '*')
        window.opener.postMessage(request, '*')
      }),
    [{ v: 1, type: 'deposit', session }, round('forged')] as const,
  )
  expect(refusal).toMatchObject({ id: 'forged', ok: false, error: { code: 'session_invalid' } })
  await forger.close()
  await expect(toggle).toHaveAttribute('aria-expanded', 'false')
  // The same messages from the game's frame: the menu opens on the deposit form, the round is settled.
  const gameWindow = page.frame({ url: /\/demo-game\// })!
  const settled = await gameWindow.evaluate(
    ([deposit, request, origin]) =>
      new Promise<{ ok: boolean; win: number; balance: { total: number } }>((resolve) => {
        window.addEventListener('message', (event) => {
          if ((event.data as { id?: string }).id === request.id) resolve(event.data as never)
        })
        window.parent.postMessage(deposit, origin)
        window.parent.postMessage(request, origin)
      }),
    [{ v: 1, type: 'deposit', session }, round('genuine'), new URL(page.url()).origin] as const,
  )
  expect(settled).toMatchObject({ ok: true })
  await expect(toggle).toHaveAttribute('aria-expanded', 'true')
  // Only the genuine round moved money: the forged one, answered first, took nothing.
  expect(settled.balance.total).toBe(start + total - 100 + settled.win)
  await expect(menuBalance).toHaveText(brl(settled.balance.total), { timeout: 2_000 })

  // The menu open (the screen's axe checks, menu open or in maintenance, in both themes: stories/game-play/).
  const menu = page.getByRole('complementary', { name: 'Menu do jogo' })
  await expect(menu.getByRole('heading', { name: SLOT })).toBeVisible()

  await menu.getByRole('link', { name: 'Voltar para Home' }).click()
  await expect(page.getByRole('button', { name: 'Menu da conta' })).toBeVisible()
  await openInApp(page, '/profile/recents')
  await expect(page.getByRole('heading', { name: 'Jogos recentes' })).toBeVisible()
  await expect(page.getByRole('main').getByText(SLOT).first()).toBeVisible()
})

test('a crash round cashed out and a bingo round with an extra ball settle against the wallet; the profile statistics grow', async ({
  page,
}) => {
  test.setTimeout(120_000)
  await logInDemoPlayer(page)
  const before = await profileStatistics(page)
  // "Next round wins big": the crash curve flies to 20x at least, so the cash-out below always comes first.
  await control(page, 'Painel de demonstração').click()
  const panel = page.getByRole('dialog', { name: 'Painel de demonstração' })
  // By keyboard: at the foot of the panel the drawer's sticky header covers the switch for a pointer.
  const bigWin = panel.getByRole('switch', { name: 'A próxima rodada ganha muito' })
  await bigWin.focus()
  await page.keyboard.press('Space')
  await expect(bigWin).toBeChecked()
  await page.keyboard.press('Escape')
  await expect(panel).toHaveCount(0)

  const menuBalance = page.getByTestId('game-menu-balance')
  const crash = (await openGameFromLobby(page, 'Spaceman', 'Apostar')).game
  const crashBalance = crash.locator('.balance-value')
  const start = centavos(await crashBalance.textContent())
  const crashBet = centavos(await crash.locator('.bet-value').textContent())
  await crash.getByRole('button', { name: 'Apostar' }).click()
  await crash.getByRole('button', { name: /^Retirar/ }).click()
  const cashedOut = crash.locator('.crash-status')
  await expect(cashedOut).toHaveText(/^Retirado em .*: R\$/)
  const crashWin = centavos((await cashedOut.textContent())!.split(':')[1]!)
  expect(crashWin).toBeGreaterThanOrEqual(crashBet)
  await expect(crashBalance).toHaveText(brl(start - crashBet + crashWin))
  await expect(menuBalance).toHaveText(brl(start - crashBet + crashWin), { timeout: 2_000 })

  await page.getByRole('button', { name: 'Abrir menu do jogo' }).click()
  await page
    .getByRole('complementary', { name: 'Menu do jogo' })
    .getByRole('link', { name: 'Voltar para Home' })
    .click()
  const bingo = (await openGameFromLobby(page, 'Bingo Turbo 75', 'Jogar')).game
  const bingoBalance = bingo.locator('.balance-value')
  const play = bingo.getByRole('button', { name: 'Jogar', exact: true })
  const extra = bingo.getByRole('button', { name: /^Bola extra por/ })
  // Idle again (its bet can change) once a round without an extra ball has been paid.
  const idle = bingo.locator('button[aria-label="Aumentar a aposta"]:enabled')
  const stake = 4 * centavos(await bingo.locator('.bet-value').textContent())
  // The provider offers an extra ball when a card is one ball short of a better pattern: rounds until it does (the
  // seeded provider makes that the same round on every run).
  let rounds = 0
  while (!(await extra.isVisible())) {
    expect(rounds, 'no extra ball offered in 15 rounds').toBeLessThan(15)
    await play.click()
    rounds += 1
    await expect(extra.or(idle)).toBeVisible({ timeout: 15_000 })
  }
  const price = centavos(await extra.textContent())
  await extra.click()
  // The price is taken at once; the round then goes on (another offer) or is paid.
  await expect(bingo.locator('.drawn li.extra')).toHaveCount(1)
  const finish = bingo.getByRole('button', { name: 'Finalizar' })
  if (await finish.isVisible()) await finish.click()
  await expect(idle).toBeVisible()
  const end = centavos(await bingoBalance.textContent())
  await expect(menuBalance).toHaveText(brl(end), { timeout: 2_000 })

  await page.getByRole('button', { name: 'Abrir menu do jogo' }).click()
  await page
    .getByRole('complementary', { name: 'Menu do jogo' })
    .getByRole('link', { name: 'Voltar para Home' })
    .click()
  const staked = crashBet + rounds * stake + price
  const after = await profileStatistics(page)
  expect(after).toEqual({
    bets: before.bets + 1 + rounds,
    bet: before.bet + staked,
    won: before.won + (end - start) + staked,
  })
})

test('a player out of funds for the bet gets the side menu on its deposit form', async ({ page }) => {
  test.setTimeout(120_000)
  await registerFreshPlayer(page)
  // A first deposit of R$ 20,00, paid from the demo panel: enough to open a game, not for its largest bet.
  await page.getByLabel('Valor do depósito').fill('20')
  await giveCpf(page)
  await page.getByRole('button', { name: 'Gerar PIX' }).click()
  await expect(page.getByRole('heading', { name: 'Aguardando pagamento' })).toBeVisible()
  await control(page, 'Painel de demonstração').click()
  const panel = page.getByRole('dialog', { name: 'Painel de demonstração' })
  await panel.getByRole('button', { name: /^Pagar agora o depósito de R\$\s20,00/ }).click()
  await page.keyboard.press('Escape')
  await expect(page.getByRole('heading', { name: 'Pagamento confirmado com sucesso!' })).toBeVisible()
  await page.getByRole('button', { name: 'Continuar' }).click()

  await openInApp(page, '/')
  const { game } = await openSlotFromLobby(page)
  const raise = game.getByRole('button', { name: 'Aumentar a aposta' })
  while (await raise.isEnabled()) await raise.click()
  await game.getByRole('button', { name: 'Girar' }).click()

  await expect(game.getByText('Saldo insuficiente para esta aposta. Faça um depósito para continuar.')).toBeVisible()
  await expect(page.getByRole('button', { name: 'Fechar menu do jogo' })).toHaveAttribute('aria-expanded', 'true')
  const menu = page.getByRole('complementary', { name: 'Menu do jogo' })
  await expect(menu.getByRole('heading', { name: 'Depósito via PIX' })).toBeFocused()
  await expect(menu.getByRole('button', { name: 'Gerar PIX' })).toBeVisible()
})

test('a visitor is sent to log in and comes back to the game; a game put under maintenance shows Jogo em Manutenção', async ({
  page,
}) => {
  test.setTimeout(120_000)
  await page.goto('/')
  await expectShell(page, { timeout: 30_000 })
  const box = page.getByRole('combobox', { name: 'Buscar jogos' })
  await box.click()
  await box.fill(SLOT)
  await page
    .getByRole('listbox', { name: 'Jogos encontrados' })
    .getByRole('option', { name: new RegExp(`^${SLOT}`) })
    .first()
    .click()
  await page.getByRole('link', { name: 'Jogar' }).click()

  await expect(page).toHaveURL(/\/openlogin\?redirect=%2Fgames%2Fplay%2F/)
  const login = page.getByRole('dialog', { name: 'Entrar na sua conta' })
  await login.getByLabel(/Email ou telefone/).fill('demo@jogada.com.br')
  await login.getByLabel(/^Senha/).fill('Jogada@2026')
  await login.getByRole('button', { name: 'Entrar' }).click()
  await expect(page).toHaveURL(/\/games\/play\/\d+\//)
  const game = page.frameLocator(`iframe[title="Jogo: ${SLOT}"]`)
  await expect(game.getByRole('button', { name: 'Girar' })).toBeEnabled({ timeout: 20_000 })

  // The demo panel puts the game under maintenance: the next launch answers 503.
  await control(page, 'Painel de demonstração').click()
  const panel = page.getByRole('dialog', { name: 'Painel de demonstração' })
  await panel.getByLabel('Jogo em manutenção').fill(SLOT)
  await panel.getByRole('button', { name: 'Colocar' }).click()
  await expect(panel.getByRole('list', { name: 'Jogos em manutenção' })).toContainText(SLOT)
  await page.keyboard.press('Escape')
  await page.reload()
  await expect(page.getByRole('heading', { level: 1, name: 'Jogo em Manutenção' })).toBeVisible({ timeout: 30_000 })
  await expect(page.getByTitle(`Jogo: ${SLOT}`)).toHaveCount(0)
  await page.getByRole('button', { name: 'Voltar ao Cassino' }).click()
  await expect(page).not.toHaveURL(/\/games\/play\//)
})
