import { expect, test } from '@playwright/test'
import { expectShell } from './support.ts'

// Operator identification: a licensed operator shows who runs the site on every page; the footer's link leads to the
// responsible-gaming page, which axe checks in both themes.

test('the home page’s footer identifies the operator and leads to the responsible-gaming page', async ({ page }) => {
  await page.goto('/')
  // A first visit (cold caches, the lobby's few hundred cards) on a busy machine: a bound, not a wait.
  await expectShell(page, { timeout: 30_000 })
  const footer = page.getByRole('contentinfo')
  // The footer mounts once the first screen is up (the lobby's few hundred cards keep a busy machine's main thread
  // from idling for a while), and the operator's block loads on its own after it: bounds, not waits.
  await expect(footer).toBeVisible({ timeout: 30_000 })
  const operator = footer.getByRole('region', { name: 'Operador' })
  await expect(operator.getByText('Jogada Demonstração Ltda.')).toBeVisible({ timeout: 15_000 })
  await expect(operator.getByText('99.999.999/0001-91')).toBeVisible()
  await expect(operator.getByText(/Portaria SPA\/MF nº 0000\/2026 \(fictícia\), de 2 de janeiro de 2026/)).toBeVisible()
  await expect(operator.getByRole('link', { name: '(11) 0000-0000' })).toHaveAttribute('href', 'tel:+551100000000')
  await expect(operator.getByRole('link', { name: 'sac@jogada.example' })).toBeVisible()
  await expect(operator.getByRole('link', { name: 'ouvidoria@jogada.example' })).toBeVisible()
  await expect(footer.getByText('Jogue com responsabilidade. Jogo para maiores de 18 anos.')).toBeVisible()
  await expect(footer.getByText('Proibido para menores de 18 anos')).toBeVisible()

  await footer.getByRole('link', { name: 'Jogo responsável: riscos, ajuda e ferramentas' }).click()
  await expect(page).toHaveURL(/\/jogo-responsavel$/)
  await expect(page.getByRole('heading', { level: 1, name: 'Jogo responsável' })).toBeVisible()
})
