import { expect, test } from '@playwright/test'
import { expectShell } from './support.ts'

// The home's game search on the demo build (mock in the service worker): the desktop dropdown opens a result with a
// full page load. The phone's full-screen search (the top bar hidden, the browser's back closing it) is
// app-shell.test.tsx's and game-search.test.tsx's.

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
