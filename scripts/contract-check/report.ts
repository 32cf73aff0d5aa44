import type { AppliedTolerance, DriftIssue } from '@/api/conformance.ts'
import type { HttpMethod } from '@/api/define.ts'
import { TOLERANCE_KINDS } from '@/api/tolerance-kinds.ts'

/**
 * What `npm run contract:check` found, endpoint by endpoint, and the three ways it is told: a table for people,
 * JSON and JUnit XML for CI (docs/backend-integration.md). The field names of the JSON are part of the kit's
 * interface: a CI job reads them, so they change only with `version`.
 */

/**
 * ok, tolerated (a production build absorbs the difference), drift (it does not), missing (the server lacks the
 * route), error (an answer the check did not expect: a 500, a 401 after login, no answer), skipped (the check meant
 * to call it and could not: no credentials, no --write, no argument found) and not-checked (never called by design).
 */
export type Outcome = 'ok' | 'tolerated' | 'drift' | 'missing' | 'error' | 'skipped' | 'not-checked'

export const OUTCOMES: readonly Outcome[] = ['ok', 'tolerated', 'drift', 'missing', 'error', 'skipped', 'not-checked']

/** What fails a run: the exit status is 1 when one endpoint ends so. */
const FAILING: ReadonlySet<Outcome> = new Set(['drift', 'missing', 'error'])

export type Phase = 'public' | 'login' | 'player' | 'write' | 'session'

/** Whether a repeat of an idempotent write with the same Idempotency-Key answered what the first did. */
export interface IdempotencyResult {
  honoured: boolean
  detail: string
}

export interface EndpointReport {
  id: string
  method: HttpMethod
  /** The definition's path, `games/single/:id`. */
  path: string
  tag: string
  phase: Phase
  outcome: Outcome
  /** The path actually asked, query included (`games/single/12?x=1`), when a request went out. */
  requested?: string
  /** The HTTP status of the answer the outcome stands on. */
  status?: number
  /** Why it was skipped, not checked, missing or an error; a note on what the call did otherwise. */
  reason?: string
  tolerated: AppliedTolerance[]
  drift: DriftIssue[]
  /** The server's own words of a failed answer. */
  messages: string[]
  idempotency?: IdempotencyResult
  durationMs?: number
}

export type OutcomeCounts = Record<Outcome, number>

export interface Report {
  /** The JSON format's version. */
  version: 1
  baseUrl: string
  startedAt: string
  durationMs: number
  /** Whether the stateful journeys ran (--write). */
  write: boolean
  /** Whether the player's calls ran under a session. */
  loggedIn: boolean
  summary: OutcomeCounts & { total: number }
  /** No drift, missing or error. */
  passed: boolean
  endpoints: EndpointReport[]
}

export function countOutcomes(endpoints: readonly EndpointReport[]): OutcomeCounts & { total: number } {
  const counts = Object.fromEntries(OUTCOMES.map((outcome) => [outcome, 0])) as OutcomeCounts
  for (const endpoint of endpoints) counts[endpoint.outcome] += 1
  return { ...counts, total: endpoints.length }
}

export function isFailing(outcome: Outcome): boolean {
  return FAILING.has(outcome)
}

/** 0 when nothing drifted, is missing or failed; 1 otherwise. (2, bad usage or no server, is the entry's.) */
export function exitCodeOf(report: Pick<Report, 'endpoints'>): 0 | 1 {
  return report.endpoints.some((endpoint) => isFailing(endpoint.outcome)) ? 1 : 0
}

const OUTCOME_LABEL: Record<Outcome, string> = {
  ok: 'ok',
  tolerated: 'tolerated',
  drift: 'DRIFT',
  missing: 'MISSING',
  error: 'ERROR',
  skipped: 'skipped',
  'not-checked': 'not checked',
}

/** `$.setting.min_deposit: amount, got "R$ 3,00"` */
export function toleranceLine(tolerance: AppliedTolerance): string {
  return `${tolerance.path}: ${tolerance.kind}${tolerance.received === undefined ? '' : `, got ${tolerance.received}`}`
}

