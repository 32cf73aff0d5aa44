// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { endpointList } from '@/api/endpoints.ts'
import { parseArgs } from './args.ts'
import {
  acceptableMissionId,
  gameIdsIn,
  listOf,
  openSelection,
  readCentavos,
  readFlag,
  searchTermFor,
  transactionIdIn,
} from './discover.ts'
import { buildPlan, newContext, validCpf, type CheckContext, type Preparation, type Step } from './plan.ts'
import type { Phase } from './report.ts'

/** A market as the sports lists send it: Home, Draw, Away. */
function market({ name = 'Match Winner', suspended = false, suspendFirst = false } = {}) {
  return {
    name,
    suspended,
    values: [
      { value: 'Home', odd: 1.85, suspended: suspendFirst },
      { value: 'Draw', odd: 2.5 },
      { value: 'Away', odd: 4.1 },
    ],
  }
}

/** A football event as the sports lists send it, not started. */
function event(patch: Record<string, unknown>) {
  return {
    id: 1,
    fixture_id: 100,
    date: '2026-11-28T18:00:00Z',
    league_name: 'Brasileirão',
    league_country: 'Brazil',
    team_home_name: 'Flamengo',
    team_away_name: 'Palmeiras',
    status_long: 'Not Started',
    status_short: 'NS',
    finished: false,
    bets: [market()],
    ...patch,
  }
}

const PHASES: Phase[] = ['public', 'login', 'player', 'write', 'session']

function stepOf(id: string, plan = buildPlan()): Step {
  const step = plan.steps.find((candidate) => candidate.endpoint.id === id)
  if (!step) throw new Error(`no step for ${id}`)
  return step
}

function prepare(id: string, ctx: CheckContext): Preparation {
  return stepOf(id).prepare?.(ctx) ?? { call: {} }
}

function loggedIn(patch: Partial<CheckContext> = {}): CheckContext {
  return {
    ...newContext({ email: 'demo@jogada.com.br', password: 'x' }, new Date('2026-11-27T12:00:00Z'), 'run1'),
    token: 'token',
    user: { id: 1, name: 'Demo', email: 'Demo@Jogada.com.br', cpf: '529.982.247-25', language: 'pt_BR' },
    ...patch,
  }
}

describe('the plan covers the registry', () => {
  it.each([{}, { register: true, forgetPassword: true }])(
    'every endpoint once, called or not checked (%o)',
    (flags) => {
      const plan = buildPlan(flags)
      const ids = [...plan.steps, ...plan.notChecked].map((entry) => entry.endpoint.id)
      expect(new Set(ids).size).toBe(ids.length)
      expect([...ids].sort()).toEqual(endpointList.map((endpoint) => endpoint.id).sort())
      for (const entry of plan.notChecked) expect(entry.reason.length, entry.endpoint.id).toBeGreaterThan(10)
    },
  )

  it('calls register and forget-password only when asked, and says how to ask', () => {
    const plain = buildPlan()
    expect(plain.notChecked.find((entry) => entry.endpoint.id === 'auth.register')?.reason).toContain('--register')
    expect(plain.notChecked.find((entry) => entry.endpoint.id === 'auth.forgetPassword')?.reason).toContain(
      '--forget-password',
    )
    const asked = buildPlan({ register: true, forgetPassword: true })
    expect(stepOf('auth.register', asked).write).toBe(true)
    expect(stepOf('auth.forgetPassword', asked).write).toBe(true)
  })
})

