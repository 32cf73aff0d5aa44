import { describe, expect, it } from 'vitest'
import type { Setting } from '@/api/settings.ts'
import { documentValues, fillDocument, fillText } from './fill.ts'

const setting = {
  software_name: 'Jogada',
  min_deposit: 2000,
  max_deposit: 500000,
  initial_bonus: 100,
  max_bonus: 50000,
  min_withdraw: 5000,
  max_withdraw: null,
  min_withdrawal: null,
  max_withdrawal: 300000,
  rollover: 10,
  rollover_deposit: 1.5,
  disable_rollover: false,
} as Setting
const plain = (text: string) => text.replace(/\s/g, ' ')

describe('document placeholders', () => {
  it('fills the settings figures: money in reais, percents and multipliers in the locale', () => {
    const values = documentValues(setting, 'pt-BR')
    expect(
      plain(fillText('{software}: {bonusPercent}% até {maxBonus}, depósito {minDeposit}–{maxDeposit}', values)),
    ).toBe('Jogada: 100% até R$ 500,00, depósito R$ 20,00–R$ 5.000,00')
    expect(plain(fillText('saque {minWithdraw}–{maxWithdraw}', values))).toBe('saque R$ 50,00–R$ 3.000,00')
    expect(fillText('{rollover}x / {rolloverDeposit}x', values)).toBe('10x / 1,5x')
    expect(fillText('{rolloverDeposit}x', documentValues(setting, 'en'))).toBe('1.5x')
  })

  it('says "no limit" without a cap, 0 rollover when it is off, and leaves unknown names alone', () => {
    expect(documentValues({ ...setting, max_bonus: null }, 'pt-BR').maxBonus).toBe('sem limite')
    expect(documentValues({ ...setting, max_bonus: 0 }, 'es').maxBonus).toBe('sin límite')
    expect(documentValues({ ...setting, disable_rollover: true }, 'en').rollover).toBe('0')
    expect(fillText('{other}', documentValues(setting, 'en'))).toBe('{other}')
  })

  it('fills titles and paragraphs of every section', () => {
    const filled = fillDocument(
      { sections: [{ id: 'a', title: '{software}', paragraphs: ['{rollover}x'] }] },
      documentValues(setting, 'en'),
    )
    expect(filled).toEqual({ sections: [{ id: 'a', title: 'Jogada', paragraphs: ['10x'] }] })
  })
})
