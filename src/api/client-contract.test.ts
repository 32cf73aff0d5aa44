import { afterEach, beforeEach, describe, expect, it, onTestFinished, vi } from 'vitest'
import { http, HttpResponse } from 'msw'
import { failure } from '@mocks/handlers/test-support.ts'
import { server } from '@mocks/node.ts'
import { callApi, configureApi } from './client.ts'
import type { EndpointWireResponse } from './define.ts'
import { DRIFT_EVENT, resetDriftReports, type DriftReport } from './drift.ts'
import { settingsData } from './settings.ts'
import { sportsLeagues } from './sports.ts'
import { casinosGame } from './casino.ts'

const api = (path: string) => `${location.origin}/api/${path}`

// The settings of a backend of the original platform's variant: no gateways' or sports' flags, money as text.
const plainBackendSettings = {
  setting: {
    software_name: 'Jogada',
    software_logo_white: null,
    software_logo_black: null,
    min_deposit: 'R$ 20,00',
    max_deposit: '5000.00',
    initial_bonus: '100',
    digitopay_is_enable: 1 as const,
    created_at: '2024-01-01 10:00:00',
  },
}

const conforming: EndpointWireResponse<typeof settingsData> = {
  setting: {
    ...plainBackendSettings.setting,
    min_deposit: '20.00',
    rexpay_is_enable: 0,
    brasilcash_is_enable: 0,
    turn_on_football: 0,
  },
}


function collectDrift(): DriftReport[] {
  const reports: DriftReport[] = []
  const listener = (event: Event) => reports.push((event as CustomEvent<DriftReport>).detail)
  addEventListener(DRIFT_EVENT, listener)
  onTestFinished(() => removeEventListener(DRIFT_EVENT, listener))
  return reports
}

let warn: ReturnType<typeof vi.spyOn>
beforeEach(() => {
  resetDriftReports()
  warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined)
})
afterEach(() => {
  warn.mockRestore()
  configureApi({ contractMode: 'strict', driftReportUrl: null })
})

describe('a production build reading a backend in its own dialect', () => {
  it('in tests and development (strict) a drifting answer fails the call and is reported as drift', async () => {
    const reports = collectDrift()
    server.use(http.get(api('settings/data'), () => HttpResponse.json(plainBackendSettings)))
    const error = await failure(callApi(settingsData))
    expect(error).toMatchObject({ kind: 'malformed', reason: 'contract', isRouteMissing: false })
    expect(reports).toEqual([expect.objectContaining({ endpointId: 'settings.data', kind: 'drift', tolerated: false })])
  })

  it('tolerant, it absorbs what the schemas declare, reports each endpoint and kind once, and the screen gets data', async () => {
    configureApi({ contractMode: 'tolerant' })
    const reports = collectDrift()
    server.use(http.get(api('settings/data'), () => HttpResponse.json(plainBackendSettings)))
    const { setting } = await callApi(settingsData)
    expect(setting).toMatchObject({ min_deposit: 2000, turn_on_football: false, brasilcash_is_enable: false })
    await callApi(settingsData)
    expect(reports.map((r) => `${r.kind} ${r.path}`)).toEqual([
      'amount $.setting.min_deposit',
      'missing $.setting.rexpay_is_enable',
    ])
    expect(warn).toHaveBeenCalledTimes(2)
    expect(String(warn.mock.calls[0]?.[0])).toContain('settings.data: tolerated amount at $.setting.min_deposit')
  })

  it('tolerant, a conforming answer reports nothing (the same listener saw the drifting one)', async () => {
    configureApi({ contractMode: 'tolerant' })
    const reports = collectDrift()
    server.use(http.get(api('settings/data'), () => HttpResponse.json(conforming)))
    await callApi(settingsData)
    expect(reports).toEqual([])
    server.use(http.get(api('settings/data'), () => HttpResponse.json(plainBackendSettings)))
    await callApi(settingsData)
    expect(reports.length).toBeGreaterThan(0)
  })

  it('tolerant, what nothing absorbs still fails as unreadable, with the JSON path in the report', async () => {
    configureApi({ contractMode: 'tolerant' })
    const reports = collectDrift()
    server.use(
      http.get(api('settings/data'), () =>
        HttpResponse.json({ setting: { ...conforming.setting, max_deposit: { amount: 5000 } } }),
      ),
    )
    expect(await failure(callApi(settingsData))).toMatchObject({ kind: 'malformed', reason: 'contract' })
    expect(reports).toEqual([
      expect.objectContaining({ kind: 'drift', path: '$.setting.max_deposit', received: '{"amount":5000}' }),
    ])
  })

  it("sends each report to the deployment's driftReportUrl as well", async () => {
    const beacon = vi.fn((_url: string | URL, _data?: BodyInit | null) => true)
    Object.defineProperty(navigator, 'sendBeacon', { value: beacon, configurable: true })
    onTestFinished(() => {
      Reflect.deleteProperty(navigator, 'sendBeacon')
    })
    configureApi({ contractMode: 'tolerant', driftReportUrl: 'https://monitor.example/drift' })
    server.use(http.get(api('settings/data'), () => HttpResponse.json(plainBackendSettings)))
    await callApi(settingsData)
    expect(beacon).toHaveBeenCalledTimes(2)
    expect(beacon.mock.calls[0]?.[0]).toBe('https://monitor.example/drift')
    const sent = JSON.parse(await (beacon.mock.calls[0]?.[1] as Blob).text()) as Record<string, unknown>
    expect(sent).toMatchObject({ endpointId: 'settings.data', kind: 'amount', tolerated: true })
  })

  it('reads JSON sent with another content type (PHP backends send JSON as text/html)', async () => {
    server.use(
      http.get(
        api('settings/data'),
        () => new HttpResponse(JSON.stringify(conforming), { headers: { 'Content-Type': 'text/html; charset=UTF-8' } }),
      ),
    )
    await expect(callApi(settingsData)).resolves.toMatchObject({ setting: { software_name: 'Jogada' } })
  })
})

describe('a route the backend does not have', () => {
  it('is a page where JSON was expected (Laravel serves its web app to an unknown GET under /api)', async () => {
    server.use(http.get(api('sports/football/leagues'), () => HttpResponse.html('<!doctype html><div id="app"></div>')))
    expect(await failure(callApi(sportsLeagues))).toMatchObject({
      kind: 'malformed',
      reason: 'not-json',
      isRouteMissing: true,
    })
  })

  it('is a 404 on a path without parameters, a 405 or a 501, JSON or not', async () => {
    for (const [status, body] of [
      [404, { message: 'Not Found' }],
      [405, { message: 'The GET method is not supported for route api/sports/football/leagues.' }],
      [501, null],
    ] as const) {
      server.use(http.get(api('sports/football/leagues'), () => HttpResponse.json(body, { status })))
      expect(await failure(callApi(sportsLeagues))).toMatchObject({ kind: 'http', status, isRouteMissing: true })
    }
  })

  it('is not a JSON 404 of a path naming a resource: that game does not exist', async () => {
    server.use(
      http.get(api('casinos/game/:id'), () => HttpResponse.json({ error: 'Jogo não encontrado' }, { status: 404 })),
    )
    const error = await failure(callApi(casinosGame, { params: { id: 'nao-existe' } }))
    expect(error).toMatchObject({ kind: 'http', status: 404, isRouteMissing: false })
    server.use(http.get(api('casinos/game/:id'), () => HttpResponse.html('<h1>Not Found</h1>', { status: 404 })))
    expect(await failure(callApi(casinosGame, { params: { id: 'nao-existe' } }))).toMatchObject({
      isRouteMissing: true,
    })
  })
})
