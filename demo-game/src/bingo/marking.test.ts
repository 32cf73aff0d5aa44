import { describe, expect, it } from 'vitest'
import { BINGO_PAYTABLE } from '../../dev/fake-provider.ts'
import { cardWins, isComplete, markedCells, missingCells, oneAwayCells } from './marking.ts'

const card = [1, 2, 3, 4, 5, 16, 17, 18, 19, 20, 31, 32, 33, 34, 35]
const line = BINGO_PAYTABLE.patterns.find((p) => p.id === 'line')!
const corners = BINGO_PAYTABLE.patterns.find((p) => p.id === 'corners')!

describe('bingo marking', () => {
  it('marks the cells whose number was drawn', () => {
    const marked = markedCells(card, [16, 5, 75, 35])
    expect(marked.map((m, i) => (m ? i : -1)).filter((i) => i >= 0)).toEqual([4, 5, 14])
    expect(markedCells(card, new Set([1]))[0]).toBe(true)
  })

  it('knows which cells a pattern still misses', () => {
    const marked = markedCells(card, [16, 17, 18, 19])
    expect(missingCells(line, marked)).toEqual([9])
    expect(isComplete(line, marked)).toBe(false)
    expect(isComplete(line, markedCells(card, [16, 17, 18, 19, 20]))).toBe(true)
  })

  it('hints the cells one ball away from a better pattern than the card already has', () => {
    // The middle line misses 20 (cell 9); the corners miss 35 (cell 14).
    const marked = markedCells(card, [16, 17, 18, 19, 1, 5, 31])
    expect([...oneAwayCells(BINGO_PAYTABLE.patterns, marked)].sort((a, b) => a - b)).toEqual([9, 14])
    // With the corners complete (pays 4), a line (pays 2) is no longer "better": only patterns above 4 count.
    const withCorners = markedCells(card, [16, 17, 18, 19, 1, 5, 31, 35])
    expect(oneAwayCells(BINGO_PAYTABLE.patterns, withCorners).has(9)).toBe(false)
  })

  it("adds up a card's wins and the cells of its winning patterns", () => {
    const wins = [
      { card: 0, pattern: 'line', win: 40 },
      { card: 1, pattern: 'corners', win: 80 },
      { card: 0, pattern: 'corners', win: 80 },
    ]
    const result = cardWins(0, wins, BINGO_PAYTABLE.patterns)
    expect(result.total).toBe(120)
    expect(result.names).toEqual([line.name, corners.name])
    expect([...result.cells].sort((a, b) => a - b)).toEqual([0, 4, 5, 6, 7, 8, 9, 10, 14])
    expect(cardWins(3, wins, BINGO_PAYTABLE.patterns).total).toBe(0)
    expect(cardWins(2, [{ card: 2, pattern: 'unknown', win: 5 }], BINGO_PAYTABLE.patterns).names).toEqual(['unknown'])
  })
})
