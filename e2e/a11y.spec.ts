import { expect, test } from '@playwright/test'
import { expectNoSeriousAxeViolations, expectShell, inEachTheme } from './support.ts'

// Accessible by default. Every screen and state is a story, and every story runs axe in Chromium (in both themes where
// colours differ: the pages, their modals, menus and panels), so the journeys do not repeat those checks. What only the
// real app composes is checked here: the home page with the shell around it, in the light and the dark theme.
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
