import { randomUUID } from 'node:crypto'
import { isDeepStrictEqual } from 'node:util'
import { checkAnswer, describeValue, type WireAnswer } from '@/api/conformance.ts'
import { endpointList } from '@/api/endpoints.ts'
import { errorMessages } from '@/api/errors.ts'
import { asRecord } from './discover.ts'
import { send, type Sent } from './http.ts'
import { buildPlan, newContext, type Call, type CheckContext, type Step } from './plan.ts'
import {
  countOutcomes,
  exitCodeOf,
  type EndpointReport,
  type IdempotencyResult,
  type Outcome,
  type Report,
} from './report.ts'

/**
 * `runContractCheck(options)`: calls a server's endpoints the way the app does and reports each one against the
 * contract (docs/backend-integration.md). The command line (scripts/contract-check.ts) and the tests call this.
 */

export interface ContractCheckOptions {
  /** The API base, as VITE_API_BASE_URL: `https://api.example.com/api/`. */
  baseUrl: string
  /** The test account; without both, the player's calls are skipped. */
  email?: string
  password?: string
  /** The stateful journeys (deposit, withdrawal, bet, favorite, mission…): never without it. */
  write?: boolean
  /** With write: create an account through auth/register. */
  register?: boolean
  /** With write: e-mail the test account a password reset link. */
  forgetPassword?: boolean
  /** Per request; default 15 s, the app's own. */
  timeoutMs?: number
  /** Default the global fetch. */
  fetch?: typeof fetch
  /** Told each endpoint's result as soon as it is known (progress lines). */
  onResult?: (result: EndpointReport, index: number, total: number) => void
  /** The clock the check reads (which matches have not started yet). */
  now?: () => Date
}

/** Bad options: the command line answers 2 with the message. */
export class UsageError extends Error {
  override readonly name = 'UsageError'
}

/** Not one request got an answer: the command line answers 2 with the message. */
export class UnreachableError extends Error {
  override readonly name = 'UnreachableError'
}

export const DEFAULT_TIMEOUT_MS = 15_000

