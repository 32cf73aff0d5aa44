import { describe, expect, it } from 'vitest'
import { generateWinners, maskName } from './winners.ts'

describe('wheel winners', () => {
  it('masks names: three letters, the last one, the surname initial', () => {
    expect(maskName('Mariana', 'Souza')).toBe('Mar***a S.')
    expect(maskName('Ana', 'Lima')).toBe('An*** L.')
  })

  it('draws prizes from the sectors, totals them, and repeats for the same seed', () => {
    const prizes = ['5.00', '10.00', '200.00']
    const first = generateWinners(prizes, 42)
    expect(first.winners).toHaveLength(20)
    for (const winner of first.winners) {
      expect(prizes).toContain(winner.prize)
      expect(winner.name).toMatch(/^\S+\*\*\*\S* [A-Z]\.$/)
    }
    const sum = first.winners.reduce((total, winner) => total + Number(winner.prize) * 100, 0)
    expect(first.total).toBe((sum / 100).toFixed(2))
    expect(generateWinners(prizes, 42)).toEqual(first)
    expect(generateWinners(prizes, 43)).not.toEqual(first)
  })
})
