// @vitest-environment node
import { beforeAll, describe, expect, it } from 'vitest'
import { DEMO_PLAYER } from '../../mocks/db/index.ts'
import { dialectNamed } from '../../mocks/dialect/dialects.ts'
import { LARAVEL_DIFFERENCES, LARAVEL_MISSING } from '../../mocks/dialect/laravel.ts'
import { clock } from '../../mocks/sim/clock.ts'
import { runMockServerForFile } from '../../mocks/server-test-support.ts'
import { runContractCheck } from './check.ts'
import { exitCodeOf, type Report } from './report.ts'

// The conformance check against a backend in another dialect (`npm run mock:server -- --dialect laravel`): what a
// production build absorbs is reported as tolerated with its kind and JSON path, what it cannot as drift, and a route
// the backend lacks as missing (docs/backend-integration.md). The plain mock's report, all ok, is check.test.ts's.
const runningServer = runMockServerForFile({ dialect: dialectNamed('laravel') })
let report: Report

beforeAll(async () => {
  const running = runningServer()
  report = await runContractCheck({
    baseUrl: running.apiUrl,
    email: DEMO_PLAYER.email,
    password: DEMO_PLAYER.password,
    write: true,
    now: () => clock.now(),
  })
})

const row = (id: string) => {
  const found = report.endpoints.find((endpoint) => endpoint.id === id)
  if (!found) throw new Error(`no row for ${id}`)
  return found
}

describe('contract:check against the Laravel dialect', () => {
  it('reports each difference the dialect makes as tolerated with its kind, and each real drift as drift', () => {
    // What the strict contract already accepts (an optional field left out) is no difference to report.
    const checked = LARAVEL_DIFFERENCES.filter(
      (difference) => !difference.strictOk && row(difference.endpoint).outcome !== 'not-checked',
    )
    expect(checked.length).toBeGreaterThan(10)
    for (const difference of checked) {
      const endpoint = row(difference.endpoint)
      if (difference.kind === 'drift') {
        expect(endpoint.outcome, difference.endpoint).toBe('drift')
        expect(
          endpoint.drift?.some((issue) => issue.path.startsWith(difference.path)),
          `${difference.endpoint}: drift at ${difference.path}`,
        ).toBe(true)
      } else {
        expect(['tolerated', 'drift'], difference.endpoint).toContain(endpoint.outcome)
        expect(
          endpoint.tolerated?.some((t) => t.kind === difference.kind && t.path.startsWith(difference.path)),
          `${difference.endpoint}: ${difference.kind} at ${difference.path}`,
        ).toBe(true)
      }
    }
    expect(row('settings.data').outcome).toBe('tolerated')
  })

  it('reports the routes the backend lacks as missing, and fails the run', () => {
    const missing = report.endpoints.filter((endpoint) => endpoint.outcome === 'missing').map((endpoint) => endpoint.id)
    for (const id of ['settings.operator', 'protection.limits', 'sports.leagues']) expect(missing).toContain(id)
    for (const id of missing) expect(LARAVEL_MISSING.has(id), id).toBe(true)
    expect(exitCodeOf(report)).toBe(1)
  })
})
