import { t } from '@lingui/core/macro'
import { uuid } from '../client.ts'
import { countUp, h, prefersReducedMotion, sleep } from '../dom.ts'
import { formatMoney } from '../i18n.ts'
import type { BingoExtra, BingoFinish, BingoPaytable, BingoPattern, BingoRound, BingoWin } from '../protocol.ts'
import { betSelector, type GameContext } from '../shell.ts'
import { CARD_COLUMNS, CARD_ROWS, cardWins, markedCells, oneAwayCells } from './marking.ts'

const CARDS = 4
/** Between two balls of the draw (with motion). */
const BALL_MS = 160

function patternGrid(pattern: Pick<BingoPattern, 'cells'>): HTMLElement {
  const grid = h('div', { class: 'mini-card', 'aria-hidden': 'true' })
  for (let cell = 0; cell < CARD_ROWS * CARD_COLUMNS; cell++) {
    grid.append(h('span', { class: pattern.cells.includes(cell) ? 'on' : '' }))
  }
  return grid
}

export function renderBingoPaytable(paytable: BingoPaytable, betPerCard: number, currency: string): HTMLElement {
  const maxExtra = paytable.extraBall.maxCount
  const list = h('ul', { class: 'patterns' })
  for (const pattern of [...paytable.patterns].sort((a, b) => b.pays - a.pays)) {
    list.append(
      h(
        'li',
        {},
        patternGrid(pattern),
        h('span', { class: 'pattern-name' }, pattern.name),
        h(
          'span',
          { class: 'pattern-pay' },
          `${pattern.pays}× · ${formatMoney(Math.floor(pattern.pays * betPerCard), currency)}`,
        ),
      ),
    )
  }
  return h(
    'div',
    { class: 'paytable-body' },
    h(
      'p',
      {},
      t`Quatro cartelas de 3×5 e 30 bolas sorteadas. Cada padrão completo numa cartela paga a aposta da cartela vezes o valor abaixo (só o maior padrão de cada cartela).`,
    ),
    list,
    h(
      'p',
      {},
      t`Quando falta uma bola para um padrão melhor, você pode comprar até ${maxExtra} bolas extras; o preço de cada uma é mostrado antes da compra.`,
    ),
  )
}

