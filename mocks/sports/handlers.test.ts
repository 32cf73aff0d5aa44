// @vitest-environment node
import { beforeEach, describe, expect, it, onTestFinished } from 'vitest'
import { callApi } from '@/api/client.ts'
import { toCentavos } from '@/api/money.ts'
import {
  betRefusal,
  sportsEvent,
  sportsEvents,
  sportsLeagues,
  sportsLiveEvents,
  sportsMyBets,
  sportsNextEvents,
  sportsStoreMultiple,
  sportsStoreSingle,
  teamLogoPath,
  type BetSubmission,
  type FootballEvent,
} from '@/api/sports.ts'
import { resetMockState } from '../node.ts'
import { onActivity, type Activity } from '../wallet/activity.ts'
import { db } from '../db/index.ts'
import { walletOf } from '../wallet/wallets.ts'
import { clock } from '../sim/clock.ts'
import { runDue } from '../sim/jobs.ts'
import { MESSAGES } from './bets.ts'
import { LEAGUES } from './leagues.ts'
import { advanceMatchTime, forceGoal, settleNow, suspendMarket } from './controls.ts'
import { GOAL_SUSPENSION_MS } from './match.ts'
import { MAX_ODD, MIN_ODD } from './pricing.ts'
import { failure, signIn } from '../handlers/test-support.ts'

beforeEach(() => resetMockState())

/** A slip entry for one value of one market, as the slip sends it. */
function entry(event: FootballEvent, marketIndex: number, valueIndex: number, amount = '10.00') {
  const market = event.bets[marketIndex]
  const value = market?.values[valueIndex]
  if (!market || !value) throw new Error('no such selection')
  return {
    ...event,
    bet_id: `${event.id}-${marketIndex}-${valueIndex}`,
    bet_amount: amount,
    bets: { name: market.name, values: market.values },
    oddsSelected: value,
  }
}

function submission(entries: ReturnType<typeof entry>[], total = '10.00'): BetSubmission {
  return { total_bets: total, total_earnings: '0', bets: entries }
}

const cash = () => toCentavos(walletOf(1).balance)
const bonus = () => toCentavos(walletOf(1).balance_bonus)

async function pricedUpcoming(count: number): Promise<FootballEvent[]> {
  const { events } = await callApi(sportsEvents)
  const priced = events.filter((event) => event.bets.length > 0)
  expect(priced.length).toBeGreaterThanOrEqual(count)
  return priced.slice(0, count)
}

describe('sports lists', () => {
  it('lists the leagues with an icon each', async () => {
    const { leagues } = await callApi(sportsLeagues)
    expect(leagues.map((league) => league.name)).toEqual(LEAGUES.map((league) => league.name))
    expect(leagues[0]?.logo).toMatch(/^\/storage\/football\/leagues\/[a-z0-9-]+\.png$/)
  })

  it('answers the main games, the next ones and the live ones from the simulation clock', async () => {
    const now = clock.nowMs()
    const [{ events }, { nextevents }, { liveevents }] = await Promise.all([
      callApi(sportsEvents),
      callApi(sportsNextEvents),
      callApi(sportsLiveEvents),
    ])
    expect(events.length).toBeGreaterThan(12)
    expect(events.every((event) => event.status_long === 'Not Started' && Date.parse(event.date) > now)).toBe(true)
    expect(nextevents.length).toBeGreaterThan(0)
    expect(nextevents.every((event) => Date.parse(event.date) - now <= 3 * 3_600_000)).toBe(true)
    expect(liveevents.length).toBeGreaterThan(0)
    expect(liveevents.every((event) => event.status_long !== 'Not Started' && !event.finished)).toBe(true)
    const priced = events.find((event) => event.bets.length > 0)
    expect(priced?.bets.map((market) => market.name)).toEqual([
      'Match Winner',
      'Double Chance',
      'Goals Over/Under',
      'Both Teams Score',
      'Exact Score',
      'First Half Winner',
    ])
    expect(priced?.odds_home).toBe(priced?.bets[0]?.values[0]?.odd)
  })

  it('filters by league, by São Paulo day and by search term', async () => {
    const { events } = await callApi(sportsEvents, { query: { category: 'Premier League' } })
    expect(events.length).toBeGreaterThan(0)
    expect(events.every((event) => event.league_name === 'Premier League')).toBe(true)
    const day = await callApi(sportsEvents, { query: { date: '2026-11-03' } })
    expect(day.events.length).toBeGreaterThan(40)
    const starts = day.events.map((event) => Date.parse(event.date))
    expect(Math.min(...starts)).toBeGreaterThanOrEqual(Date.parse('2026-11-03T00:00:00-03:00'))
    expect(Math.max(...starts)).toBeLessThan(Date.parse('2026-11-04T00:00:00-03:00'))
    const found = await callApi(sportsEvents, { query: { search: 'gremio' } })
    expect(found.events.length).toBeGreaterThan(0)
    expect(found.events.every((event) => `${event.team_home_name}${event.team_away_name}`.includes('Grêmio'))).toBe(
      true,
    )
  })

  it('answers one event, and 404 for an unknown one', async () => {
    const [first] = await pricedUpcoming(1)
    const { event } = await callApi(sportsEvent, { params: { id: first?.id ?? 0 } })
    expect(event).toMatchObject({ id: first?.id, team_home_name: first?.team_home_name })
    expect((await failure(callApi(sportsEvent, { params: { id: 13 } }))).status).toBe(404)
  })
})

