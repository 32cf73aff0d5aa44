/**
 * The two messages a game sends its host, the play screen (the provider protocol of mocks/README.md, v1):
 * `{ v: 1, type: 'deposit', session }` (out of funds, or the player pressed deposit) and
 * `{ v: 1, type: 'loaded', session }`. Everything else on the window's message channel (the provider's own
 * requests and replies, other frames, extensions) is not for the screen.
 */
export type HostMessage = 'deposit' | 'loaded'

const HOST_MESSAGES: ReadonlySet<string> = new Set<HostMessage>(['deposit', 'loaded'])

/**
 * The host message `data` carries for this game session, or null. The caller has already checked that the message
 * came from the game's own frame (`event.source`); the session token proves it is this launch's game and not an
 * earlier one still winding down.
 */
export function readHostMessage(data: unknown, session: string | null): HostMessage | null {
  if (!session || typeof data !== 'object' || data === null || Array.isArray(data)) return null
  const { v, type, session: sent } = data as Record<string, unknown>
  if (v !== 1 || sent !== session || typeof type !== 'string' || !HOST_MESSAGES.has(type)) return null
  return type as HostMessage
}
