import type { Endpoint } from './define.ts'
import { isWebPage } from './errors.ts'
import { routeMissingStatus } from './http-failure.ts'
import { describeValue, readTolerantly, type AppliedTolerance, type DriftIssue } from './tolerance.ts'

export type { AppliedTolerance, DriftIssue }
export { describeValue }

/**
 * The verdict on one answer of a server against one endpoint's definition: what `npm run contract:check` and
 * `npm run mock:server -- --proxy` report, and the same reading the app's client does (tolerance.ts), so a report of
 * "tolerated" means a production build absorbs exactly that (docs/backend-integration.md).
 */

/** What came back, as the check saw it on the wire. */
export interface WireAnswer {
  status: number
  /** The Content-Type header, or null. */
  contentType: string | null
  bodyText: string
}

export type Verdict =
  | { outcome: 'ok' }
  | { outcome: 'tolerated'; tolerated: AppliedTolerance[] }
  | { outcome: 'drift'; issues: DriftIssue[]; tolerated: AppliedTolerance[] }
  /** The server lacks the route: 404 on a path without parameters, 405, 501, or a page that is not JSON. */
  | { outcome: 'missing'; reason: string }
  /** A non-2xx answer that is not a missing route (401, 422, 500…): the check decides whether it expected it. */
  | { outcome: 'failed'; status: number; body: unknown }

const ROUTE_MISSING = new Set([405, 501])

function isJson(contentType: string | null): boolean {
  return /\bjson\b/i.test(contentType ?? '')
}

/**
 * Reads an answer as the app would: missing route, failure, or a 2xx read strictly (ok), tolerantly (tolerated: what a
 * production build absorbs, each difference with its JSON path) or not at all (drift).
 */
export function checkAnswer(endpoint: Endpoint, answer: WireAnswer): Verdict {
  const json = isJson(answer.contentType)
  if (ROUTE_MISSING.has(answer.status)) return { outcome: 'missing', reason: `${answer.status}` }
  let body: unknown
  let parsed = true
  try {
    body = answer.bodyText.trim() === '' ? undefined : JSON.parse(answer.bodyText)
  } catch {
    parsed = false
  }
  // The client's rule (routeMissingStatus in http-failure.ts), so the check and the app agree on what is missing.
  if (answer.status === 404 && routeMissingStatus(404, json && parsed, endpoint, body)) {
    return { outcome: 'missing', reason: '404' }
  }
  if (answer.status < 200 || answer.status >= 300) return { outcome: 'failed', status: answer.status, body }
  // As the client reads it (client.ts's readAnswer): JSON whatever the content type says, an empty body (a 204) as
  // none, a web page answering a read as a missing route, and any other text as drift.
  if (!parsed) {
    const page = isWebPage(answer.contentType, answer.bodyText)
    if (page && endpoint.method === 'GET') {
      return { outcome: 'missing', reason: `${answer.status} ${answer.contentType ?? 'without a content type'}` }
    }
    const issue = { path: '$', expected: 'JSON', received: describeValue(answer.bodyText), message: 'Not valid JSON' }
    return { outcome: 'drift', issues: [issue], tolerated: [] }
  }
  const reading = readTolerantly(endpoint.response, body, endpoint.tolerates)
  if (!reading.success) return { outcome: 'drift', issues: reading.issues, tolerated: reading.tolerated }
  return reading.tolerated.length === 0 ? { outcome: 'ok' } : { outcome: 'tolerated', tolerated: reading.tolerated }
}
