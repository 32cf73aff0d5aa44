import { screen, waitFor, within } from '@testing-library/dom'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it } from 'vitest'
import { launchGame } from '../../dev/launch-game.ts'

// Row 0 all sevens, row 1 all cherries, row 2 all lemons: lines 1, 2 and 3 pay five of a kind (R$ 23,20 at R$ 1,00).
const WIN = Array.from({ length: 5 }, () => ['seven', 'cherry', 'lemon'])
// No line has three alike from the left.
const LOSS = [
  ['seven', 'cherry', 'lemon'],
  ['bell', 'grape', 'diamond'],
  ['cherry', 'lemon', 'seven'],
  ['grape', 'diamond', 'bell'],
  ['lemon', 'seven', 'cherry'],
]
const NAMES: Record<string, string> = {
  seven: 'Sete',
  cherry: 'Cereja',
  lemon: 'Limão',
  bell: 'Sino',
  grape: 'Uva',
  diamond: 'Diamante',
}

let game: Awaited<ReturnType<typeof launchGame>> | undefined
afterEach(() => {
  game?.restore()
  game = undefined
  document.body.replaceChildren()
})

const reels = () => screen.getByRole('group', { name: 'Rolos' })
const strips = () => [...reels().querySelectorAll<HTMLElement>('.strip')]
/** The names of the symbols on show, as assistive technology hears them (the running strips are hidden from it). */
const shownNames = () =>
  within(reels())
    .getAllByRole('img')
    .map((cell) => cell.getAttribute('aria-label'))
const spin = () => screen.getByRole('button', { name: 'Girar' })
const winValue = () => document.querySelector('.win-value')?.textContent?.replace(/\s/g, ' ')

