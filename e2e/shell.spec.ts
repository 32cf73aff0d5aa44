import { expect, test } from '@playwright/test'
import { control, expectShell, horizontalOverflow, readLocalStorage } from './support.ts'

// The app shell on the deployed demo (mock backend in the service worker), in the spec's words.

test('the side menu lists the categories from the mock, each linking to its casino category', async ({ page }) => {
  await page.goto('/')
  const menu = page.getByRole('navigation', { name: 'Menu lateral' })
  await expect(menu.getByRole('button', { name: 'Missões' })).toBeVisible()
  await expect(menu.getByRole('link', { name: 'Dobre seu saldo' })).toHaveAttribute('href', '/profile/affiliate')
  await expect(menu.getByRole('link', { name: 'Suporte' })).toHaveAttribute('href', '/support')

  const categories = menu.getByRole('list', { name: 'Categorias' })
  await expect(categories.getByRole('link').first()).toBeVisible()
  await expect(categories.locator('a[href="/casino/provider/all/category/bingo"]')).toBeVisible()
  expect(await categories.getByRole('link').count()).toBeGreaterThanOrEqual(5)

  // Collapsible: the toggle hides and shows the list.
  const toggle = menu.getByRole('button', { name: 'Categorias' })
  await toggle.click()
  await expect(toggle).toHaveAttribute('aria-expanded', 'false')
  await expect(categories).toBeHidden()
  await toggle.click()
  await expect(categories).toBeVisible()
})

test('the language drawer switches the text and <html lang>, and the choice survives a reload', async ({ page }) => {
  await page.goto('/')
  await expectShell(page)
  await expect(page.locator('html')).toHaveAttribute('lang', 'pt-BR')

  await page.getByRole('button', { name: /^Idioma/ }).click()
  const drawer = page.getByRole('dialog', { name: 'Idioma' })
  await expect(drawer.getByRole('radio', { name: 'Português (Brasil)' })).toBeChecked()
  await drawer.getByRole('radio', { name: 'English' }).click()

  await expect(page.locator('html')).toHaveAttribute('lang', 'en')
  await expect(control(page, 'Entrar')).toHaveCount(0)
  await expect(page.getByRole('navigation', { name: 'Side menu' })).toBeVisible()

  await page.reload()
  await expect(page.locator('html')).toHaveAttribute('lang', 'en')
})

test('?lang= picks the language on load, pt-br meaning Brazilian Portuguese', async ({ page }) => {
  await page.goto('/?lang=en')
  await expect(page.locator('html')).toHaveAttribute('lang', 'en')
  await expect(control(page, 'Entrar')).toHaveCount(0)

  await page.goto('/support?lang=es')
  await expect(page.locator('html')).toHaveAttribute('lang', 'es')
  // The page has rendered once its heading shows: the router's own start-up navigation (a same-document replace)
  // is over, so the next goto cannot be interrupted by it.
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()

  await page.goto('/?lang=pt-br')
  await expect(page.locator('html')).toHaveAttribute('lang', 'pt-BR')
  await expectShell(page)
})

test('the theme dropdown applies dark and keeps it in localStorage color-theme across a reload', async ({ page }) => {
  await page.goto('/')
  await expectShell(page)
  await page.getByRole('button', { name: /^Tema/ }).click()
  await page.getByRole('menuitemradio', { name: 'Escuro' }).click()

  const html = page.locator('html')
  await expect(html).toHaveAttribute('data-mantine-color-scheme', 'dark')
  expect(await readLocalStorage(page, 'color-theme')).toBe('dark')

  await page.reload()
  await expectShell(page)
  await expect(html).toHaveAttribute('data-mantine-color-scheme', 'dark')

  await page.getByRole('button', { name: /^Tema/ }).click()
  await page.getByRole('menuitemradio', { name: 'Claro' }).click()
  await expect(html).toHaveAttribute('data-mantine-color-scheme', 'light')
  expect(await readLocalStorage(page, 'color-theme')).toBe('light')
})

test('the cookie notice goes away on Aceitar and stays away', async ({ page }) => {
  await page.goto('/')
  const notice = page.getByRole('region', { name: 'Aviso de cookies' })
  // It mounts once the browser is idle after the first screen (useWhenIdle): on a loaded 2-core machine the demo's
  // first screen alone can take 10 s.
  await expect(notice).toBeVisible({ timeout: 20_000 })
  await notice.getByRole('button', { name: 'Aceitar' }).click()
  await expect(notice).toBeHidden()
  expect(await readLocalStorage(page, 'cookieAccepted')).not.toBeNull()

  await page.reload()
  await expectShell(page)
  await expect(page.getByRole('region', { name: 'Aviso de cookies' })).toHaveCount(0)
})

test('the footer carries the responsible-gaming notice and the copyright', async ({ page }) => {
  await page.goto('/')
  const footer = page.getByRole('contentinfo')
  await expect(footer.getByText('Jogue com responsabilidade. Jogo para maiores de 18 anos.')).toBeVisible()
  await expect(footer.getByText(/Jogada/)).not.toHaveCount(0)
})

test('an unknown address shows the not-found page with a way home', async ({ page }) => {
  await page.goto('/esta-pagina-nao-existe')
  await expect(page.getByRole('heading', { name: 'Página não encontrada' })).toBeVisible()
  await control(page, 'Voltar para o início').click()
  await expect(page).toHaveURL(/\/$/)
})

test('no horizontal scroll on a 360 px phone', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 })
  await page.goto('/')
  await expectShell(page)
  expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0)
})

test('the loading frame shows while settings load, then the shell replaces it', async ({ page }) => {
  // Slow latency (2–4 s per call) makes the loading frame (index.html's, until the first render) observable.
  await page.goto('/?mock=slow')
  const loading = page.getByRole('status', { name: 'Carregando o Jogada' })
  await expect(loading).toBeVisible()
  await expectShell(page, { timeout: 15_000 })
  await expect(loading).toHaveCount(0)
})
