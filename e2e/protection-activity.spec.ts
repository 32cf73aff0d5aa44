import { readFile } from 'node:fs/promises'
import { expect, test, type Page } from '@playwright/test'
import { logInDemoPlayer, openSlotFromLobby, SLOT } from './play-support.ts'
import { openInApp } from './support.ts'

// Player protection in the demo build: the demo player plays a few slot rounds, the reality check reminds them of the
// time played and the session's result when the clock has moved on (Playwright's clock drives the page, and with it
// the in-page mock), Continuar closes it; the activity statement lists the rounds and exports them as a CSV.

/** The player's interval, through the contract (the limits page that offers it is another screen's journey). */
async function remindEvery(page: Page, minutes: 15 | 30 | 60) {
  const status = await page.evaluate(async (interval) => {
    const response = await fetch('/api/protection/reality-check', {
      method: 'PUT',
      headers: {
        Authorization: `Bearer ${localStorage.getItem('token') ?? ''}`,
        Accept: 'application/json',
        'Content-Type': 'application/json',
        'X-Requested-With': 'XMLHttpRequest',
      },
      body: JSON.stringify({ interval_minutes: interval }),
    })
    return response.status
  }, minutes)
  expect(status).toBe(200)
}

async function playRounds(page: Page, count: number) {
  const { game } = await openSlotFromLobby(page)
  const spin = game.getByRole('button', { name: 'Girar' })
  const win = game.locator('.win-value')
  for (let round = 0; round < count; round++) {
    await spin.click()
    await expect(win).not.toHaveText('', { timeout: 15_000 })
    await expect(spin).toBeEnabled()
  }
}

const reminder = (page: Page) => page.getByRole('dialog', { name: 'Lembrete de tempo de jogo' })

test('the reality check comes during play; the statement lists the rounds and exports them', async ({ page }) => {
  test.setTimeout(180_000)
  // The page's clock: advancing it moves the session's reminder on (the reminder's timer is the page's; the mock in
  // the service worker keeps its own time).
  await page.clock.install()
  await logInDemoPlayer(page)
  // Every 15 minutes: within the 30 minutes a session may stay idle.
  await remindEvery(page, 15)
  await playRounds(page, 3)

  await expect(reminder(page)).toHaveCount(0)
  await page.clock.fastForward('15:00')
  const dialog = reminder(page)
  await expect(dialog).toBeVisible()
  await expect(dialog.getByText(/Você está jogando há \d+ min nesta sessão\./)).toBeVisible()
  await expect(dialog.getByText('Resultado da sessão')).toBeVisible()
  await expect(dialog.getByRole('radio', { name: '15 minutos' })).toBeChecked()
  await expect(dialog.getByRole('button', { name: 'Continuar' })).toBeFocused()
  await dialog.getByRole('button', { name: 'Continuar' }).click()
  await expect(dialog).toHaveCount(0)

  // The next one, one whole interval later, after a reload: the reminder counts from the login again, armed once the
  // session's answer is in. (The dialog's look and axe in both themes: stories/protection/reality-check.stories.tsx.)
  const sessionRead = page.waitForResponse((response) => response.url().endsWith('/api/protection/session'))
  await page.reload()
  await sessionRead
  await page.clock.fastForward('15:00')
  await expect(reminder(page)).toBeVisible()
  await expect(reminder(page).getByText(/Você está jogando há (\d+ min|1 h \d{2} min)/)).toBeVisible()
  // The totals are read as the reminder opens; pressed once they are in, as a player would.
  await expect(reminder(page).getByText('Resultado da sessão')).toBeVisible()
  await reminder(page).getByRole('button', { name: 'Continuar' }).click()
  await expect(reminder(page)).toHaveCount(0)

  // The statement: the slot's rounds of the last 7 days (the page in both themes with axe:
  // stories/protection/activity.stories.tsx).
  const rows = page.getByRole('region', { name: 'Movimentações' }).getByRole('row')
  await openInApp(page, '/profile/activity?periodo=7d&tipo=rounds')
  await expect(page.getByRole('heading', { level: 1, name: 'Extrato de atividade' })).toBeVisible({ timeout: 20_000 })
  await expect(rows.filter({ hasText: `Aposta em ${SLOT}` })).toHaveCount(3)

  // The export: the whole filtered range as a CSV Brazilian spreadsheets open.
  const downloading = page.waitForEvent('download')
  await page.getByRole('button', { name: 'Exportar CSV' }).click()
  const download = await downloading
  expect(download.suggestedFilename()).toMatch(/^extrato-\d{4}-\d{2}-\d{2}-a-\d{4}-\d{2}-\d{2}\.csv$/)
  const bytes = await readFile(await download.path())
  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf])
  const lines = bytes.subarray(3).toString('utf8').split('\r\n').filter(Boolean)
  expect(lines[0]).toBe(
    'Data e hora;Tipo;Descrição;Valor (R$);Saldo após (R$);Saldo em dinheiro (R$);Saldo de bônus (R$)',
  )
  const stakes = lines.filter((line) => line.includes(`;Rodada;Aposta em ${SLOT};`))
  expect(stakes).toHaveLength(3)
  for (const line of stakes)
    expect(line).toMatch(/^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}:\d{2};Rodada;[^;]+;-\d+,\d{2};\d+,\d{2};/)
})
