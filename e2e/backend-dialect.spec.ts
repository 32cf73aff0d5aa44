import { expect, test, type Page } from '@playwright/test'
import { LARAVEL_SERVER_ORIGIN, expectShell, openInApp } from './support.ts'

// The mock-off build, configured at deploy time (dist-e2e-laravel/config.json, scripts/e2e-sites.ts; no rebuild), in
// front of a backend that answers in the original Laravel platform's dialect and lacks several routes
// (`npm run mock:server -- --dialect laravel`, mocks/dialect/laravel.ts): money as text, flags as 0/1, settings
// without the sports and gateway flags, lists that do not paginate, a progress as "0/3", a game of an unknown type, an
// unreadable game among good ones, no protection, operator or sports routes. The app reads what it can absorb, says
// what it tolerated in the console, and shows a missing route only in the block that needs it.
test.describe.configure({ mode: 'default' })

const DEMO = { email: 'demo@jogada.com.br', password: 'Jogada@2026' }

function contractWarnings(page: Page): string[] {
  const lines: string[] = []
  page.on('console', (message) => {
    if (message.type() === 'warning' && message.text().startsWith('[contract]')) lines.push(message.text())
  })
  return lines
}

async function logIn(page: Page) {
  await page.goto('/')
  await expectShell(page)
  await page.getByRole('button', { name: 'Entrar' }).first().click()
  const dialog = page.getByRole('dialog', { name: 'Entrar' })
  await dialog.getByLabel('Email ou telefone').fill(DEMO.email)
  await dialog.getByLabel(/^Senha/).fill(DEMO.password)
  await dialog.getByRole('button', { name: 'Entrar' }).click()
  await expect(dialog).toBeHidden()
  await expect(page.getByRole('button', { name: 'Menu da conta' })).toBeVisible({ timeout: 30_000 })
}

test('boots and lists games from a backend in its own dialect, saying what it tolerated', async ({ page }) => {
  const warnings = contractWarnings(page)
  const errors: string[] = []
  page.on('pageerror', (error) => errors.push(error.message))
  const config = page.waitForResponse((response) => new URL(response.url()).pathname === '/config.json')
  await page.goto('/')
  expect((await config).ok()).toBe(true)
  await expectShell(page)
  // The settings came without the flags this platform's variant lacks: read with their documented defaults, so the
  // app runs on the backend's own settings, not the built-in ones.
  await expect(page.getByText('As configurações do site não puderam ser carregadas', { exact: false })).toHaveCount(0)
  // The lobby lists the backend's games (money as text, flags as 0/1, one game of a type the app does not know).
  const lobbyGame = page.locator('main').getByRole('link', { name: /\S/ }).first()
  await expect(lobbyGame).toBeVisible({ timeout: 30_000 })
  await expect.poll(() => warnings.join('\n')).toMatch(/\[contract\] settings\.data: tolerated missing at \$\.setting\./)
  // The API the running app talks to is the configured one, on another origin.
  const calls: string[] = []
  page.on('request', (request) => calls.push(request.url()))
  await page.reload()
  await expectShell(page)
  expect(calls.some((url) => url.startsWith(`${LARAVEL_SERVER_ORIGIN}/api/settings/data`))).toBe(true)
  expect(errors).toEqual([])
})

test('logs in, shows the wallet, the missions and the favorites', async ({ page }) => {
  await logIn(page)
  // The top bar's total: cash + bonus of the demo player, sent as decimal text.
  await expect(page.getByRole('link', { name: /^Saldo: R\$\s300,00$/ })).toBeVisible()

  await openInApp(page, '/profile/wallet')
  await expect(page.getByText('R$ 250,00').first()).toBeVisible()

  // Missions: progress written as "0/3", a bonus as "R$ 8,00".
  await openInApp(page, '/')
  await page.getByRole('navigation', { name: 'Menu lateral' }).getByRole('button', { name: 'Missões' }).click()
  const missions = page.getByRole('dialog', { name: 'Missões' })
  await expect(missions.getByRole('article').first()).toBeVisible({ timeout: 20_000 })
  await page.keyboard.press('Escape')
  await expect(missions).toBeHidden()

  // Favorites: this backend answers a plain array where the app expects a page.
  await openInApp(page, '/profile/favorite')
  const favorites = page.getByRole('list', { name: 'Jogos favoritos' })
  await expect(favorites.getByRole('link').first()).toBeVisible({ timeout: 20_000 })
})

test('a route the backend lacks shows its unavailable state only where it is needed', async ({ page }) => {
  await logIn(page)
  // No protection routes: the limits page says so inside the wallet area; the area's menu and the shell work.
  await openInApp(page, '/profile/limits')
  await expect(page.getByText('Os limites ainda não estão disponíveis.')).toBeVisible({ timeout: 20_000 })
  await expect(page.getByRole('button', { name: 'Menu da conta' })).toBeVisible()
  await expect(page.getByRole('link', { name: /^Saldo: / })).toBeVisible()
  // No settings/operator: the footer's operator block says so, the rest of the footer stays.
  await expect(page.getByText('A identificação do operador ainda não está disponível.')).toBeVisible({
    timeout: 20_000,
  })
  await expect(page.getByRole('link', { name: 'Jogo responsável: riscos, ajuda e ferramentas' })).toBeVisible()
})
