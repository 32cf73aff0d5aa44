import { describe, expect, it } from 'vitest'
import { formatMoney, formatMultiplier, numberFormat } from './i18n.ts'

describe('the games number formats', () => {
  it('builds one formatter per locale and options, and gives it back after', () => {
    const money = { style: 'currency', currency: 'BRL', currencyDisplay: 'narrowSymbol' } as const
    const first = numberFormat('pt-BR', money)
    expect(numberFormat('pt-BR', { ...money })).toBe(first)
    expect(numberFormat('en', money)).not.toBe(first)
    expect(numberFormat('pt-BR', { ...money, currency: 'USD' })).not.toBe(first)
    expect(numberFormat('en', money).resolvedOptions().locale).toBe('en')
  })

  it('formats the same figures with the kept formatter, call after call', () => {
    const spaced = (text: string) => text.replace(/\s/g, ' ')
    expect(spaced(formatMoney(2320))).toBe('R$ 23,20')
    expect(spaced(formatMoney(0))).toBe('R$ 0,00')
    expect(spaced(formatMoney(2320))).toBe('R$ 23,20')
    expect(formatMultiplier(2.345)).toBe('2,35x')
    expect(formatMultiplier(10)).toBe('10,00x')
  })
})
