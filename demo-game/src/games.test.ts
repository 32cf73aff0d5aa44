import { screen, waitFor, within } from '@testing-library/dom'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createFakeProvider, fakeFetch, type FakeProviderOptions } from '../dev/fake-provider.ts'
import { startGame } from './app.ts'
import type { GameType } from './protocol.ts'

// The games skip their waits when the player prefers reduced motion: tests run that way.
const realMatchMedia = window.matchMedia
beforeEach(() => {
  window.matchMedia = (query: string) => ({ ...realMatchMedia(query), matches: query.includes('reduce') })
})
afterEach(() => {
  window.matchMedia = realMatchMedia
  document.body.replaceChildren()
})

async function launch(type: GameType, options: Partial<FakeProviderOptions> = {}, lang = 'pt-BR') {
  const provider = createFakeProvider({ type, session: 's1', ...options })
  const parent = { postMessage: vi.fn() }
  const root = document.createElement('div')
  document.body.append(root)
  await startGame({
    root,
    search: `?game=demo-${type}&session=s1&lang=${lang}&origin=https://app.test&transport=http`,
    parent,
    listen: () => () => {},
    fetch: fakeFetch(provider),
  })
  const hostMessages = () =>
    parent.postMessage.mock.calls.map(([message, origin]) => ({
      ...(message as { v: 1; type: string; session: string }),
      origin,
    }))
  return { provider, parent, root, hostMessages }
}

const requests = (provider: ReturnType<typeof createFakeProvider>, type: string) =>
  provider.received.filter((m) => m.type === type)

describe('slot', () => {
  // Row 0 all sevens, row 1 all cherries, row 2 all lemons: lines 0, 1 and 2 pay 5 of a kind.
  const reels = Array.from({ length: 5 }, () => ['seven', 'cherry', 'lemon'])

  it('says hello, shows the game, spins and shows the provider answer: reels, win and balance', async () => {
    const user = userEvent.setup()
    const { provider, hostMessages } = await launch('slot', { script: { reels }, cash: 10_000 })
    expect(screen.getByRole('heading', { level: 1, name: 'Fruta Dourada' })).toBeInTheDocument()
    expect(screen.getByText('R$ 100,00')).toBeInTheDocument()
    expect(hostMessages()).toEqual([{ v: 1, type: 'loaded', session: 's1', origin: 'https://app.test' }])

    await user.click(screen.getByRole('button', { name: 'Girar' }))
    await screen.findByText('Grande ganho! R$ 23,20')
    const [start] = requests(provider, 'round.start')
    expect(start).toMatchObject({ bet: 100, session: 's1' })
    expect(start!.key).toMatch(/^[0-9a-f-]{36}$/)
    // 10,000 - 100 + (5 sevens 200x + 5 cherries 12x + 5 lemons 20x) x R$ 0,10 per line.
    expect(screen.getByText('R$ 122,20')).toBeInTheDocument()
    const grid = screen.getByRole('group', { name: 'Rolos' })
    expect(within(grid).getAllByRole('img', { name: 'Sete' })).toHaveLength(5)
    expect(within(grid).getAllByRole('img', { name: 'Cereja' })).toHaveLength(5)
    expect(grid.querySelectorAll('.hit').length).toBeGreaterThanOrEqual(5)
  })

  it('spins with Space, with another bet, and each round has its own idempotency key', async () => {
    const user = userEvent.setup()
    const { provider } = await launch('slot')
    await user.click(screen.getByRole('button', { name: 'Aumentar a aposta' }))
    expect(screen.getByRole('group', { name: 'Aposta' })).toHaveTextContent('R$ 2,00')
    ;(document.activeElement as HTMLElement).blur()
    await user.keyboard(' ')
    await waitFor(() => expect(requests(provider, 'round.start')).toHaveLength(1))
    await waitFor(() => expect(screen.getByRole('button', { name: 'Girar' })).toBeEnabled())
    ;(document.activeElement as HTMLElement).blur()
    await user.keyboard('{Enter}')
    await waitFor(() => expect(requests(provider, 'round.start')).toHaveLength(2))
    const [first, second] = requests(provider, 'round.start')
    expect(first!.bet).toBe(200)
    expect(first!.key).not.toBe(second!.key)
  })

  it('opens the pay table with the RTP and closes it with Escape', async () => {
    const user = userEvent.setup()
    await launch('slot')
    await user.click(screen.getByRole('button', { name: 'Tabela de pagamentos' }))
    const dialog = screen.getByRole('dialog', { name: 'Tabela de pagamentos' })
    expect(dialog).toHaveTextContent('Retorno ao jogador (RTP): 96,1%')
    expect(within(dialog).getByRole('rowheader', { name: /Sete/ })).toBeInTheDocument()
    expect(within(dialog).getByText('Linha 10')).toBeInTheDocument()
    await user.keyboard('{Escape}')
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
  })

  it('out of funds: says so, keeps the reels, and asks the play screen for the deposit form', async () => {
    const user = userEvent.setup()
    const { hostMessages } = await launch('slot', { cash: 50 })
    await user.click(screen.getByRole('button', { name: 'Girar' }))
    await screen.findByText('Saldo insuficiente para esta aposta. Faça um depósito para continuar.')
    expect(hostMessages()).toContainEqual({ v: 1, type: 'deposit', session: 's1', origin: 'https://app.test' })
    expect(screen.getByText('R$ 0,50')).toBeInTheDocument()
  })

  it('the deposit button asks the play screen for the deposit form', async () => {
    const user = userEvent.setup()
    const { hostMessages } = await launch('slot')
    await user.click(screen.getByRole('button', { name: 'Depositar' }))
    expect(hostMessages()).toContainEqual({ v: 1, type: 'deposit', session: 's1', origin: 'https://app.test' })
  })

  it('turns the sound on and off (off at first)', async () => {
    const user = userEvent.setup()
    await launch('slot')
    const mute = screen.getByRole('button', { name: 'Ligar o som' })
    expect(mute).toHaveAttribute('aria-pressed', 'false')
    await user.click(mute)
    expect(screen.getByRole('button', { name: 'Desligar o som' })).toHaveAttribute('aria-pressed', 'true')
  })

  it.each([
    ['en', 'Spin', 'R$100.00'],
    ['es', 'Girar', '100,00 R$'],
  ])('follows the launch language (%s), money in reais with their symbol', async (lang, spin, balance) => {
    await launch('slot', {}, lang)
    expect(screen.getByRole('button', { name: spin })).toBeInTheDocument()
    expect(screen.getByRole('button', { name: lang === 'en' ? 'Deposit' : 'Depositar' })).toBeInTheDocument()
    expect(screen.getByText(balance)).toBeInTheDocument()
  })
})

