import AxeBuilder from '@axe-core/playwright'
import { expect, type Locator, type Page } from '@playwright/test'
import { cpfCheckDigits } from '../src/shared/br/cpf.ts'

// E2E_PORT_OFFSET lets two checkouts on one machine run their end-to-end tests at the same time (each worktree
// builds and serves on its own ports); CI and `npm test` use the plain ports.
const offset = Number(process.env.E2E_PORT_OFFSET ?? 0)
/** Ports that playwright.config.ts, the specs and docs/testing.md agree on; 4010 is mock:server's default. */
export const PORTS = {
  demo: 4301 + offset,
  mockServerApp: 4302 + offset,
  mockServer: 4010 + offset,
  laravelApp: 4303 + offset,
  laravelServer: 4011 + offset,
} as const
export const MOCK_SERVER_ORIGIN = `http://127.0.0.1:${PORTS.mockServer}`
/** `npm run mock:server -- --dialect laravel`: the mock answering as the original platform's backend did. */
export const LARAVEL_SERVER_ORIGIN = `http://127.0.0.1:${PORTS.laravelServer}`

/** The spec's words for the logged-out top bar. A control may be a button or a link-styled button. */
export function control(page: Page, name: string | RegExp): Locator {
  return page.getByRole('button', { name, exact: typeof name === 'string' }).or(page.getByRole('link', { name }))
}

/** The shell is up when the logged-out top bar shows `Entrar` (settings loaded, loading screen gone). */
export async function expectShell(page: Page, options: { timeout?: number } = {}): Promise<void> {
  await expect(control(page, 'Entrar').first()).toBeVisible(options)
}

/**
 * Follows a `/login?user=&pass=` link the way a link from another site arrives (page.goto sends no referrer): the page
 * asks "Entrar como …?" before logging in (docs/architecture.md, "Start-up and security"), and this confirms.
 */
export async function followLoginLink(page: Page, user: string, pass: string): Promise<void> {
  await page.goto(`/login?user=${encodeURIComponent(user)}&pass=${encodeURIComponent(pass)}`)
  await page.getByRole('button', { name: `Entrar como ${user}` }).click()
}

/**
 * Moves a loaded app to `path` the way the browser's Forward button does: one history entry, then the router's own
 * client-side navigation (its loaders, its pending state), not a full page load. A journey follows the player from
 * page to page inside the app; a `page.goto` would boot the app again, a few seconds of CPU each on a 2-core machine
 * (docs/testing.md, End to end). A journey about a reload or a first load still uses `page.goto`/`page.reload`.
 */
export async function openInApp(page: Page, path: string): Promise<void> {
  await page.evaluate((to) => {
    // TanStack Router's history keeps its position in the entry's state; the next position makes this a forward step.
    const index = Number((window.history.state as { __TSR_index?: number } | null)?.__TSR_index ?? 0) + 1
    const key = Math.random().toString(36).slice(2, 10)
    window.history.pushState({ __TSR_index: index, key, __TSR_key: key }, '', to)
    window.dispatchEvent(new PopStateEvent('popstate', { state: window.history.state }))
  }, path)
  await expect(page).toHaveURL(new URL(path, page.url()).href)
}

export async function readLocalStorage(page: Page, key: string): Promise<string | null> {
  return page.evaluate((k) => localStorage.getItem(k), key)
}

/** Width the page can scroll beyond the viewport (0 = no horizontal scroll). */
export async function horizontalOverflow(page: Page): Promise<number> {
  return page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)
}

/** A number and address no seeded player has: a mobile of DDD 11 with random digits, a timestamped e-mail. */
export function freshPlayer() {
  const suffix = `${Date.now() % 1e8}`.padStart(8, '0')
  return { phone: `119${suffix}`, email: `e2e.${suffix}@exemplo.com`, password: 'Jogada@2026!' }
}

let cpfSerial = 0

/** A real CPF for a fresh player (the modal's registration asks none), different on every call. */
export function freshCpf(): string {
  cpfSerial += 1
  const base = `${(Date.now() * 7 + cpfSerial * 7919) % 1e9}`.padStart(9, '1')
  return base + cpfCheckDigits(base)
}

/**
 * A player without a CPF on file is asked for it once, by the first deposit or withdrawal form
 * (docs/decisions/054-cpf-for-money-movement.md): waits for the field in `scope` and types one.
 */
export async function giveCpf(scope: Page | Locator, cpf = freshCpf()): Promise<string> {
  const field = scope.getByRole('textbox', { name: /^CPF/ })
  await expect(field).toBeVisible()
  await field.fill(cpf)
  return cpf
}

/**
 * Registers a new player through the five-step modal; registration lands on /profile/deposit, where the limits prompt
 * opens: dismissed with `Agora não` unless `keepLimitsPrompt` (protection-limits.spec.ts answers it).
 * (auth-register.spec.ts checks every step's wording; journeys that only need a fresh player use this.)
 */
