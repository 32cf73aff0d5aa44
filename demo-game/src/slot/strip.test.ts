import { describe, expect, it } from 'vitest'
import { stripLayout } from './strip.ts'

describe('stripLayout', () => {
  it('a run of the landing block and the filler above the window; a loop moves the strip by the run', () => {
    const layout = stripLayout(3, 12)
    expect(layout).toEqual({ run: 12, filler: 9, travel: '400.0000%' })
    // The strip's own height is the window's (3 rows): the travel is exactly the run's 12 cells.
    expect((Number.parseFloat(layout.travel) / 100) * 3).toBeCloseTo(layout.run, 6)
  })

  it('a run shorter than the window is the landing block alone', () => {
    expect(stripLayout(3, 2)).toEqual({ run: 3, filler: 0, travel: '100.0000%' })
    expect(stripLayout(4, 9)).toEqual({ run: 9, filler: 5, travel: '225.0000%' })
  })
})