describe('session', () => {
  it('an invalid session at hello shows the session screen and nothing to play', async () => {
    const provider = createFakeProvider({ type: 'slot', session: 'another' })
    const root = document.body.appendChild(document.createElement('div'))
    await startGame({
      root,
      search: '?game=x&session=s1&lang=pt-BR&origin=https://app.test&transport=http',
      parent: { postMessage: vi.fn() },
      listen: () => () => {},
      fetch: fakeFetch(provider),
    })
    expect(screen.getByRole('alert')).toHaveTextContent('Sessão encerrada')
    expect(screen.queryByRole('button', { name: 'Girar' })).not.toBeInTheDocument()
  })

  it('a session that expires mid-game replaces the game with the session screen', async () => {
    const user = userEvent.setup()
    const { provider } = await launch('slot')
    provider.failWith = 'session_invalid'
    await user.click(screen.getByRole('button', { name: 'Girar' }))
    expect(await screen.findByRole('alert')).toHaveTextContent('Sessão encerrada')
    expect(screen.queryByRole('button', { name: 'Girar' })).not.toBeInTheDocument()
  })

  it.each([
    ['crash', 'Apostar'],
    ['bingo', 'Jogar'],
  ] as const)('%s: a session that expires mid-game replaces the game with the session screen', async (type, action) => {
    const user = userEvent.setup()
    const { provider } = await launch(type)
    provider.failWith = 'session_invalid'
    await user.click(screen.getByRole('button', { name: action }))
    expect(await screen.findByRole('alert')).toHaveTextContent('Sessão encerrada')
    expect(screen.queryByRole('button', { name: action })).not.toBeInTheDocument()
  })

  it('a launch URL without a session shows the session screen', async () => {
    const root = document.body.appendChild(document.createElement('div'))
    await startGame({ root, search: '?game=x', parent: null, listen: () => () => {} })
    expect(screen.getByRole('alert')).toHaveTextContent('Sessão encerrada')
  })

  it('maintenance at hello says so', async () => {
    const provider = createFakeProvider({ type: 'slot', session: 's1' })
    provider.failWith = 'maintenance'
    const root = document.body.appendChild(document.createElement('div'))
    await startGame({
      root,
      search: '?game=x&session=s1&transport=http',
      parent: null,
      listen: () => () => {},
      fetch: fakeFetch(provider),
    })
    expect(screen.getByRole('alert')).toHaveTextContent('Jogo em manutenção')
  })
})

