import { expect, test } from '@playwright/test'
import { expectNoSeriousAxeViolations, expectShell } from './support.ts'

// Issue 2 §8: axe finds no serious or critical violation on the home page, in the light and the dark theme.
for (const theme of ['light', 'dark'] as const) {
  test(`home page in the ${theme} theme has no serious or critical axe violations`, async ({ page }) => {
    // The theme comes from where the app keeps it, before the first paint.
    await page.addInitScript((value) => localStorage.setItem('color-theme', value), theme)
    await page.goto('/')
    await expectShell(page)
    await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', theme)
    // Side-menu categories and the cookie notice are part of the page a visitor first sees.
    await expect(page.getByRole('list', { name: 'Categorias' }).getByRole('link').first()).toBeVisible()

    await expectNoSeriousAxeViolations(page)
  })
}