describe('placement', () => {
  it('a visitor is refused', async () => {
    const [event] = await pricedUpcoming(1)
    if (!event) throw new Error('no event')
    expect((await failure(callApi(sportsStoreSingle, { body: submission([entry(event, 0, 0)]) }))).status).toBe(401)
  })

  it('places a single: the stake leaves cash then bonus, counts as a bet, and appears in my bets', async () => {
    signIn(1)
    const [event] = await pricedUpcoming(1)
    if (!event) throw new Error('no event')
    const before = { cash: cash(), bonus: bonus(), bets: walletOf(1).bets_count }
    const seen: Activity[] = []
    onTestFinished(onActivity((activity) => seen.push(activity)))
    const answer = await callApi(sportsStoreSingle, { body: submission([entry(event, 0, 0, '25.00')], '25.00') })
    expect(answer.message).toBe(MESSAGES.placedOne)
    expect(answer.tickets[0]).toMatchObject({ type: 'single', total_bets: 2500, status: 'open', odd: event.odds_home })
    expect(before.cash + before.bonus - (cash() + bonus())).toBe(2500)
    expect(walletOf(1).bets_count).toBe(before.bets + 1)
    expect(seen).toEqual([
      expect.objectContaining({
        type: 'bet',
        userId: 1,
        amount: 2500,
        source: { kind: 'sports', ticketKind: 'single' },
      }),
    ])
    const { bets } = await callApi(sportsMyBets, { query: { status: 'open' } })
    expect(bets.total).toBe(1)
    expect(bets.data[0]?.selections[0]).toMatchObject({ event_id: event.id, market: 'Match Winner', value: 'Home' })
  })

  it('refuses stakes under R$ 1, above the balance, and a multiple of one event or more than 10', async () => {
    signIn(1)
    const events = await pricedUpcoming(11)
    const [a] = events
    if (!a) throw new Error('no event')
    const low = await failure(callApi(sportsStoreSingle, { body: submission([entry(a, 0, 0, '0.50')], '0.50') }))
    expect(low.messages).toEqual([MESSAGES.minStake])
    const rich = await failure(
      callApi(sportsStoreSingle, { body: submission([entry(a, 0, 0, '999999.00')], '999999.00') }),
    )
    expect(rich.messages).toEqual([MESSAGES.balance])
    const same = await failure(callApi(sportsStoreMultiple, { body: submission([entry(a, 0, 0), entry(a, 2, 0)]) }))
    expect(same.messages).toEqual([MESSAGES.sameEvent])
    const many = await failure(callApi(sportsStoreMultiple, { body: submission(events.map((e) => entry(e, 0, 0))) }))
    expect(many.messages).toEqual([MESSAGES.tooMany])
    expect(db.sportsTickets.count()).toBe(0)
  })

  it('refuses worse odds and a suspended market with the current odds, and takes better odds at the price sent', async () => {
    signIn(1)
    const [a, b] = await pricedUpcoming(2)
    if (!a || !b) throw new Error('no events')
    const greedy = entry(a, 0, 0)
    greedy.oddsSelected = { ...greedy.oddsSelected, odd: greedy.oddsSelected.odd + 1 }
    suspendMarket(b.id, 2)
    const refused = await failure(callApi(sportsStoreMultiple, { body: submission([greedy, entry(b, 2, 0)]) }))
    expect(refused.status).toBe(422)
    expect(refused.messages).toEqual([MESSAGES.changed])
    expect(betRefusal(refused.body)?.changes).toEqual([
      expect.objectContaining({
        bet_id: `${a.id}-0-0`,
        old_odd: greedy.oddsSelected.odd,
        odd: a.odds_home,
        suspended: false,
      }),
      expect.objectContaining({ bet_id: `${b.id}-2-0`, odd: null, suspended: true }),
    ])
    expect(db.sportsTickets.count()).toBe(0)

    const modest = entry(a, 0, 0)
    modest.oddsSelected = { ...modest.oddsSelected, odd: 1.01 }
    const { tickets } = await callApi(sportsStoreSingle, { body: submission([modest]) })
    expect(tickets[0]?.odd).toBe(1.01)
  })

  it('a lopsided live match: its 1X2 is suspended rather than offered at a capped 100, and a pick on it is refused', async () => {
    signIn(1)
    const { liveevents } = await callApi(sportsLiveEvents)
    const live = liveevents.find(
      (event) => event.bets.length > 0 && !event.bets[0]!.suspended && (event.elapsed ?? 90) < 70,
    )
    if (!live) throw new Error('no live match with open odds before the 70th minute')
    const pick = entry(live, 0, 0)
    for (let goal = 0; goal < 6; goal++) expect(forceGoal(live.id, 'home')).toBe(true)
    // Past the suspension every goal brings: what is closed now is closed by its price.
    advanceMatchTime(GOAL_SUSPENSION_MS + 1_000)

    const { event } = await callApi(sportsEvent, { params: { id: live.id } })
    const [winner] = event.bets
    expect(winner).toMatchObject({ name: 'Match Winner', suspended: true })
    expect(winner!.values.slice(1).every((value) => value.suspended)).toBe(true)
    // Nothing open anywhere is a capped price.
    for (const market of event.bets.filter((m) => !m.suspended))
      for (const value of market.values.filter((v) => !v.suspended)) {
        expect(value.odd).toBeGreaterThanOrEqual(MIN_ODD)
        expect(value.odd).toBeLessThan(MAX_ODD)
      }

    const refused = await failure(callApi(sportsStoreSingle, { body: submission([pick]) }))
    expect(refused.status).toBe(422)
    expect(betRefusal(refused.body)?.changes).toEqual([
      expect.objectContaining({ bet_id: `${live.id}-0-0`, odd: null, suspended: true }),
    ])
    expect(db.sportsTickets.count()).toBe(0)
  })

  it('is idempotent: the same key places once', async () => {
    signIn(1)
    const [a] = await pricedUpcoming(1)
    if (!a) throw new Error('no event')
    const body = submission([entry(a, 0, 1)])
    const first = await callApi(sportsStoreSingle, { body }, { idempotencyKey: 'k-1' })
    const again = await callApi(sportsStoreSingle, { body }, { idempotencyKey: 'k-1' })
    expect(again).toEqual(first)
    expect(db.sportsTickets.count()).toBe(1)
  })

  it('refuses every placement when football is off', async () => {
    signIn(1)
    const [a] = await pricedUpcoming(1)
    if (!a) throw new Error('no event')
    db.settings.update({ turn_on_football: false })
    const off = await failure(callApi(sportsStoreSingle, { body: submission([entry(a, 0, 0)]) }))
    expect(off.messages).toEqual([MESSAGES.footballOff])
  })
})

