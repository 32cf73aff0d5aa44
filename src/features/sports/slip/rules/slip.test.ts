import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import * as v from 'valibot'
import { BetSubmissionSchema } from '@/api/sports.ts'
import { slipEvent } from '@/testing/slip-fixtures.ts'
import type { FootballEvent, MarketValue } from '@/api/sports.ts'
import {
  acceptQuotes,
  betId,
  clearSlip,
  combinedOdd,
  DEFAULT_STAKE,
  EMPTY_SLIP,
  multipleReturn,
  needsAcceptance,
  oddsChange,
  potentialReturn,
  quoteIn,
  readStoredSlip,
  removeEntry,
  setMode,
  setMultipleStake,
  setStake,
  slipTotals,
  submission,
  submitBlock,
  togglePick,
  type Pick,
  type Slip,
} from './slip.ts'

const events = [slipEvent(1), slipEvent(2), slipEvent(3)]
const pick = (eventIndex: number, marketIndex: number, valueIndex: number): Pick => ({
  event: events[eventIndex]!,
  marketIndex,
  valueIndex,
})
const ids = (slip: Slip) => slip.entries.map((entry) => entry.betId)
const apply = (...picks: Pick[]) => picks.reduce(togglePick, EMPTY_SLIP)

describe('togglePick', () => {
  it('adds a pick at the front with the default stake of R$ 10,00', () => {
    const slip = apply(pick(0, 0, 0), pick(1, 0, 2))
    expect(ids(slip)).toEqual(['2-0-2', '1-0-0'])
    expect(slip.entries[0]).toMatchObject({ value: 'Away', odd: 4.1, stake: DEFAULT_STAKE, marketIndex: 0 })
    expect(slip.entries[0]!.market.name).toBe('Match Winner')
  })

  it('removes the same pick', () => {
    expect(ids(apply(pick(0, 0, 0), pick(1, 1, 0), pick(0, 0, 0)))).toEqual(['2-1-0'])
  })

  it('replaces another value of the same market of the same event, keeping its stake, at the front', () => {
    let slip = apply(pick(0, 0, 0), pick(1, 0, 0))
    slip = setStake(slip, '1-0-0', 2500)
    slip = togglePick(slip, pick(0, 0, 1))
    expect(ids(slip)).toEqual(['1-0-1', '2-0-0'])
    expect(slip.entries[0]!.stake).toBe(2500)
  })

  it('keeps values of other markets of the same event side by side', () => {
    expect(ids(apply(pick(0, 0, 0), pick(0, 1, 1)))).toEqual(['1-1-1', '1-0-0'])
  })

  it('switches to Multiple when the newest and the previous first entries are of different events, Simple when the same', () => {
    expect(apply(pick(0, 0, 0)).mode).toBe('simple')
    expect(apply(pick(0, 0, 0), pick(1, 0, 0)).mode).toBe('multiple')
    expect(apply(pick(0, 0, 0), pick(1, 0, 0), pick(1, 1, 0)).mode).toBe('simple')
    expect(apply(pick(0, 0, 0), pick(1, 0, 0), pick(1, 1, 0), pick(2, 0, 0)).mode).toBe('multiple')
  })

  it('ignores a pick of a value the event does not have', () => {
    expect(togglePick(EMPTY_SLIP, pick(0, 7, 0))).toBe(EMPTY_SLIP)
    expect(togglePick(EMPTY_SLIP, pick(0, 0, 9))).toBe(EMPTY_SLIP)
  })

  it('property: never two entries of one market, the pick is at the front or gone, and a second toggle undoes an add', () => {
    const pickArb = fc
      .record({ e: fc.nat(2), m: fc.nat(1), val: fc.nat(2) })
      .map(({ e, m, val }) => pick(e, m, m === 1 ? val % 2 : val))
    fc.assert(
      fc.property(fc.array(pickArb, { maxLength: 25 }), pickArb, (history, next) => {
        const before = history.reduce(togglePick, EMPTY_SLIP)
        const after = togglePick(before, next)
        const id = betId(next.event.id, next.marketIndex, next.valueIndex)
        const markets = after.entries.map((entry) => `${entry.event.id}-${entry.marketIndex}`)
        expect(new Set(markets).size).toBe(markets.length)
        if (ids(before).includes(id)) {
          expect(ids(after)).not.toContain(id)
          expect(after.entries.length).toBe(before.entries.length - 1)
        } else {
          expect(ids(after)[0]).toBe(id)
          const sameMarketBefore = before.entries.some(
            (entry) => entry.event.id === next.event.id && entry.marketIndex === next.marketIndex,
          )
          expect(after.entries.length).toBe(before.entries.length + (sameMarketBefore ? 0 : 1))
          const previousFirst = before.entries[0]
          expect(after.mode).toBe(!previousFirst || previousFirst.event.id === next.event.id ? 'simple' : 'multiple')
          if (!sameMarketBefore) expect(ids(togglePick(after, next))).toEqual(ids(before))
        }
      }),
    )
  })
})