export async function registerFreshPlayer(
  page: Page,
  player = freshPlayer(),
  { keepLimitsPrompt = false }: { keepLimitsPrompt?: boolean } = {},
) {
  await page.goto('/')
  await expectShell(page)
  await control(page, 'Cadastrar').first().click()
  const modal = page.getByRole('dialog', { name: 'Criar conta' })
  const next = modal.getByRole('button', { name: 'Próximo' })
  await modal.getByLabel('Nome completo', { exact: true }).fill('Jogadora de Teste')
  await next.click()
  await modal.getByLabel('Email', { exact: true }).fill(player.email)
  await next.click()
  await modal.getByLabel('Telefone com DDD').fill(player.phone)
  await next.click()
  await modal.getByLabel('Senha', { exact: true }).fill(player.password)
  await modal.getByLabel('Confirmar senha').fill(player.password)
  await next.click()
  await modal.getByRole('button', { name: 'Criar conta' }).click()
  await expect(page).toHaveURL(/\/profile\/deposit$/)
  if (keepLimitsPrompt) await expect(page.getByRole('dialog', { name: 'Defina seus limites' })).toBeVisible()
  else await notNowToLimits(page)
  return player
}

/**
 * A player who has not answered the limits prompt is asked at every sign-in and registration (a reload asks nothing):
 * waits for it and answers `Agora não`, as a player on the way elsewhere does (protection-limits.spec.ts answers it).
 */
export async function notNowToLimits(page: Page): Promise<void> {
  const limitsPrompt = page.getByRole('dialog', { name: 'Defina seus limites' })
  await limitsPrompt.getByRole('button', { name: 'Agora não' }).click()
  await expect(limitsPrompt).toBeHidden()
}

/**
 * axe (WCAG 2.2 A/AA, which takes in 2.0 and 2.1, target size included) on the page or a part of it: serious and
 * critical violations fail, listed.
 */
export async function expectNoSeriousAxeViolations(page: Page, include?: string) {
  let builder = new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
  if (include) builder = builder.include(include)
  const results = await builder.analyze()
  const blocking = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')
  const summary = blocking.flatMap((v) =>
    v.nodes.map((n) => `${v.id} (${v.impact}) at ${n.target.join(' ')}: ${n.any[0]?.message ?? v.help}`),
  )
  expect(summary, summary.join('\n')).toEqual([])
}

/**
 * Runs `check` in the light theme, then in the dark one, in one browser context: the theme is stored where the app
 * keeps it (`color-theme`) and `check` opens its pages itself. A second context would start the demo's mock again.
 */
export async function inEachTheme(page: Page, check: (theme: 'light' | 'dark') => Promise<void>): Promise<void> {
  await page.addInitScript(() => {
    if (!localStorage.getItem('color-theme')) localStorage.setItem('color-theme', 'light')
  })
  for (const theme of ['light', 'dark'] as const) {
    if (theme === 'dark') await page.evaluate(() => localStorage.setItem('color-theme', 'dark'))
    await check(theme)
    await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', theme)
  }
}

/**
 * What a page downloads of its first screen, recorded from before its navigation: every image request, and the
 * console's warnings about a preload (an unused or unmatched one). Read by expectFirstScreenFromIndexHtml.
 */
export function watchFirstScreen(page: Page): { imageRequests: string[]; preloadWarnings: string[] } {
  const imageRequests: string[] = []
  const preloadWarnings: string[] = []
  page.on('request', (request) => {
    if (request.resourceType() === 'image') imageRequests.push(request.url())
  })
  page.on('console', (message) => {
    if (message.text().includes('preload')) preloadWarnings.push(message.text())
  })
  return { imageRequests, preloadWarnings }
}

/**
 * A visitor's lobby as index.html's boot script serves it (public/boot-first-calls.js): the app took up every answer
 * it asked for (window.jogadaFirstCalls is empty), and the images the first screen draws at once (the high-priority
 * ones and the header's logos) are exactly its preloads, each downloaded once, with no preload warning.
 */
export async function expectFirstScreenFromIndexHtml(
  page: Page,
  { imageRequests, preloadWarnings }: ReturnType<typeof watchFirstScreen>,
): Promise<void> {
  expect(
    await page.evaluate(() => Object.keys((window as { jogadaFirstCalls?: object }).jogadaFirstCalls ?? {})),
  ).toEqual([])
  const firstScreenImages = await page.evaluate(() =>
    [...document.querySelectorAll<HTMLImageElement>('img[fetchpriority="high"], header img')].map((image) => image.src),
  )
  const imagePreloads = await page.evaluate(() =>
    [...document.querySelectorAll<HTMLLinkElement>('link[rel="preload"][as="image"]')].map((link) => link.href),
  )
  expect(firstScreenImages.length).toBeGreaterThanOrEqual(4)
  expect(imagePreloads.sort()).toEqual([...new Set(firstScreenImages)].sort())
  for (const image of imagePreloads) expect(imageRequests.filter((url) => url === image)).toEqual([image])
  expect(preloadWarnings).toEqual([])
}
