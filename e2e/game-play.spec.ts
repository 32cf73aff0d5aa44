import { expect, test, type FrameLocator, type Locator, type Page } from '@playwright/test'
import { control, expectNoSeriousAxeViolations, expectShell, registerFreshPlayer } from './support.ts'

// The game screen in the demo build: the demo player opens the slot from the lobby and plays it in the frame against
// the mock provider (postMessage through the service-worker demo), the side menu's balance follows each round, the
// game lands in Recents; a player without enough money gets the side menu's deposit form from the game.

const SLOT = 'Fruit Party'

/** "R$ 1.234,56" (any spaces) as centavos. */
function centavos(text: string | null): number {
  const digits = (text ?? '').replace(/[^\d-]/g, '')
  if (digits === '' || digits === '-') throw new Error(`not an amount: ${text}`)
  return Number(digits)
}

const brl = (amount: number) =>
  new RegExp(
    `R\\$\\s${new Intl.NumberFormat('pt-BR', { minimumFractionDigits: 2 }).format(amount / 100).replace(/\./g, '\\.')}$`,
  )

/** Home → the lobby's search → the slot's page → `Jogar`: resolves on the play screen with the game's frame. */
async function openSlotFromLobby(page: Page): Promise<{ game: FrameLocator; frame: Locator }> {
  const box = page.getByRole('combobox', { name: 'Buscar jogos' })
  await box.click()
  await box.fill(SLOT)
  await page
    .getByRole('listbox', { name: 'Jogos encontrados' })
    .getByRole('option', { name: new RegExp(`^${SLOT}`) })
    .first()
    .click()
  await expect(page.getByRole('heading', { level: 1, name: SLOT })).toBeVisible({ timeout: 20_000 })
  await page.getByRole('link', { name: 'Jogar' }).click()
  await expect(page).toHaveURL(/\/games\/play\/\d+\//)
  const frame = page.getByTitle(`Jogo: ${SLOT}`)
  await expect(frame).toHaveAttribute('sandbox', 'allow-scripts')
  const game = page.frameLocator(`iframe[title="Jogo: ${SLOT}"]`)
  await expect(game.getByRole('button', { name: 'Girar' })).toBeEnabled({ timeout: 20_000 })
  // The loader is gone once the game has loaded.
  await expect(page.getByText('Preparando os jogos…')).toHaveCount(0)
  return { game, frame }
}

test('the demo player plays ten rounds of the slot: the side menu follows each round, Recents lists the game', async ({
  page,
}) => {
  test.setTimeout(120_000)
  // Reduced motion: the game shows a round's win at once instead of counting it up, so it can be read right away.
  await page.emulateMedia({ reducedMotion: 'reduce' })
  await page.goto('/login?user=demo%40jogada.com.br&pass=Jogada%402026')
  // Logged in and home (a loaded machine may take a while over the first full load).
  await expect(page.getByRole('button', { name: 'Menu da conta' })).toBeVisible({ timeout: 30_000 })
  const { game } = await openSlotFromLobby(page)

  const menuBalance = page.getByTestId('game-menu-balance')
  const gameBalance = game.locator('.balance-value')
  await expect(menuBalance).toHaveText(/R\$/)
  const start = centavos(await gameBalance.textContent())
  await expect(menuBalance).toHaveText(brl(start))

  const spin = game.getByRole('button', { name: 'Girar' })
  const winValue = game.locator('.win-value')
  let total = 0
  for (let round = 0; round < 10; round++) {
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

  // The menu open, axe on the screen.
  await page.getByRole('button', { name: 'Abrir menu do jogo' }).click()
  const menu = page.getByRole('complementary', { name: 'Menu do jogo' })
  await expect(menu.getByRole('heading', { name: SLOT })).toBeVisible()
  await expectNoSeriousAxeViolations(page)

  await menu.getByRole('link', { name: 'Voltar para Home' }).click()
  await expectShell(page).catch(() => undefined)
  await page.goto('/profile/recents')
  await expect(page.getByRole('heading', { name: 'Jogos recentes' })).toBeVisible()
  await expect(page.getByRole('main').getByText(SLOT).first()).toBeVisible()
})

test('a player out of funds for the bet gets the side menu on its deposit form', async ({ page }) => {
  test.setTimeout(120_000)
  await registerFreshPlayer(page)
  // A first deposit of R$ 20,00, paid from the demo panel: enough to open a game, not for its largest bet.
  await page.getByLabel('Valor do depósito').fill('20')
  await page.getByRole('button', { name: 'Gerar PIX' }).click()
  await expect(page.getByRole('heading', { name: 'Aguardando pagamento' })).toBeVisible()
  await control(page, 'Painel de demonstração').click()
  const panel = page.getByRole('dialog', { name: 'Painel de demonstração' })
  await panel.getByRole('button', { name: /^Pagar agora o depósito de R\$\s20,00/ }).click()
  await page.keyboard.press('Escape')
  await expect(page.getByRole('heading', { name: 'Pagamento confirmado com sucesso!' })).toBeVisible()
  await page.getByRole('button', { name: 'Continuar' }).click()

  await page.goto('/')
  await expect(page.getByRole('button', { name: 'Menu da conta' })).toBeVisible({ timeout: 30_000 })
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
  await expectNoSeriousAxeViolations(page)
  await page.getByRole('button', { name: 'Voltar ao Cassino' }).click()
  await expect(page).not.toHaveURL(/\/games\/play\//)
})
