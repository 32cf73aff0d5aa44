import { msg } from '@lingui/core/macro'
import { errorMessages, fieldErrors, isApiError } from '@/api/errors.ts'
import type { Notice } from './notice.ts'

export { noticeText, type Notice } from './notice.ts'

/**
 * What a block, a page or an action says when the backend does not have its call yet (ApiError.isRouteMissing: a
 * 404, 405 or 501, or a web page where JSON was expected). Not a failure to retry at once and not the player's
 * connection: only that block says it, the rest of the app works (docs/architecture.md, "Failures → messages").
 */
export const sectionUnavailable = msg`Esta seção ainda não está disponível.`
/** The same for something the player asked for (a button's call): shown as a notice. */
export const actionUnavailable = msg`Este recurso ainda não está disponível.`

/**
 * A refusal whose words only say the token is missing or dead (`unauthenticated`, `Token not provided`): the
 * session supervisor ends the session and opens the login, and this is what the screen that asked says meanwhile,
 * never the framework's words.
 */
export const sessionEnded = msg`Sua sessão terminou. Entre novamente.`

/** Whether a failure means the backend lacks the call (see sectionUnavailable). */
export function isUnavailable(error: unknown): boolean {
  return isApiError(error) && error.isRouteMissing
}

export interface FailureTexts {
  /**
   * The backend does not have this call yet (isUnavailable): the screen's own words for it, else
   * `actionUnavailable` as a notice (the in-place views default to `sectionUnavailable`).
   */
  unavailable?: Notice
  /** Nothing came back (network down, timeout). Defaults to `fallback`. */
  noResponse?: Notice
  /** A 2xx whose body breaks the contract. Defaults to `fallback`. */
  unreadable?: Notice
  /** A failure that is not an API call's (the request never went out). Defaults to `fallback`. */
  unexpected?: Notice
  /** A 5xx, a 4xx without words, or a failure that is not an API call's: the catalogue's text for this call. */
  fallback: Notice
  /**
   * Which part of Laravel's `{ message, errors }` body speaks for a 4xx: its field messages (the default, the
   * generic "The given data was invalid." says nothing) or its `message` (the withdraw forms show it first).
   */
  prefer?: 'fields' | 'message'
  /** Only the first of the server's words, for an answer shown on one line (the coupon field). */
  first?: boolean
  /** 401 and 403 say nothing: the session supervisor already sends the player to log in. */
  silentAuth?: boolean
}

/**
 * What a failed call shows, one notice each, never the same notice twice.
 *
 * The server's words come only from a 4xx answer (validation, business refusals like 'Saldo insuficiente'): a 5xx
 * body may be a debug trace full of server paths, so it shows the call's catalogue text instead. An HTML error page
 * never has words (the client keeps JSON bodies only, src/api/client.ts). A route the backend lacks says
 * `unavailable`, whatever its body: a web server's 404 page or the web app Laravel serves to an unknown GET is no
 * message, and its absence is not the player's connection.
 */
export function describeApiFailure(error: unknown, texts: FailureTexts): Notice[] {
  const { fallback, noResponse = fallback, unreadable = fallback, unexpected = fallback } = texts
  if (!isApiError(error)) return [unexpected]
  if (error.isRouteMissing) return [texts.unavailable ?? actionUnavailable]
  if (error.kind === 'network' || error.kind === 'timeout') return [noResponse]
  if (error.kind === 'malformed') return [unreadable]
  if (texts.silentAuth && error.isAuthError) return []
  if (error.isUnauthenticated && error.saysNotLoggedIn) return [sessionEnded]
  const words = serverWords(error.status, error.body, texts.prefer ?? 'fields')
  if (words.length === 0) return [fallback]
  return uniqueNotices(texts.first ? words.slice(0, 1) : words)
}

/** Field -> the server's first message for it, for a 4xx validation answer only (see describeApiFailure). */
export function failureFieldErrors(error: unknown): Record<string, string> {
  if (!isApiError(error) || error.kind !== 'http' || !isClientError(error.status)) return {}
  return fieldErrors(error.body)
}

/** The same text twice is one notice: a body that repeats itself (`message` and `error` alike) shows once. */
export function uniqueNotices(notices: readonly Notice[]): Notice[] {
  const seen = new Set<string>()
  return notices.filter((notice) => {
    const key = typeof notice === 'string' ? `s:${notice}` : `d:${notice.id}`
    if (seen.has(key)) return false
    seen.add(key)
    return true
  })
}

function isClientError(status: number | undefined): boolean {
  return status !== undefined && status >= 400 && status < 500
}

function serverWords(status: number | undefined, body: unknown, prefer: 'fields' | 'message'): string[] {
  if (!isClientError(status)) return []
  if (prefer === 'message' && body && typeof body === 'object' && !Array.isArray(body)) {
    const { message, errors } = body as Record<string, unknown>
    if (typeof message === 'string' && message.trim() !== '') return [message]
    if (errors !== undefined) {
      const fields = fieldErrorsList(errors)
      if (fields.length > 0) return fields
    }
  }
  return errorMessages(body)
}

// Laravel's errors map (field -> message or messages), every message in order.
function fieldErrorsList(errors: unknown): string[] {
  if (!errors || typeof errors !== 'object') return []
  return Object.values(errors as Record<string, unknown>)
    .flat()
    .filter((message): message is string => typeof message === 'string' && message.trim() !== '')
}