/** `$.games.data[0].id: expected number, got "12"` */
export function driftLine(issue: DriftIssue): string {
  return `${issue.path}: expected ${issue.expected}, got ${issue.received}`
}

function more(count: number): string {
  return count > 0 ? ` (+${count} more)` : ''
}

/** The one line of the table's detail column. */
export function detailOf(endpoint: EndpointReport): string {
  const parts: string[] = []
  const [firstDrift] = endpoint.drift
  const [firstTolerance] = endpoint.tolerated
  if (firstDrift) parts.push(driftLine(firstDrift) + more(endpoint.drift.length - 1))
  else if (firstTolerance) parts.push(toleranceLine(firstTolerance) + more(endpoint.tolerated.length - 1))
  if (endpoint.outcome === 'error' || endpoint.outcome === 'missing') {
    const status = endpoint.status === undefined ? '' : `${endpoint.status}`
    const said = endpoint.messages.length > 0 ? endpoint.messages.join('; ') : ''
    parts.push([endpoint.reason ?? status, said].filter(Boolean).join(': '))
  } else if (endpoint.reason) parts.push(endpoint.reason)
  if (endpoint.idempotency) {
    parts.push(
      endpoint.idempotency.honoured
        ? 'idempotency honoured'
        : `idempotency NOT honoured: ${endpoint.idempotency.detail}`,
    )
  }
  return parts.filter(Boolean).join(' · ')
}

function clip(text: string, max: number): string {
  return text.length > max ? `${text.slice(0, max - 1)}…` : text
}

function padRow(cells: readonly string[], widths: readonly number[]): string {
  return cells
    .map((cell, index) => (index === cells.length - 1 ? cell : cell.padEnd(widths[index] ?? 0)))
    .join('  ')
    .trimEnd()
}

/** The summary line: `76 endpoints: 60 ok, 2 tolerated, 1 drift, …` (only the outcomes that occur). */
export function summaryLine(report: Pick<Report, 'summary'>): string {
  const parts = OUTCOMES.filter((outcome) => report.summary[outcome] > 0).map(
    (outcome) => `${report.summary[outcome]} ${OUTCOME_LABEL[outcome].toLowerCase()}`,
  )
  return `${report.summary.total} endpoints: ${parts.join(', ')}`
}

/**
 * The report for people: one row per endpoint in the order called, then a section per tolerated or drifting endpoint
 * with every JSON path, what the contract expects there and what came.
 */
export function renderTable(report: Report, { detailWidth = 110 }: { detailWidth?: number } = {}): string {
  const header = ['endpoint', 'method', 'path', 'outcome', 'detail']
  const rows = report.endpoints.map((endpoint) => [
    endpoint.id,
    endpoint.method,
    endpoint.path,
    OUTCOME_LABEL[endpoint.outcome],
    clip(detailOf(endpoint), detailWidth),
  ])
  const widths = header.map((title, column) => Math.max(title.length, ...rows.map((row) => (row[column] ?? '').length)))
  const lines = [
    `Contract check of ${report.baseUrl} (${report.write ? 'with' : 'without'} --write, ${report.loggedIn ? 'logged in' : 'not logged in'})`,
    '',
    padRow(header, widths),
    padRow(
      widths.map((width) => '-'.repeat(width)),
      widths,
    ),
    ...rows.map((row) => padRow(row, widths)),
  ]
  const detailed = report.endpoints.filter((endpoint) => endpoint.drift.length > 0 || endpoint.tolerated.length > 0)
  for (const endpoint of detailed) {
    lines.push(
      '',
      `${endpoint.id}  ${endpoint.method} ${endpoint.requested ?? endpoint.path}  ${OUTCOME_LABEL[endpoint.outcome]}`,
    )
    for (const issue of endpoint.drift) {
      lines.push(
        `  drift      ${issue.path}`,
        `             expected ${issue.expected}`,
        `             got      ${issue.received}`,
      )
    }
    for (const tolerance of endpoint.tolerated) {
      lines.push(
        `  tolerated  ${tolerance.path}`,
        `             ${tolerance.kind}: ${TOLERANCE_KINDS[tolerance.kind]}`,
        ...(tolerance.received === undefined ? [] : [`             got      ${tolerance.received}`]),
      )
    }
  }
  lines.push(
    '',
    summaryLine(report),
    report.passed
      ? 'PASSED: no drift, missing route or error.'
      : 'FAILED: see the drift, missing and error rows above.',
  )
  return `${lines.join('\n')}\n`
}

