import { t } from '@lingui/core/macro'
import { ProviderError, type Host, type ProviderClient } from './client.ts'
import { h } from './dom.ts'
import { infoIcon, soundOffIcon, soundOnIcon } from './icons.ts'
import { formatMoney } from './i18n.ts'
import type { Balance, Bets, Hello } from './protocol.ts'
import type { Sound } from './sound.ts'

export type NoticeKind = 'info' | 'win' | 'error'

/** What every game gets from the shared chrome around it. */
export interface GameContext {
  hello: Hello
  client: ProviderClient
  host: Host
  sound: Sound
  /** The stage the game renders into. */
  stage: HTMLElement
  setBalance(balance: Balance): void
  notice(text: string, kind?: NoticeKind): void
  /** A new round begins: the last round's words go (they stay until then, so a result can be read at leisure). */
  clearNotice(): void
  /**
   * Shows a failure the way the player can act on it. `bet`: the provider refused or did not answer a bet (the round
   * was not played: the stake stays with the player, and the notice says so); `action`: a step of an open round.
   */
  fail(error: unknown, when?: 'bet' | 'action'): void
  /** The pay table button opens this content. */
  setPaytable(render: () => HTMLElement): void
  /** Keyboard shortcut (Space/Enter) outside of buttons and fields: the game's main action. */
  setMainAction(action: (() => void) | null): void
}

/** A CSS `url()` for any URL, data: URLs (the covers the provider sends) included: only quotes and breaks escaped. */
export function cssUrl(url: string): string {
  return `url("${url.replace(/["\\\n\r]/g, (char) => encodeURIComponent(char))}")`
}

/** The error screen for an invalid or expired session: nothing more can be played in this frame. */
export function sessionScreen(root: HTMLElement): void {
  root.replaceChildren(
    h(
      'div',
      { class: 'fatal', role: 'alert' },
      h('h1', {}, t`Sessão encerrada`),
      h('p', {}, t`Esta sessão de jogo expirou ou não é válida. Feche o jogo e abra-o de novo pelo cassino.`),
    ),
  )
}

/** A failure before the game could start (provider unreachable, under maintenance). */
export function failureScreen(root: HTMLElement, error: unknown, retry: (() => void) | null): void {
  const maintenance = error instanceof ProviderError && error.code === 'maintenance'
  root.replaceChildren(
    h(
      'div',
      { class: 'fatal', role: 'alert' },
      h('h1', {}, maintenance ? t`Jogo em manutenção` : t`Não foi possível carregar o jogo`),
      h('p', {}, maintenance ? t`Volte daqui a pouco.` : t`Verifique a sua conexão e tente de novo.`),
      retry && !maintenance ? h('button', { type: 'button', class: 'btn', onclick: retry }, t`Tentar de novo`) : null,
    ),
  )
}

