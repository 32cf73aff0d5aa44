import { t } from '@lingui/core/macro'
import { ProviderError, uuid } from '../client.ts'
import { h, prefersReducedMotion } from '../dom.ts'
import { rocketIcon } from '../icons.ts'
import { formatMoney, formatMultiplier } from '../i18n.ts'
import type { CrashAction, CrashPaytable, CrashStart } from '../protocol.ts'
import { betSelector, type GameContext } from '../shell.ts'
import { curvePoints, floor2, localStart, multiplierAt, parseAutoCashout, secondsToReach, viewFor } from './curve.ts'

const SVG = 'http://www.w3.org/2000/svg'
const WIDTH = 1000
const HEIGHT = 500
/** How often the game asks the provider whether the curve has ended (the crash point is never sent ahead). */
export const POLL_MS = 500

type Phase = 'idle' | 'starting' | 'running' | 'cashing' | 'ended'

export function renderCrashPaytable(paytable: CrashPaytable): HTMLElement {
  const max = formatMultiplier(paytable.maxMultiplier)
  const edge = (paytable.houseEdge * (paytable.houseEdge < 1 ? 100 : 1)).toLocaleString(
    document.documentElement.lang || 'pt-BR',
  )
  return h(
    'div',
    { class: 'paytable-body' },
    h(
      'p',
      {},
      t`O multiplicador sobe a partir de 1,00x até o foguete explodir num ponto sorteado pelo servidor do jogo antes da rodada começar.`,
    ),
    h(
      'p',
      {},
      t`Retire antes da explosão para ganhar a aposta vezes o multiplicador. Se o foguete explodir antes, a aposta é perdida.`,
    ),
    h(
      'p',
      {},
      t`Retirada automática: escolha um multiplicador (a partir de 1,01x) e o servidor retira por você quando a curva chegar nele, mesmo que você feche o jogo.`,
    ),
    h('ul', {}, h('li', {}, t`Multiplicador máximo: ${max}`), h('li', {}, t`Margem da casa: ${edge}%`)),
  )
}

