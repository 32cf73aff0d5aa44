import { describe, expect, it } from 'vitest'
import { SLOT_PAYTABLE } from '../../dev/fake-provider.ts'
import type { SlotPaytable } from '../protocol.ts'
import { fillerSymbols, linePoints, lineBet, paytableRows, winCells } from './paytable.ts'
import { drawingOf } from './symbols.ts'

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

  it('draws the known symbols, under their other ids too, and none for an unknown one', () => {
    expect(drawingOf('cherry')).toBe('cherry')
    expect(drawingOf('Seven')).toBe('seven')
    expect(drawingOf('7')).toBe('seven')
    expect(drawingOf('grapes')).toBe('grape')
    expect(drawingOf('pharaoh')).toBeNull()
    expect(drawingOf('coin')).toBeNull()
  })

  it('fills a spinning reel with the pay table symbols, each reel in another order', () => {
    const ids = ['a', 'b', 'c', 'd']
    expect(fillerSymbols(ids, 0, 6)).toEqual(['a', 'd', 'c', 'b', 'a', 'd'])
    expect(fillerSymbols(ids, 1, 3)).toEqual(['c', 'b', 'a'])
    expect(fillerSymbols([], 0, 3)).toEqual([])
  })
})
