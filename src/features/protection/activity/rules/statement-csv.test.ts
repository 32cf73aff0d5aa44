import { describe, expect, it } from 'vitest'
import type { ActivityEntry } from '@/api/protection-activity.ts'
import { createTestI18n } from '@/testing/providers.ts'
import { entryDate, entryDescription, entryType } from './entry.ts'
import { statementCsv, statementFileName } from './statement-csv.ts'

const base: ActivityEntry = {
  id: 1,
  created_at: '2026-11-01T14:05:09.000Z',
  kind: 'bet',
  source: 'casino',
  game_name: 'Fruit Party',
  round_id: 7,
  ticket_kind: null,
  ticket_id: null,
  bonus_reason: null,
  deposit_id: null,
  withdrawal_id: null,
  amount: -500,
  cash: -500,
  bonus: 0,
  balance_after: 29_500,
  cash_after: 24_500,
  bonus_after: 5_000,
}
const entry = (patch: Partial<ActivityEntry>): ActivityEntry => ({ ...base, ...patch })

describe('what a statement line says', () => {
  const i18n = createTestI18n()
  it.each([
    [entry({}), 'Rodada', 'Aposta em Fruit Party'],
    [entry({ kind: 'win', amount: 900 }), 'Rodada', 'Prêmio em Fruit Party'],
    [
      entry({ source: 'sports', game_name: null, ticket_kind: 'multiple', ticket_id: 42 }),
      'Aposta esportiva',
      'Aposta: bilhete múltiplo nº 42',
    ],
    [
      entry({ kind: 'win', source: 'sports', game_name: null, ticket_kind: 'single' }),
      'Aposta esportiva',
      'Prêmio: bilhete simples',
    ],
    [entry({ kind: 'deposit', source: null, deposit_id: 3 }), 'Depósito', 'Depósito PIX nº 3'],
    [entry({ kind: 'withdrawal', source: null, withdrawal_id: 12 }), 'Saque', 'Saque PIX nº 12 solicitado'],
    [
      entry({ kind: 'withdrawal_refund', source: null, withdrawal_id: 7 }),
      'Saque',
      'Saque PIX nº 7 recusado: valor devolvido',
    ],
    [entry({ kind: 'bonus', source: null, bonus_reason: 'welcome' }), 'Bônus', 'Bônus de boas-vindas'],
    [entry({ kind: 'bonus_release', source: null }), 'Bônus', 'Bônus liberado para saque (rollover cumprido)'],
  ])('%#: %s', (line, type, description) => {
    expect(i18n._(entryType(line))).toBe(type)
    expect(entryDescription(line, i18n)).toBe(description)
  })

  it('dates in Brasília time, pt-BR, with seconds', () => {
    expect(entryDate('2026-11-01T14:05:09.000Z')).toBe('01/11/2026 11:05:09')
    expect(entryDate('2026-11-02T02:30:00.000Z')).toBe('01/11/2026 23:30:00')
  })
})

describe('the statement CSV', () => {
  it('one line per entry, in the player’s language, amounts signed with a decimal comma', () => {
    const csv = statementCsv(
      [entry({}), entry({ id: 2, kind: 'win', amount: 1_250, balance_after: 30_750, cash_after: 25_750 })],
      createTestI18n('en'),
    )
    expect(csv.slice(1).split('\r\n')).toEqual([
      'Date and time;Type;Description;Amount (R$);Balance after (R$);Cash balance (R$);Bonus balance (R$)',
      '01/11/2026 11:05:09;Round;Bet on Fruit Party;-5,00;295,00;245,00;50,00',
      '01/11/2026 11:05:09;Round;Win on Fruit Party;12,50;307,50;257,50;50,00',
      '',
    ])
    expect(statementFileName({ from: '2026-10-01', to: '2026-10-31' })).toBe('extrato-2026-10-01-a-2026-10-31.csv')
  })
})
