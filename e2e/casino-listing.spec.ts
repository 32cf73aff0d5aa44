import { expect, test, type Page } from '@playwright/test'

// The casino listings on the deployed demo (the mock's 5,000-game catalogue in the service worker). An unknown
// category's or provider's title is listing-page.test.tsx's, the search page's 3-character minimum is
// search-page.test.tsx's; the page's look and axe are the stories'.

const grid = (page: Page) => page.getByRole('list', { name: 'Jogos' })
const pages = (page: Page) => page.getByRole('navigation', { name: 'Páginas de jogos' })

test('a category listing: its name, the count, a page of games; a filter, then page 2, then back: page 1 with the filter', async ({
  page,
}) => {
  await page.goto('/casino/provider/all/category/slots')
  await expect(page.getByRole('heading', { level: 1, name: 'Slots' })).toBeVisible()
  await expect(grid(page).getByRole('article')).toHaveCount(12)
  await expect(page.getByText(/^\d[\d.]* jogos$/)).toBeVisible()
  await expect(pages(page).getByLabel('Página 1', { exact: true })).toHaveAttribute('aria-current', 'page')

  await page.getByRole('button', { name: 'Mais vistos', exact: true }).click()
  await expect(page).toHaveURL(/\/casino\/provider\/all\/category\/slots\?popularity=most_viewed$/)
  await expect(page.getByRole('list', { name: 'Filtros ativos' })).toContainText('Mais vistos')
  const firstOfPage1 = await grid(page).getByRole('article').first().textContent()

  await pages(page).getByRole('link', { name: 'Página 2', exact: true }).click()
  await expect(page).toHaveURL(/popularity=most_viewed/)
  await expect(page).toHaveURL(/page=2/)
  await expect(pages(page).getByLabel('Página 2', { exact: true })).toHaveAttribute('aria-current', 'page')
  await expect(grid(page).getByRole('article').first()).not.toHaveText(firstOfPage1!)

  await page.goBack()
  await expect(page).toHaveURL(/\/casino\/provider\/all\/category\/slots\?popularity=most_viewed$/)
  await expect(pages(page).getByLabel('Página 1', { exact: true })).toHaveAttribute('aria-current', 'page')
  await expect(page.getByRole('button', { name: 'Mais vistos', exact: true })).toHaveAttribute('aria-pressed', 'true')
  await expect(grid(page).getByRole('article').first()).toHaveText(firstOfPage1!)
})
