import { t } from '@lingui/core/macro'
import { uuid } from '../client.ts'
import { countUp, h, nextFrame, prefersReducedMotion, setVar, sleep } from '../dom.ts'
import { formatMoney } from '../i18n.ts'
import type { SlotLineWin, SlotPaytable, SlotRound, SlotSymbol } from '../protocol.ts'
import { betSelector, type GameContext } from '../shell.ts'
import { fillerSymbols, linePoints, lineBet, paytableRows, winCells } from './paytable.ts'
import { stripLayout } from './strip.ts'
import { ensureSprite, symbolArt } from './symbols.ts'

const SVG = 'http://www.w3.org/2000/svg'

/**
 * Cells a reel's loop runs past before it repeats, which a landing travels too (strip.ts). As long, at the loop's
 * speed, as the loop animation in styles.css.
 */
const RUN = 12
/** The shortest spin, then each reel lands this long after the one before (left to right). */
const MIN_SPIN_MS = 600
const STAGGER_MS = 220
/** As long as the landing animation in styles.css. */
const LAND_MS = 520
/** Each winning line is shown on its own for this long, in turn. */
const LINE_MS = 1600

export function renderSlotPaytable(paytable: SlotPaytable, bet: number, currency: string): HTMLElement {
  ensureSprite()
  const rows = paytableRows(paytable, bet)
  const table = h(
    'table',
    { class: 'paytable' },
    h(
      'thead',
      {},
      h(
        'tr',
        {},
        h('th', { scope: 'col' }, t`Símbolo`),
        h('th', { scope: 'col' }, t`Combinação`),
        h('th', { scope: 'col' }, t`Paga`),
      ),
    ),
  )
  const body = h('tbody')
  for (const row of rows) {
    row.pays.forEach((pay, index) => {
      body.append(
        h(
          'tr',
          {},
          index === 0
            ? h(
                'th',
                { scope: 'row', rowspan: row.pays.length },
                h('span', { class: 'symbol' }, symbolArt(row.symbol)),
                ' ',
                row.symbol.name,
                row.symbol.wild ? h('small', { class: 'tag' }, t`Curinga: substitui os outros símbolos`) : null,
              )
            : null,
          h('td', {}, `${pay.count}×`),
          h('td', {}, `${pay.multiple}× · ${formatMoney(pay.amount, currency)}`),
        ),
      )
    })
  }
  table.append(body)
  const lines = h('div', { class: 'paylines' })
  paytable.lines.forEach((rowsPerReel, index) => {
    const number = index + 1
    const svg = document.createElementNS(SVG, 'svg')
    svg.setAttribute('viewBox', '0 0 100 100')
    svg.setAttribute('preserveAspectRatio', 'none')
    svg.setAttribute('aria-hidden', 'true')
    const line = document.createElementNS(SVG, 'polyline')
    line.setAttribute('points', linePoints(rowsPerReel, paytable))
    svg.append(line)
    lines.append(h('figure', { class: 'payline' }, svg, h('figcaption', {}, t`Linha ${number}`)))
  })
  const count = paytable.lines.length
  const perLine = formatMoney(lineBet(bet, paytable), currency)
  return h(
    'div',
    { class: 'paytable-body' },
    h(
      'p',
      {},
      t`${count} linhas. A aposta é dividida entre as linhas; os prêmios são múltiplos da aposta por linha (${perLine} com a aposta atual), da esquerda para a direita.`,
    ),
    table,
    h('h3', {}, t`Linhas de pagamento`),
    lines,
  )
}

