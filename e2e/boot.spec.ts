import { expect, test, type Page } from '@playwright/test'
import { control, expectShell } from './support.ts'

// The built site's Content Security Policy holds for the whole demo, and the page is never blank or in the wrong
// theme before the app boots.

const DEMO = { email: 'demo@jogada.com.br', password: 'Jogada@2026' }

/** Collects CSP violations: the page's `securitypolicyviolation` events and console errors that mention the CSP. */
async function watchCsp(page: Page) {
  await page.addInitScript(() => {
    const seen: string[] = []
    Object.defineProperty(window, '__cspViolations', { value: seen })
    document.addEventListener('securitypolicyviolation', (event) => {
      seen.push(
        `${event.effectiveDirective} blocked ${event.blockedURI || '(inline)'} at ${event.sourceFile}:${event.lineNumber}`,
      )
    })
  })
  const console: string[] = []
  page.on('console', (message) => {
    if (message.type() === 'error' && /Content Security Policy/i.test(message.text())) console.push(message.text())
  })
  return {
    events: () => page.evaluate(() => (window as unknown as { __cspViolations: string[] }).__cspViolations.slice()),
    console: () => console.slice(),
  }
}

test('the demo runs under its CSP: home, login, deposit modal, with no violation', async ({ page }) => {
  const csp = await watchCsp(page)
  await page.goto('/')
  const policy = await page.locator('meta[http-equiv="Content-Security-Policy"]').getAttribute('content')
  // Scripts from the site, plus the three inline boot scripts admitted by their hashes; nothing like 'unsafe-inline'.
  expect(policy).toMatch(/script-src 'self'(?: 'sha256-[A-Za-z0-9+/]+=*'){3};/)
  await expectShell(page)

  await control(page, 'Entrar').first().click()
  const login = page.getByRole('dialog', { name: 'Entrar na sua conta' })
  await login.getByLabel('Email ou telefone').fill(DEMO.email)
  await login.getByLabel(/^Senha/).fill(DEMO.password)
  await login.getByRole('button', { name: 'Entrar' }).click()
  await expect(page.getByRole('button', { name: 'Menu da conta' })).toBeVisible()

  await page.getByRole('button', { name: 'Depósito' }).click()
  const deposit = page.getByRole('dialog', { name: 'Depósito via PIX' })
  await expect(deposit).toBeVisible()
  await expect(deposit.getByRole('button').first()).toBeVisible()

  expect(await csp.events()).toEqual([])
  expect(csp.console()).toEqual([])

  // The watch works and the policy is enforced: an inline script is refused and reported.
  await page.evaluate(() => {
    const script = document.createElement('script')
    script.textContent = 'window.__inlineRan = true'
    document.head.append(script)
  })
  await expect.poll(() => csp.events()).toEqual([expect.stringMatching(/^script-src-elem blocked inline/)])
  expect(await page.evaluate(() => 'inlineRan' in window || '__inlineRan' in window)).toBe(false)
})

