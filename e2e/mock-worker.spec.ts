import { expect, test } from '@playwright/test'
import {
  control,
  expectFirstScreenFromIndexHtml,
  expectShell,
  giveCpf,
  openInApp,
  registerFreshPlayer,
  watchFirstScreen,
} from './support.ts'

// The demo's mock backend runs in the service worker (docs/decisions/057-mock-in-the-service-worker.md): one for every
// tab of the browser, and what it stored survives the browser stopping it.

const balance = (amount: string) => new RegExp(`^Saldo: R\\$\\s${amount}$`)

test('a deposit paid while another tab is busy: the waiting tab gets the push, the other tab the money', async ({
  context,
  page,
}) => {
  test.setTimeout(120_000)
  await registerFreshPlayer(page)
  const other = await context.newPage()
  await other.goto('/')
  // The same player in both tabs (one token in the site's storage), with an empty wallet.
  await expect(other.getByRole('link', { name: balance('0,00') })).toBeVisible()

  await page.getByLabel('Valor do depósito').fill('50')
  await giveCpf(page)
  await page.getByRole('button', { name: 'Gerar PIX' }).click()
  await expect(page.getByRole('heading', { name: 'Aguardando pagamento' })).toBeVisible()
  const codeShownAt = Date.now()
  // The other tab keeps calling meanwhile. When each tab ran its own mock, whichever tab ran the payment job pushed to
  // its own sockets only, and the waiting tab could learn of it only from its status check 30 s after the code.
  await other.goto('/profile/wallet')
  await expect(other.getByRole('heading', { name: 'Visão Geral' })).toBeVisible()

  // The simulated payer pays after 20 s (the money policy's default): the push arrives before the 30-second check.
  await expect(page.getByRole('heading', { name: 'Pagamento confirmado com sucesso!' })).toBeVisible({
    timeout: 27_000 - (Date.now() - codeShownAt),
  })
  await other.reload()
  await expect(other.getByRole('link', { name: balance('100,00') })).toBeVisible()
})

test('signing in in one tab signs the other in too, and neither signs the other out', async ({ context, page }) => {
  await page.goto('/')
  await expectShell(page)
  const other = await context.newPage()
  await other.goto('/')
  await expectShell(other)

  // The session row the login writes is in the one database both tabs' calls reach.
  await control(page, 'Entrar').first().click()
  const dialog = page.getByRole('dialog', { name: 'Entrar na sua conta' })
  await dialog.getByLabel('Email ou telefone').fill('demo@jogada.com.br')
  await dialog.getByLabel(/^Senha/).fill('Jogada@2026')
  await dialog.getByRole('button', { name: 'Entrar' }).click()
  await expect(page.getByRole('button', { name: 'Menu da conta' })).toBeVisible()

  // The other tab, not reloaded, has the session (the stored token's change reaches it) and opens a guarded page.
  await openInApp(other, '/profile/wallet')
  await expect(other.getByRole('heading', { name: 'Visão Geral' })).toBeVisible()
  await expect(other.getByRole('button', { name: 'Menu da conta' })).toBeVisible()
  // After the second tab's calls, the first is still signed in.
  await openInApp(page, '/profile/wallet')
  await expect(page.getByRole('heading', { name: 'Visão Geral' })).toBeVisible()
})

test('a worker the browser stopped starts again with its data and runs the job that fell due', async ({
  context,
  page,
}) => {
  test.setTimeout(120_000)
  await registerFreshPlayer(page)
  await page.getByLabel('Valor do depósito').fill('50')
  await giveCpf(page)
  await page.getByRole('button', { name: 'Gerar PIX' }).click()
  await expect(page.getByRole('heading', { name: 'Aguardando pagamento' })).toBeVisible()

  // What Chromium does to an idle worker after 30 s, now: the pending payment is a stored job; the page's next call or
  // keep-alive starts the worker again, which reads the database back from IndexedDB and pays it.
  const cdp = await context.newCDPSession(page)
  await cdp.send('ServiceWorker.enable')
  await cdp.send('ServiceWorker.stopAllWorkers')

  await expect(page.getByRole('heading', { name: 'Pagamento confirmado com sucesso!' })).toBeVisible({
    timeout: 60_000,
  })
  await openInApp(page, '/profile/wallet')
  await expect(page.getByRole('link', { name: balance('100,00') })).toBeVisible()
})

test('a visitor’s first calls of the lobby are asked for by index.html once the worker runs, each once', async ({
  page,
}) => {
  const lobbyCalls: { url: string; fromWorker: boolean }[] = []
  page.on('response', (response) => {
    if (/\/api\/(settings\/data|settings\/banners|games\/all|categories)\b/.test(response.url())) {
      lobbyCalls.push({ url: response.url(), fromWorker: response.fromServiceWorker() })
    }
  })
  const firstScreen = watchFirstScreen(page)

  // A fresh browser: the worker is not registered yet, and index.html starts it (public/boot-first-calls.js).
  await page.goto('/')
  await expectShell(page)
  const grid = page.getByRole('list', { name: 'Jogos' })
  await expect(grid.getByRole('listitem').first()).toBeVisible()

  // Each call once, answered by the worker: the app's own calls took up index.html's answers.
  const api = `${new URL(page.url()).origin}/api/`
  expect(lobbyCalls.map((call) => call.url).sort()).toEqual([
    `${api}categories`,
    `${api}games/all`,
    `${api}settings/banners?client_device=desktop`,
    `${api}settings/data`,
  ])
  expect(lobbyCalls.every((call) => call.fromWorker)).toBe(true)
  // The app took up every answer, and the first screen's images are index.html's preloads, each downloaded once.
  await expectFirstScreenFromIndexHtml(page, firstScreen)
})
