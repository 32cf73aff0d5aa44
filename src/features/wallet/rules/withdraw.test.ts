import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import type { MessageDescriptor } from '@lingui/core'
import { createTestI18n } from '@/testing/providers.ts'
import {
  canPressWithdraw,
  checkWithdrawDialog,
  dialogAmountIssue,
  pageAmountIssue,
  pageSubmit,
  withdrawLimits,
  withdrawQuickAmounts,
} from './withdraw.ts'

const ptBR = createTestI18n('pt-BR')
const en = createTestI18n('en')
const es = createTestI18n('es')
const text = (message: MessageDescriptor | null | undefined, i18n = ptBR) => (message ? i18n._(message) : null)
const limits = { min: 5000, max: 500000 }

describe('withdraw limits (settings, defaults 100 and 5000)', () => {
  it('reads min_withdraw/max_withdraw, then the min_withdrawal/max_withdrawal spelling, then the defaults', () => {
    expect(withdrawLimits({ min_withdraw: 5000, max_withdraw: 300000 })).toEqual({ min: 5000, max: 300000 })
    expect(withdrawLimits({ min_withdrawal: 2000, max_withdrawal: 100000 })).toEqual({ min: 2000, max: 100000 })
    expect(withdrawLimits({ min_withdraw: null, min_withdrawal: 3000 })).toEqual({ min: 3000, max: 500000 })
    expect(withdrawLimits({ min_withdraw: 4000, min_withdrawal: 3000 })).toEqual({ min: 4000, max: 500000 })
    expect(withdrawLimits(undefined)).toEqual({ min: 10000, max: 500000 })
    expect(withdrawLimits({ min_withdraw: 90000, max_withdraw: 1000 })).toEqual({ min: 90000, max: 90000 })
  })
})

describe('withdraw quick amounts', () => {
  it('100, 200, 500, 1000 when min ≤ 100 and max ≥ 1000', () => {
    expect(withdrawQuickAmounts({ min_withdraw: 5000, max_withdraw: 500000 })).toEqual([10000, 20000, 50000, 100000])
    expect(withdrawQuickAmounts(null)).toEqual([10000, 20000, 50000, 100000])
  })

  it('otherwise min and min + 25/50/75% of the range, whole reais', () => {
    // 150 + 0.25 × 850 = 362.5 -> 363; 575; 787.5 -> 788
    expect(withdrawQuickAmounts({ min_withdraw: 15000, max_withdraw: 100000 })).toEqual([15000, 36300, 57500, 78800])
    expect(withdrawQuickAmounts({ min_withdrawal: 1000, max_withdrawal: 41000 })).toEqual([1000, 11000, 21000, 31000])
  })

  it('property: 4 values, ascending, within the limits', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000_000 }), fc.integer({ min: 0, max: 10_000_000 }), (a, b) => {
        const setting = { min_withdraw: Math.min(a, b), max_withdraw: Math.max(a, b) }
        const values = withdrawQuickAmounts(setting)
        expect(values).toHaveLength(4)
        values.forEach((value, i) => {
          expect(value).toBeGreaterThanOrEqual(setting.min_withdraw)
          expect(value).toBeLessThanOrEqual(setting.max_withdraw)
          if (i > 0) expect(value).toBeGreaterThanOrEqual(values[i - 1]!)
        })
      }),
    )
  })
})

