import { t } from '@lingui/core/macro'
import {
  createHost,
  createProviderClient,
  httpTransport,
  messageTransport,
  ProviderError,
  windowListen,
  type Listen,
  type ParentLike,
  type ProviderClient,
} from './client.ts'
import { h, prefersReducedMotion } from './dom.ts'
import { activateLocale } from './i18n.ts'
import { parseLaunch } from './launch.ts'
import type { BingoPaytable, CrashPaytable, Hello, SlotPaytable } from './protocol.ts'
import { failureScreen, mountShell, sessionScreen } from './shell.ts'
import { Sound } from './sound.ts'
import { mountSlot } from './slot/game.ts'
import { mountCrash } from './crash/game.ts'
import { mountBingo } from './bingo/game.ts'

export interface StartOptions {
  root: HTMLElement
  /** The launch URL's query string. */
  search: string
  /** The window that framed the game (null when opened on its own). */
  parent: ParentLike | null
  listen: Listen
  fetch?: typeof fetch
  /** Where the http transport posts (the provider endpoint beside the game document). */
  rpcUrl?: string
  timeoutMs?: number
}

/** Launches the game: says hello to the provider and renders the game type it answers. */
export async function startGame(options: StartOptions): Promise<ProviderClient | null> {
  const { root, search, parent } = options
  const launch = parseLaunch(search)
  activateLocale(launch?.locale ?? 'pt-BR')
  // The host may say which colours surround the game; without it the stylesheet follows the player's system.
  if (launch?.theme) document.documentElement.dataset.theme = launch.theme
  else delete document.documentElement.dataset.theme
  document.documentElement.classList.toggle('still', prefersReducedMotion())
  if (!launch) {
    sessionScreen(root)
    return null
  }
  root.replaceChildren(
    h(
      'div',
      { class: 'loading', role: 'status' },
      h('span', { class: 'spinner', 'aria-hidden': 'true' }),
      t`Carregando o jogo…`,
    ),
  )

  const transport =
    launch.transport === 'http'
      ? httpTransport({ url: options.rpcUrl ?? '/provider/rpc', ...(options.fetch ? { fetch: options.fetch } : {}) })
      : parent
        ? messageTransport({ parent, origin: launch.origin, listen: options.listen })
        : null
  if (!transport) {
    sessionScreen(root)
    return null
  }
  const client = createProviderClient({
    transport,
    session: launch.session,
    ...(options.timeoutMs ? { timeoutMs: options.timeoutMs } : {}),
  })
  const host = createHost({ parent, origin: launch.origin, session: launch.session })

  const connect = async () => {
    let hello: Hello
    try {
      hello = (await client.request('hello', {})) as unknown as Hello
    } catch (error) {
      if (error instanceof ProviderError && error.code === 'session_invalid') sessionScreen(root)
      else failureScreen(root, error, () => void connect())
      return
    }
    document.title = hello.game.name
    const context = mountShell(root, { hello, client, host, sound: new Sound() })
    switch (hello.game.type) {
      case 'slot':
        mountSlot(context, hello.paytable as SlotPaytable)
        break
      case 'crash':
        mountCrash(context, hello.paytable as CrashPaytable)
        break
      case 'bingo':
        mountBingo(context, hello.paytable as BingoPaytable)
        break
      default:
        failureScreen(root, new ProviderError('bad_request'), null)
        return
    }
    host.post('loaded')
  }
  await connect()
  return client
}

/** The real launch: this document's URL, its parent window and its messages. */
export function startInWindow(win: Window): Promise<ProviderClient | null> {
  const root = win.document.getElementById('game')
  if (!root) throw new Error('demo-game: no #game element')
  return startGame({
    root,
    search: win.location.search,
    parent: win.parent !== win ? win.parent : null,
    listen: windowListen(win),
    rpcUrl: new URL('/provider/rpc', win.location.href).href,
  })
}
