import { describe, expect, it } from 'vitest'
import {
  countOutcomes,
  detailOf,
  escapeXml,
  exitCodeOf,
  renderJson,
  renderJunit,
  renderTable,
  type EndpointReport,
  type Report,
} from './report.ts'

const base = { tolerated: [], drift: [], messages: [] } satisfies Partial<EndpointReport>

const ENDPOINTS: EndpointReport[] = [
  {
    ...base,
    id: 'settings.data',
    method: 'GET',
    path: 'settings/data',
    tag: 'settings',
    phase: 'public',
    outcome: 'ok',
    status: 200,
    requested: 'settings/data',
    durationMs: 12,
  },
  {
    ...base,
    id: 'casinos.games',
    method: 'GET',
    path: 'casinos/games',
    tag: 'casino',
    phase: 'public',
    outcome: 'tolerated',
    status: 200,
    requested: 'casinos/games?page=1',
    tolerated: [
      { kind: 'page', path: '$.games' },
      { kind: 'decimal-text', path: '$.games.data[0].rtp', received: '"96.5"' },
    ],
  },
  {
    ...base,
    id: 'categories.list',
    method: 'GET',
    path: 'categories',
    tag: 'casino',
    phase: 'public',
    outcome: 'drift',
    status: 200,
    drift: [
      { path: '$.categories[0].id', expected: 'number', received: '"seven"', message: 'Invalid type' },
      { path: '$.categories[1].slug', expected: 'string', received: 'null', message: 'Invalid type' },
    ],
    tolerated: [{ kind: 'flag', path: '$.categories[0].active', received: '"1"' }],
  },
  {
    ...base,
    id: 'sports.leagues',
    method: 'GET',
    path: 'sports/football/leagues/',
    tag: 'sports',
    phase: 'public',
    outcome: 'missing',
    status: 200,
    reason: 'the server lacks the route (200 text/html)',
  },
  {
    ...base,
    id: 'vip.levels',
    method: 'GET',
    path: 'vip/levels',
    tag: 'vip',
    phase: 'public',
    outcome: 'error',
    status: 500,
    reason: 'unexpected 500',
    messages: ['Server <Error> & "more"'],
  },
  {
    ...base,
    id: 'deposit.brasilcash',
    method: 'POST',
    path: 'brasilcash/qrcode-pix',
    tag: 'deposit',
    phase: 'write',
    outcome: 'ok',
    status: 200,
    reason: 'R$ 20.00 through brasilcash',
    idempotency: { honoured: false, detail: 'the repeat answered another body ($.idTransaction: "1" then "2")' },
  },
  {
    ...base,
    id: 'auth.verify',
    method: 'GET',
    path: 'auth/verify',
    tag: 'auth',
    phase: 'player',
    outcome: 'skipped',
    reason: 'no credentials (--email, --password)',
  },
  {
    ...base,
    id: 'protection.pause',
    method: 'POST',
    path: 'protection/pause',
    tag: 'protection',
    phase: 'write',
    outcome: 'not-checked',
    reason: 'a break cannot be undone',
  },
]

function reportOf(endpoints: EndpointReport[]): Report {
  return {
    version: 1,
    baseUrl: 'https://api.example.com/api/',
    startedAt: '2026-11-27T12:00:00.000Z',
    durationMs: 4321,
    write: true,
    loggedIn: true,
    summary: countOutcomes(endpoints),
    passed: exitCodeOf({ endpoints }) === 0,
    endpoints,
  }
}

const report = reportOf(ENDPOINTS)

describe('the outcome counts and the exit status', () => {
  it('counts every outcome and fails on drift, missing or error only', () => {
    expect(report.summary).toEqual({
      ok: 2,
      tolerated: 1,
      drift: 1,
      missing: 1,
      error: 1,
      skipped: 1,
      'not-checked': 1,
      total: 8,
    })
    expect(exitCodeOf(report)).toBe(1)
    const quiet = ENDPOINTS.filter((endpoint) =>
      ['ok', 'tolerated', 'skipped', 'not-checked'].includes(endpoint.outcome),
    )
    expect(exitCodeOf({ endpoints: quiet })).toBe(0)
    for (const failing of ['drift', 'missing', 'error'] as const) {
      expect(exitCodeOf({ endpoints: [...quiet, { ...ENDPOINTS[0]!, outcome: failing }] }), failing).toBe(1)
    }
  })
})