describe('the order', () => {
  const { steps } = buildPlan({ register: true, forgetPassword: true })
  const index = (id: string) => steps.findIndex((step) => step.endpoint.id === id)

  it('goes public reads, login, player reads, writes, then the session’s end', () => {
    const phases = steps.map((step) => PHASES.indexOf(step.phase))
    expect(phases).toEqual([...phases].sort((a, b) => a - b))
    expect(steps.filter((step) => step.phase === 'login').map((step) => step.endpoint.id)).toEqual(['auth.login'])
    expect(steps.slice(-2).map((step) => step.endpoint.id)).toEqual(['auth.refresh', 'auth.logout'])
  })

  it('asks before it needs: the token before the player’s calls, each value before the call that uses it', () => {
    for (const step of steps.filter((candidate) => candidate.endpoint.auth === 'required')) {
      expect(index(step.endpoint.id), step.endpoint.id).toBeGreaterThan(index('auth.login'))
    }
    expect(index('settings.data')).toBe(0)
    expect(index('casinos.provider')).toBeGreaterThan(index('casinos.providers'))
    expect(index('casinos.game')).toBeGreaterThan(index('casinos.games'))
    expect(index('games.search')).toBeGreaterThan(index('casinos.games'))
    expect(index('sports.event')).toBeGreaterThan(index('sports.liveevents'))
    expect(index('deposit.status')).toBeGreaterThan(index('deposit.payment'))
    expect(index('games.favorite')).toBeGreaterThan(index('profile.favorites'))
    expect(index('missions.accept')).toBeGreaterThan(index('missions.list'))
    expect(index('sports.bets.single')).toBeGreaterThan(index('profile.wallet'))
    expect(index('wallet.withdraw.request')).toBeGreaterThan(index('profile.wallet'))
  })

  it('marks as writes only the stateful calls, and every stateful call as a write', () => {
    const writes = steps.filter((step) => step.write).map((step) => step.endpoint.id)
    expect(writes).toEqual(steps.filter((step) => step.phase === 'write').map((step) => step.endpoint.id))
    for (const id of [
      'deposit.brasilcash',
      'wallet.withdraw.request',
      'sports.bets.single',
      'games.favorite',
      'missions.accept',
    ])
      expect(writes).toContain(id)
    for (const step of steps.filter((candidate) => !candidate.write)) {
      const sessionCall = [
        'auth.login',
        'auth.me',
        'auth.refresh',
        'auth.logout',
        'profile.getLanguage',
        'broadcasting.auth',
      ]
      if (step.endpoint.method !== 'GET') expect(sessionCall, step.endpoint.id).toContain(step.endpoint.id)
    }
  })
})

