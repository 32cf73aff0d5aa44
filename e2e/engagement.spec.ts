import { expect, test, type Page } from '@playwright/test'
import { centavos, logInDemoPlayer, openSlotFromLobby } from './play-support.ts'
import { openInApp } from './support.ts'

// Missions and VIP in the demo build: the demo player accepts the slot's 3-round mission, plays the slot until it
// completes, collects the reward and sees the bonus balance grow by it; VIP points grow with the rounds played; the
// missions modal and the VIP page pass axe in both themes.

/** The bonus balance on the wallet overview, in centavos. */
async function bonusBalance(page: Page): Promise<number> {
  await openInApp(page, '/profile/wallet')
  const balance = page.getByRole('region', { name: 'Saldo' })
  const bonus = balance.getByText('Bônus', { exact: true }).locator('xpath=following-sibling::*[1]')
  await expect(bonus).toHaveText(/R\$/, { timeout: 20_000 })
  return centavos(await bonus.textContent())
}

/** The side menu's `Missões`: the modal, once its daily list is there. */
async function openMissions(page: Page) {
  await openInApp(page, '/')
  await page.getByRole('navigation', { name: 'Menu lateral' }).getByRole('button', { name: 'Missões' }).click()
  const dialog = page.getByRole('dialog', { name: 'Missões' })
  await expect(dialog.getByRole('article', { name: 'Giro de Frutas' })).toBeVisible({ timeout: 20_000 })
  return dialog
}

/** Spins the slot `rounds` times, each round settled before the next. */
async function spinSlot(page: Page, rounds: number) {
  const { game } = await openSlotFromLobby(page)
  const spin = game.getByRole('button', { name: 'Girar' })
  const winValue = game.locator('.win-value')
  for (let round = 0; round < rounds; round++) {
    await spin.click()
    await expect(winValue).not.toHaveText('', { timeout: 15_000 })
    await expect(spin).toBeEnabled()
  }
}

async function vipPoints(page: Page): Promise<number> {
  await openInApp(page, '/vip')
  const points = page.getByRole('region', { name: 'Pontos VIP' })
  await expect(points).toBeVisible({ timeout: 20_000 })
  return Number((await points.getByText(/^[\d.]+$/).textContent())?.replace(/\D/g, ''))
}

test('a mission of the demo slot: accept, play until it completes, collect, and the bonus balance grows', async ({
  page,
}) => {
  test.setTimeout(120_000)
  await logInDemoPlayer(page)
  const bonusBefore = await bonusBalance(page)

  let dialog = await openMissions(page)
  const mission = dialog.getByRole('article', { name: 'Giro de Frutas' })
  await expect(mission.getByText(/^Bônus: R\$\s5,00$/)).toBeVisible()
  await mission.getByRole('button', { name: 'Aceitar' }).click()
  await expect(page.getByText('Missão aceita com sucesso')).toBeVisible()
  await expect(mission.getByText('Ativa')).toBeVisible()
  await expect(mission.getByText('0 de 3 rodadas')).toBeVisible()
  await page.keyboard.press('Escape')
  await expect(dialog).toHaveCount(0)

  await spinSlot(page, 3)

  dialog = await openMissions(page)
  const done = dialog.getByRole('article', { name: 'Giro de Frutas' })
  await expect(done.getByText('Concluída')).toBeVisible()
  await dialog.getByRole('button', { name: 'Coletar recompensas' }).click()
  await expect(page.getByText(/^Recompensas coletadas: R\$\s5,00$/)).toBeVisible()
  await expect(done.getByText('Coletada')).toBeVisible()
  await expect(dialog.getByText('Recompensas acumuladas').locator('xpath=following-sibling::*[1]')).toHaveText(
    /R\$\s5,00/,
  )

  expect(await bonusBalance(page)).toBe(bonusBefore + 500)
})

test('VIP: the page shows more points after a few rounds of the slot', async ({ page }) => {
  test.setTimeout(120_000)
  await logInDemoPlayer(page)
  const before = await vipPoints(page)
  await openInApp(page, '/')
  await spinSlot(page, 3)
  // The slot's default bet is R$ 1,00: a point a round.
  expect(await vipPoints(page)).toBe(before + 3)
})
