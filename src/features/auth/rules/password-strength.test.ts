import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import { createTestI18n } from '@/testing/providers.ts'
import { passwordStrength } from './password-strength.ts'

const ptBR = createTestI18n('pt-BR')

describe('password strength (25 per rule; below 33 Fraca, below 66 Média, otherwise Forte)', () => {
  it.each([
    ['', 0, 'weak', 'Fraca'],
    ['abc', 0, 'weak', 'Fraca'],
    ['abcdefgh', 25, 'weak', 'Fraca'],
    ['Abc', 25, 'weak', 'Fraca'],
    ['1', 25, 'weak', 'Fraca'],
    ['!', 25, 'weak', 'Fraca'],
    ['abcdefg1', 50, 'medium', 'Média'],
    ['Abcdefgh', 50, 'medium', 'Média'],
    ['Ab1', 50, 'medium', 'Média'],
    ['Ab1!', 75, 'strong', 'Forte'],
    ['Abcdefg1', 75, 'strong', 'Forte'],
    ['Jogada@2026', 100, 'strong', 'Forte'],
  ] as const)('%j scores %i (%s, %s)', (password, score, level, label) => {
    const strength = passwordStrength(password)
    expect(strength.score).toBe(score)
    expect(strength.level).toBe(level)
    expect(ptBR._(strength.label)).toBe(label)
  })

  it('letters are Unicode-aware and spaces are not special', () => {
    expect(passwordStrength('Éa').score).toBe(25)
    expect(passwordStrength('a b').score).toBe(0)
    expect(passwordStrength('ação').score).toBe(0)
    expect(passwordStrength('ação#').score).toBe(25)
  })

  it('property: the score is a multiple of 25 up to 100, the level follows it, and adding characters never lowers it', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 20 }), fc.string({ maxLength: 5 }), (password, extra) => {
        const { score, level } = passwordStrength(password)
        expect(score % 25).toBe(0)
        expect(score).toBeGreaterThanOrEqual(0)
        expect(score).toBeLessThanOrEqual(100)
        expect(level).toBe(score < 33 ? 'weak' : score < 66 ? 'medium' : 'strong')
        expect(passwordStrength(password + extra).score).toBeGreaterThanOrEqual(score)
      }),
    )
  })
})