describe('crash', () => {
  it('bets, follows the curve and cashes out at the provider multiplier', async () => {
    const user = userEvent.setup()
    const { provider } = await launch('crash', { script: { crashPoint: 500 }, cash: 10_000 })
    expect(screen.getByText('Nenhuma rodada ainda')).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Apostar' }))
    await screen.findByText('Decolou!')
    expect(screen.getByText('R$ 99,00')).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: /^Retirar/ }))
    await screen.findByText(/^Retirado em 1,\d\dx: R\$ 1,\d\d$/, { selector: '.crash-status' })
    expect(requests(provider, 'round.action').find((m) => m.action === 'cashout')).toMatchObject({ roundId: 'r1' })
    const cashout = provider.received.findLast((m) => m.action === 'cashout')
    expect(cashout?.key).toMatch(/^[0-9a-f-]{36}$/)
    expect(screen.getByText(`R$ ${(provider.cash / 100).toFixed(2).replace('.', ',')}`)).toBeInTheDocument()
    // The round is over for the player: another bet can be placed.
    expect(screen.getByRole('button', { name: 'Apostar' })).toBeEnabled()
  })

  it('asks the provider whether the curve ended, and shows the crash and its point in the history', async () => {
    const user = userEvent.setup()
    const { provider } = await launch('crash', { script: { crashPoint: 1.01 } })
    await user.click(screen.getByRole('button', { name: 'Apostar' }))
    await screen.findByText('O avião partiu em 1,01x.', {}, { timeout: 4000 })
    expect(requests(provider, 'round.action').map((m) => m.action)).toContain('finish')
    expect(within(screen.getByRole('list', { name: 'Últimos voos' })).getByText('1,01x')).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Apostar' })).toBeEnabled()
  })

  it('sends a valid auto cash-out with the bet and refuses one below 1.01x', async () => {
    const user = userEvent.setup()
    const { provider } = await launch('crash', { script: { crashPoint: 1.01 } })
    const input = screen.getByLabelText('Retirada automática (opcional)')
    await user.type(input, '1')
    await user.click(screen.getByRole('button', { name: 'Apostar' }))
    expect(screen.getByText('A retirada automática deve ser um multiplicador a partir de 1,01x.')).toBeInTheDocument()
    expect(requests(provider, 'round.start')).toHaveLength(0)
    await user.clear(input)
    await user.type(input, '2,5')
    await user.click(screen.getByRole('button', { name: 'Apostar' }))
    await waitFor(() => expect(requests(provider, 'round.start')).toHaveLength(1))
    expect(requests(provider, 'round.start')[0]).toMatchObject({ options: { autoCashout: 2.5 } })
  })

  it('learns of an auto cash-out from the provider, and ends the round there', async () => {
    const user = userEvent.setup()
    const { provider } = await launch('crash', { script: { crashPoint: 500 } })
    await user.type(screen.getByLabelText('Retirada automática (opcional)'), '1,01')
    await user.click(screen.getByRole('button', { name: 'Apostar' }))
    await screen.findByText('Retirado em 1,01x: R$ 1,01', { selector: '.crash-status' })
    expect(screen.getByRole('button', { name: 'Apostar' })).toBeEnabled()
    expect(screen.getByText('R$ 100,01')).toBeInTheDocument()
    expect(provider.cash).toBe(10_001)
  })

  it('out of funds asks for the deposit form', async () => {
    const user = userEvent.setup()
    const { hostMessages } = await launch('crash', { cash: 10 })
    await user.click(screen.getByRole('button', { name: 'Apostar' }))
    await screen.findByText('Saldo insuficiente para esta aposta. Faça um depósito para continuar.')
    expect(hostMessages().map((m) => m.type)).toContain('deposit')
  })
})

