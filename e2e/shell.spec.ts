import { expect, test } from '@playwright/test'
import { control, expectShell, horizontalOverflow, readLocalStorage } from './support.ts'

// The app shell on the deployed demo (mock backend in the service worker), in the spec's words. What one screen
// shows (the side menu's categories, the footer, the not-found page) is proven by the component tests
// (side-menu.test.tsx, footer.test.tsx, routes.test.tsx); these journeys keep what only a real browser shows: the
// visitor's choices surviving a reload, the language picked from the address, the phone layout.

test('a visitor accepts cookies, picks the dark theme and English, and all three survive a reload', async ({ page }) => {
  await page.goto('/')
  await expectShell(page)
  await expect(page.locator('html')).toHaveAttribute('lang', 'pt-BR')

  // The cookie notice mounts once the browser is idle after the first screen (useWhenIdle): on a loaded 2-core
  // machine the demo's first screen alone can take 10 s (a bound, not a wait).
  const notice = page.getByRole('region', { name: 'Aviso de cookies' })
  await expect(notice).toBeVisible({ timeout: 20_000 })
  await notice.getByRole('button', { name: 'Aceitar' }).click()
  await expect(notice).toBeHidden()
  expect(await readLocalStorage(page, 'cookieAccepted')).not.toBeNull()

  const html = page.locator('html')
  await page.getByRole('button', { name: /^Tema/ }).click()
  await page.getByRole('menuitemradio', { name: 'Escuro' }).click()
  await expect(html).toHaveAttribute('data-mantine-color-scheme', 'dark')
  expect(await readLocalStorage(page, 'color-theme')).toBe('dark')

  await page.getByRole('button', { name: /^Idioma/ }).click()
  const drawer = page.getByRole('dialog', { name: 'Idioma' })
  await expect(drawer.getByRole('radio', { name: 'Português (Brasil)' })).toBeChecked()
  await drawer.getByRole('radio', { name: 'English' }).click()
  await expect(html).toHaveAttribute('lang', 'en')
  await expect(control(page, 'Entrar')).toHaveCount(0)
  await expect(page.getByRole('navigation', { name: 'Side menu' })).toBeVisible()

  await page.reload()
  await expect(page.getByRole('navigation', { name: 'Side menu' })).toBeVisible()
  await expect(html).toHaveAttribute('lang', 'en')
  await expect(html).toHaveAttribute('data-mantine-color-scheme', 'dark')
  await expect(page.getByRole('region', { name: 'Cookie notice' })).toHaveCount(0)

  // And back to light, stored the same way.
  await page.getByRole('button', { name: /^Theme/ }).click()
  await page.getByRole('menuitemradio', { name: 'Light' }).click()
  await expect(html).toHaveAttribute('data-mantine-color-scheme', 'light')
  expect(await readLocalStorage(page, 'color-theme')).toBe('light')
})

test('?lang= picks the language on load, pt-br meaning Brazilian Portuguese', async ({ page }) => {
  // The help pages rather than the lobby: the language is read at start-up, whatever the page.
  await page.goto('/terms/service?lang=en')
  await expect(page.locator('html')).toHaveAttribute('lang', 'en')
  await expect(control(page, 'Entrar')).toHaveCount(0)
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()

  await page.goto('/support?lang=es')
  await expect(page.locator('html')).toHaveAttribute('lang', 'es')
  // The page has rendered once its heading shows: the router's own start-up navigation (a same-document replace)
  // is over, so the next goto cannot be interrupted by it.
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()

  await page.goto('/terms/service?lang=pt-br')
  await expect(page.locator('html')).toHaveAttribute('lang', 'pt-BR')
  await expectShell(page)
})

test('no horizontal scroll on a 360 px phone', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 })
  await page.goto('/')
  await expectShell(page)
  expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0)
})