export function mountSlot(ctx: GameContext, paytable: SlotPaytable): void {
  const { hello, stage } = ctx
  const symbols = new Map(paytable.symbols.map((symbol) => [symbol.id, symbol]))
  const ids = paytable.symbols.map((symbol) => symbol.id)
  const reduced = prefersReducedMotion()
  ensureSprite()

  const bet = betSelector(hello.bets, hello.currency, t`Aposta`)
  ctx.setPaytable(() => renderSlotPaytable(paytable, bet.value, hello.currency))

  const symbolOf = (id: string): Pick<SlotSymbol, 'id' | 'name'> => symbols.get(id) ?? { id, name: id }
  /** A cell of the shown block: the symbol's name is what assistive technology hears. */
  const resultCell = (id: string) => {
    const cell = h('div', { class: 'cell', role: 'img' })
    setCell(cell, id)
    return cell
  }
  /** A symbol that only runs past (the filler, the landing block): decoration, hidden from assistive technology. */
  const fillerCell = (id: string) => {
    const cell = h('div', { class: 'cell filler', 'aria-hidden': 'true' })
    setCell(cell, id)
    return cell
  }
  /** Shows `id` in a cell of the strip; a cell that already shows it is left alone (no new drawing to lay out). */
  function setCell(cell: HTMLElement, id: string) {
    if (cell.dataset.symbol === id) return
    const symbol = symbolOf(id)
    cell.dataset.symbol = id
    if (cell.getAttribute('role') === 'img') cell.setAttribute('aria-label', symbol.name)
    cell.replaceChildren(symbolArt(symbol))
  }

  // Each reel's strip is built here once; a spin moves it and rewrites only its landing and shown blocks (strip.ts).
  const layout = stripLayout(paytable.rows, RUN)
  // The first screen shows a calm arrangement; only the provider's answers are real outcomes.
  const shown: string[][] = Array.from({ length: paytable.reels }, (_, reel) =>
    Array.from({ length: paytable.rows }, (_, row) => ids[(reel + row * 2) % ids.length] ?? '?'),
  )
  const reelEls: Array<{ window: HTMLElement; strip: HTMLElement; landing: HTMLElement[]; shown: HTMLElement[] }> = []
  const reels = h('div', { class: 'reels', role: 'group', 'aria-label': t`Rolos` })
  shown.forEach((column, reel) => {
    const landing = column.map(fillerCell)
    const filler = fillerSymbols(ids, reel, layout.filler).map(fillerCell)
    const shownCells = column.map(resultCell)
    const strip = h('div', { class: 'strip' }, h('div', { class: 'strip-run' }, ...landing, ...filler), ...shownCells)
    setVar(strip, '--travel', layout.travel)
    const window = h('div', { class: 'reel' }, strip)
    reels.append(window)
    reelEls.push({ window, strip, landing, shown: shownCells })
  })
  /** The reel at rest on `column`: the shown block and the landing block both hold it, so the next loop is seamless. */
  const showColumn = (reel: number, column: string[]) => {
    shown[reel] = column
    const el = reelEls[reel]
    if (!el) return
    column.forEach((id, row) => {
      const landing = el.landing[row]
      const cell = el.shown[row]
      if (landing) setCell(landing, id)
      if (cell) setCell(cell, id)
    })
    el.strip.className = 'strip'
    el.strip.removeAttribute('aria-hidden')
  }

  const overlay = document.createElementNS(SVG, 'svg')
  overlay.setAttribute('class', 'win-line')
  overlay.setAttribute('viewBox', '0 0 100 100')
  overlay.setAttribute('preserveAspectRatio', 'none')
  overlay.setAttribute('aria-hidden', 'true')

  // The win over the reels, counting up: a celebration for the eyes (the notice announces the win once).
  const bannerAmount = h('strong', { class: 'win-banner-amount' })
  const bannerTitle = h('span', { class: 'win-banner-title' })
  const banner = h('div', { class: 'win-banner', 'aria-hidden': 'true' }, bannerTitle, bannerAmount)
  const lineCount = paytable.lines.length
  const marquee = h(
    'div',
    { class: 'marquee', 'aria-hidden': 'true' },
    h('span', { class: 'marquee-idle' }, t`${lineCount} linhas`),
    banner,
  )
  const lineWins = h('ul', { class: 'line-wins', 'aria-label': t`Linhas premiadas` })

  const winValue = h('span', { class: 'win-value' }, '')
  const spinButton = h('button', { type: 'button', class: 'btn btn-primary btn-spin' }, t`Girar`)
  spinButton.setAttribute('aria-keyshortcuts', 'Space Enter')

  stage.append(
    h('div', { class: 'machine' }, marquee, h('div', { class: 'reels-box' }, reels, overlay)),
    lineWins,
    h(
      'div',
      { class: 'controls' },
      bet.element,
      h('div', { class: 'win' }, h('span', { class: 'win-label' }, t`Ganho`), ' ', winValue),
      spinButton,
    ),
  )

  let spinning = false
  let cycle: ReturnType<typeof setInterval> | undefined
  let stopCount: (() => void) | null = null

  const clearWins = () => {
    clearInterval(cycle)
    stopCount?.()
    stopCount = null
    overlay.replaceChildren()
    overlay.classList.remove('show')
    banner.className = 'win-banner'
    marquee.classList.remove('showing')
    lineWins.replaceChildren()
    stage.classList.remove('big-win')
    for (const { shown } of reelEls) for (const cell of shown) cell.classList.remove('hit', 'dim')
  }

  const lineText = (win: SlotLineWin) => {
    const number = win.line + 1
    const count = win.count
    const name = symbolOf(win.symbol).name
    const amount = formatMoney(win.win, hello.currency)
    return t`Linha ${number}: ${count} × ${name}, ${amount}`
  }

  const showWins = (round: SlotRound, big: boolean) => {
    // The shown cells that miss are dimmed one by one: a class on the stage would restyle every cell of the five
    // strips (their runs too), the costliest part of a winning round's first frame (docs/performance.md).
    for (const { shown } of reelEls) for (const cell of shown) cell.classList.add('dim')
    stage.classList.toggle('big-win', big)
    const polylines = round.lines.map((win, index) => {
      const line = document.createElementNS(SVG, 'polyline')
      line.setAttribute('points', linePoints(paytable.lines[win.line] ?? [], paytable))
      setVar(line, '--line-hue', String((index * 47) % 360))
      overlay.append(line)
      return line
    })
    const chips = round.lines.map((win) => h('li', {}, lineText(win)))
    lineWins.replaceChildren(...chips)
    overlay.classList.add('show')

    const highlight = (only: number | null) => {
      for (const { shown } of reelEls) for (const cell of shown) cell.classList.remove('hit')
      round.lines.forEach((win, index) => {
        const on = only === null || only === index
        polylines[index]?.classList.toggle('active', on)
        chips[index]?.classList.toggle('active', only === index)
        if (on) for (const [reel, row] of winCells(win, paytable)) reelEls[reel]?.shown[row]?.classList.add('hit')
      })
    }
    // Every winning line at once; with motion, then each line on its own in turn.
    highlight(null)
    if (reduced || round.lines.length < 2) return
    let index = 0
    cycle = setInterval(() => highlight(index++ % round.lines.length), LINE_MS)
  }

  const showAmount = (win: number, big: boolean) => {
    const final = formatMoney(win, hello.currency)
    bannerTitle.textContent = big ? t`Grande ganho!` : t`Ganhou!`
    banner.className = `win-banner show${big ? ' big' : ''}`
    marquee.classList.add('showing')
    if (reduced) {
      bannerAmount.textContent = final
      winValue.textContent = final
      return
    }
    // The win field shows only the exact figure, once the count-up over the reels has reached it.
    stopCount = countUp(
      bannerAmount,
      win,
      big ? 2200 : 1100,
      (value) => formatMoney(value, hello.currency),
      () => {
        winValue.textContent = final
        stopCount = null
      },
    )
  }

  /** Loops every reel (with motion) until the answer; returns how to land them. */
  const startReels = () => {
    reels.setAttribute('aria-busy', 'true')
    for (const { window, strip } of reelEls) {
      window.classList.add('spinning')
      if (reduced) continue
      // Only a class: the strip is built already, and its loop starts where the reel stands.
      // What runs past is decoration: nothing is named while nothing is decided.
      strip.setAttribute('aria-hidden', 'true')
      strip.className = 'strip looping'
    }
  }

  const landReel = (reel: number, column: string[]) => {
    const el = reelEls[reel]
    if (!el) return
    el.window.classList.remove('spinning')
    if (reduced) {
      showColumn(reel, column)
      return
    }
    // The answer into the landing block, on top of the run: the strip runs down from where it rests through the
    // filler to it and settles. The shown block keeps the last answer until then (the window shows it as the landing
    // starts).
    column.forEach((id, row) => {
      const cell = el.landing[row]
      if (cell) setCell(cell, id)
    })
    el.strip.className = 'strip landing'
  }

  const restoreReels = (before: string[][]) => {
    reels.removeAttribute('aria-busy')
    before.forEach((column, reel) => {
      reelEls[reel]?.window.classList.remove('spinning')
      showColumn(reel, column)
    })
  }

  async function spin() {
    if (spinning) return
    spinning = true
    ctx.clearNotice()
    clearWins()
    spinButton.disabled = true
    bet.setDisabled(true)
    winValue.textContent = ''
    ctx.sound.play('spin')
    const before = shown.map((column) => [...column])
    startReels()
    const started = performance.now()
    let round: SlotRound
    try {
      round = (await ctx.client.request('round.start', { key: uuid(), bet: bet.value })) as unknown as SlotRound
    } catch (error) {
      // No round was played: the reels go back to what they showed, and the balance stays as it was.
      restoreReels(before)
      spinning = false
      spinButton.disabled = false
      bet.setDisabled(false)
      ctx.fail(error, 'bet')
      return
    }
    if (!reduced) await sleep(Math.max(0, MIN_SPIN_MS - (performance.now() - started)))
    const columns = Array.from({ length: paytable.reels }, (_, reel) =>
      Array.from({ length: paytable.rows }, (_, row) => round.reels[reel]?.[row] ?? '?'),
    )
    const settled: Array<Promise<void>> = []
    for (let reel = 0; reel < paytable.reels; reel++) {
      const column = columns[reel] ?? []
      landReel(reel, column)
      ctx.sound.play('stop')
      if (reduced) continue
      // Once this reel has landed, its shown block takes the answer and the strip goes back where it rests: the same
      // picture. Each reel on its own, as it lands: the five at once, with the answer, were a frame of 25 to 30 ms.
      settled.push(sleep(LAND_MS).then(() => showColumn(reel, column)))
      if (reel < paytable.reels - 1) await sleep(STAGGER_MS)
    }
    await Promise.all(settled)
    // With motion, the answer comes in three frames after the last reel's: the balance and the words, the winning
    // lines, the win counting up. All of it in one frame with the five reels' last writes was 25 to 30 ms of
    // main-thread work on the bench's phone (docs/performance.md). The controls come back with the last part, so a
    // new spin never meets the last round's wins still on their way.
    const nextPart = () => (reduced ? Promise.resolve() : new Promise<void>((resolve) => nextFrame(() => resolve())))
    await nextPart()
    reels.removeAttribute('aria-busy')
    ctx.setBalance(round.balance)
    if (round.win > 0) {
      const big = round.win >= bet.value * 10
      ctx.sound.play(big ? 'bigwin' : 'win')
      const amount = formatMoney(round.win, hello.currency)
      ctx.notice(big ? t`Grande ganho! ${amount}` : t`Você ganhou ${amount}`, 'win')
      await nextPart()
      showWins(round, big)
      await nextPart()
      showAmount(round.win, big)
    } else {
      winValue.textContent = formatMoney(0, hello.currency)
      ctx.notice(t`Sem prêmio nesta rodada.`)
    }
    spinning = false
    spinButton.disabled = false
    bet.setDisabled(false)
  }

  spinButton.addEventListener('click', () => void spin())
  ctx.setMainAction(() => void spin())
}
