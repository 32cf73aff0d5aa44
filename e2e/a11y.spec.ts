import AxeBuilder from '@axe-core/playwright'
import { expect, test } from '@playwright/test'
import { expectShell } from './support.ts'

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

    const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze()
    const blocking = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')
    // One line per offending node, with axe's reason (e.g. the contrast ratio found), so a failure says what to fix.
    const summary = blocking.flatMap((v) =>
      v.nodes.map((n) => `${v.id} (${v.impact}) at ${n.target.join(' ')}: ${n.any[0]?.message ?? v.help}`),
    )
    expect(summary, summary.join('\n')).toEqual([])
  })
}