describe('bingo', () => {
  const card0 = [1, 2, 3, 4, 5, 16, 17, 18, 19, 20, 31, 32, 33, 34, 35]
  const others = [
    Array.from({ length: 15 }, (_, i) => 41 + i),
    Array.from({ length: 15 }, (_, i) => 56 + i),
    Array.from({ length: 15 }, (_, i) => 41 + i),
  ]
  // The middle line of card 1, three of its corners, and numbers on no card.
  const balls = [
    16,
    17,
    18,
    19,
    20,
    1,
    5,
    31,
    ...Array.from({ length: 10 }, (_, i) => 6 + i),
    ...Array.from({ length: 10 }, (_, i) => 21 + i),
    36,
    37,
  ]

  it('draws the balls, marks the cards, offers an extra ball at its price, and pays at the end', async () => {
    const user = userEvent.setup()
    const { provider } = await launch('bingo', {
      script: { cards: [card0, ...others], balls, extraBalls: [35] },
      cash: 10_000,
    })
    expect(screen.getByText('Total: R$ 4,00')).toBeInTheDocument()
    const legend = screen.getByRole('list', { name: 'Padrões e prêmios' })
    expect(within(legend).getByText('Cartela cheia').nextElementSibling).toHaveTextContent('R$ 500,00')
    await user.click(screen.getByRole('button', { name: 'Aumentar a aposta' }))
    expect(within(legend).getByText('Cartela cheia').nextElementSibling).toHaveTextContent('R$ 1.000,00')
    await user.click(screen.getByRole('button', { name: 'Diminuir a aposta' }))
    await user.click(screen.getByRole('button', { name: 'Jogar' }))
    const extra = await screen.findByRole('button', { name: /^Bola extra por R\$\s1,00$/ })
    expect(screen.getByText('R$ 96,00')).toBeInTheDocument()
    const first = screen.getByRole('table', { name: 'Cartela 1' })
    expect(within(first).getByRole('cell', { name: '16, marcado' })).toBeInTheDocument()
    expect(within(first).getByRole('cell', { name: '2' })).not.toHaveClass('marked')
    expect(first.closest('section')).toHaveTextContent('Linha · R$ 2,00')
    // The corner still missing is hinted.
    expect(within(first).getByRole('cell', { name: '35' })).toHaveClass('near')
    expect(screen.getByRole('list', { name: 'Bolas sorteadas' }).children).toHaveLength(30)

    await user.click(extra)
    await screen.findByText('Você ganhou R$ 20,00')
    expect(within(first).getByRole('cell', { name: '35, marcado' })).toBeInTheDocument()
    expect(first.closest('section')).toHaveTextContent('X · R$ 20,00')
    expect(requests(provider, 'round.action').map((m) => m.action)).toEqual(['extra', 'finish'])
    // 10,000 - 4 cards x 100 - one extra ball 100 + the X (20 x 100).
    expect(screen.getByText('R$ 115,00')).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Jogar' })).toBeEnabled()
  })

  it('finishes at once when the player declines the extra ball', async () => {
    const user = userEvent.setup()
    const { provider } = await launch('bingo', { script: { cards: [card0, ...others], balls } })
    await user.click(screen.getByRole('button', { name: 'Jogar' }))
    await user.click(await screen.findByRole('button', { name: 'Finalizar' }))
    await screen.findByText('Você ganhou R$ 2,00')
    expect(requests(provider, 'round.action').map((m) => m.action)).toEqual(['finish'])
  })

  it('out of funds asks for the deposit form', async () => {
    const user = userEvent.setup()
    const { hostMessages } = await launch('bingo', { cash: 100 })
    await user.click(screen.getByRole('button', { name: 'Jogar' }))
    await screen.findByText('Saldo insuficiente para esta aposta. Faça um depósito para continuar.')
    expect(hostMessages().map((m) => m.type)).toContain('deposit')
  })
})
