// The games against the mock's own provider (mocks/provider): the answers' real shapes, ids and balances, not only
// the fake's. The wallet the mock settles against is the balance the game must show.
import { screen, waitFor, within } from '@testing-library/dom'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { catalogue } from '../../mocks/catalogue/catalogue.ts'
import { createSession } from '../../mocks/auth/sessions.ts'
import { walletOf } from '../../mocks/wallet/wallets.ts'
import { providerRequest } from '../../mocks/provider/provider.ts'
import { createGameSession } from '../../mocks/provider/sessions.ts'
import { balanceOf } from '../../mocks/provider/settlement.ts'
import { startGame } from './app.ts'

const DEMO_USER = 1
const realMatchMedia = window.matchMedia
beforeEach(() => {
  window.matchMedia = (query: string) => ({ ...realMatchMedia(query), matches: query.includes('reduce') })
})
afterEach(() => {
  window.matchMedia = realMatchMedia
  document.body.replaceChildren()
})

const money = (centavos: number) =>
  new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL' }).format(centavos / 100).replace(/\s/g, ' ')

async function launch(gameName: string) {
  const game = catalogue().games.find((g) => g.game_name === gameName)
  if (!game) throw new Error(gameName)
  const session = createGameSession(createSession(DEMO_USER), game.id)
  const received: Array<Record<string, unknown>> = []
  const mockFetch: typeof fetch = async (_url, init) => {
    const message = JSON.parse(String(init?.body)) as Record<string, unknown>
    received.push(message)
    return new Response(JSON.stringify(providerRequest(message, {})))
  }
  const parent = { postMessage: vi.fn() }
  const root = document.body.appendChild(document.createElement('div'))
  await startGame({
    root,
    search: `?game=${game.game_code}&session=${session.token}&lang=pt-BR&origin=https://app.test&transport=http`,
    parent,
    listen: () => () => {},
    fetch: mockFetch,
  })
  return { received, parent }
}

const shownBalance = () => document.querySelector('.balance-value')?.textContent?.replace(/\s/g, ' ')
const walletTotal = () => balanceOf(walletOf(DEMO_USER)).total

describe('the demo games against the mock provider', () => {
  it('slot: a spin settles in the wallet and the game shows the same balance', async () => {
    const user = userEvent.setup()
    const { received } = await launch('Fruit Party')
    expect(screen.getByRole('heading', { level: 1, name: 'Fruit Party' })).toBeInTheDocument()
    for (let spin = 1; spin <= 3; spin++) {
      await user.click(screen.getByRole('button', { name: 'Girar' }))
      await waitFor(() => expect(screen.getByRole('button', { name: 'Girar' })).toBeEnabled())
    }
    expect(received.filter((m) => m.type === 'round.start')).toHaveLength(3)
    // Three bets of R$ 1,00 left the wallet, whatever they won: the game shows the wallet as settled.
    expect(shownBalance()).toBe(money(walletTotal()))
    expect(within(screen.getByRole('group', { name: 'Rolos' })).getAllByRole('img')).toHaveLength(15)
  })

  it('crash: a bet and a cash-out are answered, and the balance follows the wallet', async () => {
    const user = userEvent.setup()
    const { received } = await launch('Spaceman')
    await user.click(screen.getByRole('button', { name: 'Apostar' }))
    await user.click(await screen.findByRole('button', { name: /^Retirar/ }))
    await screen.findByText(/^Retirado em/, { selector: '.crash-status' })
    expect(received.map((m) => m.type)).toContain('round.action')
    expect(shownBalance()).toBe(money(walletTotal()))
  })

  it('bingo: a round is drawn and closed, and the balance follows the wallet', async () => {
    const user = userEvent.setup()
    const { received } = await launch('Bingo Turbo 75')
    await user.click(screen.getByRole('button', { name: 'Jogar' }))
    const finish = await screen.findByRole('button', { name: /^(Finalizar|Jogar)$/ })
    if (finish.textContent === 'Finalizar') await user.click(finish)
    await waitFor(() => expect(received.some((m) => m.action === 'finish')).toBe(true))
    await waitFor(() => expect(screen.getByRole('button', { name: 'Jogar' })).toBeEnabled())
    expect(screen.getByRole('list', { name: 'Bolas sorteadas' }).children.length).toBeGreaterThanOrEqual(30)
    expect(shownBalance()).toBe(money(walletTotal()))
  })
})
