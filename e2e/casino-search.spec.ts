import { expect, test } from '@playwright/test'
import { expectShell } from './support.ts'

// The home's game search on the demo build (mock in the service worker): the desktop dropdown opens a result with a
// full page load, and the phone's full-screen search closes with the browser's back.

test('desktop: the results of "gates" open a game page with a full page load', async ({ page }) => {
  await page.goto('/')
  await expectShell(page)
  const box = page.getByRole('combobox', { name: 'Buscar jogos' })
  await box.click()
  await expect(page.getByRole('group', { name: 'Pesquisas populares' })).toBeVisible()
  await box.fill('gates')
  const results = page.getByRole('listbox', { name: 'Jogos encontrados' })
  const first = results.getByRole('option').first()
  await expect(first).toHaveText(/^Gates/)
  await expect(page.getByRole('link', { name: /^Ver todos os .+ resultados$/ })).toBeVisible()

  await box.press('ArrowDown')
  await expect(first).toHaveAttribute('aria-selected', 'true')
  const load = page.waitForEvent('load')
  await box.press('Enter')
  await load
  await expect(page).toHaveURL(/\/casino\/game\/\d+$/)
  // A full page load boots the app and its mock again: on a loaded 2-core machine that took over 10 s.
  await expect(page.getByRole('heading', { level: 1, name: /^Gates/ })).toBeVisible({ timeout: 20_000 })
})

test("phone: the full-screen search hides the top bar and closes with the browser's back", async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 })
  await page.goto('/')
  await expectShell(page)
  await expect(page.getByRole('banner')).toBeVisible()

  await page.getByRole('button', { name: 'Buscar jogos' }).click()
  const dialog = page.getByRole('dialog', { name: 'Buscar jogos' })
  await expect(dialog).toBeVisible()
  await expect(dialog.getByRole('combobox')).toBeFocused()
  await expect(page.getByRole('banner')).toBeHidden()
  expect(await page.evaluate(() => getComputedStyle(document.documentElement).overflow)).toBe('hidden')

  await dialog.getByRole('combobox').fill('gates')
  await expect(dialog.getByRole('option').first()).toBeVisible()

  await page.goBack()
  await expect(dialog).toBeHidden()
  await expect(page).toHaveURL(/\/$/)
  await expect(page.getByRole('banner')).toBeVisible()
  await expect(page.getByRole('button', { name: 'Buscar jogos' })).toBeFocused()
})
