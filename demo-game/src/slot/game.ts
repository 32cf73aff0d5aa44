import { t } from '@lingui/core/macro'
import { uuid } from '../client.ts'
import { h, prefersReducedMotion, setVar, sleep } from '../dom.ts'
import { formatMoney } from '../i18n.ts'
import type { SlotPaytable, SlotRound, SlotSymbol } from '../protocol.ts'
import { betSelector, type GameContext } from '../shell.ts'
import { linePoints, lineBet, paytableRows, symbolGlyph, symbolHue, winCells } from './paytable.ts'

const SVG = 'http://www.w3.org/2000/svg'

export function renderSlotPaytable(paytable: SlotPaytable, bet: number, currency: string): HTMLElement {
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
                symbolTile(row.symbol),
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

function symbolTile(symbol: Pick<SlotSymbol, 'id' | 'name'>): HTMLElement {
  const tile = h('span', { class: 'symbol', 'aria-hidden': 'true' }, symbolGlyph(symbol))
  setVar(tile, '--hue', String(symbolHue(symbol.id)))
  return tile
}

export function mountSlot(ctx: GameContext, paytable: SlotPaytable): void {
  const { hello, stage } = ctx
  const symbols = new Map(paytable.symbols.map((symbol) => [symbol.id, symbol]))
  const reduced = prefersReducedMotion()

  const bet = betSelector(hello.bets, hello.currency, t`Aposta`)
  ctx.setPaytable(() => renderSlotPaytable(paytable, bet.value, hello.currency))

  const cells: HTMLElement[][] = []
  const reels = h('div', { class: 'reels', role: 'group', 'aria-label': t`Rolos` })
  for (let reel = 0; reel < paytable.reels; reel++) {
    const column = h('div', { class: 'reel' })
    const reelCells: HTMLElement[] = []
    for (let row = 0; row < paytable.rows; row++) {
      const cell = h('div', { class: 'cell', role: 'img' })
      column.append(cell)
      reelCells.push(cell)
    }
    cells.push(reelCells)
    reels.append(column)
  }
  const overlay = document.createElementNS(SVG, 'svg')
  overlay.setAttribute('class', 'win-line')
  overlay.setAttribute('viewBox', '0 0 100 100')
  overlay.setAttribute('preserveAspectRatio', 'none')
  overlay.setAttribute('aria-hidden', 'true')
  const polyline = document.createElementNS(SVG, 'polyline')
  overlay.append(polyline)

  const setCell = (cell: HTMLElement, id: string) => {
    const symbol = symbols.get(id) ?? { id, name: id }
    cell.replaceChildren(symbolTile(symbol))
    cell.setAttribute('aria-label', symbol.name)
    cell.dataset.symbol = id
  }
  const randomId = () => paytable.symbols[Math.floor(Math.random() * paytable.symbols.length)]?.id ?? '?'
  // The first screen shows a calm arrangement; only the provider's answers are real outcomes.
  cells.forEach((column, reel) =>
    column.forEach((cell, row) =>
      setCell(cell, paytable.symbols[(reel + row * 2) % paytable.symbols.length]?.id ?? '?'),
    ),
  )

  const winValue = h('span', { class: 'win-value' }, '')
  const spinButton = h('button', { type: 'button', class: 'btn btn-primary btn-spin' }, t`Girar`)
  spinButton.setAttribute('aria-keyshortcuts', 'Space Enter')

  stage.append(
    h('div', { class: 'machine' }, h('div', { class: 'reels-box' }, reels, overlay)),
    h(
      'div',
      { class: 'controls' },
      bet.element,
      h('div', { class: 'win' }, h('span', {}, t`Ganho`), ' ', winValue),
      spinButton,
    ),
  )

  /**
   * The win counts up from zero (a short roll, skipped with reduced motion); the final figure is always exact. Not a
   * live region: the notice below the game announces the win once.
   */
  const countUp = (win: number) => {
    const final = formatMoney(win, hello.currency)
    if (reduced || win <= 0) {
      winValue.textContent = final
      return
    }
    const started = performance.now()
    const step = () => {
      const progress = Math.min(1, (performance.now() - started) / 700)
      winValue.textContent = progress < 1 ? formatMoney(Math.floor(win * progress), hello.currency) : final
      if (progress < 1) requestAnimationFrame(step)
    }
    step()
  }

  let spinning = false
  let highlight: ReturnType<typeof setInterval> | undefined

  const clearWins = () => {
    clearInterval(highlight)
    polyline.removeAttribute('points')
    overlay.classList.remove('show')
    for (const column of cells) for (const cell of column) cell.classList.remove('hit')
  }

  const showWins = (round: SlotRound) => {
    if (round.lines.length === 0) return
    let index = 0
    const show = () => {
      const win = round.lines[index % round.lines.length]
      if (!win) return
      for (const column of cells) for (const cell of column) cell.classList.remove('hit')
      for (const [reel, row] of winCells(win, paytable)) cells[reel]?.[row]?.classList.add('hit')
      polyline.setAttribute('points', linePoints(paytable.lines[win.line] ?? [], paytable))
      overlay.classList.add('show')
      index++
    }
    show()
    if (round.lines.length > 1) highlight = setInterval(show, 1400)
  }

  async function spin() {
    if (spinning) return
    spinning = true
    clearWins()
    spinButton.disabled = true
    bet.setDisabled(true)
    winValue.textContent = ''
    reels.setAttribute('aria-busy', 'true')
    ctx.sound.play('spin')
    const before = cells.map((column) => column.map((cell) => cell.dataset.symbol ?? '?'))
    const stopped = cells.map(() => false)
    cells.forEach((column) => column.forEach((cell) => cell.classList.add('spinning')))
    const blur = setInterval(
      () => {
        cells.forEach((column, reel) => {
          if (!stopped[reel]) column.forEach((cell) => setCell(cell, randomId()))
        })
      },
      reduced ? 250 : 70,
    )
    const started = performance.now()
    try {
      const round = (await ctx.client.request('round.start', { key: uuid(), bet: bet.value })) as unknown as SlotRound
      const minimum = reduced ? 0 : 550
      await sleep(Math.max(0, minimum - (performance.now() - started)))
      for (const [reel, column] of cells.entries()) {
        stopped[reel] = true
        column.forEach((cell, row) => {
          setCell(cell, round.reels[reel]?.[row] ?? '?')
          cell.classList.remove('spinning')
        })
        ctx.sound.play('stop')
        if (!reduced) await sleep(130)
      }
      ctx.setBalance(round.balance)
      countUp(round.win)
      if (round.win > 0) {
        const big = round.win >= bet.value * 10
        ctx.sound.play(big ? 'bigwin' : 'win')
        const amount = formatMoney(round.win, hello.currency)
        ctx.notice(big ? t`Grande ganho! ${amount}` : t`Você ganhou ${amount}`, 'win')
        stage.classList.toggle('big-win', big)
        showWins(round)
      } else {
        stage.classList.remove('big-win')
      }
    } catch (error) {
      clearInterval(blur)
      // No round was played: the reels go back to what they showed.
      cells.forEach((column, reel) =>
        column.forEach((cell, row) => {
          cell.classList.remove('spinning')
          setCell(cell, before[reel]?.[row] ?? '?')
        }),
      )
      ctx.fail(error)
    } finally {
      clearInterval(blur)
      reels.removeAttribute('aria-busy')
      spinning = false
      spinButton.disabled = false
      bet.setDisabled(false)
    }
  }

  spinButton.addEventListener('click', () => void spin())
  ctx.setMainAction(() => void spin())
}