/** The machine-readable report: pretty JSON with a trailing newline. */
export function renderJson(report: Report): string {
  return `${JSON.stringify(report, null, 2)}\n`
}

// XML 1.0 admits tab, newline, carriage return and the characters from U+0020 on (surrogate pairs whole); a server's
// message may carry anything else, which would make the whole file unreadable.
// eslint-disable-next-line no-control-regex
const NOT_XML = /[^\u0009\u000A\u000D\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/gu

export function escapeXml(text: string): string {
  return text
    .replace(NOT_XML, '\uFFFD')
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;')
}

function seconds(ms: number | undefined): string {
  return ((ms ?? 0) / 1000).toFixed(3)
}

function failureText(endpoint: EndpointReport): string {
  const lines = [`${endpoint.method} ${endpoint.requested ?? endpoint.path}: ${OUTCOME_LABEL[endpoint.outcome]}`]
  if (endpoint.status !== undefined) lines.push(`status ${endpoint.status}`)
  if (endpoint.reason) lines.push(endpoint.reason)
  for (const message of endpoint.messages) lines.push(`server said: ${message}`)
  for (const issue of endpoint.drift) lines.push(`${driftLine(issue)} (${issue.message})`)
  for (const tolerance of endpoint.tolerated) lines.push(`tolerated ${toleranceLine(tolerance)}`)
  return lines.join('\n')
}

/**
 * JUnit XML: one testcase per endpoint (classname `contract.<tag>`), a failure for drift, missing and error, skipped
 * for skipped and not checked, the tolerances (and the idempotency line) as system-out.
 */
export function renderJunit(report: Report): string {
  const failures = report.endpoints.filter((endpoint) => isFailing(endpoint.outcome)).length
  const skipped = report.summary.skipped + report.summary['not-checked']
  const attributes = `tests="${report.summary.total}" failures="${failures}" errors="0" skipped="${skipped}" time="${seconds(report.durationMs)}"`
  const lines = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    `<testsuites name="contract:check" ${attributes}>`,
    `  <testsuite name="${escapeXml(`contract:check ${report.baseUrl}`)}" ${attributes} timestamp="${escapeXml(report.startedAt)}">`,
  ]
  for (const endpoint of report.endpoints) {
    const name = escapeXml(`${endpoint.id} ${endpoint.method} ${endpoint.path}`)
    lines.push(
      `    <testcase classname="contract.${escapeXml(endpoint.tag)}" name="${name}" time="${seconds(endpoint.durationMs)}">`,
    )
    if (isFailing(endpoint.outcome)) {
      const message = escapeXml(detailOf(endpoint) || OUTCOME_LABEL[endpoint.outcome])
      lines.push(
        `      <failure message="${message}" type="${endpoint.outcome}">${escapeXml(failureText(endpoint))}</failure>`,
      )
    } else if (endpoint.outcome === 'skipped' || endpoint.outcome === 'not-checked') {
      lines.push(
        `      <skipped message="${escapeXml(`${OUTCOME_LABEL[endpoint.outcome]}: ${endpoint.reason ?? ''}`)}"/>`,
      )
    }
    const out = [
      ...(isFailing(endpoint.outcome)
        ? []
        : endpoint.tolerated.map(
            (tolerance) => `tolerated ${toleranceLine(tolerance)}: ${TOLERANCE_KINDS[tolerance.kind]}`,
          )),
      ...(endpoint.idempotency
        ? [`idempotency ${endpoint.idempotency.honoured ? 'honoured' : 'not honoured'}: ${endpoint.idempotency.detail}`]
        : []),
    ]
    if (out.length > 0) lines.push(`      <system-out>${escapeXml(out.join('\n'))}</system-out>`)
    lines.push('    </testcase>')
  }
  lines.push('  </testsuite>', '</testsuites>')
  return `${lines.join('\n')}\n`
}
