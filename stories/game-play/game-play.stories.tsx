import type { Meta, StoryObj } from '@storybook/react-vite'
import type { createStore } from 'jotai'
import { HttpResponse } from 'msw'
import { expect, waitFor, within } from 'storybook/test'
import { configureApi } from '@/api/client.ts'
import { gamesSingle } from '@/api/casino.ts'
import { GamePlayPage } from '@/features/game-play/game-play-page.tsx'
import { formatBRL } from '@/shared/money.ts'
import { signInAtom } from '@/shared/session.ts'
import { catalogue } from '@mocks/catalogue/catalogue.ts'
import { signInAs } from '@mocks/auth/players.ts'
import { answer, override } from '@mocks/override.ts'
import { pendingForever } from '../fixtures.ts'
import { forceLayout } from '../wallet/fixtures.ts'

/**
 * The game screen against the seeded mock, the demo player signed in for real. The game itself is not part of these
 * stories: the launch answers a harmless page of the site's own origin, so the frame, its sandbox and everything
 * around it show as they do with a game.
 */
let session: ReturnType<typeof signInAs> | null = null

function storyGame() {
  const found = catalogue().order.lobby.find((entry) => entry.status)
  if (!found) throw new Error('the seeded catalogue has no playable game')
  return found
}
const game = storyGame()

/** games/single as the backend answers it, with a data-less page of the site's own origin to frame. */
const launchAnswer = answer(gamesSingle, {
  game: { id: game.id, game_name: game.game_name, game_code: game.game_code, cover: game.cover ?? null },
  gameUrl: '/favicon.svg',
  token: 'story-session',
})

const meta = {
  title: 'Game play/Game screen',
  component: GamePlayPage,
  args: { id: game.id },
  parameters: {
    layout: 'fullscreen',
    store: (store: ReturnType<typeof createStore>) => {
      if (session) store.set(signInAtom, { token: session.token, user: session.user })
    },
  },
  beforeEach({ msw }) {
    session = signInAs(1)
    configureApi({ getToken: () => session?.token ?? null })
    msw.use(override(gamesSingle, launchAnswer))
    const restoreLayout = forceLayout('desktop')
    return () => {
      restoreLayout()
      session = null
      configureApi({ getToken: () => null })
    }
  },
} satisfies Meta<typeof GamePlayPage>

export default meta
type Story = StoryObj<typeof meta>
type Canvas = ReturnType<typeof within>

const frameOf = (canvas: Canvas) => canvas.findByTitle(`Jogo: ${game.game_name}`, {}, { timeout: 5000 })

async function openMenu(canvas: Canvas, userEvent: Parameters<NonNullable<Story['play']>>[0]['userEvent']) {
  await frameOf(canvas)
  await userEvent.click(canvas.getByRole('button', { name: 'Abrir menu do jogo' }))
  const menu = within(canvas.getByRole('complementary', { name: 'Menu do jogo' }))
  await waitFor(() => expect(menu.getByTestId('game-menu-balance')).toHaveTextContent('R$'), { timeout: 5000 })
  return menu
}

/** The launch has not answered yet: the loader, its tips and particles. */
export const Loading: Story = {
  beforeEach({ msw }) {
    msw.use(pendingForever(gamesSingle))
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await canvas.findByText('Preparando os jogos…')).toBeVisible()
    await expect(canvasElement.querySelector('canvas')).toHaveAttribute('aria-hidden', 'true')
  },
}

export const LoadingDark: Story = { ...Loading, globals: { theme: 'dark' } }

/** The game in its frame (the side menu closed, its tab on the right edge). */
export const Playing: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const frame = await frameOf(canvas)
    await expect(frame).toHaveAttribute('sandbox', 'allow-scripts')
    await waitFor(() => expect(canvas.queryByText('Preparando os jogos…')).toBeNull(), { timeout: 5000 })
    await expect(canvas.getByRole('button', { name: 'Abrir menu do jogo' })).toBeVisible()
  },
}

/** The side menu open: the game's name, the way home, the balance, fullscreen and the PIX deposit. */
export const MenuOpen: Story = {
  play: async ({ canvasElement, userEvent }) => {
    const canvas = within(canvasElement)
    const menu = await openMenu(canvas, userEvent)
    await expect(menu.getByRole('heading', { level: 2, name: game.game_name })).toBeVisible()
    await expect(menu.getByRole('link', { name: 'Voltar para Home' })).toBeVisible()
    await expect(menu.getByRole('button', { name: 'Gerar PIX' })).toBeVisible()
  },
}

export const MenuOpenDark: Story = { ...MenuOpen, globals: { theme: 'dark' } }

export const MenuOpenPhone: Story = {
  ...MenuOpen,
  beforeEach: () => forceLayout('phone'),
}

/** A PIX generated from the menu on a desktop: the payment status panel over the page. */
export const PaymentOverlay: Story = {
  // Under Vitest, Mantine renders overlays in place, not in a portal (.storybook/preview.tsx): the dialog is laid
  // out inside the side menu's narrow column, where its code field is squeezed behind the copy button. Axe's
  // target-size rule would judge that test-only layout; the app portals the dialog over the whole screen.
  parameters: { a11y: { config: { rules: [{ id: 'target-size', enabled: false }] } } },
  play: async ({ canvasElement, userEvent }) => {
    const canvas = within(canvasElement)
    const menu = await openMenu(canvas, userEvent)
    await userEvent.click(menu.getByRole('button', { name: formatBRL(5000) }))
    await userEvent.click(menu.getByRole('button', { name: 'Gerar PIX' }))
    const dialog = within(
      await within(document.body).findByRole('dialog', { name: 'Depósito via PIX' }, { timeout: 5000 }),
    )
    await expect(await dialog.findByRole('region', { name: 'Aguardando pagamento' }, { timeout: 5000 })).toBeVisible()
  },
}

/** The same on a phone: the panel in the menu, in the form's place. */
export const PaymentInMenuPhone: Story = {
  beforeEach: () => forceLayout('phone'),
  play: async ({ canvasElement, userEvent }) => {
    const canvas = within(canvasElement)
    const menu = await openMenu(canvas, userEvent)
    await userEvent.click(menu.getByRole('button', { name: formatBRL(5000) }))
    await userEvent.click(menu.getByRole('button', { name: 'Gerar PIX' }))
    await expect(await menu.findByRole('region', { name: 'Aguardando pagamento' }, { timeout: 5000 })).toBeVisible()
    await expect(within(document.body).queryByRole('dialog')).toBeNull()
  },
}

/** The launch failed (here a 500): `Jogo em Manutenção` with the way back to the casino. */
export const Maintenance: Story = {
  beforeEach({ msw }) {
    msw.use(override(gamesSingle, () => HttpResponse.json({ message: 'Server Error' }, { status: 500 })))
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Jogo em Manutenção' }, { timeout: 5000 }),
    ).toBeVisible()
    await expect(canvas.getByRole('button', { name: 'Voltar ao Cassino' })).toBeVisible()
  },
}

export const MaintenanceDark: Story = { ...Maintenance, globals: { theme: 'dark' } }

export const MaintenancePhone: Story = {
  ...Maintenance,
  beforeEach({ msw }) {
    msw.use(override(gamesSingle, () => HttpResponse.json({ message: 'Server Error' }, { status: 500 })))
    return forceLayout('phone')
  },
}
