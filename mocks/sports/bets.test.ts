// @vitest-environment node
import { beforeEach, describe, expect, it } from 'vitest'
import { resetMockState } from '../node.ts'
import { db } from '../db/index.ts'
import type { SportsSelectionRecord, SportsTicketStatus } from './tables.ts'
import { clock } from '../sim/clock.ts'
import { parseBetId, settleEvent, ticketOutcome } from './bets.ts'
import { eventNow } from './feed.ts'
import { fixturesBetween } from './fixtures.ts'
import { planOf, timelineOf } from './match.ts'

beforeEach(() => resetMockState())

const leg = (status: SportsTicketStatus, odd: number, eventId = 1): SportsSelectionRecord => ({
  event_id: eventId,
  bet_id: `${eventId}-0-0`,
  market_index: 0,
  value_index: 0,
  market: 'Match Winner',
  value: 'Home',
  odd,
  status,
  date: '2026-11-01T15:00:00.000Z',
  league_name: 'Brasileirão Série A',
  team_home_name: 'Palmeiras',
  team_away_name: 'Flamengo',
  goals_home: null,
  goals_away: null,
})

describe('a ticket’s outcome', () => {
  it.each([
    ['a single won', [leg('won', 2.5)], { status: 'won', payout: 2500 }],
    ['a single lost', [leg('lost', 2.5)], { status: 'lost', payout: 0 }],
    ['a single void: the stake back', [leg('void', 2.5)], { status: 'void', payout: 1000 }],
    ['a multiple, every leg won', [leg('won', 2), leg('won', 1.5, 2)], { status: 'won', payout: 3000 }],
    ['a multiple, one leg lost', [leg('won', 2), leg('lost', 1.5, 2)], { status: 'lost', payout: 0 }],
    ['a multiple lost before the other leg ends', [leg('open', 2), leg('lost', 1.5, 2)], { status: 'lost', payout: 0 }],
    [
      'a multiple with a void leg counts it as odd 1',
      [leg('won', 2), leg('void', 1.5, 2)],
      { status: 'won', payout: 2000 },
    ],
    ['a multiple still open', [leg('won', 2), leg('open', 1.5, 2)], null],
  ])('%s', (_, selections, expected) => {
    expect(ticketOutcome({ stake: 1000, selections })).toEqual(expected)
  })

  it('reads bet ids', () => {
    expect(parseBetId('123-4-5')).toEqual({ eventId: 123, marketIndex: 4, valueIndex: 5 })
    expect(parseBetId('123-4')).toBeNull()
  })
})

describe('settling an abandoned match', () => {
  it('voids its selections and refunds a single to cash', () => {
    const start = clock.nowMs()
    const abandoned = fixturesBetween(start, start + 30 * 86_400_000).find((f) => planOf(f).suspension?.abandoned)
    if (!abandoned) throw new Error('no abandoned match in the sample')
    const wallet = db.wallets.findBy((w) => w.user_id === 1 && w.active)
    if (!wallet) throw new Error('no wallet')
    const ticket = db.sportsTickets.insert({
      user_id: 1,
      wallet_id: wallet.id,
      type: 'single',
      stake: 1000,
      odd: 2.5,
      status: 'open',
      payout: null,
      selections: [leg('open', 2.5, abandoned.id)],
      created_at: new Date(start).toISOString(),
      settled_at: null,
    })
    const cash = Number(wallet.balance)
    const end = abandoned.kickoff + timelineOf(abandoned).end
    expect(settleEvent(eventNow(abandoned, end), end)).toBe(1)
    expect(db.sportsTickets.find(ticket.id)).toMatchObject({ status: 'void', payout: 1000 })
    expect(db.sportsTickets.find(ticket.id)?.selections[0]?.status).toBe('void')
    expect(Number(db.wallets.find(wallet.id)?.balance)).toBeCloseTo(cash + 10, 2)
  })
})

describe('a multiple lost early', () => {
  it('keeps its status and payout, and still records the other leg’s result when that match ends', () => {
    const start = clock.nowMs()
    const [first, second] = fixturesBetween(start, start + 86_400_000).filter((f) => !planOf(f).suspension)
    if (!first || !second) throw new Error('no fixtures')
    const wallet = db.wallets.findBy((w) => w.user_id === 1 && w.active)
    if (!wallet) throw new Error('no wallet')
    const ticket = db.sportsTickets.insert({
      user_id: 1,
      wallet_id: wallet.id,
      type: 'multiple',
      stake: 1000,
      odd: 4,
      status: 'lost',
      payout: 0,
      selections: [leg('lost', 2, first.id), leg('open', 2, second.id)],
      created_at: new Date(start).toISOString(),
      settled_at: new Date(start).toISOString(),
    })
    const cash = wallet.balance
    const end = second.kickoff + timelineOf(second).end
    expect(settleEvent(eventNow(second, end), end)).toBe(0)
    const after = db.sportsTickets.find(ticket.id)
    expect(after).toMatchObject({ status: 'lost', payout: 0 })
    expect(after?.selections[1]?.status).not.toBe('open')
    expect(db.wallets.find(wallet.id)?.balance).toBe(cash)
  })
})
