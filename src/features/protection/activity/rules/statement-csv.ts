import type { I18n } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import type { ActivityEntry } from '@/api/protection-activity.ts'
import { toCsv } from './csv.ts'
import { entryDate, entryDescription, entryType } from './entry.ts'

/**
 * The statement's export: one line per movement, oldest first, with the same words as the screen (in the
 * player's language) and pt-BR dates and amounts, the running balance and its two parts.
 */
export function statementCsv(entries: readonly ActivityEntry[], i18n: I18n): string {
  const header = [
    i18n._(msg`Data e hora`),
    i18n._(msg`Tipo`),
    i18n._(msg`Descrição`),
    i18n._(msg`Valor (R$)`),
    i18n._(msg`Saldo após (R$)`),
    i18n._(msg`Saldo em dinheiro (R$)`),
    i18n._(msg`Saldo de bônus (R$)`),
  ]
  return toCsv(
    header,
    entries.map((entry) => [
      { text: entryDate(entry.created_at) },
      { text: i18n._(entryType(entry)) },
      { text: entryDescription(entry, i18n) },
      { money: entry.amount },
      { money: entry.balance_after },
      { money: entry.cash_after },
      { money: entry.bonus_after },
    ]),
  )
}

/** The file's name: the range it covers ("extrato-2026-10-01-a-2026-10-31.csv"). */
export function statementFileName(range: { from: string; to: string }): string {
  return `extrato-${range.from}-a-${range.to}.csv`
}
