import { expect, test, type Page } from '@playwright/test'
import { expectNoSeriousAxeViolations, expectShell } from './support.ts'

// The home lobby on the demo build: banners, the winners marquee and the games, and a first screen that does not move.

/** The sum of the page's layout shifts so far, as CLS counts them (shifts right after an input do not count). */
function layoutShift(page: Page): Promise<number> {
  return page.evaluate(() => {
    const observer = new PerformanceObserver(() => {})
    // With `buffered`, the shifts so far are in the observer's buffer at once.
    observer.observe({ type: 'layout-shift', buffered: true })
    const entries = observer.takeRecords() as Array<PerformanceEntry & { value: number; hadRecentInput: boolean }>
    observer.disconnect()
    return entries.filter((entry) => !entry.hadRecentInput).reduce((sum, entry) => sum + entry.value, 0)
  })
}

test('the home shows the banners, the winners marquee and the games', async ({ page }) => {
  await page.goto('/')
  await expectShell(page)

  const banners = page.getByRole('region', { name: 'Destaques' })
  const first = banners.getByRole('img').first()
  await expect(first).toHaveAttribute('fetchpriority', 'high')
  await expect.poll(() => first.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true)
  await expect(banners.getByRole('button', { name: 'Mostrar o banner 1' })).toHaveAttribute('aria-current', 'true')

  const marquee = page.getByRole('region', { name: 'Últimos saques' })
  await expect(marquee.getByRole('listitem')).toHaveCount(50)
  await expect(marquee.getByRole('listitem').first()).toContainText('acabou de SACAR via PIX')

  const grid = page.getByRole('list', { name: 'Jogos' })
  await expect(grid.getByRole('listitem')).toHaveCount(28)
  const card = grid.getByRole('link').first()
  await expect(card).toHaveAttribute('href', /^\/casino\/game\/\d+$/)
  await page.getByRole('button', { name: 'Ver mais jogos' }).click()
  await expect(grid.getByRole('listitem')).toHaveCount(84)

  // The carousels further down load as they come near.
  await page.getByRole('heading', { name: 'Recomendados' }).scrollIntoViewIfNeeded()
  await expect(page.getByRole('region', { name: 'Recomendados' }).getByRole('link').first()).toBeVisible()
  const seeAll = page.getByRole('link', { name: 'Ver todos' }).first()
  await seeAll.scrollIntoViewIfNeeded()
  await expect(seeAll).toHaveAttribute('href', /^\/casino\/provider\/all\/category\/[\w-]+$/)
})

test('no stylesheet the lobby loads later holds a cascade layer, which would lay the whole page out again', async ({
  page,
}) => {
  await page.goto('/')
  await expectShell(page)
  // The lobby's lazy parts with Mantine styles: the toasts' host (mounted once idle; its six containers) and the
  // carousels further down (as they come near).
  await expect(page.locator('.mantine-Notifications-root')).toHaveCount(6)
  await page.getByRole('heading', { name: 'Recomendados' }).scrollIntoViewIfNeeded()
  await expect(page.getByRole('region', { name: 'Recomendados' }).getByRole('link').first()).toBeVisible()
  const sheets = await page.evaluate(() =>
    [...document.styleSheets]
      .filter((sheet) => sheet.href)
      .map((sheet) => ({
        file: new URL(sheet.href ?? '').pathname,
        layered: [...sheet.cssRules].some(
          (rule) => rule instanceof CSSLayerBlockRule || rule instanceof CSSLayerStatementRule,
        ),
      })),
  )
  // Lazy chunks' stylesheets did load (the app's CSS modules, unlayered), so a layered one would be seen...
  expect(sheets.filter((sheet) => !/^\/assets\/index-[\w-]+\.css$/.test(sheet.file)).length).toBeGreaterThan(0)
  // ...and the entry's is the only one with a layer (src/app/styles.ts).
  expect(sheets.filter((sheet) => sheet.layered).map((sheet) => sheet.file)).toEqual([
    expect.stringMatching(/^\/assets\/index-[\w-]+\.css$/),
  ])
})