export function mountBingo(ctx: GameContext, paytable: BingoPaytable): void {
  const { hello, stage } = ctx
  const reduced = prefersReducedMotion()

  const bet = betSelector(hello.bets, hello.currency, t`Aposta por cartela`, () => renderTotal())
  ctx.setPaytable(() => renderBingoPaytable(paytable, bet.value, hello.currency))
  const total = h('span', { class: 'bet-total' })
  // The patterns and what each pays for the current bet, always in view beside the cards.
  const legend = h('ul', { class: 'patterns patterns-strip', 'aria-label': t`Padrões e prêmios` })
  const renderTotal = () => {
    const amount = formatMoney(bet.value * CARDS, hello.currency)
    total.textContent = t`Total: ${amount}`
    legend.replaceChildren(
      ...[...paytable.patterns]
        .sort((a, b) => b.pays - a.pays)
        .map((pattern) =>
          h(
            'li',
            {},
            patternGrid(pattern),
            h('span', { class: 'pattern-name' }, pattern.name),
            h('span', { class: 'pattern-pay' }, formatMoney(Math.floor(pattern.pays * bet.value), hello.currency)),
          ),
        ),
    )
  }
  renderTotal()

  const ballNumber = h('span', { class: 'ball-number' })
  const ball = h('div', { class: 'ball ball-idle', 'aria-hidden': 'true' }, ballNumber)
  const counter = h('p', { class: 'ball-count', role: 'status', 'aria-live': 'polite' }, t`Compre as cartelas e jogue`)
  // The tube: every ball drawn, in order; the newest enters at the right end, beside the big ball.
  const drawnList = h('ol', { class: 'drawn', 'aria-label': t`Bolas sorteadas` })
  const tube = h('div', { class: 'tube' }, drawnList)

  const cardEls: Array<{ box: HTMLElement; cells: HTMLElement[]; win: HTMLElement }> = []
  const cardsBox = h('div', { class: 'cards' })
  for (let card = 0; card < CARDS; card++) {
    const number = card + 1
    const grid = h('div', { class: 'card-grid', role: 'table', 'aria-label': t`Cartela ${number}` })
    const cells: HTMLElement[] = []
    for (let row = 0; row < CARD_ROWS; row++) {
      const rowEl = h('div', { role: 'row', class: 'card-row' })
      for (let column = 0; column < CARD_COLUMNS; column++) {
        const cell = h('div', { role: 'cell', class: 'card-cell' })
        rowEl.append(cell)
        cells.push(cell)
      }
      grid.append(rowEl)
    }
    const win = h('span', { class: 'card-win' })
    const box = h(
      'section',
      { class: `card card-${card} card-empty` },
      h('header', {}, h('h2', {}, t`Cartela ${number}`), win),
      grid,
    )
    cardsBox.append(box)
    cardEls.push({ box, cells, win })
  }

  const playButton = h('button', { type: 'button', class: 'btn btn-primary btn-spin' }, t`Jogar`)
  playButton.setAttribute('aria-keyshortcuts', 'Space Enter')
  const extraButton = h('button', { type: 'button', class: 'btn btn-extra', hidden: true })
  const finishButton = h('button', { type: 'button', class: 'btn btn-ghost', hidden: true }, t`Finalizar`)
  const winValue = h('span', { class: 'win-value' })

  stage.append(
    h('div', { class: 'bingo-top' }, h('div', { class: 'bingo-draw' }, counter, tube), ball),
    cardsBox,
    legend,
    h(
      'div',
      { class: 'controls' },
      h('div', { class: 'bet-box' }, bet.element, total),
      h('div', { class: 'win' }, h('span', {}, t`Ganho`), ' ', winValue),
      extraButton,
      finishButton,
      playButton,
    ),
  )

  type Phase = 'idle' | 'starting' | 'drawing' | 'extra' | 'busy'
  let phase: Phase = 'idle'
  let round: BingoRound | null = null
  let drawn: number[] = []
  let wins: BingoWin[] = []
  let skip = false
  let stopCount: (() => void) | null = null

  const renderCards = () => {
    if (!round) return
    round.cards.forEach((numbers, card) => {
      const el = cardEls[card]
      if (!el) return
      const marked = markedCells(numbers, drawn)
      const near = phase === 'drawing' ? new Set<number>() : oneAwayCells(paytable.patterns, marked)
      const result = cardWins(card, wins, paytable.patterns)
      numbers.forEach((number, index) => {
        const cell = el.cells[index]
        if (!cell) return
        cell.textContent = String(number)
        cell.classList.toggle('marked', marked[index] === true)
        cell.classList.toggle('in-win', result.cells.has(index))
        cell.classList.toggle('near', near.has(index))
        cell.setAttribute('aria-label', marked[index] ? t`${number}, marcado` : String(number))
      })
      el.win.textContent =
        result.total > 0 ? `${result.names.join(', ')} · ${formatMoney(result.total, hello.currency)}` : ''
      el.box.classList.toggle('winning', result.total > 0)
      el.box.classList.remove('card-empty')
    })
  }

  const renderControls = (win: number, extra: { price: number } | null) => {
    winValue.textContent = round ? formatMoney(win, hello.currency) : ''
    const offering = phase === 'extra' && extra != null
    extraButton.hidden = !offering
    finishButton.hidden = !offering
    if (extra) {
      const price = formatMoney(extra.price, hello.currency)
      extraButton.textContent = t`Bola extra por ${price}`
    }
    playButton.hidden = offering
    playButton.disabled = phase === 'starting' || phase === 'busy'
    playButton.textContent = phase === 'drawing' ? t`Mostrar tudo` : t`Jogar`
    extraButton.disabled = phase !== 'extra'
    finishButton.disabled = phase !== 'extra'
    bet.setDisabled(phase !== 'idle')
  }

  const showBall = (number: number, extra = false) => {
    drawn.push(number)
    const colour = `ball-${Math.min(4, Math.floor((number - 1) / 15))}`
    ballNumber.textContent = String(number)
    ball.className = `ball ${colour}${extra ? ' ball-extra' : ''}`
    drawnList.append(h('li', { class: `${colour}${extra ? ' extra' : ''}` }, String(number)))
    if (!skip) {
      // Restart the drop-in and the tube's slide on every ball (transform and opacity only).
      drawnList.classList.remove('shift')
      void ball.offsetWidth
      ball.classList.add('drop')
      drawnList.classList.add('shift')
    }
    const count = drawn.length
    const of = round?.balls.length ?? 30
    counter.textContent = extra ? t`Bola extra: ${number}` : t`Bola ${count} de ${of}`
    ctx.sound.play('ball')
  }

  async function finish(win: number) {
    if (!round) return
    phase = 'busy'
    renderControls(win, null)
    try {
      const answer = await act<BingoFinish>(round, 'finish')
      phase = 'idle'
      renderControls(answer.win, null)
      if (answer.win > 0) {
        ctx.sound.play(answer.win >= bet.value * CARDS * 5 ? 'bigwin' : 'win')
        const amount = formatMoney(answer.win, hello.currency)
        ctx.notice(t`Você ganhou ${amount}`, 'win')
        // The win counts up (at once without motion); the notice has announced it.
        if (!reduced) {
          stopCount = countUp(
            winValue,
            answer.win,
            1200,
            (value) => formatMoney(value, hello.currency),
            () => {
              stopCount = null
            },
          )
        }
      } else {
        ctx.notice(t`Não foi desta vez.`)
      }
    } catch (error) {
      // The round stays open on the provider: the player can try to finish it again.
      phase = 'extra'
      renderControls(win, null)
      extraButton.hidden = true
      finishButton.hidden = false
      playButton.hidden = true
      ctx.fail(error)
    }
  }

  let lastWin = 0
  let lastExtra: { price: number } | null = null

  /** An action on the open round; the provider's answer carries the balance after it, shown at once. */
  async function act<T extends BingoFinish | BingoExtra>(open: BingoRound, action: 'finish' | 'extra'): Promise<T> {
    const answer = (await ctx.client.request('round.action', {
      key: uuid(),
      roundId: open.roundId,
      action,
    })) as unknown as T
    ctx.setBalance(answer.balance)
    return answer
  }

  /** After the draw or an extra ball: another extra ball is offered while the provider prices one, else the round ends. */
  async function offerExtraOrFinish(win: number, extra: { price: number } | null) {
    lastWin = win
    lastExtra = extra
    if (!extra) {
      renderCards()
      await finish(win)
      return
    }
    // The cards hint the cells one ball away only while an extra ball is on offer.
    phase = 'extra'
    renderCards()
    renderControls(win, extra)
    extraButton.focus()
  }

  async function play() {
    ctx.clearNotice()
    phase = 'starting'
    renderControls(0, null)
    stopCount?.()
    counter.textContent = t`Comprando as cartelas…`
    try {
      const answer = (await ctx.client.request('round.start', { key: uuid(), bet: bet.value })) as unknown as BingoRound
      round = answer
      drawn = []
      wins = []
      drawnList.replaceChildren()
      ctx.setBalance(answer.balance)
      phase = 'drawing'
      skip = reduced
      renderControls(0, null)
      renderCards()
      // Thirty quick balls would be thirty announcements: the live region speaks once the draw is over.
      counter.setAttribute('aria-busy', 'true')
      for (const number of answer.balls) {
        showBall(number)
        renderCards()
        if (!skip) await sleep(BALL_MS)
      }
      counter.removeAttribute('aria-busy')
      wins = answer.wins
      if (answer.extra) {
        counter.textContent = t`Falta uma bola para um prêmio maior! Compre uma bola extra ou finalize.`
      }
      await offerExtraOrFinish(answer.win, answer.extra)
    } catch (error) {
      phase = 'idle'
      counter.removeAttribute('aria-busy')
      renderControls(0, null)
      counter.textContent = t`Compre as cartelas e jogue`
      ctx.fail(error, 'bet')
    }
  }

  async function buyExtra() {
    if (!round || phase !== 'extra') return
    phase = 'busy'
    renderControls(lastWin, lastExtra)
    try {
      const answer = await act<BingoExtra>(round, 'extra')
      skip = reduced
      showBall(answer.ball, true)
      wins = answer.wins
      await offerExtraOrFinish(answer.win, answer.extra)
    } catch (error) {
      phase = 'extra'
      renderControls(lastWin, lastExtra)
      ctx.fail(error)
    }
  }

  playButton.addEventListener('click', () => {
    if (phase === 'drawing') skip = true
    else if (phase === 'idle') void play()
  })
  extraButton.addEventListener('click', () => void buyExtra())
  finishButton.addEventListener('click', () => void finish(lastWin))
  ctx.setMainAction(() => {
    if (phase === 'drawing') skip = true
    else if (phase === 'idle') void play()
  })
  renderControls(0, null)
}