describe('removeEntry, clearSlip, setMode', () => {
  it('removes one entry; a multiple left with one event goes back to Simple', () => {
    const slip = apply(pick(0, 0, 0), pick(1, 0, 0))
    expect(slip.mode).toBe('multiple')
    const after = removeEntry(slip, '2-0-0')
    expect(ids(after)).toEqual(['1-0-0'])
    expect(after.mode).toBe('simple')
    const three = apply(pick(0, 0, 0), pick(1, 0, 0), pick(2, 0, 0))
    expect(removeEntry(three, '1-0-0').mode).toBe('multiple')
    expect(removeEntry(slip, 'nope')).toBe(slip)
  })

  it('Clear empties everything', () => {
    const slip = setMultipleStake(apply(pick(0, 0, 0), pick(1, 0, 0)), 5000)
    expect(clearSlip()).toEqual({ entries: [], mode: 'simple', multipleStake: DEFAULT_STAKE })
    expect(slip.entries).toHaveLength(2)
  })

  it('the player may switch tabs', () => {
    const slip = apply(pick(0, 0, 0), pick(1, 0, 0))
    expect(setMode(slip, 'simple').mode).toBe('simple')
    expect(setMode(slip, 'multiple')).toBe(slip)
  })
})

describe('returns', () => {
  it('is stake × odds, down to the centavo, with no floating-point loss', () => {
    expect(potentialReturn(1000, 1.85)).toBe(1850)
    expect(potentialReturn(100, 1.15)).toBe(115) // 100 × 1.15 is 114.99999999999999 in floats
    expect(potentialReturn(333, 1.5)).toBe(499) // 499.5 → 499
    expect(potentialReturn(0, 3)).toBe(0)
  })

  it('a multiple returns stake × the product of the odds', () => {
    expect(multipleReturn(1000, [1.85, 2.05])).toBe(3792) // 37.925
    expect(combinedOdd([1.85, 2.05])).toBe(3.79)
    expect(multipleReturn(2500, [1.5, 2, 3])).toBe(22500)
  })

  it('property: never above the exact product, less than a centavo below it', () => {
    const odd = fc.integer({ min: 100, max: 5000 }).map((hundredths) => hundredths / 100)
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 10_000_000 }),
        fc.array(odd, { minLength: 1, maxLength: 10 }),
        (stake, odds) => {
          const exactNumerator = odds.reduce((product, o) => product * BigInt(Math.round(o * 100)), BigInt(stake))
          const denominator = 100n ** BigInt(odds.length)
          const result = BigInt(multipleReturn(stake, odds))
          if (exactNumerator / denominator > BigInt(Number.MAX_SAFE_INTEGER)) {
            expect(result).toBe(BigInt(Number.MAX_SAFE_INTEGER))
            return
          }
          expect(result * denominator <= exactNumerator).toBe(true)
          expect((result + 1n) * denominator > exactNumerator).toBe(true)
        },
      ),
    )
  })

  it('totals: Simple adds each entry, Multiple uses its one stake over the product', () => {
    let slip = apply(pick(0, 0, 0), pick(1, 1, 0))
    slip = setStake(slip, '1-0-0', 2500)
    slip = setMultipleStake(slip, 5000)
    expect(slipTotals(setMode(slip, 'simple'))).toEqual({ totalBets: 3500, totalEarnings: 2050 + 4625 })
    expect(slipTotals(slip)).toEqual({ totalBets: 5000, totalEarnings: multipleReturn(5000, [2.05, 1.85]) })
  })
})

function withValue(event: FootballEvent, patch: Partial<MarketValue>): FootballEvent {
  const [first, ...rest] = event.bets
  const [value, ...others] = first!.values
  return { ...event, bets: [{ ...first!, values: [{ ...value!, ...patch }, ...others] }, ...rest] }
}

describe('odds changes', () => {
  const slip = apply(pick(0, 0, 0))
  const entry = slip.entries[0]!

  it('reads the quote of a picked value in a fresh event; a vanished or suspended market is suspended', () => {
    expect(quoteIn(events[0]!, entry)).toEqual({ odd: 1.85, suspended: false })
    expect(quoteIn({ ...events[0]!, bets: [] }, entry)).toEqual({ odd: null, suspended: true })
    const suspended = { ...events[0]!, bets: [{ ...events[0]!.bets[0]!, suspended: true }] }
    const valueSuspended = withValue(events[0]!, { suspended: true })
    expect(quoteIn(valueSuspended, entry).suspended).toBe(true)
    expect(quoteIn(suspended, entry).suspended).toBe(true)
  })

  it('classifies the change and which ones need acceptance', () => {
    expect(oddsChange(entry, undefined)).toBe('none')
    expect(oddsChange(entry, { odd: 1.85, suspended: false })).toBe('none')
    expect(oddsChange(entry, { odd: 1.9, suspended: false })).toBe('up')
    expect(oddsChange(entry, { odd: 1.7, suspended: false })).toBe('down')
    expect(oddsChange(entry, { odd: 1.9, suspended: true })).toBe('suspended')
    expect(needsAcceptance('down', true)).toBe(true)
    expect(needsAcceptance('up', false)).toBe(true)
    expect(needsAcceptance('up', true)).toBe(false)
    expect(needsAcceptance('none', false)).toBe(false)
    expect(needsAcceptance('suspended', false)).toBe(false)
  })

  it('accepting takes the quoted odds, never a suspended one', () => {
    const two = apply(pick(0, 0, 0), pick(1, 0, 0))
    const accepted = acceptQuotes(
      two,
      new Map([
        ['1-0-0', { odd: 1.7, suspended: false }],
        ['2-0-0', { odd: 9, suspended: true }],
      ]),
    )
    expect(accepted.entries.map((e) => e.odd)).toEqual([1.85, 1.7])
    expect(acceptQuotes(two, new Map())).toBe(two)
  })
})