describe('slot states', () => {
  it('idle: drawn symbols named for assistive technology, the bet, the spin button', async () => {
    game = await launchGame('slot', { reducedMotion: false })
    const cells = within(reels()).getAllByRole('img')
    expect(cells).toHaveLength(15)
    // Each cell's picture is a drawing from the one sprite, hidden from assistive technology (the cell has the name).
    const art = cells[0]!.querySelector('svg')
    expect(art).toHaveAttribute('aria-hidden', 'true')
    expect(art?.querySelector('use')?.getAttribute('href')).toMatch(/^#sym-/)
    expect(document.getElementById('slot-sprite')?.querySelector('symbol#sym-seven')).not.toBeNull()
    expect(spin()).toBeEnabled()
    expect(screen.getByRole('group', { name: 'Aposta' })).toHaveTextContent('R$ 1,00')
  })

  it('spinning: every reel loops while the provider has not answered, then they stop one by one', async () => {
    const user = userEvent.setup()
    game = await launchGame('slot', { reducedMotion: false, script: { reels: WIN } })
    game.hold('round.start')
    await user.click(spin())
    expect(reels()).toHaveAttribute('aria-busy', 'true')
    expect(spin()).toBeDisabled()
    await waitFor(() => expect(strips().every((strip) => strip.classList.contains('looping'))).toBe(true))
    // What runs past is decoration: no symbol is named while nothing is decided.
    expect(within(reels()).queryAllByRole('img')).toHaveLength(0)

    game.release('round.start')
    // The first reel lands while the last one still loops.
    await waitFor(() => {
      expect(strips()[0]).toHaveClass('landing')
      expect(strips()[4]).toHaveClass('looping')
    })
    await waitFor(() => expect(reels()).not.toHaveAttribute('aria-busy'), { timeout: 8000 })
    expect(within(reels()).getAllByRole('img', { name: 'Sete' })).toHaveLength(5)
    expect(strips().every((strip) => strip.className === 'strip')).toBe(true)
  })

  it('a spin builds no reel: the strips keep the cells the slot mounted, only the answer is written into them', async () => {
    const user = userEvent.setup()
    game = await launchGame('slot', { reducedMotion: false, script: { reels: LOSS } })
    const cells = () => strips().map((strip) => [...strip.querySelectorAll('.cell')])
    const mounted = cells()
    // Each strip: the landing block and the filler that runs past, above the window, then the shown block (strip.ts).
    expect(mounted.map((strip) => strip.length)).toEqual([15, 15, 15, 15, 15])
    const symbolsOf = (strip: Element[], from: number) =>
      strip.slice(from, from + 3).map((cell) => (cell as HTMLElement).dataset.symbol)
    game.hold('round.start')
    await user.click(spin())
    await waitFor(() => expect(strips().every((strip) => strip.classList.contains('looping'))).toBe(true))
    // The loop is a class on the strips as they were: the very same nodes, nothing added or replaced.
    const looping = cells()
    mounted.forEach((strip, reel) => strip.forEach((cell, index) => expect(looping[reel]?.[index]).toBe(cell)))
    expect(strips().every((strip) => strip.getAttribute('aria-hidden') === 'true')).toBe(true)

    game.release('round.start')
    await waitFor(() => expect(reels()).not.toHaveAttribute('aria-busy'), { timeout: 8000 })
    const landed = cells()
    landed.forEach((strip, reel) => {
      expect(strip).toHaveLength(15)
      // The shown block and the landing block both hold the answer: the next loop starts where the reel stands.
      expect(symbolsOf(strip, 12)).toEqual(LOSS[reel])
      expect(symbolsOf(strip, 0)).toEqual(LOSS[reel])
      // The filler is the one the slot mounted.
      strip.slice(3, 12).forEach((cell, index) => expect(cell).toBe(mounted[reel]?.[3 + index]))
    })
    expect(strips().some((strip) => strip.hasAttribute('aria-hidden'))).toBe(false)
    expect(shownNames()).toEqual(LOSS.flat().map((id) => NAMES[id]))
  })

  it('the provider refuses a spin in motion: the reels stop where they stood, named as before', async () => {
    const user = userEvent.setup()
    game = await launchGame('slot', { reducedMotion: false, script: { reels: WIN } })
    const before = shownNames()
    game.provider.failWith = 'maintenance'
    await user.click(spin())
    await screen.findByText('Jogo em manutenção. Volte daqui a pouco. Sua aposta não foi debitada.')
    expect(strips().every((strip) => strip.className === 'strip' && !strip.hasAttribute('aria-hidden'))).toBe(true)
    expect(reels().querySelectorAll('.spinning')).toHaveLength(0)
    expect(shownNames()).toEqual(before)
  })

  it('a win: the lines drawn over the reels, each named, the win counted up to the exact figure', async () => {
    const user = userEvent.setup()
    game = await launchGame('slot', { reducedMotion: false, script: { reels: WIN } })
    await user.click(spin())
    // The reels land first, one after another (about two seconds with motion).
    await screen.findByText('Grande ganho! R$ 23,20', {}, { timeout: 8000 })
    // The lines come in the frame after the words (the answer is spread over frames: game.ts).
    await waitFor(() => expect(document.querySelectorAll('.win-line polyline')).toHaveLength(3))
    expect(screen.getByRole('list', { name: 'Linhas premiadas' })).toHaveTextContent('Linha 2: 5 × Sete, R$ 20,00')
    expect(reels().querySelectorAll('.hit').length).toBeGreaterThanOrEqual(5)
    // The field shows the exact figure once the count-up over the reels has reached it.
    await waitFor(() => expect(winValue()).toBe('R$ 23,20'), { timeout: 8000 })
    expect(document.querySelector('.win-banner-amount')).toHaveTextContent('R$ 23,20')
    expect(screen.getByText('R$ 122,20')).toBeInTheDocument()
  })

  it('a loss: no line, no win banner, R$ 0,00 and a calm word', async () => {
    const user = userEvent.setup()
    game = await launchGame('slot', { reducedMotion: true, script: { reels: LOSS } })
    await user.click(spin())
    await screen.findByText('Sem prêmio nesta rodada.')
    expect(winValue()).toBe('R$ 0,00')
    expect(document.querySelectorAll('.win-line polyline')).toHaveLength(0)
    expect(document.querySelector('.win-banner')).not.toHaveClass('show')
    expect(screen.getByText('R$ 99,00')).toBeInTheDocument()
  })

  it('reduced motion: no reel loops, the answer and the win are shown at once', async () => {
    const user = userEvent.setup()
    game = await launchGame('slot', { reducedMotion: true, script: { reels: WIN } })
    expect(document.documentElement).toHaveClass('still')
    game.hold('round.start')
    await user.click(spin())
    // Waiting for the answer: the reels dim, nothing moves.
    expect(reels().querySelectorAll('.spinning')).toHaveLength(5)
    expect(reels().querySelectorAll('.looping, .landing')).toHaveLength(0)
    game.release('round.start')
    await waitFor(() => expect(winValue()).toBe('R$ 23,20'))
    expect(reels().querySelectorAll('.looping, .landing')).toHaveLength(0)
    expect(document.querySelector('.win-banner-amount')).toHaveTextContent('R$ 23,20')
    expect(within(reels()).getAllByRole('img', { name: 'Limão' })).toHaveLength(5)
    // Every winning line at once, none cycling.
    expect(document.querySelectorAll('.win-line polyline.active')).toHaveLength(3)
  })

  it('the provider refuses the spin: the reels go back, the stake stays and the player is told so', async () => {
    const user = userEvent.setup()
    game = await launchGame('slot', { reducedMotion: true, script: { reels: WIN } })
    const before = shownNames()
    game.provider.failWith = 'maintenance'
    await user.click(spin())
    await screen.findByText('Jogo em manutenção. Volte daqui a pouco. Sua aposta não foi debitada.')
    expect(game.provider.cash).toBe(10_000)
    expect(screen.getByText('R$ 100,00')).toBeInTheDocument()
    expect(shownNames()).toEqual(before)
    expect(spin()).toBeEnabled()
  })

  it('no answer to the spin: says so and shows the balance the provider has', async () => {
    const user = userEvent.setup()
    game = await launchGame('slot', { reducedMotion: true })
    game.fail('round.start')
    await user.click(spin())
    await screen.findByText('Sem resposta do servidor do jogo. Verifique a sua conexão e tente de novo.')
    await waitFor(() => expect(game!.provider.received.map((m) => m.type)).toContain('balance'))
    expect(screen.getByText('R$ 100,00')).toBeInTheDocument()
    expect(spin()).toBeEnabled()
  })
})
