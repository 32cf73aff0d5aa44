import { randomHex } from '../db/crypto.ts'

/**
 * The provider's postMessage endpoint in the browser demo. The game runs in a sandboxed frame (an opaque origin the
 * mock's service worker does not control), so it cannot reach the mock over HTTP: it posts protocol messages to the
 * app's window, and this listener passes them to the provider (`answer`: in the demo a `POST /__mock/provider/rpc` the
 * service worker's mock answers, mocks/provider/rpc-handler.ts; in tests providerRequest itself) and posts the reply
 * back.
 *
 * On every message it checks the sending window and the session token (mocks/provider/provider.ts): a session belongs
 * to the first window that says hello with it, and a message from any other window, or with an unknown or expired
 * token, gets `session_invalid` and changes nothing. The answer goes back to the sending window with target `*`: a
 * sandboxed frame's origin is opaque, and an answer carries nothing secret (a forger only learns its own refusal).
 */
export interface BridgeEvent {
  data: unknown
  source: unknown
}

interface ReplyTarget {
  postMessage(message: unknown, targetOrigin: string): void
}

const isReplyTarget = (source: unknown): source is ReplyTarget =>
  typeof source === 'object' && source !== null && typeof (source as ReplyTarget).postMessage === 'function'

/** Only protocol requests are the provider's: other messages on the app's window (the play screen's, tools') pass. */
function isProviderMessage(data: unknown): boolean {
  if (!data || typeof data !== 'object') return false
  const message = data as Record<string, unknown>
  return message.v !== undefined && typeof message.type === 'string' && typeof message.id === 'string'
}

/** Where the page's bridge forwards a game's protocol messages, below the site's base (mocks/provider/rpc-handler.ts). */
export const PROVIDER_RPC_PATH = '__mock/provider/rpc'

/** The provider's reply to one protocol message from one window (null: no reply, a note to the play screen). */
export type ProviderAnswer = (message: unknown, windowId: string) => unknown

/** The listener, apart from any real window (tests drive it with fake windows). `self` is the app's own window. */
export function createBridgeListener(self: unknown, answer: ProviderAnswer): (event: BridgeEvent) => void {
  // An id per sending window, for this tab: a session bound here is refused to any window of another tab.
  const windowIds = new WeakMap<object, string>()
  const idOf = (source: object) => {
    let id = windowIds.get(source)
    if (!id) {
      id = randomHex(12)
      windowIds.set(source, id)
    }
    return id
  }
  return (event) => {
    const { data, source } = event
    if (!isProviderMessage(data) || !isReplyTarget(source) || source === self) return
    const reply = answer(data, idOf(source))
    // The demo's answer crosses to the worker and back; replies carry the request's id, so their order is free.
    if (reply instanceof Promise) {
      reply.then(
        (value) => {
          if (value) source.postMessage(value, '*')
        },
        (error: unknown) => console.error('[mock provider] a game message got no answer', error),
      )
    } else if (reply) source.postMessage(reply, '*')
  }
}

/** Installs the listener on the app's window (mocks/browser.ts, once the worker runs). Returns its removal. */
export function installProviderBridge(target: Window, answer: ProviderAnswer): () => void {
  const listener = createBridgeListener(target, answer)
  const onMessage = (event: MessageEvent) => listener({ data: event.data, source: event.source })
  target.addEventListener('message', onMessage)
  return () => target.removeEventListener('message', onMessage)
}
