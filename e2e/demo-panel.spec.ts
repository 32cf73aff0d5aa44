import { expect, test } from '@playwright/test'
import { control, expectShell } from './support.ts'

// The demo build's mock backend is steered from the demo panel and from the URL (docs/mock-backend.md). The panel's
// sections and its closing are mocks/panel/demo-panel.test.ts's.

test('?mock=slow keeps the loading screen up while the slow settings call is pending', async ({ page }) => {
  const isSettings = (url: string) => new URL(url).pathname.endsWith('/api/settings/data')
  let settingsAnswered = false
  page.on('response', (response) => {
    if (isSettings(response.url())) settingsAnswered = true
  })
  const settingsAsked = page.waitForRequest((request) => isSettings(request.url()))
  await page.goto('/?mock=slow')
  // The call has gone out (so the shell could have appeared), and while it is unanswered the page still shows the
  // loading frame of index.html (the app renders once the router's first load, settings included, has settled).
  await settingsAsked
  const loading = page.getByRole('status', { name: 'Carregando o Jogada' })
  await expect(loading).toBeVisible()
  await expect(control(page, 'Entrar')).toHaveCount(0)
  expect(settingsAnswered).toBe(false)
  await expectShell(page, { timeout: 15_000 })
  expect(settingsAnswered).toBe(true)
})

test('a fault on settings shows the error boundary; clearing it in the panel and retrying recovers', async ({
  page,
}) => {
  // A 5xx on the settings is the full-screen error (an unreadable or missing settings route runs on the built-in
  // settings instead: docs/architecture.md, "Failures → messages").
  await page.goto('/?mockFault=settings.data:500')
  const error = page.getByRole('alert').filter({ hasText: 'Algo deu errado' })
  await expect(error).toBeVisible()
  await expect(control(page, 'Entrar')).toHaveCount(0)

  await control(page, 'Painel de demonstração').click()
  const panel = page.getByRole('dialog', { name: 'Painel de demonstração' })
  await panel.getByRole('button', { name: /^Remover falha de settings\.data/ }).click()
  await expect(panel.getByText('Nenhuma falha ativa.')).toBeVisible()
  await page.keyboard.press('Escape')
  await expect(panel).toBeHidden()

  await error.getByRole('button', { name: 'Tentar novamente' }).click()
  await expectShell(page)
  await expect(error).toHaveCount(0)
})
