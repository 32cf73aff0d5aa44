import { expect, test } from '@playwright/test'
import {
  MOCK_SERVER_ORIGIN,
  control,
  expectFirstScreenFromIndexHtml,
  expectShell,
  followLoginLink,
  watchFirstScreen,
} from './support.ts'

// One mock:server serves every test here, and two of them move the demo player's money (a deposit, a game round):
// they run one after the other, so neither sees the other's balance change.
test.describe.configure({ mode: 'default' })

// The mock-off build (no MSW, no service worker) pointed at `npm run mock:server` at deploy time (its config.json and
// `npm run configure`, scripts/e2e-sites.ts; no build of its own): the shell gets its settings and categories from
// that server over CORS, as it would from a real backend on another origin.
test('the mock-off build loads settings and categories from mock:server across origins', async ({ page }) => {
  const configLines: string[] = []
  page.on('console', (message) => {
    if (message.text().startsWith('[config]')) configLines.push(`${message.type()} ${message.text()}`)
  })
  const configRequests: string[] = []
  const lobbyCalls: { url: string; player: boolean }[] = []
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/config.json') configRequests.push(request.url())
    if (/\/api\/(settings\/data|settings\/banners|games\/all|categories)\b/.test(request.url())) {
      lobbyCalls.push({ url: request.url(), player: Boolean(request.headers().authorization) })
    }
  })
  const firstScreen = watchFirstScreen(page)
  const apiCalls: { url: string; status: number; allowOrigin: string | null }[] = []
  page.on('response', (response) => {
    if (response.url().startsWith(`${MOCK_SERVER_ORIGIN}/api/`)) {
      apiCalls.push({
        url: response.url(),
        status: response.status(),
        allowOrigin: response.headers()['access-control-allow-origin'] ?? null,
      })
    }
  })

  await page.goto('/')
  await expectShell(page)
  await expect(page.getByRole('img', { name: 'Jogada' }).first()).toBeVisible()
  const categories = page.getByRole('list', { name: 'Categorias' })
  await expect(categories.locator('a[href="/casino/provider/all/category/bingo"]')).toBeVisible()

  const appOrigin = new URL(page.url()).origin
  const settings = apiCalls.find((call) => call.url.startsWith(`${MOCK_SERVER_ORIGIN}/api/settings/data`))
  const categoryCall = apiCalls.find((call) => call.url.startsWith(`${MOCK_SERVER_ORIGIN}/api/categories`))
  expect(settings, JSON.stringify(apiCalls)).toMatchObject({ status: 200, allowOrigin: appOrigin })
  expect(categoryCall, JSON.stringify(apiCalls)).toMatchObject({ status: 200, allowOrigin: appOrigin })

  // The address came from the deployment's config.json, asked for once (index.html's preload, taken up by the app).
  expect(configLines).toEqual([
    `info [config] API ${MOCK_SERVER_ORIGIN}/api/ · realtime ${MOCK_SERVER_ORIGIN.replace('http', 'ws')}/app/jogada · contract tolerant · from config.json`,
  ])
  expect(configRequests).toEqual([`${appOrigin}/config.json`])

  // The lobby's first calls, asked for by index.html while the entry downloaded (public/boot-first-calls.js), each
  // once: the app's own calls took up those answers.
  const api = `${MOCK_SERVER_ORIGIN}/api/`
  const firstCalls = [
    `${api}categories`,
    `${api}games/all`,
    `${api}settings/banners?client_device=desktop`,
    `${api}settings/data`,
  ]
  expect(lobbyCalls.map((call) => call.url).sort()).toEqual(firstCalls)
  // index.html kept each answer for the app, which took every one up; it also asked for the images the first screen
  // draws at once (the logos, the first banner, the grid's first row) when those answers came, beside the entry.
  await expectFirstScreenFromIndexHtml(page, firstScreen)

  // A player's lobby is not asked for early: its answers depend on the session, which index.html's requests go without.
  await followLoginLink(page, 'demo@jogada.com.br', 'Jogada@2026')
  const balance = page.getByRole('link', { name: /^Saldo: / })
  await expect(balance).toBeVisible()
  await expect(page).toHaveURL(`${appOrigin}/`)
  lobbyCalls.length = 0
  await page.reload()
  await expect(balance).toBeVisible()
  await expect
    .poll(() => lobbyCalls.filter((call) => call.url === `${api}games/all`))
    .toEqual([{ url: `${api}games/all`, player: true }])

  // Nothing in the page intercepts requests: no service worker, no demo panel.
  expect(await page.evaluate(() => navigator.serviceWorker?.controller ?? null)).toBeNull()
  await expect(control(page, 'Painel de demonstração')).toHaveCount(0)
})

