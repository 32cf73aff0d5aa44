import { expect, type Locator, type Page } from '@playwright/test'

/** Fixed ports so playwright.config.ts, the specs and the README agree; 4010 is mock:server's default. */
export const PORTS = { demo: 4301, mockServerApp: 4302, mockServer: 4010 } as const
export const MOCK_SERVER_ORIGIN = `http://127.0.0.1:${PORTS.mockServer}`

/** The spec's words for the logged-out top bar. A control may be a button or a link-styled button. */
export function control(page: Page, name: string | RegExp): Locator {
  return page.getByRole('button', { name, exact: typeof name === 'string' }).or(page.getByRole('link', { name }))
}

/** The shell is up when the logged-out top bar shows `Entrar` (settings loaded, loading screen gone). */
export async function expectShell(page: Page, options: { timeout?: number } = {}): Promise<void> {
  await expect(control(page, 'Entrar').first()).toBeVisible(options)
}

export async function readLocalStorage(page: Page, key: string): Promise<string | null> {
  return page.evaluate((k) => localStorage.getItem(k), key)
}

/** Width the page can scroll beyond the viewport (0 = no horizontal scroll). */
export async function horizontalOverflow(page: Page): Promise<number> {
  return page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)
}