test('the first screen does not move while the lobby loads (CLS under 0.05)', async ({ page }) => {
  await page.setViewportSize({ width: 412, height: 823 })
  // With the demo's own latency, as a product owner sees it: the sections arrive one by one (playwright.config.ts
  // starts journeys without latency).
  await page.goto('/?mock=realistic')
  await expect(page.getByRole('list', { name: 'Jogos' }).getByRole('listitem').first()).toBeVisible()
  await expect(page.getByRole('region', { name: 'Destaques' }).getByRole('img').first()).toBeVisible()
  const shift = await layoutShift(page)
  expect(shift).toBeLessThan(0.05)
  // The measure sees a shift when there is one: a block pushed in above the page moves everything under it.
  await page.evaluate(() => {
    const block = document.createElement('div')
    block.style.height = '300px'
    document.querySelector('main')?.prepend(block)
  })
  await expect.poll(() => layoutShift(page)).toBeGreaterThan(shift)
})

test('a visitor registers from the home call; a phone gets the mobile banners', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 })
  await page.goto('/')
  await expectShell(page)
  const first = page.getByRole('region', { name: 'Destaques' }).getByRole('img').first()
  await expect(first).toHaveAttribute('src', /-mobile\.svg$/)
  await page.getByRole('button', { name: 'Criar conta' }).click()
  await expect(page.getByRole('dialog', { name: 'Criar conta' })).toBeVisible()
})

test('the home on a phone has no serious or critical axe violations', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 })
  await page.goto('/')
  await expectShell(page)
  await expect(page.getByRole('list', { name: 'Jogos' }).getByRole('listitem').first()).toBeVisible()
  await expectNoSeriousAxeViolations(page)
})

test("back from a listing far down the lobby, and a reload, return to the player's place in it", async ({ page }) => {
  // Idle callbacks held back on request (also across the reload): the returns below must not wait for the browser to be
  // idle to draw the whole lobby, since the router restores the scroll into its first render (home-page.tsx).
  await page.addInitScript(() => {
    const run = window.requestIdleCallback.bind(window)
    const held: IdleRequestCallback[] = []
    Object.assign(window, { __holdIdle: sessionStorage.getItem('e2e:hold-idle') === '1', __heldIdle: held })
    window.requestIdleCallback = (callback, options) =>
      (window as unknown as { __holdIdle: boolean }).__holdIdle ? held.push(callback) : run(callback, options)
  })
  await page.goto('/')
  await expectShell(page)
  // The last category's "Ver todos", below the grid and the carousels before it.
  const seeAll = page.getByRole('link', { name: 'Ver todos' }).last()
  await seeAll.scrollIntoViewIfNeeded()
  const place = await page.evaluate(() => Math.round(window.scrollY))
  expect(place).toBeGreaterThan(1000)
  await seeAll.click()
  await expect(page).toHaveURL(/\/casino\/provider\//)
  // The listing has replaced the lobby (the router keeps a page on screen while the next one loads).
  await expect(page.getByRole('heading', { level: 1 })).not.toHaveText('Início')
  await expect(page.getByRole('list', { name: 'Jogos' }).getByRole('article').first()).toBeVisible()

  await page.evaluate(() => Object.assign(window, { __holdIdle: true }))
  await page.goBack()
  await expect(page).toHaveURL(/\/$/)
  await expect(seeAll).toBeInViewport()
  const back = await page.evaluate(() => Math.round(window.scrollY))
  expect(Math.abs(back - place)).toBeLessThan(50)
  expect(await page.evaluate(() => (window as unknown as { __heldIdle: unknown[] }).__heldIdle.length)).toBeGreaterThan(
    0,
  )

  await page.evaluate(() => sessionStorage.setItem('e2e:hold-idle', '1'))
  await page.reload()
  await expect(seeAll).toBeInViewport()
  expect(await page.evaluate(() => (window as unknown as { __heldIdle: unknown[] }).__heldIdle.length)).toBeGreaterThan(
    0,
  )
})
