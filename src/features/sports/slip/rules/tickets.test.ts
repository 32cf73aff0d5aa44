import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import { ticketDate, ticketReturn } from './tickets.ts'

describe('ticketDate', () => {
  it('shows the São Paulo clock (UTC−3), whatever the machine’s zone', () => {
    expect(ticketDate('2026-11-24T01:30:00Z')).toBe('23/11/2026 22:30')
    expect(ticketDate('2026-01-01T02:59:00Z')).toBe('31/12/2025 23:59')
    expect(ticketDate('2026-06-15T15:00:00.000Z')).toBe('15/06/2026 12:00')
  })

  it('keeps a text that is not a date as it came', () => {
    expect(ticketDate('ontem')).toBe('ontem')
  })

  it('property: always dd/mm/aaaa HH:mm three hours behind UTC', () => {
    fc.assert(
      fc.property(fc.integer({ min: Date.UTC(2020, 0, 1), max: Date.UTC(2035, 0, 1) }), (ms) => {
        const shifted = new Date(ms - 3 * 3_600_000)
        const pad = (n: number) => String(n).padStart(2, '0')
        const expected = `${pad(shifted.getUTCDate())}/${pad(shifted.getUTCMonth() + 1)}/${shifted.getUTCFullYear()} ${pad(shifted.getUTCHours())}:${pad(shifted.getUTCMinutes())}`
        expect(ticketDate(new Date(ms).toISOString())).toBe(expected)
      }),
    )
  })
})

describe('ticketReturn', () => {
  it('is the potential return while open, the payout once settled', () => {
    expect(ticketReturn({ status: 'open', payout: null, total_earnings: 4625 })).toEqual({
      amount: 4625,
      settled: false,
    })
    expect(ticketReturn({ status: 'won', payout: 4625, total_earnings: 4625 })).toEqual({ amount: 4625, settled: true })
    expect(ticketReturn({ status: 'lost', payout: 0, total_earnings: 4625 })).toEqual({ amount: 0, settled: true })
    expect(ticketReturn({ status: 'void', payout: 2500, total_earnings: 4625 })).toEqual({
      amount: 2500,
      settled: true,
    })
  })
})
