import { describe, expect, it } from 'vitest'
import { SLOT_PAYTABLE } from '../../dev/fake-provider.ts'
import type { SlotPaytable } from '../protocol.ts'
import { linePoints, lineBet, paytableRows, symbolGlyph, symbolHue, winCells } from './paytable.ts'

const small: SlotPaytable = {
  rows: 3,
  reels: 5,
  symbols: [
    { id: 'cherry', name: 'Cereja', pays: { '3': 1, '4': 4, '5': 12 } },
    { id: 'wild', name: 'Curinga', pays: { '3': 20, '4': 80, '5': 400 }, wild: true },
    { id: 'seven', name: 'Sete', pays: { '3': 10, '4': 0, '5': 200 } },
  ],
  lines: [
    [1, 1, 1, 1, 1],
    [0, 1, 2, 1, 0],
  ],
}

describe('slot pay table', () => {
  it('shares the bet between the lines, in whole centavos', () => {
    expect(lineBet(100, SLOT_PAYTABLE)).toBe(10)
    expect(lineBet(250, small)).toBe(125)
    expect(lineBet(5, { ...small, lines: [] })).toBe(5)
  })

  it('lists the wild first, then symbols by their best pay, each pay from the longest run down, in money', () => {
    const rows = paytableRows(small, 200)
    expect(rows.map((row) => row.symbol.id)).toEqual(['wild', 'seven', 'cherry'])
    expect(rows[2]!.pays).toEqual([
      { count: 5, multiple: 12, amount: 1200 },
      { count: 4, multiple: 4, amount: 400 },
      { count: 3, multiple: 1, amount: 100 },
    ])
    // A zero pay is not a pay: it is not listed.
    expect(rows[1]!.pays.map((pay) => pay.count)).toEqual([5, 3])
  })

  it('maps a line win to the cells of its first count reels', () => {
    expect(winCells({ line: 1, count: 3 }, small)).toEqual([
      [0, 0],
      [1, 1],
      [2, 2],
    ])
    expect(winCells({ line: 7, count: 3 }, small)).toEqual([])
  })

  it('draws a line through the centre of each reel cell', () => {
    expect(linePoints([0, 1, 2, 1, 0], small)).toBe('10.00,16.67 30.00,50.00 50.00,83.33 70.00,50.00 90.00,16.67')
  })

  it('shows a glyph for known symbols and the initial for the others; hues are stable', () => {
    expect(symbolGlyph({ id: 'cherry', name: 'Cereja' })).toBe('♥')
    expect(symbolGlyph({ id: 'Seven', name: 'Sete' })).toBe('7')
    expect(symbolGlyph({ id: 'pharaoh', name: 'faraó' })).toBe('F')
    expect(symbolHue('pharaoh')).toBe(symbolHue('pharaoh'))
    expect(symbolHue('pharaoh')).toBeGreaterThanOrEqual(0)
    expect(symbolHue('pharaoh')).toBeLessThan(360)
  })
})
