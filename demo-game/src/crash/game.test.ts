import { screen, waitFor, within } from '@testing-library/dom'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it } from 'vitest'
import { launchGame } from '../../dev/launch-game.ts'

let game: Awaited<ReturnType<typeof launchGame>> | undefined
afterEach(() => {
  game?.restore()
  game = undefined
  document.body.replaceChildren()
})

const plot = () => document.querySelector<HTMLElement>('.plot')!
const multiplier = () => Number(plot().querySelector('.multiplier')!.textContent.replace('x', '').replace(',', '.'))
const bet = () => screen.getByRole('button', { name: 'Apostar' })

describe('crash states', () => {
  it('idle: the plane parked, 1,00x, the bet and the optional auto cash-out', async () => {
    game = await launchGame('crash', { reducedMotion: false })
    expect(plot()).toHaveAttribute('data-plane', 'parked')
    expect(plot().querySelector('canvas')).toHaveAttribute('aria-hidden', 'true')
    expect(multiplier()).toBe(1)
    expect(screen.getByText('Faça a sua aposta')).toBeInTheDocument()
    expect(screen.getByText('Nenhuma rodada ainda')).toBeInTheDocument()
    expect(bet()).toBeEnabled()
  })

  it('flying: the multiplier climbs with the curve and the button offers the cash-out', async () => {
    const user = userEvent.setup()
    game = await launchGame('crash', { reducedMotion: false, script: { crashPoint: 1000 } })
    await user.click(bet())
    await screen.findByRole('button', { name: /^Retirar R\$/ })
    expect(plot()).toHaveAttribute('data-plane', 'flying')
    await waitFor(() => expect(multiplier()).toBeGreaterThan(1))
  })

  it('a win: the cash-out is paid at the provider multiplier and the plane stays where it was caught', async () => {
    const user = userEvent.setup()
    game = await launchGame('crash', { reducedMotion: false, script: { crashPoint: 1000 } })
    await user.click(bet())
    await user.click(await screen.findByRole('button', { name: /^Retirar R\$/ }))
    await screen.findByText(/^Retirado em 1,\d\dx: R\$\s1,\d\d$/, { selector: '.crash-status' })
    expect(plot()).toHaveClass('cashed')
    expect(plot()).toHaveAttribute('data-plane', 'cashed')
    expect(bet()).toBeEnabled()
  })

  it('a loss: the curve ends, the plane flies away, the point goes into the history', async () => {
    const user = userEvent.setup()
    game = await launchGame('crash', { reducedMotion: false, script: { crashPoint: 1.01 } })
    const seen: string[] = []
    new MutationObserver(() => seen.push(plot().dataset.plane ?? '')).observe(plot(), {
      attributeFilter: ['data-plane'],
    })
    await user.click(bet())
    await screen.findByText('O avião partiu em 1,01x.', {}, { timeout: 4000 })
    expect(plot()).toHaveClass('crashed')
    // With motion it leaves over a moment, then it is gone.
    await waitFor(() => expect(plot()).toHaveAttribute('data-plane', 'gone'), { timeout: 3000 })
    expect(seen).toEqual(['flying', 'leaving', 'gone'])
    expect(within(screen.getByRole('list', { name: 'Últimos voos' })).getByText('1,01x')).toBeInTheDocument()
    expect(screen.getByText('R$ 99,00')).toBeInTheDocument()
  })

  it('reduced motion: at the crash the final picture at once, the point and the figure the same', async () => {
    const user = userEvent.setup()
    game = await launchGame('crash', { reducedMotion: true, script: { crashPoint: 1.01 } })
    const seen: string[] = []
    new MutationObserver(() => seen.push(plot().dataset.plane ?? '')).observe(plot(), {
      attributeFilter: ['data-plane'],
    })
    await user.click(bet())
    await screen.findByText('O avião partiu em 1,01x.', {}, { timeout: 4000 })
    // Straight from flying to gone: no leaving in between (the test with motion sees it).
    await waitFor(() => expect(seen).toEqual(['flying', 'gone']))
    expect(multiplier()).toBe(1.01)
  })

  it('the provider refuses the bet: nothing flies, the stake stays and the player is told so', async () => {
    const user = userEvent.setup()
    game = await launchGame('crash', { reducedMotion: true })
    game.provider.failWith = 'limit'
    await user.click(bet())
    await screen.findByText('Um limite de jogo da sua conta impede esta aposta. Sua aposta não foi debitada.')
    expect(game.provider.cash).toBe(10_000)
    expect(screen.getByText('R$ 100,00')).toBeInTheDocument()
    expect(plot()).toHaveAttribute('data-plane', 'parked')
    expect(bet()).toBeEnabled()
  })

  it('a cash-out without an answer keeps the round going and says the server did not answer', async () => {
    const user = userEvent.setup()
    game = await launchGame('crash', { reducedMotion: true, script: { crashPoint: 1000 } })
    game.fail('round.action:cashout')
    await user.click(bet())
    await user.click(await screen.findByRole('button', { name: /^Retirar R\$/ }))
    await screen.findByText('Sem resposta do servidor do jogo. Verifique a sua conexão e tente de novo.')
    // No "stake kept" promise here: the stake was taken when the round began.
    expect(screen.queryByText(/Sua aposta não foi debitada/)).not.toBeInTheDocument()
    expect(screen.getByRole('button', { name: /^Retirar R\$/ })).toBeEnabled()
    expect(plot()).toHaveAttribute('data-plane', 'flying')
  })
})