describe('placement validation: money is never rounded, odds are prices, a single adds up', () => {
  it('refuses a stake in fractions of a centavo (100.005, 0.999) with 422 instead of rounding it', async () => {
    signIn(1)
    const [a] = await pricedUpcoming(1)
    if (!a) throw new Error('no event')
    const before = cash() + bonus()
    for (const amount of [100.005, 0.999]) {
      const odd = { ...entry(a, 0, 0), bet_amount: amount }
      const refused = await failure(
        callApi(sportsStoreSingle, { body: { total_bets: amount, total_earnings: '0', bets: [odd] } }),
      )
      expect(refused.status).toBe(422)
      expect(refused.body).toEqual({ total_bets: [MESSAGES.centavos], 'bets.0.bet_amount': [MESSAGES.centavos] })
    }
    const multiple = await failure(
      callApi(sportsStoreMultiple, {
        body: { total_bets: 10.005, total_earnings: '0', bets: [entry(a, 0, 0), entry(a, 2, 0)] },
      }),
    )
    expect(multiple.status).toBe(422)
    expect(multiple.messages).toEqual([MESSAGES.centavos])
    expect(db.sportsTickets.count()).toBe(0)
    expect(cash() + bonus()).toBe(before)
    // The same amounts in whole centavos are placed: the refusal was the fraction, not the stake.
    const placed = await callApi(sportsStoreSingle, { body: submission([entry(a, 0, 0, '100.01')], '100.01') })
    expect(placed.tickets[0]?.total_bets).toBe(10001)
  })

  it('refuses odds of zero or below with 422', async () => {
    signIn(1)
    const [a] = await pricedUpcoming(1)
    if (!a) throw new Error('no event')
    for (const odd of [0, -1.5]) {
      const bad = entry(a, 0, 0)
      bad.oddsSelected = { ...bad.oddsSelected, odd }
      const refused = await failure(callApi(sportsStoreSingle, { body: submission([bad]) }))
      expect(refused.status).toBe(422)
      expect(refused.body).toEqual({ 'bets.0.oddsSelected.odd': [MESSAGES.badOdd] })
    }
    expect(db.sportsTickets.count()).toBe(0)
  })

  it("refuses a single whose total_bets is not exactly the sum of its entries' stakes", async () => {
    signIn(1)
    const [a, b] = await pricedUpcoming(2)
    if (!a || !b) throw new Error('no events')
    const two = [entry(a, 0, 0, '10.00'), entry(b, 0, 0, '15.00')]
    for (const total of ['10.00', '1.00', '25.01', '0']) {
      const refused = await failure(callApi(sportsStoreSingle, { body: submission(two, total) }))
      expect(refused.status).toBe(422)
      expect(refused.body).toEqual({ total_bets: [MESSAGES.totalMismatch] })
    }
    expect(db.sportsTickets.count()).toBe(0)
    const { tickets } = await callApi(sportsStoreSingle, { body: submission(two, '25.00') })
    expect(tickets.map((ticket) => ticket.total_bets)).toEqual([1000, 1500])
  })
})

