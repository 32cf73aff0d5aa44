/** The launch URL's parameters: `?game&session&lang&origin&transport`, and an optional `theme`. */

export type GameLocale = 'pt-BR' | 'en' | 'es'

/** The colours around the game; `null` follows the player's system (`prefers-color-scheme`). */
export type GameTheme = 'light' | 'dark' | null

export interface Launch {
  game: string
  session: string
  locale: GameLocale
  /** The app's origin: where host messages (and, with the `message` transport, requests) are addressed. */
  origin: string
  transport: 'message' | 'http'
  theme: GameTheme
}

export function parseTheme(input: string | null): GameTheme {
  return input === 'light' || input === 'dark' ? input : null
}

export function parseLocale(input: string | null): GameLocale {
  const norm = (input ?? '').trim().toLowerCase().replace('_', '-')
  if (norm === 'en' || norm.startsWith('en-')) return 'en'
  if (norm === 'es' || norm.startsWith('es-')) return 'es'
  return 'pt-BR'
}

/** Reads the launch parameters; `null` when the game or the session is missing (nothing to talk to). */
export function parseLaunch(search: string): Launch | null {
  const params = new URLSearchParams(search)
  const game = params.get('game')
  const session = params.get('session')
  if (!game || !session) return null
  let origin = params.get('origin') ?? ''
  try {
    origin = new URL(origin).origin
  } catch {
    // No valid origin to address: '*' would hand the messages to whoever framed us, so stay on the narrowest
    // target that still reaches a same-origin parent.
    origin = '/'
  }
  return {
    game,
    session,
    locale: parseLocale(params.get('lang')),
    origin,
    transport: params.get('transport') === 'http' ? 'http' : 'message',
    theme: parseTheme(params.get('theme')),
  }
}
