import { expect, test, type Page } from '@playwright/test'
import { catalogue } from '../mocks/catalogue/catalogue.ts'
import { followLoginLink, openInApp, readLocalStorage } from './support.ts'

// Favorites and recents end to end on the demo build (mock in the service worker): a visitor's favorite survives the
// login, and a game page the player opens shows in their recents.

const DEMO = { email: 'demo@jogada.com.br', password: 'Jogada@2026' }

/** A seeded, enabled game by name (the demo player has neither of the two used here as favorite or recent). */
function seededGame(name: string) {
  const game = catalogue().games.find((g) => g.game_name === name && g.status)
  if (!game) throw new Error(`no enabled game named ${name} in the seeded catalogue`)
  return game
}

/** Logs the demo player in from the address (`/login?user=&pass=`) and waits for the stored session. */
async function logInFromAddress(page: Page) {
  await followLoginLink(page, DEMO.email, DEMO.password)
  await expect.poll(() => readLocalStorage(page, 'token')).toBeTruthy()
}

async function logInWithModal(page: Page) {
  const dialog = page.getByRole('dialog', { name: 'Entrar na sua conta' })
  await expect(dialog).toBeVisible()
  await dialog.getByLabel('Email ou telefone').fill(DEMO.email)
  await dialog.getByLabel(/^Senha/).fill(DEMO.password)
  await dialog.getByRole('button', { name: 'Entrar' }).click()
  await expect(dialog).toBeHidden()
}

test('a visitor favorites a game, logs in, and finds it in Favorites', async ({ page }) => {
  const game = seededGame('Gates of Olympus')
  await page.goto(`/casino/game/${game.id}`)
  await expect(page.getByRole('heading', { level: 1, name: game.game_name })).toBeVisible()

  // The button shows the favorite at once (optimistic); the mock has it only once its POST is answered, and a full
  // page load before that would abort the call.
  const saved = page.waitForResponse(
    (response) => response.url().includes(`/api/games/favorite/${game.id}`) && response.request().method() === 'POST',
  )
  await page.getByRole('button', { name: 'Adicionar aos favoritos' }).click()
  await logInWithModal(page)
  // Back on the game's page, the favorite the visitor asked for is saved.
  await expect(page).toHaveURL(new RegExp(`/casino/game/${game.id}$`))
  await expect(page.getByRole('button', { name: 'Remover dos favoritos' })).toHaveAttribute('aria-pressed', 'true')
  expect((await saved).ok()).toBe(true)

  await openInApp(page, '/profile/favorite')
  const favorites = page.getByRole('list', { name: 'Jogos favoritos' })
  await expect(favorites.getByRole('link', { name: new RegExp(`^${game.game_name}`) })).toBeVisible()
})

test('opening a game page records it in Recents, the latest first', async ({ page }) => {
  const game = seededGame('Fruit Party')
  await logInFromAddress(page)

  await page.goto(`/casino/game/${game.id}`)
  await expect(page.getByRole('heading', { level: 1, name: game.game_name })).toBeVisible()

  await page.goto('/profile/recents')
  const recents = page.getByRole('list', { name: 'Jogos recentes' })
  await expect(recents.getByRole('link').first()).toHaveAccessibleName(new RegExp(`^${game.game_name}`))
})