export function mountCrash(ctx: GameContext, paytable: CrashPaytable): void {
  const { hello, stage } = ctx
  const reduced = prefersReducedMotion()

  const bet = betSelector(hello.bets, hello.currency, t`Aposta`)
  ctx.setPaytable(() => renderCrashPaytable(paytable))

  const svg = document.createElementNS(SVG, 'svg')
  svg.setAttribute('viewBox', `0 0 ${WIDTH} ${HEIGHT}`)
  svg.setAttribute('preserveAspectRatio', 'none')
  svg.setAttribute('class', 'curve')
  svg.setAttribute('aria-hidden', 'true')
  const area = document.createElementNS(SVG, 'path')
  area.setAttribute('class', 'curve-area')
  const line = document.createElementNS(SVG, 'path')
  line.setAttribute('class', 'curve-line')
  svg.append(area, line)

  const multiplier = h('div', { class: 'multiplier' }, formatMultiplier(1))
  const rocket = h('div', { class: 'rocket', 'aria-hidden': 'true' }, rocketIcon())
  const status = h('p', { class: 'crash-status', role: 'status', 'aria-live': 'polite' }, t`Faça a sua aposta`)
  const history = h('ol', { class: 'history', 'aria-label': t`Últimos pontos de explosão` })
  const emptyHistory = h('li', { class: 'history-empty' }, t`Nenhuma rodada ainda`)
  history.append(emptyHistory)

  const autoInput = h('input', {
    id: 'auto-cashout',
    class: 'input',
    type: 'text',
    inputmode: 'decimal',
    placeholder: '2,00',
    autocomplete: 'off',
  })
  const autoField = h(
    'div',
    { class: 'field' },
    h('label', { for: 'auto-cashout' }, t`Retirada automática (opcional)`),
    autoInput,
  )
  const actionButton = h('button', { type: 'button', class: 'btn btn-primary btn-spin' }, t`Apostar`)
  actionButton.setAttribute('aria-keyshortcuts', 'Space Enter')

  const plot = h('div', { class: 'plot' }, svg, rocket, multiplier)
  stage.append(
    h('div', { class: 'crash-top' }, history),
    plot,
    status,
    h('div', { class: 'controls' }, bet.element, autoField, actionButton),
  )

  let phase: Phase = 'idle'
  let round: CrashStart | null = null
  let start = 0
  let cashedWin = 0
  let frame = 0
  let poll: ReturnType<typeof setTimeout> | undefined
  let lastShown = 1
  const raf = (fn: () => void) =>
    typeof requestAnimationFrame === 'function' ? requestAnimationFrame(fn) : (setTimeout(fn, 16) as unknown as number)
  const cancelRaf = (id: number) =>
    typeof cancelAnimationFrame === 'function' ? cancelAnimationFrame(id) : clearTimeout(id)

  const draw = (seconds: number, m: number) => {
    const view = viewFor(seconds, m)
    const points = curvePoints(round?.growth ?? 0.1, seconds, view, WIDTH, HEIGHT, reduced ? 12 : 60)
    const d = points.map(([x, y], i) => `${i === 0 ? 'M' : 'L'}${x.toFixed(1)},${y.toFixed(1)}`).join(' ')
    line.setAttribute('d', d)
    const last = points[points.length - 1] ?? [0, HEIGHT]
    area.setAttribute('d', `${d} L${last[0].toFixed(1)},${HEIGHT} L0,${HEIGHT} Z`)
    rocket.style.setProperty('--x', `${(last[0] / WIDTH) * 100}%`)
    rocket.style.setProperty('--y', `${(last[1] / HEIGHT) * 100}%`)
    multiplier.textContent = formatMultiplier(m)
    lastShown = m
  }

  const renderButton = () => {
    const busy = phase === 'starting' || phase === 'cashing'
    if (phase === 'running' && cashedWin === 0) {
      const amount = formatMoney(Math.floor(bet.value * floor2(lastShown)), hello.currency)
      actionButton.textContent = t`Retirar ${amount}`
      actionButton.classList.add('btn-cashout')
    } else {
      actionButton.textContent = t`Apostar`
      actionButton.classList.remove('btn-cashout')
    }
    actionButton.disabled = busy || (phase === 'running' && cashedWin > 0)
    bet.setDisabled(phase !== 'idle' && phase !== 'ended')
    autoInput.disabled = phase !== 'idle' && phase !== 'ended'
  }

  const tick = () => {
    if (!round || (phase !== 'running' && phase !== 'cashing')) return
    const seconds = (Date.now() - start) / 1000
    const m = Math.min(floor2(multiplierAt(round.growth, seconds)), paytable.maxMultiplier)
    draw(seconds, m)
    renderButton()
    frame = raf(tick)
  }

  const addHistory = (point: number) => {
    emptyHistory.remove()
    const chip = h(
      'li',
      { class: `chip ${point >= 10 ? 'chip-high' : point >= 2 ? 'chip-mid' : 'chip-low'}` },
      formatMultiplier(point),
    )
    history.prepend(chip)
    while (history.children.length > 12) history.lastElementChild?.remove()
  }

  /**
   * The round is over for this player: the curve crashed (`crashPoint`), or the player's cash-out was paid and the
   * provider does not say where the curve would have crashed (`null`).
   */
  const end = (crashPoint: number | null, win: number) => {
    clearTimeout(poll)
    cancelRaf(frame)
    if (round && crashPoint != null) draw(secondsToReach(round.growth, crashPoint), crashPoint)
    phase = 'ended'
    if (crashPoint != null) {
      plot.classList.add('crashed')
      addHistory(crashPoint)
    }
    const point = crashPoint != null ? formatMultiplier(crashPoint) : null
    const amount = formatMoney(win, hello.currency)
    if (win > 0) {
      // Without a crash point the cash-out message stays.
      if (point != null) status.textContent = t`Explodiu em ${point}. Você ganhou ${amount}!`
    } else {
      ctx.sound.play('crash')
      status.textContent = point != null ? t`Explodiu em ${point}.` : t`Rodada encerrada.`
    }
    round = null
    renderButton()
  }

  const paid = (win: number, at: number | null) => {
    if (win <= 0 || cashedWin > 0) return
    cashedWin = win
    if (at != null) multiplier.textContent = formatMultiplier(at)
    ctx.sound.play('cashout')
    plot.classList.add('cashed')
    const amount = formatMoney(win, hello.currency)
    const point = at != null ? formatMultiplier(at) : null
    const text = point != null ? t`Retirado em ${point}: ${amount}` : t`Retirado: ${amount}`
    status.textContent = text
    ctx.notice(text, 'win')
  }

  const schedulePoll = () => {
    clearTimeout(poll)
    poll = setTimeout(() => void checkEnd(), POLL_MS)
  }

  async function checkEnd() {
    if (!round) return
    const roundId = round.roundId
    try {
      const answer = (await ctx.client.request('round.action', {
        key: uuid(),
        roundId,
        action: 'finish',
      })) as unknown as
        | CrashAction
        | { roundId: string; crashed: false; multiplier?: number; win?: number; balance: CrashAction['balance'] }
      if (!round || round.roundId !== roundId) return
      ctx.setBalance(answer.balance)
      if (answer.crashed) {
        paid(answer.win, null)
        end(answer.crashPoint, cashedWin)
        return
      }
      if (answer.win && answer.win > 0) {
        // An auto cash-out the provider already paid: the round is over for the player.
        paid(answer.win, answer.multiplier ?? null)
        end(null, cashedWin)
        return
      }
      schedulePoll()
    } catch (error) {
      if (!round || round.roundId !== roundId) return
      // `bad_request` to a finish: the provider's curve is still running. Timeouts and network errors: ask again.
      if (error instanceof ProviderError && ['bad_request', 'timeout', 'network'].includes(error.code)) {
        schedulePoll()
        return
      }
      if (error instanceof ProviderError && error.code === 'round_unknown') {
        end(null, cashedWin)
        return
      }
      end(null, cashedWin)
      ctx.fail(error)
    }
  }

  async function placeBet() {
    const autoText = autoInput.value
    const autoCashout = parseAutoCashout(autoText)
    if (autoText.trim() !== '' && autoCashout == null) {
      status.textContent = t`A retirada automática deve ser um multiplicador a partir de 1,01x.`
      autoInput.focus()
      return
    }
    phase = 'starting'
    cashedWin = 0
    plot.classList.remove('crashed', 'cashed')
    renderButton()
    status.textContent = t`Apostando…`
    try {
      const answer = (await ctx.client.request('round.start', {
        key: uuid(),
        bet: bet.value,
        ...(autoCashout != null ? { options: { autoCashout } } : {}),
      })) as unknown as CrashStart
      round = answer
      start = localStart(answer.startedAt, Date.now())
      ctx.setBalance(answer.balance)
      phase = 'running'
      const auto = autoCashout != null ? formatMultiplier(autoCashout) : null
      status.textContent = auto != null ? t`Decolou! Retirada automática em ${auto}.` : t`Decolou!`
      ctx.sound.play('spin')
      renderButton()
      frame = raf(tick)
      schedulePoll()
    } catch (error) {
      phase = 'idle'
      renderButton()
      status.textContent = t`Faça a sua aposta`
      ctx.fail(error)
    }
  }

  async function cashOut() {
    if (!round || phase !== 'running' || cashedWin > 0) return
    const roundId = round.roundId
    phase = 'cashing'
    renderButton()
    try {
      const answer = (await ctx.client.request('round.action', {
        key: uuid(),
        roundId,
        action: 'cashout',
      })) as unknown as CrashAction
      ctx.setBalance(answer.balance)
      // A status poll may have ended the round meanwhile (it saw the crash first).
      if (round?.roundId !== roundId) return
      if (answer.crashed) {
        paid(answer.win, null)
        end(answer.crashPoint, cashedWin)
        return
      }
      paid(answer.win, answer.multiplier)
      end(null, cashedWin)
    } catch (error) {
      if (phase === 'cashing') phase = 'running'
      renderButton()
      ctx.fail(error)
    }
  }

  const main = () => {
    if (phase === 'idle' || phase === 'ended') void placeBet()
    else if (phase === 'running') void cashOut()
  }
  actionButton.addEventListener('click', main)
  ctx.setMainAction(main)
  draw(0, 1)
  renderButton()
}