describe('the table', () => {
  const table = renderTable(report)
  const lines = table.split('\n')
  const rowOf = (id: string) => lines.find((line) => line.startsWith(`${id} `)) ?? ''

  it('has one row per endpoint in the order called, with method, path, outcome and the first detail line', () => {
    expect(lines[0]).toBe('Contract check of https://api.example.com/api/ (with --write, logged in)')
    expect(lines[2]).toMatch(/^endpoint\s+method\s+path\s+outcome\s+detail$/)
    const order = ENDPOINTS.map((endpoint) => lines.findIndex((line) => line.startsWith(`${endpoint.id} `)))
    expect(order).toEqual([...order].sort((a, b) => a - b))
    expect(rowOf('settings.data')).toMatch(/^settings\.data\s+GET\s+settings\/data\s+ok$/)
    expect(rowOf('casinos.games')).toMatch(/tolerated\s+\$\.games: page \(\+1 more\)$/)
    expect(rowOf('categories.list')).toMatch(
      /DRIFT\s+\$\.categories\[0\]\.id: expected number, got "seven" \(\+1 more\)$/,
    )
    expect(rowOf('sports.leagues')).toMatch(/MISSING\s+the server lacks the route \(200 text\/html\)$/)
    expect(rowOf('vip.levels')).toContain('ERROR')
    expect(rowOf('vip.levels')).toContain('unexpected 500: Server <Error> & "more"')
    expect(rowOf('deposit.brasilcash')).toContain('R$ 20.00 through brasilcash · idempotency NOT honoured: the repeat')
    expect(rowOf('auth.verify')).toMatch(/skipped\s+no credentials \(--email, --password\)$/)
    expect(rowOf('protection.pause')).toMatch(/not checked\s+a break cannot be undone$/)
  })

  it('aligns the columns', () => {
    const header = lines[2] ?? ''
    const column = header.indexOf('outcome')
    for (const endpoint of ENDPOINTS)
      expect(rowOf(endpoint.id).slice(column), endpoint.id).toMatch(
        /^(ok|tolerated|DRIFT|MISSING|ERROR|skipped|not checked)/,
      )
  })

  it('details every JSON path of a tolerated or drifting endpoint: expected, got, and how production absorbs it', () => {
    const section = table.slice(table.indexOf('\ncategories.list  GET categories  DRIFT'))
    expect(section).toContain(
      [
        '  drift      $.categories[0].id',
        '             expected number',
        '             got      "seven"',
        '  drift      $.categories[1].slug',
        '             expected string',
        '             got      null',
        '  tolerated  $.categories[0].active',
        '             flag: a yes/no as true/false, 1/0, "1"/"0", "true"/"false", "yes"/"no" or "on"/"off"',
      ].join('\n'),
    )
    expect(table).toContain(
      '\ncasinos.games  GET casinos/games?page=1  tolerated\n  tolerated  $.games\n             page: a plain array',
    )
    // Only those two have a section.
    expect(table.match(/^\S+ {2}(GET|POST) \S+ {2}/gm)).toHaveLength(2)
  })

  it('ends with the counts and the verdict', () => {
    expect(table).toContain(
      '\n8 endpoints: 2 ok, 1 tolerated, 1 drift, 1 missing, 1 error, 1 skipped, 1 not checked\nFAILED',
    )
    const passing = reportOf([ENDPOINTS[0]!])
    expect(renderTable(passing)).toMatch(/1 endpoints: 1 ok\nPASSED: no drift, missing route or error\.\n$/)
  })

  it('clips a long detail to the column width', () => {
    const long = reportOf([{ ...ENDPOINTS[6]!, reason: 'x'.repeat(300) }])
    const line = renderTable(long, { detailWidth: 40 })
      .split('\n')
      .find((text) => text.startsWith('auth.verify'))
    expect(line?.endsWith(`${'x'.repeat(39)}…`)).toBe(true)
  })
})

describe('the JSON report', () => {
  it('round-trips with the stable field names CI reads', () => {
    const text = renderJson(report)
    expect(text.endsWith('}\n')).toBe(true)
    const parsed = JSON.parse(text) as Report
    expect(parsed).toEqual(report)
    expect(Object.keys(parsed)).toEqual([
      'version',
      'baseUrl',
      'startedAt',
      'durationMs',
      'write',
      'loggedIn',
      'summary',
      'passed',
      'endpoints',
    ])
    expect(parsed.endpoints[2]).toMatchObject({
      id: 'categories.list',
      method: 'GET',
      path: 'categories',
      tag: 'casino',
      phase: 'public',
      outcome: 'drift',
      status: 200,
      drift: [
        { path: '$.categories[0].id', expected: 'number', received: '"seven"', message: 'Invalid type' },
        { path: '$.categories[1].slug', expected: 'string', received: 'null', message: 'Invalid type' },
      ],
      tolerated: [{ kind: 'flag', path: '$.categories[0].active', received: '"1"' }],
      messages: [],
    })
  })
})