describe('settlement', () => {
  it('a multiple pays stake times every odd when both matches end as picked; my bets show it', async () => {
    signIn(1)
    const [a, b] = await pricedUpcoming(2)
    if (!a || !b) throw new Error('no events')
    // Both matches kick off, the home sides score, the matches end now.
    clock.set(Math.max(Date.parse(a.date), Date.parse(b.date)) + 10 * 60_000)
    const live = await Promise.all([a, b].map((e) => callApi(sportsEvent, { params: { id: e.id } })))
    const picks = live.map(({ event }) => {
      const goals = (event.goals_away ?? 0) - (event.goals_home ?? 0) + 1
      for (let i = 0; i < goals; i++) forceGoal(event.id, 'home')
      return event
    })
    clock.advance(61_000)
    const fresh = await Promise.all(picks.map((e) => callApi(sportsEvent, { params: { id: e.id } })))
    const body = submission(
      fresh.map(({ event }) => entry(event, 0, 0)),
      '25.00',
    )
    const { tickets } = await callApi(sportsStoreMultiple, { body })
    const ticket = tickets[0]
    if (!ticket) throw new Error('no ticket')
    const cashBefore = cash()
    for (const { event } of fresh) settleNow(event.id)
    runDue()
    const { bets } = await callApi(sportsMyBets, { query: { status: 'settled' } })
    expect(bets.data[0]).toMatchObject({ id: ticket.id, status: 'won', payout: Math.round(2500 * ticket.odd) })
    expect(bets.data[0]?.selections.every((s) => s.status === 'won')).toBe(true)
    expect(cash() - cashBefore).toBe(Math.round(2500 * ticket.odd))
  })
})

describe('badges', () => {
  const get = (path: string) => fetch(`http://localhost${path}`)

  it('draws every team’s badge at /storage/football/fixtures/{slug}.png, and every league’s icon', async () => {
    const { events } = await callApi(sportsEvents)
    const team = events[0]?.team_home_name ?? ''
    const response = await get(teamLogoPath(team))
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('image/svg+xml; charset=utf-8')
    expect(response.headers.get('x-content-type-options')).toBe('nosniff')
    const svg = await response.text()
    expect(svg).toContain(`aria-label="${team}"`)
    expect(svg).not.toMatch(/<script/i)
    expect(await (await get(teamLogoPath(team))).text()).toBe(svg)
    expect(teamLogoPath('São Paulo')).toBe('/storage/football/fixtures/sao-paulo.png')
    expect((await get('/storage/football/fixtures/sao-paulo.png')).status).toBe(200)
    expect((await get('/storage/football/fixtures/nao-existe.png')).status).toBe(404)
    const { leagues } = await callApi(sportsLeagues)
    expect((await get(leagues[0]?.logo ?? '')).status).toBe(200)
  })
})