describe('arguments from earlier answers', () => {
  it('takes a game id from the listing, or says none was found', () => {
    const ctx = loggedIn()
    expect(prepare('casinos.game', ctx)).toEqual({
      skip: 'no game id: neither the casino listing nor games/all answered one',
    })
    stepOf('casinos.games').learn?.(ctx, { games: { data: [{ id: '12', game_name: 'Fortune Tiger' }, { id: 7 }] } })
    stepOf('games.all').learn?.(ctx, { providers: [{ id: 1, games: [{ id: 7 }, { id: 30 }] }] })
    expect(ctx.gameIds).toEqual([12, 7, 30])
    expect(prepare('casinos.game', ctx)).toEqual({ call: { params: { id: 12 } } })
    expect(prepare('games.single', ctx)).toEqual({ call: { params: { id: 12 } } })
    expect(prepare('games.search', ctx)).toEqual({ call: { query: { searchTerm: 'fortune', limit: 8 } } })
  })

  it('takes the provider slug from its code, else its id', () => {
    const ctx = loggedIn()
    stepOf('casinos.providers').learn?.(ctx, { providers: [{ id: 4, code: null, name: 'X' }] })
    expect(prepare('casinos.provider', ctx)).toEqual({ call: { params: { provider: '4' } } })
  })

  it('favorites a game that is not a favorite yet, with the state asked for, and restores it', () => {
    const ctx = loggedIn({ gameIds: [3, 5, 8] })
    expect(prepare('games.favorite', ctx)).toEqual({
      skip: 'profile/favorites did not answer: a favorite could not be restored',
    })
    stepOf('profile.favorites').learn?.(ctx, { games: { data: [{ id: 3 }, { id: 5 }] } })
    expect(prepare('games.favorite', ctx)).toMatchObject({
      call: { params: { id: 8 }, body: { favorite: true } },
      restore: { params: { id: 8 }, body: { favorite: false } },
    })
    stepOf('profile.favorites').learn?.(ctx, { games: { data: [{ id: 3 }, { id: 5 }, { id: 8 }] } })
    expect(prepare('games.favorite', ctx)).toEqual({ skip: 'no game that is not already a favorite' })
  })

  it('deposits the minimum through each gateway the settings enable, with the player’s CPF', () => {
    const ctx = loggedIn({
      settings: { min_deposit: '20.00', brasilcash_is_enable: 1, rexpay_is_enable: '0', digitopay_is_enable: 'true' },
    })
    expect(prepare('deposit.brasilcash', ctx)).toMatchObject({
      call: {
        body: { amount: '20.00', accept_bonus: false, cpf: '52998224725', gateway: 'brasilcash', paymentType: 'pix' },
      },
    })
    expect(prepare('deposit.rexpay', ctx)).toEqual({
      skip: 'the settings enable no gateway of this path (rexpay_is_enable)',
    })
    expect(prepare('deposit.payment', ctx)).toMatchObject({ call: { body: { gateway: 'digitopay' } } })
    expect(prepare('deposit.status', ctx)).toEqual({ skip: 'no transaction id: no deposit answered one' })
    stepOf('deposit.brasilcash').learn?.(ctx, { status: true, idTransaction: 'abc', qrcode: '000201' })
    stepOf('deposit.payment').learn?.(ctx, { data: { id: 99 } })
    expect(prepare('deposit.status', ctx)).toEqual({ call: { params: { id: 'abc' } } })
  })

  it('skips the deposit when the test account has no CPF on file: a deposit needs the player’s real CPF', () => {
    const ctx = loggedIn({ settings: { min_deposit: 'R$ 30,00', brasilcash_is_enable: true }, user: { id: 1 } })
    expect(prepare('deposit.brasilcash', ctx)).toEqual({
      skip: "the test account has no CPF on file: a deposit needs the player's CPF",
    })
  })

  it('asks the smallest withdrawal to the account’s e-mail, or says why it cannot', () => {
    const wallet = { balance: '250.00', currency: 'BRL', symbol: 'R$' }
    expect(prepare('wallet.withdraw.request', loggedIn({ settings: {}, wallet }))).toEqual({
      skip: 'settings/data names no min_withdraw',
    })
    expect(prepare('wallet.withdraw.request', loggedIn({ settings: { min_withdrawal: 50 }, wallet }))).toMatchObject({
      call: {
        body: {
          pix_key: 'demo@jogada.com.br',
          pix_type: 'email',
          amount: 50,
          type: 'pix',
          currency: 'BRL',
          symbol: 'R$',
          accept_terms: true,
        },
      },
    })
    expect(
      prepare(
        'wallet.withdraw.request',
        loggedIn({ settings: { min_withdraw: '50.00' }, wallet: { balance: '10.00' } }),
      ),
    ).toEqual({ skip: "the test account's cash (R$ 10.00) is under the minimum withdrawal (R$ 50.00)" })
  })

  it('bets the smallest stake on a match not started, in an open market, with the slip’s body', () => {
    const ctx = loggedIn({ wallet: { total_balance: '300.00' } })
    expect(prepare('sports.bets.single', ctx)).toMatchObject({ skip: expect.stringContaining('no open market') })
    ctx.events = [
      event({ id: 1, status_short: '1H' }),
      event({ id: 2, finished: 1 }),
      event({ id: 3, bets: [market({ suspended: true }), market({ name: 'Goals Over/Under', suspendFirst: true })] }),
    ]
    const preparation = prepare('sports.bets.single', ctx)
    expect(preparation).toMatchObject({
      call: {
        body: {
          total_bets: '1.00',
          total_earnings: '2.50',
          bets: [
            {
              id: 3,
              bet_id: '3-1-1',
              bet_amount: '1.00',
              bets: { name: 'Goals Over/Under' },
              oddsSelected: { value: 'Draw', odd: 2.5 },
              team_home_name: 'Flamengo',
            },
          ],
        },
      },
      note: 'R$ 1.00 on Draw (Goals Over/Under) of event 3',
    })
  })

  it('accepts a mission the player has not accepted, and sets unchanged what it saves', () => {
    const ctx = loggedIn({ realityInterval: 30, activeWalletId: 4 })
    stepOf('missions.list').learn?.(ctx, {
      missions: [
        { id: 1, haveMission: true },
        { id: 2, haveMission: '0', completed: 1 },
        { id: 3, haveMission: 0 },
      ],
    })
    expect(prepare('missions.accept', ctx)).toMatchObject({ call: { body: { mission_id: 3 } } })
    expect(prepare('protection.reality-check.update', ctx)).toMatchObject({ call: { body: { interval_minutes: 30 } } })
    expect(prepare('profile.updateLanguage', ctx)).toMatchObject({ call: { body: { language: 'pt_BR' } } })
    expect(prepare('profile.updateName', ctx)).toMatchObject({ call: { body: { name: 'Demo' } } })
    expect(prepare('profile.mywallet.activate', ctx)).toMatchObject({ call: { params: { id: 4 }, body: {} } })
    expect(prepare('broadcasting.auth', ctx)).toEqual({
      call: { body: { socket_id: '1234.5678', channel_name: 'private-App.Models.User.1' } },
    })
    expect(prepare('profile.updateLanguage', loggedIn({ user: { language: 'php_pt' } }))).toMatchObject({
      skip: expect.stringContaining('php_pt'),
    })
  })

  it('keeps the login’s token, and the refreshed one after it', () => {
    const ctx = newContext({ email: 'a@b.c', password: 'p' })
    expect(prepare('auth.login', ctx)).toEqual({ call: { body: { email: 'a@b.c', password: 'p' } } })
    stepOf('auth.login').learn?.(ctx, { access_token: 'one', user: { id: 9, name: 'Ana' } })
    expect(ctx).toMatchObject({ token: 'one', user: { id: 9 } })
    stepOf('auth.refresh').learn?.(ctx, { access_token: 'two' })
    expect(ctx.token).toBe('two')
    expect(prepare('auth.login', newContext(null))).toEqual({ skip: 'no credentials (--email, --password)' })
  })
})