// The money loop over real HTTP and a real websocket: the deposit's confirmation is pushed by mock:server.
test('a PIX deposit against mock:server is confirmed by the realtime push and the balance grows', async ({
  page,
  request,
}) => {
  await followLoginLink(page, 'demo@jogada.com.br', 'Jogada@2026')
  const balance = page.getByRole('link', { name: /^Saldo: / })
  await expect(balance).toBeVisible()
  const reais = (label: string | null) => Number((label ?? '').replace(/[^\d,]/g, '').replace(',', '.'))
  const before = reais(await balance.getAttribute('aria-label'))
  expect(before).toBeGreaterThan(0)

  await page.getByRole('button', { name: 'Depósito' }).click()
  const modal = page.getByRole('dialog', { name: 'Depósito via PIX' })
  await modal.getByLabel('Valor do depósito').fill('50')
  const created = page.waitForResponse(
    (response) => response.url() === `${MOCK_SERVER_ORIGIN}/api/brasilcash/qrcode-pix` && response.status() === 200,
  )
  // Once its channel listens, the panel checks the status once (for a payment pushed before): after that answer,
  // only the push can confirm before the countdown's next check, 30 s away.
  const listening = page.waitForResponse((response) =>
    response.url().startsWith(`${MOCK_SERVER_ORIGIN}/api/wallet/transaction/status/`),
  )
  await modal.getByRole('button', { name: 'Gerar PIX' }).click()
  const { idTransaction } = (await (await created).json()) as { idTransaction: string }
  await expect(modal.getByRole('img', { name: 'QR Code do PIX de R$ 50,00' })).toBeVisible()
  await listening

  // The payment arrives now (the server's hook stands in for the bank).
  const paid = await request.post(`${MOCK_SERVER_ORIGIN}/__mock/money/deposits/${idTransaction}/pay`)
  expect(paid.status()).toBe(200)
  await expect(modal.getByRole('heading', { name: 'Pagamento confirmado com sucesso!' })).toBeVisible()
  await modal.getByRole('button', { name: 'Continuar' }).click()
  // The top bar's total (cash + bonus) grows by the deposit (the demo player's welcome bonus is long spent). At
  // least: another run against the same server (--repeat-each) may deposit for the same player meanwhile.
  await expect.poll(async () => reais(await balance.getAttribute('aria-label'))).toBeGreaterThanOrEqual(before + 50)
})

// A game over HTTP: mock:server serves the demo game from its own origin and answers its rounds at /provider/rpc;
// the app frames it with that origin kept (the CSP's frame-src admits the API's origin) and follows the balance.
test('the slot served by mock:server plays in the frame, and the side menu follows its balance', async ({ page }) => {
  test.setTimeout(90_000)
  await followLoginLink(page, 'demo@jogada.com.br', 'Jogada@2026')
  await expect(page.getByRole('button', { name: 'Menu da conta' })).toBeVisible({ timeout: 30_000 })
  const box = page.getByRole('combobox', { name: 'Buscar jogos' })
  await box.click()
  await box.fill('Fruit Party')
  await page
    .getByRole('listbox', { name: 'Jogos encontrados' })
    .getByRole('option', { name: /^Fruit Party/ })
    .first()
    .click()
  await page.getByRole('link', { name: 'Jogar' }).click()

  const frame = page.getByTitle('Jogo: Fruit Party')
  await expect(frame).toHaveAttribute('src', new RegExp(`^${MOCK_SERVER_ORIGIN}/demo-game/`))
  await expect(frame).toHaveAttribute('sandbox', 'allow-scripts allow-same-origin')
  const game = page.frameLocator('iframe[title="Jogo: Fruit Party"]')
  const spin = game.getByRole('button', { name: 'Girar' })
  await expect(spin).toBeEnabled({ timeout: 20_000 })
  await spin.click()
  await expect(game.locator('.win-value')).not.toHaveText('', { timeout: 15_000 })
  await expect(spin).toBeEnabled()
  const amount = (text: string | null) => (text ?? '').replace(/\s/g, ' ')
  const after = amount(await game.locator('.balance-value').textContent())
  await expect
    .poll(async () => amount(await page.getByTestId('game-menu-balance').textContent()), { timeout: 2_000 })
    .toBe(after)
})
