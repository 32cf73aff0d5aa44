import { expect, type FrameLocator, type Locator, type Page } from '@playwright/test'
import { followLoginLink } from './support.ts'

// What the journeys through the demo games share: the game-play spec and the engagement spec (missions, VIP) play
// the slot the same way.

/** The demo slot. */
export const SLOT = 'Fruit Party'

/** "R$ 1.234,56" (any spaces) as centavos. */
export function centavos(text: string | null): number {
  const digits = (text ?? '').replace(/[^\d-]/g, '')
  if (digits === '' || digits === '-') throw new Error(`not an amount: ${text}`)
  return Number(digits)
}

export const brl = (amount: number) =>
  new RegExp(
    `R\\$\\s${new Intl.NumberFormat('pt-BR', { minimumFractionDigits: 2 }).format(amount / 100).replace(/\./g, '\\.')}$`,
  )

/**
 * Home → the lobby's search → the game's page → `Jogar`: resolves on the play screen once the game in the frame is
 * ready (its `ready` control enabled).
 */
export async function openGameFromLobby(
  page: Page,
  name: string,
  ready: string,
): Promise<{ game: FrameLocator; frame: Locator }> {
  const box = page.getByRole('combobox', { name: 'Buscar jogos' })
  await box.click()
  await box.fill(name)
  await page
    .getByRole('listbox', { name: 'Jogos encontrados' })
    .getByRole('option', { name: new RegExp(`^${name}`) })
    .first()
    .click()
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible({ timeout: 20_000 })
  await page.getByRole('link', { name: 'Jogar' }).click()
  await expect(page).toHaveURL(/\/games\/play\/\d+\//)
  const frame = page.getByTitle(`Jogo: ${name}`)
  await expect(frame).toHaveAttribute('sandbox', 'allow-scripts')
  const game = page.frameLocator(`iframe[title="Jogo: ${name}"]`)
  await expect(game.getByRole('button', { name: ready, exact: true })).toBeEnabled({ timeout: 20_000 })
  // The loader is gone once the game has loaded.
  await expect(page.getByText('Preparando os jogos…')).toHaveCount(0)
  return { game, frame }
}

export const openSlotFromLobby = (page: Page) => openGameFromLobby(page, SLOT, 'Girar')

/** Logs the demo player in (from the login URL) and waits for home. */
export async function logInDemoPlayer(page: Page) {
  await followLoginLink(page, 'demo@jogada.com.br', 'Jogada@2026')
  // Logged in and home (a loaded machine may take a while over the first full load).
  await expect(page.getByRole('button', { name: 'Menu da conta' })).toBeVisible({ timeout: 30_000 })
}
