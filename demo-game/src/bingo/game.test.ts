import { screen, waitFor, within } from '@testing-library/dom'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it } from 'vitest'
import { launchGame } from '../../dev/launch-game.ts'

/** Card c holds 15c+1 … 15c+15, cell by cell. */
const CARDS = Array.from({ length: 4 }, (_, card) => Array.from({ length: 15 }, (_, cell) => 15 * card + cell + 1))
// The fake provider's X (cells 0, 4, 6, 7, 8, 10, 14) on card 1, and three middle cells of the top and bottom rows of
// cards 2 to 4 (nothing else near): card 1 wins the X.
const X = [1, 5, 7, 8, 9, 11, 15]
const QUIET = [2, 3, 4, 12, 13, 14].flatMap((n) => [15 + n, 30 + n, 45 + n])
const WIN_BALLS = [...X, ...QUIET, 61, 62, 63, 64, 65]
// Scattered so no card completes or nears a pattern.
const LOSS_BALLS = [
  2, 3, 13, 14, 17, 18, 28, 29, 32, 33, 43, 44, 47, 48, 58, 59, 61, 62, 63, 64, 65, 66, 67, 68, 69, 70, 71, 72, 73, 74,
]

let game: Awaited<ReturnType<typeof launchGame>> | undefined
afterEach(() => {
  game?.restore()
  game = undefined
  document.body.replaceChildren()
})

const tube = () => screen.getByRole('list', { name: 'Bolas sorteadas' })
const card = (number: number) => screen.getByRole('table', { name: `Cartela ${number}` })
const play = () => screen.getByRole('button', { name: 'Jogar' })

describe('bingo states', () => {
  it('idle: four cards waiting for their numbers (no dots), an empty tube, the total stake', async () => {
    game = await launchGame('bingo', { reducedMotion: false })
    for (const number of [1, 2, 3, 4]) {
      expect(card(number).closest('section')).toHaveClass('card-empty')
      expect(card(number)).toHaveTextContent(/^$/)
    }
    expect(tube().children).toHaveLength(0)
    expect(screen.getByText('Compre as cartelas e jogue')).toBeInTheDocument()
    expect(screen.getByText('Total: R$ 4,00')).toBeInTheDocument()
  })

  it('drawing: balls enter the tube one by one and the cards are marked as they come; Mostrar tudo skips', async () => {
    const user = userEvent.setup()
    game = await launchGame('bingo', { reducedMotion: false, script: { cards: CARDS, balls: WIN_BALLS } })
    await user.click(play())
    const skip = await screen.findByRole('button', { name: 'Mostrar tudo' })
    await waitFor(() => expect(tube().children.length).toBeGreaterThan(1))
    expect(tube().children.length).toBeLessThan(30)
    expect(screen.getByText(/^Bola \d+ de 30$/)).toHaveAttribute('aria-busy', 'true')
    expect(within(card(1)).getByRole('cell', { name: '1, marcado' })).toHaveClass('marked')
    expect(card(1).closest('section')).not.toHaveClass('card-empty')
    await user.click(skip)
    await screen.findByText('Você ganhou R$ 20,00')
    expect(tube().children).toHaveLength(30)
  })

  it('a win: the winning card glows with its pattern and prize, the win counts up to the exact figure', async () => {
    const user = userEvent.setup()
    game = await launchGame('bingo', { reducedMotion: false, script: { cards: CARDS, balls: WIN_BALLS } })
    await user.click(play())
    await user.click(await screen.findByRole('button', { name: 'Mostrar tudo' }))
    await screen.findByText('Você ganhou R$ 20,00')
    const first = card(1).closest('section')!
    expect(first).toHaveClass('winning')
    expect(first).toHaveTextContent('X · R$ 20,00')
    expect(within(card(1)).getByRole('cell', { name: '7, marcado' })).toHaveClass('in-win')
    await waitFor(() => expect(document.querySelector('.win-value')?.textContent?.replace(/\s/g, ' ')).toBe('R$ 20,00'))
    expect(screen.getByText('R$ 116,00')).toBeInTheDocument()
  })

  it('a loss: every ball drawn, no card wins, R$ 0,00', async () => {
    const user = userEvent.setup()
    game = await launchGame('bingo', { reducedMotion: true, script: { cards: CARDS, balls: LOSS_BALLS } })
    await user.click(play())
    await screen.findByText('Não foi desta vez.')
    expect(document.querySelectorAll('.card.winning')).toHaveLength(0)
    expect(document.querySelector('.win-value')?.textContent?.replace(/\s/g, ' ')).toBe('R$ 0,00')
    expect(screen.getByText('R$ 96,00')).toBeInTheDocument()
  })

  it('reduced motion: the whole draw and the marks at once, the result announced', async () => {
    const user = userEvent.setup()
    game = await launchGame('bingo', { reducedMotion: true, script: { cards: CARDS, balls: WIN_BALLS } })
    game.hold('round.start')
    await user.click(play())
    expect(tube().children).toHaveLength(0)
    game.release('round.start')
    // No "Mostrar tudo" step: the answer is shown whole.
    await screen.findByText('Você ganhou R$ 20,00')
    expect(tube().children).toHaveLength(30)
    expect(within(card(1)).getAllByRole('cell', { name: /marcado$/ })).toHaveLength(7)
    expect(document.querySelector('.win-value')?.textContent?.replace(/\s/g, ' ')).toBe('R$ 20,00')
  })

  it('the provider refuses the cards: nothing is drawn, the stake stays and the player is told so', async () => {
    const user = userEvent.setup()
    game = await launchGame('bingo', { reducedMotion: true })
    game.provider.failWith = 'maintenance'
    await user.click(play())
    await screen.findByText('Jogo em manutenção. Volte daqui a pouco. Sua aposta não foi debitada.')
    expect(game.provider.cash).toBe(10_000)
    expect(screen.getByText('R$ 100,00')).toBeInTheDocument()
    expect(tube().children).toHaveLength(0)
    expect(card(1).closest('section')).toHaveClass('card-empty')
    expect(play()).toBeEnabled()
  })
})