describe('wallet withdraw dialog', () => {
  it('amount: a number above 0, comma accepted', () => {
    expect(checkWithdrawDialog({ amount: '150,5', pixKey: 'k', pixType: 'email' }, limits, 100000)).toMatchObject({
      ok: true,
      centavos: 15050,
    })
    for (const amount of ['', 'abc', '0', '0,00', '-10']) {
      expect(text(checkWithdrawDialog({ amount, pixKey: 'k', pixType: 'email' }, limits, 100000).errors.amount)).toBe(
        'Por favor, insira um valor válido',
      )
    }
  })

  it('the minimum, the maximum and then the balance, in that order', () => {
    expect(text(dialogAmountIssue(4999, limits, 100)?.message)).toBe('O valor mínimo é de R$\u00a050,00')
    expect(text(dialogAmountIssue(500001, limits, 10_000_000)?.message)).toBe('O valor máximo é de R$\u00a05.000,00')
    expect(text(dialogAmountIssue(20000, limits, 19999)?.message)).toBe('Saldo insuficiente')
    expect(dialogAmountIssue(20000, limits, 20000)).toBeNull()
    expect(dialogAmountIssue(5000, limits, 5000)).toBeNull()
  })

  it('the key and its type are required', () => {
    const check = checkWithdrawDialog({ amount: '100', pixKey: '  ', pixType: '' }, limits, 100000)
    expect(check.ok).toBe(false)
    expect(text(check.errors.pixKey)).toBe('Por favor, insira sua chave PIX')
    expect(text(check.errors.pixType)).toBe('Por favor, selecione o tipo de chave')
    expect(check.errors.amount).toBeUndefined()
    expect(checkWithdrawDialog({ amount: '100', pixKey: 'a', pixType: null }, limits, 100000).ok).toBe(false)
  })

  it('ok with the amount in centavos and the type when everything holds', () => {
    expect(
      checkWithdrawDialog({ amount: '100,25', pixKey: 'ana@exemplo.com', pixType: 'email' }, limits, 100000),
    ).toEqual({
      ok: true,
      centavos: 10025,
      pixType: 'email',
      errors: {},
    })
  })

  it('the messages are translated', () => {
    expect(text(dialogAmountIssue(20000, limits, 0)?.message, en)).toBe('Insufficient balance')
    expect(text(dialogAmountIssue(1, limits, 0)?.message, es)).toBe('El valor mínimo es de R$\u00a050,00')
  })
})

describe('PIX withdraw page', () => {
  it('0 or less gives no message', () => {
    expect(pageAmountIssue(0, limits, 0)).toBeNull()
    expect(pageAmountIssue(-100, limits, 0)).toBeNull()
  })

  it('its own words for the minimum, the maximum and the balance', () => {
    expect(text(pageAmountIssue(100, limits, 1_000_000)?.message)).toBe('O valor mínimo para saque é R$\u00a050,00')
    expect(text(pageAmountIssue(600000, limits, 1_000_000)?.message)).toBe(
      'O valor máximo para saque é R$\u00a05.000,00',
    )
    expect(text(pageAmountIssue(10000, limits, 9999)?.message)).toBe('Saldo insuficiente para realizar o saque')
    expect(pageAmountIssue(10000, limits, 10000)).toBeNull()
  })

  it('a submit with an error shows it and sends nothing; terms and key gate the button', () => {
    const values = { amount: 10000, pixKey: '52998224725', acceptTerms: true }
    expect(pageSubmit(values, limits, 50000)).toEqual({ send: true })
    const short = pageSubmit({ ...values, amount: 100 }, limits, 50000)
    expect(short.send).toBe(false)
    expect(text(short.send ? null : short.message)).toBe('O valor mínimo para saque é R$\u00a050,00')
    expect(pageSubmit({ ...values, amount: 0 }, limits, 50000)).toEqual({ send: false, message: null })
    expect(canPressWithdraw({ ...values, acceptTerms: false })).toBe(false)
    expect(canPressWithdraw({ ...values, pixKey: '' })).toBe(false)
    expect(pageSubmit({ ...values, acceptTerms: false }, limits, 50000)).toEqual({ send: false, message: null })
  })

  it('property: the page sends exactly when the amount is positive, within the limits and the balance', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: -100, max: 1_000_000 }),
        fc.integer({ min: 0, max: 1_000_000 }),
        (amount, available) => {
          const result = pageSubmit({ amount, pixKey: 'k', acceptTerms: true }, limits, available)
          const fine = amount > 0 && amount >= limits.min && amount <= limits.max && amount <= available
          expect(result.send).toBe(fine)
          // The dialog agrees on every positive amount: same rules, its own words.
          expect(dialogAmountIssue(amount, limits, available) === null).toBe(fine)
        },
      ),
    )
  })
})
