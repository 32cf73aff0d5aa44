import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import type { MoneyLimit, ProtectionLimits } from '@/api/protection-limits.ts'
import { formatBRL, parseReais } from '@/shared/money.ts'
import {
  formatLimitDateTime,
  initialValues,
  limitRuleMessages,
  moneyText,
  toBody,
  validateMoneyLimit,
  validateSessionMinutes,
} from './limits-form.ts'

const empty: MoneyLimit = {
  value: null,
  pending: null,
  used: 0,
  remaining: null,
  period_ends_at: '2026-11-28T03:00:00Z',
}
const limits = (patch: Partial<ProtectionLimits> = {}): ProtectionLimits => ({
  deposit_day: empty,
  deposit_week: empty,
  deposit_month: empty,
  loss_day: empty,
  loss_week: empty,
  loss_month: empty,
  session_day: { value: null, pending: null, used: 0, remaining: null, period_ends_at: '2026-11-28T03:00:00Z' },
  prompt_answered: false,
  ...patch,
})

describe('limits form rules', () => {
  it('accepts an empty field (no limit) and amounts from R$ 1,00 to R$ 1.000.000,00', () => {
    expect(validateMoneyLimit('')).toBeNull()
    expect(validateMoneyLimit('1,00')).toBeNull()
    expect(validateMoneyLimit('1.000.000,00')).toBeNull()
    expect(validateMoneyLimit('0,99')).toBe(limitRuleMessages.minAmount)
    expect(validateMoneyLimit('1.000.000,01')).toBe(limitRuleMessages.maxAmount)
    expect(validateMoneyLimit('dez')).toBe(limitRuleMessages.amount)
  })

  it('accepts whole minutes from 5 to 1440', () => {
    expect(validateSessionMinutes('')).toBeNull()
    expect(validateSessionMinutes('5')).toBeNull()
    expect(validateSessionMinutes('1440')).toBeNull()
    for (const bad of ['4', '1441', '30,5', '-10', 'uma hora'])
      expect(validateSessionMinutes(bad)).toBe(limitRuleMessages.minutes)
  })

  it('sends decimal strings, minutes as a number, and null for an empty field', () => {
    const values = { ...initialValues(limits()), deposit_day: '100', loss_week: '1.234,5', session_day: ' 90 ' }
    expect(toBody(values)).toEqual({
      deposit_day: '100.00',
      deposit_week: null,
      deposit_month: null,
      loss_day: null,
      loss_week: '1234.50',
      loss_month: null,
      session_day: 90,
    })
  })

  it('starts each field from the pending change, else the limit in force', () => {
    const values = initialValues(
      limits({
        deposit_day: { ...empty, value: 10_000, remaining: 10_000 },
        loss_day: { ...empty, value: 5_000, pending: { value: null, effective_at: '2026-11-28T12:00:00Z' } },
        session_day: {
          value: 60,
          pending: { value: 120, effective_at: '2026-11-28T12:00:00Z' },
          used: 0,
          remaining: 60,
          period_ends_at: '',
        },
      }),
    )
    expect(values).toMatchObject({ deposit_day: '100,00', loss_day: '', session_day: '120' })
  })

  it('writes an amount back as the player would type it', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 100_000_000 }), (centavos) => {
        expect(parseReais(moneyText(centavos))).toBe(centavos)
        expect(`R$\u00a0${moneyText(centavos)}`).toBe(formatBRL(centavos))
      }),
    )
  })

  it('formats a date in São Paulo time in the app language', () => {
    expect(formatLimitDateTime('2026-11-28T15:00:00.000Z', 'pt-BR')).toBe('28/11/2026, 12:00')
    expect(formatLimitDateTime('2026-11-28T15:00:00.000Z', 'en')).toBe('11/28/26, 12:00 PM')
  })
})
