import type * as v from 'valibot'
import type { ApiConfig } from './client.ts'
import type { AnySchema, Endpoint } from './define.ts'
import { ApiError } from './errors.ts'
import { driftIssues, readTolerantly } from './tolerance.ts'
import type { ToleranceKind } from './tolerance-kinds.ts'

/**
 * Contract drift, as a running app meets it: an answer that differed from its endpoint's definition, either absorbed
 * (`tolerated`, a production build) or not (`drift`: the call failed as unreadable). Each endpoint and kind is reported
 * once per page load: a console warning in every build, the `jogada:contract-drift` window event, and, when the
 * deployment's config.json names a `driftReportUrl`, one beacon to it. Those two are the hooks a deployer wires to
 * monitoring (docs/backend-integration.md, "Drift in production").
 */
export interface DriftReport {
  endpointId: string
  /** A tolerance kind when absorbed; `drift` when the answer could not be read. */
  kind: ToleranceKind | 'drift'
  tolerated: boolean
  /** Where, as a JSON path (`$.setting.min_deposit`): the first place this kind was met. */
  path: string
  expected?: string | undefined
  received?: string | undefined
}

export const DRIFT_EVENT = 'jogada:contract-drift'

const reported = new Set<string>()

export function reportDrift(report: DriftReport, reportUrl?: string | null): void {
  const key = `${report.endpointId}\u0000${report.kind}`
  if (reported.has(key)) return
  reported.add(key)
  const where = `${report.path}${report.expected ? ` (expected ${report.expected}, got ${report.received ?? '?'})` : report.received ? ` (got ${report.received})` : ''}`
  console.warn(
    report.tolerated
      ? `[contract] ${report.endpointId}: tolerated ${report.kind} at ${where}`
      : `[contract] ${report.endpointId}: drift at ${where}; the call failed as unreadable`,
  )
  if (typeof dispatchEvent === 'function' && typeof CustomEvent === 'function') {
    dispatchEvent(new CustomEvent<DriftReport>(DRIFT_EVENT, { detail: report }))
  }
  if (reportUrl) sendReport(reportUrl, report)
}

function sendReport(url: string, report: DriftReport): void {
  const body = JSON.stringify({ ...report, page: globalThis.location?.pathname ?? null, at: new Date().toISOString() })
  try {
    const blob = new Blob([body], { type: 'application/json' })
    if (typeof navigator !== 'undefined' && navigator.sendBeacon?.(url, blob)) return
    void fetch(url, { method: 'POST', body, headers: { 'Content-Type': 'application/json' }, keepalive: true }).catch(
      () => undefined,
    )
  } catch {
    // Reporting must never break the call it reports on.
  }
}

/**
 * An answer that broke its endpoint's schema (client.ts's readAnswer): a tolerant build repairs what the schemas
 * declare and reports each repair; what stays unreadable (and, in a strict build, any difference) is reported as drift
 * and fails the call as `malformed`.
 */
export function readDrifted(
  endpoint: Endpoint,
  body: unknown,
  strictIssues: readonly v.BaseIssue<unknown>[],
  cfg: Readonly<ApiConfig>,
): unknown {
  const reading = readDriftedValue(endpoint.id, endpoint.response, body, strictIssues, cfg, endpoint.tolerates)
  if (reading.success) return reading.output
  throw new ApiError({ kind: 'malformed', endpointId: endpoint.id, reason: 'contract' })
}

/**
 * The same reading for any value that broke its schema: an answer, or a realtime event's payload (realtime.ts, whose
 * reports name the event: `realtime payment.confirmed`).
 */
export function readDriftedValue(
  id: string,
  schema: AnySchema,
  value: unknown,
  strictIssues: readonly v.BaseIssue<unknown>[],
  cfg: Pick<ApiConfig, 'contractMode' | 'driftReportUrl'>,
  tolerates?: readonly ToleranceKind[],
): { success: true; output: unknown } | { success: false } {
  const reading = cfg.contractMode === 'tolerant' ? readTolerantly(schema, value, tolerates) : undefined
  if (reading?.success) {
    for (const applied of reading.tolerated) {
      reportDrift(
        { endpointId: id, kind: applied.kind, tolerated: true, path: applied.path, received: applied.received },
        cfg.driftReportUrl,
      )
    }
    return { success: true, output: reading.output }
  }
  const [first] = reading ? reading.issues : driftIssues(strictIssues)
  reportDrift(
    {
      endpointId: id,
      kind: 'drift',
      tolerated: false,
      path: first?.path ?? '$',
      expected: first?.expected,
      received: first?.received,
    },
    cfg.driftReportUrl,
  )
  return { success: false }
}

/** Tests start each case with nothing reported. */
export function resetDriftReports(): void {
  reported.clear()
}
