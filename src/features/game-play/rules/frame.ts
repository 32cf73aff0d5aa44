/**
 * How the play screen frames a game URL. A game document of the app's own origin gets `allow-scripts` only: with
 * `allow-same-origin` as well it could reach into the app (its storage, the player's token, the parent's DOM) and
 * lift its own sandbox. A game of another origin needs its own origin back (`allow-same-origin`) to keep its storage
 * and call its provider; the browser's cross-origin rules then keep it out of the app. Nothing else is granted: no
 * top navigation, no popups, no forms.
 */
export interface GameFrame {
  /** The absolute URL to frame. */
  src: string
  /** The iframe's `sandbox` tokens. */
  sandbox: string
  /** The game document is of the app's own origin. */
  sameOrigin: boolean
}

export const SAME_ORIGIN_SANDBOX = 'allow-scripts'
export const OTHER_ORIGIN_SANDBOX = 'allow-scripts allow-same-origin'

/**
 * The frame for `gameUrl` (relative URLs resolve against the app), in the app's colour `scheme` when the game is the
 * app's own, or null for a URL that must never be framed: not
 * http(s) (`javascript:` would run in the app's own origin, `data:` and `blob:` documents inherit or hide their
 * origin). The screen shows a game it cannot frame as under maintenance.
 */
export function gameFrame(gameUrl: string, appOrigin: string, scheme?: 'light' | 'dark'): GameFrame | null {
  let url: URL
  try {
    url = new URL(gameUrl, appOrigin)
  } catch {
    return null
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null
  const sameOrigin = url.origin === new URL(appOrigin).origin
  // A sandboxed frame cannot see the app's theme, so the app's own (demo) games are told it at launch; another
  // origin's URL is the provider's and is framed as given (its query may be signed).
  if (sameOrigin && scheme) url.searchParams.set('theme', scheme)
  return { src: url.href, sandbox: sameOrigin ? SAME_ORIGIN_SANDBOX : OTHER_ORIGIN_SANDBOX, sameOrigin }
}