describe('reading answers in any dialect', () => {
  it('finds list items in an array, a page, or an object keyed by index', () => {
    expect(listOf([1, 2])).toEqual([1, 2])
    expect(listOf({ data: [3], total: 1 })).toEqual([3])
    expect(listOf({ 0: 'a', 2: 'b' })).toEqual(['a', 'b'])
    expect(listOf({ name: 'x' })).toEqual([])
    expect(gameIdsIn({ games: [{ id: '4' }, { id: 'x' }, { id: 5.5 }] })).toEqual([4])
  })

  it('reads flags and amounts as a Laravel backend sends them', () => {
    expect([true, 1, '1', 'true', 'Yes', 'on'].map(readFlag)).toEqual([true, true, true, true, true, true])
    expect([false, 0, '0', null, 'no', 2].map(readFlag)).toEqual([false, false, false, false, false, false])
    expect(['20.00', 20, 'R$ 3,00', '1.234,56', 'abc', null].map(readCentavos)).toEqual([
      2000,
      2000,
      300,
      123456,
      null,
      null,
    ])
  })

  it('finds the transaction id in each gateway’s shape', () => {
    expect(transactionIdIn({ idTransaction: 'a' })).toBe('a')
    expect(transactionIdIn({ id: 17 })).toBe('17')
    expect(transactionIdIn({ data: { id: 'z' } })).toBe('z')
    expect(transactionIdIn({ status: false, error: 'no' })).toBeNull()
  })

  it('picks no mission when every one is accepted', () => {
    expect(acceptableMissionId({ missions: [{ id: 1, haveMission: '1' }] })).toBeNull()
  })

  it('makes a search term of a game name', () => {
    expect(searchTermFor('Sweet Bonanza 1000')).toBe('sweet')
    expect(searchTermFor('7 Ás')).toBe('jogo')
    expect(searchTermFor(null)).toBe('jogo')
  })

  it('prefers a match not started, and reads a match without a status by its kick-off', () => {
    const now = new Date('2026-11-27T12:00:00Z')
    const later = event({ id: 8, status_short: null, date: '2026-11-27T20:00:00Z' })
    const earlier = event({ id: 9, status_short: null, date: '2026-11-27T10:00:00Z' })
    expect(openSelection([earlier, later], now)?.event.id).toBe(8)
    expect(openSelection([earlier], now)).toBeNull()
    expect(openSelection([{ id: 'not an event' }], now)).toBeNull()
  })

  it('makes a valid CPF for a registration', () => {
    expect(validCpf('12345678')).toMatch(/^\d{11}$/)
    expect(validCpf('12345678')).not.toBe('52998224725')
  })
})

describe('the command line', () => {
  it('reads every option, both spellings', () => {
    expect(
      parseArgs([
        '--base-url',
        'http://localhost:4010/api/',
        '--email=demo@jogada.com.br',
        '--password',
        'Jogada@2026',
        '--write',
        '--json',
        'out.json',
        '--junit=out.xml',
        '--timeout',
        '2.5',
      ]),
    ).toEqual({
      ok: true,
      value: {
        check: {
          baseUrl: 'http://localhost:4010/api/',
          email: 'demo@jogada.com.br',
          password: 'Jogada@2026',
          write: true,
          register: false,
          forgetPassword: false,
          timeoutMs: 2500,
        },
        jsonFile: 'out.json',
        junitFile: 'out.xml',
      },
    })
    expect(parseArgs(['--help'])).toEqual({ ok: 'help' })
  })

  it.each([
    [[], '--base-url is required'],
    [['--base-url'], '--base-url needs a value'],
    [['--base-url', '--write'], '--base-url needs a value'],
    [['--base-url', 'u', '--email', 'e'], '--email and --password go together'],
    [['--base-url', 'u', '--register'], '--register and --forget-password are writes: add --write'],
    [['--base-url', 'u', '--timeout', '0'], '--timeout must be a number of seconds above 0, got "0"'],
    [['--base-url', 'u', '--base-url', 'v'], '--base-url is given twice'],
    [['--base-url', 'u', '--wirte'], 'unknown argument "--wirte"'],
  ])('refuses %j: %s', (args, message) => {
    expect(parseArgs(args)).toEqual({ ok: false, message })
  })
})
