import * as v from 'valibot'
import type { Endpoint } from './define.ts'
import type { ToleranceKind } from './tolerance-kinds.ts'

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

/** A difference a production build absorbs: its kind and where (a JSON path, `$.setting.min_deposit`). */
export interface AppliedTolerance {
  kind: ToleranceKind
  path: string
  /** What was there, shortened (`"R$ 3,00"`). */
  received?: string
}

/** A difference the app cannot absorb. */
export interface DriftIssue {
  path: string
  /** What the contract expects there (`number`, `"slots" | "table" | "live"`). */
  expected: string
  /** What was there, shortened. */
  received: string
  message: string
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

/** Shortens a value for a report line. */
export function describeValue(value: unknown, max = 60): string {
  let text: string
  if (value === undefined) text = 'nothing'
  else {
    try {
      text = JSON.stringify(value) ?? String(value)
    } catch {
      text = String(value)
    }
  }
  return text.length > max ? `${text.slice(0, max - 1)}…` : text
}

/** `$.setting.min_deposit`, `$.data[3].name` from valibot's issue path. */
export function jsonPath(path: v.BaseIssue<unknown>['path']): string {
  let out = '$'
  for (const item of path ?? []) {
    const key = (item as { key?: unknown }).key
    out += typeof key === 'number' ? `[${key}]` : `.${String(key)}`
  }
  return out
}

export function driftIssues(issues: readonly v.BaseIssue<unknown>[]): DriftIssue[] {
  return issues.map((issue) => ({
    path: jsonPath(issue.path),
    expected: issue.expected ?? issue.kind,
    received: issue.received,
    message: issue.message,
  }))
}

function isJson(contentType: string | null): boolean {
  return /\bjson\b/i.test(contentType ?? '')
}

/** Reads a 2xx answer strictly; a tolerant reading is layered on in tolerance.ts. */
export function checkAnswer(endpoint: Endpoint, answer: WireAnswer): Verdict {
  const json = isJson(answer.contentType)
  if (ROUTE_MISSING.has(answer.status)) return { outcome: 'missing', reason: `${answer.status}` }
  if (answer.status === 404 && (!json || !endpoint.path.includes(':'))) return { outcome: 'missing', reason: '404' }
  let body: unknown
  try {
    body = answer.bodyText === '' ? undefined : JSON.parse(answer.bodyText)
  } catch {
    body = undefined
  }
  if (answer.status < 200 || answer.status >= 300) return { outcome: 'failed', status: answer.status, body }
  if (!json) return { outcome: 'missing', reason: `${answer.status} ${answer.contentType ?? 'without a content type'}` }
  const strict = v.safeParse(endpoint.response, body)
  if (strict.success) return { outcome: 'ok' }
  return { outcome: 'drift', issues: driftIssues(strict.issues), tolerated: [] }
}
