import type { Endpoint } from './define.ts'
import { ApiError } from './errors.ts'

/**
 * How the client reads a non-2xx answer: whether it means the backend lacks the route, and whether its words say the
 * caller is not logged in (docs/backend-integration.md, "Error bodies"). Loaded only when a call fails, so the rules
 * cost the entry chunk nothing.
 */
export function httpFailure(
  endpoint: Pick<Endpoint, 'id' | 'path' | 'auth'>,
  answer: { status: number; json: boolean; body: unknown },
  cause?: unknown,
): ApiError {
  const { status, json, body } = answer
  return new ApiError({
    kind: 'http',
    endpointId: endpoint.id,
    status,
    body,
    cause,
    routeMissing: routeMissingStatus(status, json, endpoint, body),
    authRequired: endpoint.auth === 'required',
    saysNotLoggedIn: readsAsUnauthenticated(body),
  })
}

/**
 * The words of a refusal for a missing, expired or invalid token, as a Laravel backend writes them: its own
 * (`Unauthenticated.`, `Usuário não autenticado`) and those of the JWT package (`Token not provided`, `Token is
 * Expired`, `token_invalid`, `Authorization Token not found`). Read from `error` or `message` only.
 */
const UNAUTHENTICATED_WORDS = [
  /\bunauthenticated\b/i,
  /\bnot (?:authenticated|logged in)\b/i,
  /\btoken[ _](?:is[ _])?(?:not[ _]provided|absent|invalid|expired|missing)\b/i,
  /\bauthorization token not found\b/i,
  /\bn[ãa]o (?:autenticad[oa]|logad[oa])\b/i,
  /\btoken (?:inv[áa]lido|expirado|ausente|n[ãa]o (?:informado|fornecido|enviado|encontrado))/i,
  /\bsess[ãa]o expirada\b/i,
]

/** Whether a failure body says the caller is not logged in (see ApiError.isUnauthenticated). */
export function readsAsUnauthenticated(body: unknown): boolean {
  if (!body || typeof body !== 'object' || Array.isArray(body)) return false
  const { error, message } = body as Record<string, unknown>
  return [error, message].some(
    (words) => typeof words === 'string' && UNAUTHENTICATED_WORDS.some((pattern) => pattern.test(words)),
  )
}

/**
 * Whether a failed status means the backend lacks the route: 405 and 501 always; a 404 when it is not JSON (a web
 * server's page), or when its JSON says only what a framework says of an unknown route (`{"message": "The route
 * api/x could not be found."}`, `Not Found`, nothing) on a path that names no resource. A 404 with the backend's own
 * words (`Provedor não encontrado`), or on a path with a parameter (`casinos/game/:id`), is a business answer.
 */
export function routeMissingStatus(
  status: number,
  json: boolean,
  endpoint: { readonly path: string },
  body?: unknown,
): boolean {
  if (status === 405 || status === 501) return true
  if (status !== 404) return false
  return !json || (!endpoint.path.includes(':') && saysRouteNotFound(body))
}

const FRAMEWORK_NOT_FOUND = /^(?:|not found\.?|the route .* could not be found\.?|route not found\.?)$/i

function saysRouteNotFound(body: unknown): boolean {
  if (body === undefined || body === null || body === '') return true
  if (typeof body !== 'object') return false
  const words = Object.entries(body as Record<string, unknown>).filter(
    ([key]) => key !== 'exception' && key !== 'status',
  )
  return words.every(
    ([key, value]) => key === 'message' && typeof value === 'string' && FRAMEWORK_NOT_FOUND.test(value.trim()),
  )
}