describe('the JUnit XML report', () => {
  const xml = renderJunit(report)
  const doc = new DOMParser().parseFromString(xml, 'application/xml')
  const testcase = (id: string) =>
    [...doc.querySelectorAll('testcase')].find((element) => element.getAttribute('name')?.startsWith(`${id} `))

  it('is well-formed XML with one testcase per endpoint and the counts on the suite', () => {
    // The parser does report broken XML, so its silence below means something.
    expect(new DOMParser().parseFromString('<a><b></a>', 'application/xml').querySelector('parsererror')).not.toBeNull()
    expect(doc.querySelector('parsererror')).toBeNull()
    expect(doc.querySelectorAll('testcase')).toHaveLength(8)
    const suite = doc.querySelector('testsuite')
    expect(suite?.getAttribute('name')).toBe('contract:check https://api.example.com/api/')
    expect(suite?.getAttribute('tests')).toBe('8')
    expect(suite?.getAttribute('failures')).toBe('3')
    expect(suite?.getAttribute('skipped')).toBe('2')
    expect(suite?.getAttribute('time')).toBe('4.321')
    expect(testcase('settings.data')?.getAttribute('classname')).toBe('contract.settings')
    expect(testcase('settings.data')?.getAttribute('time')).toBe('0.012')
  })

  it('fails drift, missing and error, skips skipped and not checked, and tells tolerances on system-out', () => {
    expect(testcase('settings.data')?.children).toHaveLength(0)
    for (const id of ['categories.list', 'sports.leagues', 'vip.levels']) {
      expect(testcase(id)?.querySelector('failure'), id).not.toBeNull()
    }
    expect(testcase('categories.list')?.querySelector('failure')?.getAttribute('type')).toBe('drift')
    expect(testcase('categories.list')?.querySelector('failure')?.textContent).toContain(
      '$.categories[1].slug: expected string, got null (Invalid type)',
    )
    expect(testcase('vip.levels')?.querySelector('failure')?.textContent).toContain(
      'server said: Server <Error> & "more"',
    )
    expect(testcase('auth.verify')?.querySelector('skipped')?.getAttribute('message')).toBe(
      'skipped: no credentials (--email, --password)',
    )
    expect(testcase('protection.pause')?.querySelector('skipped')?.getAttribute('message')).toBe(
      'not checked: a break cannot be undone',
    )
    expect(testcase('casinos.games')?.querySelector('failure')).toBeNull()
    expect(testcase('casinos.games')?.querySelector('system-out')?.textContent).toContain(
      'tolerated $.games.data[0].rtp: decimal-text, got "96.5": a number sent as text',
    )
    expect(testcase('deposit.brasilcash')?.querySelector('system-out')?.textContent).toContain(
      'idempotency not honoured',
    )
  })

  it('stays well-formed whatever a server said (markup, quotes, control characters)', () => {
    const hostile = reportOf([
      { ...ENDPOINTS[4]!, messages: ['</failure><x a="1">\u0000\u001b[31m]]> \'quoted\' \uD83D\uDE00'], reason: '<&>' },
    ])
    const parsed = new DOMParser().parseFromString(renderJunit(hostile), 'application/xml')
    expect(parsed.querySelector('parsererror')).toBeNull()
    expect(parsed.querySelector('failure')?.textContent).toContain(
      '</failure><x a="1">\uFFFD\uFFFD[31m]]> \'quoted\' 😀',
    )
    expect(escapeXml('a<b>&"c\'')).toBe('a&lt;b&gt;&amp;&quot;c&apos;')
  })
})

describe('detailOf', () => {
  it('says the idempotency line only when the check repeated the call', () => {
    expect(detailOf({ ...ENDPOINTS[0]!, idempotency: { honoured: true, detail: 'same' } })).toBe('idempotency honoured')
    expect(detailOf(ENDPOINTS[0]!)).toBe('')
  })
})
