import { expect, test } from '@playwright/test'
import { control, expectNoSeriousAxeViolations, expectShell, inEachTheme } from './support.ts'

// Accessible by default: axe finds no serious or critical violation on the home page, in the light and the dark theme.
test('the home page in the light and the dark theme has no serious or critical axe violations', async ({ page }) => {
  // Two full page loads and two axe runs over a lobby of a few hundred cards and the footer's operator block: past
  // the default minute on the 2-core machine with two browsers running (a bound, not a wait).
  test.setTimeout(120_000)
  await inEachTheme(page, async (theme) => {
    // The theme comes from where the app keeps it, before the first paint.
    await page.goto('/')
    await expectShell(page)
    await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', theme)
    // Side-menu categories and the cookie notice are part of the page a visitor first sees.
    await expect(page.getByRole('list', { name: 'Categorias' }).getByRole('link').first()).toBeVisible()

    await expectNoSeriousAxeViolations(page)
  })
})

// The account menu (its red `Sair`) and the demo panel (coloured buttons and badges) are only on screen once
// opened: axe checks them open, in both themes.
test('the open account menu in the light and the dark theme has no serious or critical axe violations', async ({
  page,
}) => {
  await page.goto('/login?user=demo%40jogada.com.br&pass=Jogada%402026')
  await expect(page.getByRole('button', { name: 'Menu da conta' })).toBeVisible()
  await inEachTheme(page, async (theme) => {
    await page.goto('/support')
    await page.getByRole('button', { name: 'Menu da conta' }).click()
    const menu = page.getByRole('menu')
    await expect(menu.getByRole('menuitem', { name: 'Sair' })).toBeVisible()
    await expect(menu.getByText(/R\$\s250,00/)).toBeVisible()
    await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', theme)

    await expectNoSeriousAxeViolations(page, '[role="menu"]')
  })
})

test('the open demo panel in the light and the dark theme has no serious or critical axe violations', async ({
  page,
}) => {
  // axe checks the contrast of what is on screen: a window tall enough that no section is scrolled away.
  await page.setViewportSize({ width: 1280, height: 3200 })
  await inEachTheme(page, async (theme) => {
    // A light page behind the panel: at this window size the lobby would load every carousel, and only the panel is
    // checked here (the home has its own checks above and in home.spec.ts).
    await page.goto('/support')
    await expectShell(page)
    await control(page, 'Painel de demonstração').click()
    const panel = page.getByRole('dialog', { name: 'Painel de demonstração' })
    // The seeded withdrawal in analysis (its green "Aprovar") and the coupons' badges are the last sections.
    await expect(panel.getByRole('button', { name: /^Aprovar o saque/ })).toBeVisible()
    await expect(panel.getByRole('list', { name: 'Cupons' })).toBeVisible()
    await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', theme)

    await expectNoSeriousAxeViolations(page, '[role="dialog"]')
  })
})