export function mountShell(
  root: HTMLElement,
  { hello, client, host, sound }: Pick<GameContext, 'hello' | 'client' | 'host' | 'sound'>,
): GameContext {
  const { game } = hello
  const balanceValue = h('strong', { class: 'balance-value' }, formatMoney(hello.balance.total, hello.currency))
  const noticeBox = h('div', { class: 'notice', role: 'status', 'aria-live': 'polite' })
  const stage = h('main', { class: 'stage', 'aria-label': game.name })
  let paytable: (() => HTMLElement) | null = null
  let mainAction: (() => void) | null = null

  const muteButton = h('button', {
    type: 'button',
    class: 'icon-btn',
    'aria-pressed': 'false',
    'aria-label': t`Som`,
    title: t`Som`,
  })
  const renderMute = () => {
    muteButton.setAttribute('aria-pressed', String(!sound.muted))
    muteButton.replaceChildren(sound.muted ? soundOffIcon() : soundOnIcon())
    muteButton.title = sound.muted ? t`Ligar o som` : t`Desligar o som`
    muteButton.setAttribute('aria-label', muteButton.title)
  }
  muteButton.addEventListener('click', () => {
    sound.setMuted(!sound.muted)
    renderMute()
  })
  renderMute()

  const overlay = h('div', { class: 'overlay', hidden: true })
  let returnFocus: HTMLElement | null = null
  const closeOverlay = () => {
    overlay.hidden = true
    overlay.replaceChildren()
    returnFocus?.focus()
  }
  const openPaytable = () => {
    if (!paytable) return
    returnFocus = document.activeElement as HTMLElement | null
    const lang = document.documentElement.lang || 'pt-BR'
    const rtp = Number(game.rtp).toLocaleString(lang, { maximumFractionDigits: 2 })
    const hitRate = (hello.paytable as { hitRate?: unknown }).hitRate
    const hit = typeof hitRate === 'number' ? (hitRate * 100).toLocaleString(lang, { maximumFractionDigits: 2 }) : null
    const close = h('button', { type: 'button', class: 'btn btn-ghost', onclick: closeOverlay }, t`Fechar`)
    overlay.replaceChildren(
      h(
        'div',
        { class: 'panel', role: 'dialog', 'aria-modal': 'true', 'aria-labelledby': 'paytable-title' },
        h('div', { class: 'panel-head' }, h('h2', { id: 'paytable-title' }, t`Tabela de pagamentos`), close),
        paytable(),
        h('p', { class: 'rtp' }, t`Retorno ao jogador (RTP): ${rtp}%`),
        hit != null ? h('p', {}, t`Rodadas com prêmio: ${hit}%`) : null,
      ),
    )
    overlay.hidden = false
    close.focus()
  }
  overlay.addEventListener('keydown', (event) => {
    if (event.key === 'Escape') closeOverlay()
  })
  overlay.addEventListener('click', (event) => {
    if (event.target === overlay) closeOverlay()
  })

  const cover = game.cover ? h('img', { class: 'cover', src: game.cover, alt: '', width: 40, height: 40 }) : null
  cover?.addEventListener('error', () => cover.remove())

  const bar = h(
    'header',
    { class: 'bar' },
    cover,
    h('h1', { class: 'title' }, game.name),
    h('div', { class: 'balance' }, h('span', { class: 'balance-label' }, t`Saldo`), ' ', balanceValue),
    h('button', { type: 'button', class: 'btn btn-deposit', onclick: () => host.post('deposit') }, t`Depositar`),
    h(
      'button',
      {
        type: 'button',
        class: 'icon-btn',
        'aria-label': t`Tabela de pagamentos`,
        title: t`Tabela de pagamentos`,
        onclick: openPaytable,
      },
      infoIcon(),
    ),
    muteButton,
  )
  root.replaceChildren(h('div', { class: `game game-${game.type}` }, bar, stage, noticeBox), overlay)
  if (game.cover) root.querySelector<HTMLElement>('.game')?.style.setProperty('--cover', cssUrl(game.cover))

  const onKey = (event: KeyboardEvent) => {
    // A replaced game (error screen, tests mounting again) lets go of the keyboard.
    if (!root.isConnected || !root.contains(stage)) {
      document.removeEventListener('keydown', onKey)
      return
    }
    if (event.key !== ' ' && event.key !== 'Enter') return
    if (!overlay.hidden || !mainAction) return
    const target = event.target as HTMLElement | null
    if (target && target.closest('button, input, select, textarea, a, [role="button"]')) return
    event.preventDefault()
    mainAction()
  }
  document.addEventListener('keydown', onKey)

  const refreshBalance = async () => {
    try {
      const answer = (await client.request('balance', {})) as unknown as { balance: Balance }
      context.setBalance(answer.balance)
    } catch {
      // Still no answer: the balance shown stays, and the notice already says to check the connection.
    }
  }
  const context: GameContext = {
    hello,
    client,
    host,
    sound,
    stage,
    setBalance(balance) {
      balanceValue.textContent = formatMoney(balance.total, hello.currency)
    },
    notice(text, kind = 'info') {
      noticeBox.className = `notice notice-${kind}`
      noticeBox.textContent = text
    },
    clearNotice() {
      noticeBox.className = 'notice'
      noticeBox.textContent = ''
    },
    fail(error, when = 'action') {
      sound.play('error')
      // A refused bet moved no money: the player is told so. A bet left without an answer may have been played (the
      // client retried it under the same key), so the balance is asked for again instead of promised.
      const kept = when === 'bet' ? ` ${t`Sua aposta não foi debitada.`}` : ''
      if (!(error instanceof ProviderError)) {
        context.notice(t`Algo deu errado. Tente de novo.`, 'error')
        return
      }
      if (error.balance) context.setBalance(error.balance)
      switch (error.code) {
        case 'session_invalid':
          sessionScreen(root)
          return
        case 'insufficient_funds':
          context.notice(t`Saldo insuficiente para esta aposta. Faça um depósito para continuar.`, 'error')
          host.post('deposit')
          return
        case 'maintenance':
          context.notice(`${t`Jogo em manutenção. Volte daqui a pouco.`}${kept}`, 'error')
          return
        case 'limit':
          context.notice(`${t`Um limite de jogo da sua conta impede esta aposta.`}${kept}`, 'error')
          return
        case 'timeout':
        case 'network':
          context.notice(t`Sem resposta do servidor do jogo. Verifique a sua conexão e tente de novo.`, 'error')
          if (when === 'bet') void refreshBalance()
          return
        default:
          context.notice(`${t`Algo deu errado. Tente de novo.`}${kept}`, 'error')
      }
    },
    setPaytable(render) {
      paytable = render
    },
    setMainAction(action) {
      mainAction = action
    },
  }
  return context
}

/** The bet selector: steps through the provider's allowed bets. */
export function betSelector(bets: Bets, currency: string, label: string, onChange?: (bet: number) => void) {
  const steps = bets.steps.length > 0 ? [...bets.steps].sort((a, b) => a - b) : [bets.default]
  let index = Math.max(0, steps.indexOf(bets.default))
  const current = () => steps[index] ?? bets.default
  const value = h('output', { class: 'bet-value', 'aria-live': 'polite' })
  const down = h('button', { type: 'button', class: 'icon-btn', 'aria-label': t`Diminuir a aposta` }, '−')
  const up = h('button', { type: 'button', class: 'icon-btn', 'aria-label': t`Aumentar a aposta` }, '+')
  let disabled = false
  const render = () => {
    value.textContent = formatMoney(current(), currency)
    down.disabled = disabled || index === 0
    up.disabled = disabled || index === steps.length - 1
  }
  down.addEventListener('click', () => {
    index = Math.max(0, index - 1)
    render()
    onChange?.(current())
  })
  up.addEventListener('click', () => {
    index = Math.min(steps.length - 1, index + 1)
    render()
    onChange?.(current())
  })
  render()
  const element = h(
    'div',
    { class: 'bet', role: 'group', 'aria-label': label },
    h('span', { class: 'bet-label' }, label),
    down,
    value,
    up,
  )
  return {
    element,
    get value() {
      return current()
    },
    setDisabled(next: boolean) {
      disabled = next
      render()
    },
  }
}
