import { t } from '@lingui/core/macro'
import { ProviderError, uuid } from '../client.ts'
import { cancelFrame, colorScheme, h, nextFrame, prefersReducedMotion } from '../dom.ts'
import { formatMoney, formatMultiplier } from '../i18n.ts'
import type { CrashAction, CrashPaytable, CrashStart } from '../protocol.ts'
import { betSelector, type GameContext } from '../shell.ts'
import { floor2, localStart, parseAutoCashout, secondsToReach } from './curve.ts'
import { drawScene, PALETTES, shownMultiplier, type SceneState } from './scene.ts'

/** How often the game asks the provider whether the curve has ended (the crash point is never sent ahead). */
export const POLL_MS = 500
/** Without motion the picture and the multiplier are redrawn this often (steps, not an animation). */
const STILL_STEP_MS = 500
/** How long the plane takes to fly off at the crash. */
const AWAY_MS = 1100

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
      t`O multiplicador sobe a partir de 1,00x enquanto o avião sobe, até ele voar para longe num ponto sorteado pelo servidor do jogo antes da rodada começar.`,
    ),
    h(
      'p',
      {},
      t`Retire antes de o avião partir para ganhar a aposta vezes o multiplicador. Se ele partir antes, a aposta é perdida.`,
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

  const canvas = h('canvas', { class: 'sky', 'aria-hidden': 'true' })
  const multiplier = h('div', { class: 'multiplier' }, formatMultiplier(1))
  const status = h('p', { class: 'crash-status', role: 'status', 'aria-live': 'polite' }, t`Faça a sua aposta`)
  const history = h('ol', { class: 'history', 'aria-label': t`Últimos voos` })
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

  // Where the plane is (parked, flying, leaving, gone): the picture's state, for styles and tests alike.
  const plot = h('div', { class: 'plot', 'data-plane': 'parked' }, canvas, multiplier)
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
  let still: ReturnType<typeof setTimeout> | undefined
  const scene: SceneState = { phase: 'idle', growth: 0.1, seconds: 0, multiplier: 1, away: 0 }
  const palette = PALETTES[colorScheme()]
  let size = { width: 0, height: 0, ratio: 1 }

  /** Paints the scene as it stands (a canvas the test DOM cannot draw on is simply left blank). */
  const paint = () => {
    const context = canvas.getContext?.('2d')
    if (!context || size.width === 0) return
    context.setTransform(size.ratio, 0, 0, size.ratio, 0, 0)
    drawScene(context, size.width, size.height, scene, palette, formatMultiplier)
  }
  const measure = () => {
    const ratio = Math.min(2, window.devicePixelRatio || 1)
    const width = plot.clientWidth
    const height = plot.clientHeight
    if (width === 0 || height === 0) return
    size = { width, height, ratio }
    canvas.width = Math.round(width * ratio)
    canvas.height = Math.round(height * ratio)
    paint()
  }
  if (typeof ResizeObserver === 'function') new ResizeObserver(measure).observe(plot)

  const draw = (seconds: number, m: number) => {
    scene.seconds = seconds
    scene.multiplier = m
    scene.growth = round?.growth ?? scene.growth
    paint()
    multiplier.textContent = formatMultiplier(m)
    lastShown = m
  }

  /** The plane flies off the top of the sky (at once, without motion). */
  const flyAway = () => {
    if (reduced) {
      scene.away = 1
      plot.dataset.plane = 'gone'
      paint()
      return
    }
    plot.dataset.plane = 'leaving'
    const started = performance.now()
    const step = () => {
      if (scene.phase !== 'crashed') return
      scene.away = Math.min(1, (performance.now() - started) / AWAY_MS)
      paint()
      if (scene.away < 1) frame = nextFrame(step)
      else plot.dataset.plane = 'gone'
    }
    frame = nextFrame(step)
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
    draw(seconds, shownMultiplier(round.growth, seconds, paytable.maxMultiplier))
    renderButton()
    // With motion, every frame; without, a step every half second (the figure still follows the curve).
    if (reduced) still = setTimeout(tick, STILL_STEP_MS)
    else frame = nextFrame(tick)
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
    clearTimeout(still)
    cancelFrame(frame)
    phase = 'ended'
    plot.classList.remove('flying')
    if (crashPoint != null) {
      scene.phase = 'crashed'
      if (round) draw(secondsToReach(round.growth, crashPoint), crashPoint)
      plot.classList.add('crashed')
      addHistory(crashPoint)
      flyAway()
    } else if (cashedWin > 0) {
      // Cashed out: the round is over for this player; the plane stays where the cash-out caught it.
      scene.phase = 'cashed'
      plot.dataset.plane = 'cashed'
      paint()
    }
    const point = crashPoint != null ? formatMultiplier(crashPoint) : null
    const amount = formatMoney(win, hello.currency)
    if (win > 0) {
      // Without a crash point the cash-out message stays.
      if (point != null) status.textContent = t`O avião partiu em ${point}. Você ganhou ${amount}!`
    } else {
      ctx.sound.play('crash')
      status.textContent = point != null ? t`O avião partiu em ${point}.` : t`Rodada encerrada.`
    }
    round = null
    renderButton()
  }

  const paid = (win: number, at: number | null) => {
    if (win <= 0 || cashedWin > 0) return
    cashedWin = win
    // The picture stops where the cash-out caught the curve (the provider's multiplier, not the local clock's).
    if (at != null && round) draw(secondsToReach(round.growth, at), at)
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
    ctx.clearNotice()
    phase = 'starting'
    cashedWin = 0
    plot.classList.remove('crashed', 'cashed')
    cancelFrame(frame)
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
      scene.phase = 'flying'
      scene.away = 0
      plot.classList.add('flying')
      plot.dataset.plane = 'flying'
      const auto = autoCashout != null ? formatMultiplier(autoCashout) : null
      status.textContent = auto != null ? t`Decolou! Retirada automática em ${auto}.` : t`Decolou!`
      ctx.sound.play('spin')
      renderButton()
      tick()
      schedulePoll()
    } catch (error) {
      phase = 'idle'
      renderButton()
      status.textContent = t`Faça a sua aposta`
      ctx.fail(error, 'bet')
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
  measure()
}
