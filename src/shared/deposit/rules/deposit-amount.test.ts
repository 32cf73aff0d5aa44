import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import { createTestI18n } from '@/testing/providers.ts'
import {
  type AmountCheck,
  bonusTerms,
  checkDepositAmount,
  checkDepositCentavos,
  depositBonus,
  depositSummary,
} from './deposit-amount.ts'

const ptBR = createTestI18n('pt-BR')
const en = createTestI18n('en')
const es = createTestI18n('es')
const limits = { min: 2000, max: 500000 }
const message = (check: AmountCheck, i18n = ptBR) => (check.ok ? null : i18n._(check.message))

describe('deposit amount validation', () => {
  it('a number above 0, else "Por favor, insira um valor válido"', () => {
    for (const text of ['', 'abc', '0', '0,00', ',']) {
      const check = checkDepositAmount(text, limits)
      expect(check.ok).toBe(false)
      expect(message(check)).toBe('Por favor, insira um valor válido')
    }
    expect(message(checkDepositCentavos(null, limits))).toBe('Por favor, insira um valor válido')
    expect(message(checkDepositCentavos(-100, limits))).toBe('Por favor, insira um valor válido')
  })

  it('below the minimum: "O valor mínimo é de" + the formatted minimum', () => {
    const check = checkDepositAmount('19,99', limits)
    expect(check).toMatchObject({ ok: false, problem: 'below-min', centavos: 1999, limit: 2000 })
    expect(message(check)).toBe('O valor mínimo é de R$\u00a020,00')
  })

  it('above the maximum: "O valor máximo é de" + the formatted maximum', () => {
    const check = checkDepositAmount('5000,01', limits)
    expect(check).toMatchObject({ ok: false, problem: 'above-max', centavos: 500001, limit: 500000 })
    expect(message(check)).toBe('O valor máximo é de R$\u00a05.000,00')
  })

  it('the limits themselves are valid, comma or not', () => {
    expect(checkDepositAmount('20', limits)).toEqual({ ok: true, centavos: 2000 })
    expect(checkDepositAmount('5000,00', limits)).toEqual({ ok: true, centavos: 500000 })
    expect(checkDepositAmount('123,45', limits)).toEqual({ ok: true, centavos: 12345 })
  })

  it('the messages are translated, the amount stays BRL', () => {
    expect(message(checkDepositAmount('', limits), en)).toBe('Please enter a valid amount')
    expect(message(checkDepositAmount('1', limits), en)).toBe('The minimum amount is R$\u00a020,00')
    expect(message(checkDepositAmount('9000', limits), es)).toBe('El valor máximo es de R$\u00a05.000,00')
  })

  it('property: ok exactly when min ≤ amount ≤ max, and the problem names the broken bound', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: -1000, max: 1_000_000 }),
        fc.integer({ min: 1, max: 100_000 }),
        fc.integer({ min: 0, max: 1_000_000 }),
        (centavos, min, span) => {
          const check = checkDepositCentavos(centavos, { min, max: min + span })
          if (centavos <= 0) expect(check).toMatchObject({ ok: false, problem: 'invalid' })
          else if (centavos < min) expect(check).toMatchObject({ ok: false, problem: 'below-min', limit: min })
          else if (centavos > min + span) expect(check).toMatchObject({ ok: false, problem: 'above-max' })
          else expect(check).toEqual({ ok: true, centavos })
        },
      ),
    )
  })
})

describe('deposit bonus (amount × initial_bonus / 100)', () => {
  const terms = (initialBonus: number, acceptBonus = true, maxBonus: number | null = null) => ({
    acceptBonus,
    initialBonus,
    maxBonus,
  })

  it('applies only when accept_bonus is on and initial_bonus > 0', () => {
    expect(depositBonus(10000, terms(100))).toBe(10000)
    expect(depositBonus(10000, terms(100, false))).toBe(0)
    expect(depositBonus(10000, terms(0))).toBe(0)
    expect(depositBonus(10000, terms(-10))).toBe(0)
    expect(depositBonus(10000, terms(Number.NaN))).toBe(0)
    expect(depositBonus(0, terms(100))).toBe(0)
  })

  it('rounds half up to the centavo', () => {
    expect(depositBonus(1, terms(50))).toBe(1) // 0.5 -> 1
    expect(depositBonus(1, terms(49))).toBe(0) // 0.49 -> 0
    expect(depositBonus(2005, terms(10))).toBe(201) // 200.5 -> 201
    expect(depositBonus(3333, terms(12.5))).toBe(417) // 416.625 -> 417
    expect(depositBonus(1, terms(0.1))).toBe(0)
    expect(depositBonus(500, terms(0.1))).toBe(1) // 0.5 -> 1, where 500 * 0.1 / 100 in floats is 0.5000000000000001
  })

  it('is capped at max_bonus when there is one', () => {
    expect(depositBonus(100000, terms(100, true, 50000))).toBe(50000)
    expect(depositBonus(20000, terms(100, true, 50000))).toBe(20000)
    expect(depositBonus(100000, terms(100, true, 0))).toBe(100000)
  })

  it('summary: total = amount + bonus, with the percent shown', () => {
    const setting = { initial_bonus: 100, max_bonus: 50000 }
    expect(depositSummary(5000, bonusTerms(setting, true))).toEqual({
      amount: 5000,
      bonus: 5000,
      total: 10000,
      bonusPercent: 100,
    })
    expect(depositSummary(5000, bonusTerms(setting, false))).toEqual({
      amount: 5000,
      bonus: 0,
      total: 5000,
      bonusPercent: 0,
    })
    expect(bonusTerms(null, true)).toEqual({ acceptBonus: true, initialBonus: 0, maxBonus: null })
  })

  it('property: the bonus is the exact product rounded half up, within the cap', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 100_000_000 }),
        fc.integer({ min: 1, max: 500 }),
        fc.option(fc.integer({ min: 1, max: 10_000_000 }), { nil: null }),
        (amount, percent, maxBonus) => {
          const bonus = depositBonus(amount, terms(percent, true, maxBonus))
          // Integer percent: amount × percent / 100 rounded half up is floor((amount × percent + 50) / 100).
          const exact = Math.floor((amount * percent + 50) / 100)
          expect(bonus).toBe(maxBonus === null ? exact : Math.min(exact, maxBonus))
          expect(Number.isInteger(bonus)).toBe(true)
          expect(depositSummary(amount, terms(percent, true, maxBonus)).total).toBe(amount + bonus)
        },
      ),
    )
  })
})