export function validateBaseUrl(baseUrl: string): string {
  let url: URL
  try {
    url = new URL(baseUrl)
  } catch {
    throw new UsageError(
      `--base-url must be an absolute URL (https://api.example.com/api/), got ${JSON.stringify(baseUrl)}`,
    )
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:')
    throw new UsageError(`--base-url must be an http or https URL, got ${JSON.stringify(baseUrl)}`)
  return url.href.endsWith('/') ? url.href : `${url.href}/`
}

interface Evaluation {
  outcome: Outcome
  status?: number
  reason?: string
  tolerated: EndpointReport['tolerated']
  drift: EndpointReport['drift']
  messages: string[]
}

function parseBody(answer: WireAnswer): unknown {
  try {
    return answer.bodyText === '' ? undefined : JSON.parse(answer.bodyText)
  } catch {
    return undefined
  }
}

const isSuccess = (status: number) => status >= 200 && status < 300

/**
 * A refusal the endpoint documents (a withdrawal over the limits, a mission already accepted) on a stateful call: the
 * test account's state, not the server's contract. Reported as skipped with the server's words, since the success
 * shape went unchecked. A 404 is never one: the check took the id from the server's own answers.
 */
function documentedRefusal(step: Step, status: number): boolean {
  const documented = step.endpoint.errors as Readonly<Record<number, string>> | undefined
  return Boolean(step.write) && status !== 404 && status >= 400 && status < 500 && documented?.[status] !== undefined
}

/** The first words of a body that is not JSON (a framework's error page), never a whole page in a report. */
export function pageWords(bodyText: string, max = 120): string {
  const text = bodyText
    .replace(/<(script|style)\b[\s\S]*?<\/\1>/gi, ' ')
    .replace(/<[^>]*>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
  return text.length > max ? `${text.slice(0, max - 1)}…` : text
}

/** The verdict of src/api/conformance.ts, and what the check makes of a failed answer. */
export function evaluate(step: Step, answer: WireAnswer): Evaluation {
  const verdict = checkAnswer(step.endpoint, answer)
  const base = { status: answer.status, tolerated: [], drift: [], messages: [] }
  switch (verdict.outcome) {
    case 'ok':
      return { ...base, outcome: 'ok' }
    case 'tolerated':
      return { ...base, outcome: 'tolerated', tolerated: verdict.tolerated }
    case 'drift':
      return { ...base, outcome: 'drift', drift: verdict.issues, tolerated: verdict.tolerated }
    case 'missing':
      return { ...base, outcome: 'missing', reason: `the server lacks the route (${verdict.reason})` }
    case 'failed': {
      const messages = errorMessages(verdict.body)
      if (messages.length === 0 && verdict.body === undefined) {
        const words = pageWords(answer.bodyText)
        if (words) messages.push(words)
      }
      if (documentedRefusal(step, verdict.status)) {
        return {
          ...base,
          outcome: 'skipped',
          messages,
          reason: `refused as the contract documents (${verdict.status}): the success answer went unchecked`,
        }
      }
      return { ...base, outcome: 'error', messages, reason: `unexpected ${verdict.status}` }
    }
  }
}

/** `$.idTransaction: "a1" then "b2"`, the first place two answers differ. */
export function firstDifference(first: unknown, second: unknown, path = '$'): string | null {
  if (isDeepStrictEqual(first, second)) return null
  const a = asRecord(first) ?? (Array.isArray(first) ? first : null)
  const b = asRecord(second) ?? (Array.isArray(second) ? second : null)
  if (a && b && Array.isArray(a) === Array.isArray(b)) {
    const keys = [...new Set([...Object.keys(a), ...Object.keys(b)])]
    for (const key of keys) {
      const next = Array.isArray(a) ? `${path}[${key}]` : `${path}.${key}`
      const found = firstDifference((a as Record<string, unknown>)[key], (b as Record<string, unknown>)[key], next)
      if (found) return found
    }
  }
  return `${path}: ${describeValue(first, 40)} then ${describeValue(second, 40)}`
}

/** Whether the repeat of an idempotent write answered what the first did. */
export function compareRepeat(first: WireAnswer, repeat: Sent): IdempotencyResult {
  if (!repeat.answer) return { honoured: false, detail: `the repeat got no answer (${repeat.failure?.message ?? ''})` }
  if (repeat.answer.status !== first.status)
    return {
      honoured: false,
      detail: `the repeat answered ${repeat.answer.status} where the first answered ${first.status}`,
    }
  const difference = firstDifference(
    parseBody(first) ?? first.bodyText,
    parseBody(repeat.answer) ?? repeat.answer.bodyText,
  )
  if (difference) return { honoured: false, detail: `the repeat answered another body (${difference})` }
  return {
    honoured: true,
    detail: `the same Idempotency-Key answered the first answer again${repeat.answer.replayed ? ' (Idempotent-Replayed)' : ''}`,
  }
}

const SEVERITY: Record<Outcome, number> = {
  'not-checked': 0,
  skipped: 1,
  ok: 2,
  tolerated: 3,
  drift: 4,
  missing: 5,
  error: 6,
}

function shell(step: { endpoint: Step['endpoint']; phase: Step['phase'] }): Omit<EndpointReport, 'outcome'> {
  const { endpoint } = step
  return {
    id: endpoint.id,
    method: endpoint.method,
    path: endpoint.path,
    tag: endpoint.tag,
    phase: step.phase,
    tolerated: [],
    drift: [],
    messages: [],
  }
}

class Runner {
  private answered = false

  constructor(
    private readonly options: Required<Pick<ContractCheckOptions, 'timeoutMs' | 'fetch'>> & { baseUrl: string },
    private readonly ctx: CheckContext,
  ) {}

  private async call(step: Step, call: Call, idempotencyKey?: string): Promise<Sent> {
    // A visitor's call (auth 'none': the public reads, the spin, a registration) goes without the session.
    const token = step.endpoint.auth === 'none' ? null : this.ctx.token
    const sent = await send(step.endpoint, call, { ...this.options, token, idempotencyKey })
    if (sent.answer) this.answered = true
    else if (!this.answered && sent.failure?.kind === 'network') {
      throw new UnreachableError(`cannot reach ${this.options.baseUrl}: ${sent.failure.message}`)
    }
    return sent
  }

  async run(step: Step, write: boolean): Promise<EndpointReport> {
    const row = shell(step)
    if (step.write && !write) return { ...row, outcome: 'skipped', reason: 'a write: only with --write' }
    if (step.endpoint.auth === 'required' && !this.ctx.token)
      return { ...row, outcome: 'skipped', reason: this.ctx.noSession }
    const preparation = step.prepare ? step.prepare(this.ctx) : { call: {} }
    if ('skip' in preparation) return { ...row, outcome: 'skipped', reason: preparation.skip }

    const key = step.endpoint.idempotent ? randomUUID() : undefined
    const first = await this.call(step, preparation.call, key)
    let durationMs = first.durationMs
    if (!first.answer) {
      return {
        ...row,
        outcome: 'error',
        requested: first.requested,
        reason: first.failure?.message ?? 'no answer',
        durationMs,
      }
    }
    let evaluation = evaluate(step, first.answer)
    if (isSuccess(first.answer.status)) step.learn?.(this.ctx, parseBody(first.answer))

    let idempotency: IdempotencyResult | undefined
    if (key) {
      const repeat = await this.call(step, preparation.call, key)
      durationMs += repeat.durationMs
      idempotency = compareRepeat(first.answer, repeat)
    }
    if (preparation.restore && isSuccess(first.answer.status)) {
      const restored = await this.call(step, preparation.restore)
      durationMs += restored.durationMs
      const second: Evaluation = restored.answer
        ? evaluate(step, restored.answer)
        : { outcome: 'error', reason: restored.failure?.message, tolerated: [], drift: [], messages: [] }
      // The row stands for both calls: a restore that went wrong is worth more than the first call's success.
      if (SEVERITY[second.outcome] > SEVERITY[evaluation.outcome])
        evaluation = { ...second, reason: `the restoring call: ${second.reason ?? second.outcome}` }
    }
    const notes = [preparation.note, evaluation.reason].filter(Boolean)
    return {
      ...row,
      ...evaluation,
      requested: first.requested,
      reason:
        evaluation.outcome === 'ok' || evaluation.outcome === 'tolerated'
          ? notes.join('; ') || undefined
          : evaluation.reason,
      ...(idempotency ? { idempotency } : {}),
      durationMs,
    }
  }
}

export async function runContractCheck(options: ContractCheckOptions): Promise<Report> {
  const baseUrl = validateBaseUrl(options.baseUrl)
  if ((options.email === undefined) !== (options.password === undefined))
    throw new UsageError('--email and --password go together')
  if ((options.register || options.forgetPassword) && !options.write)
    throw new UsageError('--register and --forget-password are writes: add --write')
  const write = options.write === true
  const now = options.now ?? (() => new Date())
  const started = now()
  const startedMs = performance.now()
  const credentials =
    options.email !== undefined && options.password !== undefined
      ? { email: options.email, password: options.password }
      : null
  const ctx = newContext(credentials, started)
  const plan = buildPlan({ register: options.register, forgetPassword: options.forgetPassword })
  const runner = new Runner(
    { baseUrl, timeoutMs: options.timeoutMs ?? DEFAULT_TIMEOUT_MS, fetch: options.fetch ?? globalThis.fetch },
    ctx,
  )
  const planned = new Set([...plan.steps, ...plan.notChecked].map((entry) => entry.endpoint.id))
  // An endpoint added to the registry after this plan was written still gets its row.
  const unplanned = endpointList.filter((endpoint) => !planned.has(endpoint.id))
  const total = plan.steps.length + plan.notChecked.length + unplanned.length

  const endpoints: EndpointReport[] = []
  const record = (result: EndpointReport) => {
    endpoints.push(result)
    options.onResult?.(result, endpoints.length, total)
  }
  let loggedIn = false
  for (const step of plan.steps) {
    ctx.now = now()
    const result = await runner.run(step, write)
    record(result)
    if (step.phase === 'login') {
      loggedIn = ctx.token !== null
      if (!loggedIn && credentials) {
        const said = [result.status, ...result.messages].filter(Boolean).join(': ')
        ctx.noSession =
          result.status !== undefined && isSuccess(result.status)
            ? 'the login answered no access_token'
            : `the login failed (${said || result.reason || result.outcome})`
      }
    }
  }
  for (const entry of plan.notChecked) record({ ...shell(entry), outcome: 'not-checked', reason: entry.reason })
  for (const endpoint of unplanned) {
    record({
      ...shell({ endpoint, phase: endpoint.auth === 'none' ? 'public' : 'player' }),
      outcome: 'not-checked',
      reason: 'the check has no step for this endpoint yet (scripts/contract-check/plan.ts)',
    })
  }

  const report: Report = {
    version: 1,
    baseUrl,
    startedAt: started.toISOString(),
    durationMs: Math.round(performance.now() - startedMs),
    write,
    loggedIn,
    summary: countOutcomes(endpoints),
    passed: false,
    endpoints,
  }
  report.passed = exitCodeOf(report) === 0
  return report
}
