import { expect, test } from '@playwright/test'
import { MOCK_SERVER_ORIGIN, control, expectShell } from './support.ts'

// The mock-off build (no MSW, no service worker) pointed at `npm run mock:server`: the shell gets its settings and
// categories from that server over CORS, as it would from a real backend on another origin.
test('the mock-off build loads settings and categories from mock:server across origins', async ({ page }) => {
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

  // Nothing in the page intercepts requests: no service worker, no demo panel.
  expect(await page.evaluate(() => navigator.serviceWorker?.controller ?? null)).toBeNull()
  await expect(control(page, 'Painel de demonstração')).toHaveCount(0)
})
