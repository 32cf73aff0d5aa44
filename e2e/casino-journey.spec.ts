import { expect, test } from '@playwright/test'
import { expectShell } from './support.ts'

// The casino as a visitor first meets it on the deployed demo: the lobby's search, its "see all" link to the listing
// with the term, a filter, a second page, and the browser's back restoring the first page with the filter.

test('home → search "gates" → see all → listing → a filter → page 2 → back', async ({ page }) => {
  await page.goto('/')
  await expectShell(page)
  const box = page.getByRole('combobox', { name: 'Buscar jogos' })
  await box.click()
  await box.fill('gates')
  await expect(page.getByRole('listbox', { name: 'Jogos encontrados' }).getByRole('option').first()).toHaveText(
    /^Gates of Olympus/,
  )
  await page.getByRole('link', { name: /^Ver todos os .+ resultados$/ }).click()

  await expect(page).toHaveURL(/\/casino\/provider\/all\/category\/all\?searchTerm=gates$/)
  const grid = page.getByRole('list', { name: 'Jogos' })
  await expect(grid.getByRole('article').first()).toContainText('Gates of Olympus')
  await expect(page.getByRole('textbox', { name: 'Pesquisar jogos' })).toHaveValue('gates')

  await page.getByRole('button', { name: 'Slots', exact: true }).click()
  await expect(page).toHaveURL(/searchTerm=gates/)
  await expect(page).toHaveURL(/gameType=slots/)
  const active = page.getByRole('list', { name: 'Filtros ativos' })
  await expect(active).toContainText('Slots')
  const firstOfPage1 = await grid.getByRole('article').first().textContent()

  const pages = page.getByRole('navigation', { name: 'Páginas de jogos' })
  await pages.getByRole('link', { name: 'Página 2', exact: true }).click()
  await expect(page).toHaveURL(/page=2/)
  await expect(pages.getByLabel('Página 2', { exact: true })).toHaveAttribute('aria-current', 'page')
  await expect(grid.getByRole('article').first()).not.toHaveText(firstOfPage1 ?? '')

  await page.goBack()
  await expect(page).not.toHaveURL(/page=2/)
  await expect(page).toHaveURL(/gameType=slots/)
  await expect(active).toContainText('Slots')
  await expect(grid.getByRole('article').first()).toHaveText(firstOfPage1 ?? '')
})