describe('submitBlock', () => {
  it('blocks an empty slip, a too-low stake, and a multiple that is not one of distinct events', () => {
    expect(submitBlock(EMPTY_SLIP)).toBe('empty')
    const simple = apply(pick(0, 0, 0), pick(0, 1, 0))
    expect(submitBlock(simple)).toBeNull()
    expect(submitBlock(setStake(simple, '1-1-0', 99))).toBe('stakeTooLow')
    expect(submitBlock(setStake(simple, '1-1-0', 100))).toBeNull()
    expect(submitBlock(setMode(apply(pick(0, 0, 0)), 'multiple'))).toBe('multipleNeedsTwoEvents')
    expect(submitBlock(setMode(simple, 'multiple'))).toBe('multipleSameEvent')
    const multiple = apply(pick(0, 0, 0), pick(1, 0, 0))
    expect(submitBlock(multiple)).toBeNull()
    expect(submitBlock(setMultipleStake(multiple, 50))).toBe('stakeTooLow')
    const eleven = Array.from({ length: 11 }, (_, i) => ({
      event: slipEvent(i + 10),
      marketIndex: 0,
      valueIndex: 0,
    })).reduce(togglePick, EMPTY_SLIP)
    expect(submitBlock(eleven)).toBe('multipleTooMany')
  })

  it('blocks changed odds until accepted, and a suspended market', () => {
    const slip = apply(pick(0, 0, 0))
    expect(submitBlock(slip, new Map([['1-0-0', 'down']]))).toBe('oddsChanged')
    expect(submitBlock(slip, new Map([['1-0-0', 'up']]))).toBe('oddsChanged')
    expect(submitBlock(slip, new Map([['1-0-0', 'up']]), true)).toBeNull()
    expect(submitBlock(slip, new Map([['1-0-0', 'suspended']]))).toBe('suspended')
  })
})

describe('submission', () => {
  it('sends total_bets, total_earnings and each entry with the event, market, chosen value and stake', () => {
    let slip = apply(pick(0, 0, 0), pick(1, 1, 0))
    slip = setStake(setMode(slip, 'simple'), '2-1-0', 2500)
    const body = submission(slip)
    expect(v.safeParse(BetSubmissionSchema, body).success).toBe(true)
    expect(body).toMatchObject({ total_bets: '35.00', total_earnings: '69.75' })
    expect(body.bets[0]).toMatchObject({
      id: 2,
      bet_id: '2-1-0',
      bet_amount: '25.00',
      team_home_name: 'Mandante 2',
      bets: { name: 'Goals Over/Under' },
      oddsSelected: { value: 'Over 2.5', odd: 2.05 },
    })
    const multiple = submission(setMode(slip, 'multiple'))
    expect(multiple).toMatchObject({ total_bets: '10.00', total_earnings: '37.92' })
  })
})

describe('readStoredSlip', () => {
  it('round-trips a slip through JSON', () => {
    const slip = setMultipleStake(apply(pick(0, 0, 0), pick(1, 1, 1)), 7500)
    expect(readStoredSlip(JSON.parse(JSON.stringify(slip)))).toEqual(slip)
  })

  it('reads anything malformed as an empty slip or drops the broken entries', () => {
    for (const raw of [null, 3, 'x', [], { entries: 'no' }]) expect(readStoredSlip(raw)).toEqual(EMPTY_SLIP)
    const slip = apply(pick(0, 0, 0), pick(1, 0, 0))
    const stored = JSON.parse(JSON.stringify(slip)) as { entries: Record<string, unknown>[]; multipleStake: unknown }
    stored.entries[0]!.odd = 'lots'
    stored.multipleStake = -5
    const read = readStoredSlip(stored)
    expect(ids(read)).toEqual(['1-0-0'])
    expect(read.mode).toBe('simple')
    expect(read.multipleStake).toBe(DEFAULT_STAKE)
    const forged = JSON.parse(JSON.stringify(slip)) as { entries: Record<string, unknown>[] }
    forged.entries[0]!.betId = '1-0-0'
    expect(ids(readStoredSlip(forged))).toEqual(['1-0-0'])
  })

  it('property: never throws on arbitrary JSON', () => {
    fc.assert(
      fc.property(fc.jsonValue(), (raw) => {
        const read = readStoredSlip(raw)
        expect(Array.isArray(read.entries)).toBe(true)
      }),
    )
  })
})