test.describe('before the app boots', () => {
  /** The entry script never arrives: what the player sees is index.html, boot-theme.js and boot.css alone. */
  async function openWithoutEntry(page: Page) {
    await page.route(/\/assets\/index-[^/]+\.js$/, (route) => route.abort())
    await page.goto('/')
    await expect(page.getByRole('status', { name: 'Carregando o Jogada' })).toBeVisible()
  }

  const background = (page: Page) => page.evaluate(() => getComputedStyle(document.documentElement).backgroundColor)

  test('a player who chose the dark theme gets a dark page and the loading frame', async ({ page }) => {
    await page.addInitScript(() => localStorage.setItem('color-theme', 'dark'))
    await openWithoutEntry(page)
    expect(await page.locator('html').getAttribute('data-mantine-color-scheme')).toBe('dark')
    expect(await background(page)).toBe('rgb(36, 36, 36)')
  })

  test('light is light, and system follows the device', async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'dark' })
    await page.addInitScript(() => localStorage.setItem('color-theme', 'light'))
    await openWithoutEntry(page)
    expect(await background(page)).toBe('rgb(255, 255, 255)')

    await page.addInitScript(() => localStorage.setItem('color-theme', 'system'))
    await openWithoutEntry(page)
    expect(await background(page)).toBe('rgb(36, 36, 36)')
  })

  test('the app never renders unstyled: its first render waits for the stylesheet at the end of <body>', async ({
    page,
  }) => {
    // Records, at the moment the app's first render replaces the frame, whether the app's stylesheet was applied
    // (a <link>'s sheet is null until it has loaded).
    await page.addInitScript(() => {
      const record = { rendered: false, styledAtFirstRender: false }
      Object.defineProperty(window, '__firstRender', { value: record })
      new MutationObserver((_, observer) => {
        if (document.querySelector('.boot-frame') || !document.getElementById('root')?.firstElementChild) return
        record.rendered = true
        record.styledAtFirstRender = [...document.styleSheets].some((sheet) => sheet.href?.includes('/assets/index-'))
        observer.disconnect()
      }).observe(document, { childList: true, subtree: true })
    })
    let release = () => {}
    const held = new Promise<void>((resolve) => (release = resolve))
    await page.route(/\/assets\/index-[^/]+\.css$/, async (route) => {
      await held
      await route.continue()
    })
    const entry = page.waitForResponse(/\/assets\/index-[^/]+\.js$/)
    await page.goto('/', { waitUntil: 'commit' })
    // The stylesheet is in the body now: the loading frame paints without it...
    const frame = page.getByRole('status', { name: 'Carregando o Jogada' })
    await expect(frame).toBeVisible()
    expect(await page.locator('head link[rel="stylesheet"]').count()).toBe(0)
    expect(await page.locator('body > link[rel="stylesheet"]').count()).toBe(1)
    // ...and with the entry script downloaded, the app still waits for it.
    await (await entry).finished()
    await expect(frame).toBeVisible()
    release()
    await expectShell(page)
    expect(await page.evaluate(() => (window as unknown as { __firstRender: object }).__firstRender)).toEqual({
      rendered: true,
      styledAtFirstRender: true,
    })
  })

  test('the frame is a placeholder: the first contentful paint is the app’s', async ({ page }) => {
    const paints = () => page.evaluate(() => performance.getEntriesByType('paint').map((entry) => entry.name))
    await openWithoutEntry(page)
    // The frame has painted, and it painted nothing contentful (docs/decisions/068-boot-frame-placeholder.md)...
    await expect.poll(paints).toContain('first-paint')
    expect(await paints()).not.toContain('first-contentful-paint')
    // ...which this page would have said: one word of text makes the next paint contentful.
    await page.evaluate(() => document.body.append('Jogada'))
    await expect.poll(paints).toContain('first-contentful-paint')

    // With the entry, the first contentful paint comes once the app has replaced the frame.
    await page.unrouteAll()
    await page.addInitScript(() => {
      const record = { replacedAt: -1 }
      Object.defineProperty(window, '__frame', { value: record })
      new MutationObserver((_, observer) => {
        if (document.querySelector('.boot-frame') || !document.getElementById('root')?.firstElementChild) return
        record.replacedAt = performance.now()
        observer.disconnect()
      }).observe(document, { childList: true, subtree: true })
    })
    await page.goto('/')
    await expectShell(page)
    await expect.poll(paints).toContain('first-contentful-paint')
    const { replacedAt, contentfulAt } = await page.evaluate(() => ({
      replacedAt: (window as unknown as { __frame: { replacedAt: number } }).__frame.replacedAt,
      contentfulAt: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? -1,
    }))
    expect(replacedAt).toBeGreaterThan(0)
    expect(contentfulAt).toBeGreaterThanOrEqual(replacedAt)
  })

  test('the app replaces the frame on its first render, in the same scheme', async ({ page }) => {
    await page.addInitScript(() => localStorage.setItem('color-theme', 'dark'))
    await page.goto('/')
    await expectShell(page)
    await expect(page.getByRole('status', { name: 'Carregando o Jogada' })).toHaveCount(0)
    expect(await page.locator('html').getAttribute('data-mantine-color-scheme')).toBe('dark')
    expect(await background(page)).toBe('rgb(36, 36, 36)')
  })
})
