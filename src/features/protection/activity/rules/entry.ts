import type { I18n, MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import type { ActivityEntry, ActivityType } from '@/api/protection-activity.ts'
import { formatPlatformDateTime } from '@/shared/br/date-time.ts'

/** The statement's column "Tipo": what kind of movement a player sees. */
export function entryType(entry: ActivityEntry): MessageDescriptor {
  switch (entry.kind) {
    case 'deposit':
      return msg`Depósito`
    case 'withdrawal':
    case 'withdrawal_refund':
      return msg`Saque`
    case 'bonus':
    case 'bonus_release':
      return msg`Bônus`
    case 'bet':
    case 'win':
      return entry.source === 'sports' ? msg`Aposta esportiva` : msg`Rodada`
  }
}

const BONUS_REASONS = {
  welcome: msg`Bônus de boas-vindas`,
  spin: msg`Prêmio da roleta`,
  mission: msg`Recompensa de missão`,
  vip: msg`Bônus de nível VIP`,
  coupon: msg`Bônus de cupom`,
} as const satisfies Record<NonNullable<ActivityEntry['bonus_reason']>, MessageDescriptor>

/** The statement's column "Descrição", in words a player understands: the game, the ticket, the bonus's reason. */
export function entryDescription(entry: ActivityEntry, i18n: I18n): string {
  switch (entry.kind) {
    case 'deposit': {
      const id = entry.deposit_id
      return id === null ? i18n._(msg`Depósito PIX`) : i18n._(msg`Depósito PIX nº ${id}`)
    }
    case 'withdrawal': {
      const id = entry.withdrawal_id
      return id === null ? i18n._(msg`Saque PIX solicitado`) : i18n._(msg`Saque PIX nº ${id} solicitado`)
    }
    case 'withdrawal_refund': {
      const id = entry.withdrawal_id
      return id === null
        ? i18n._(msg`Saque PIX recusado: valor devolvido`)
        : i18n._(msg`Saque PIX nº ${id} recusado: valor devolvido`)
    }
    case 'bonus':
      return i18n._(entry.bonus_reason ? BONUS_REASONS[entry.bonus_reason] : msg`Bônus creditado`)
    case 'bonus_release':
      return i18n._(msg`Bônus liberado para saque (rollover cumprido)`)
    case 'bet':
    case 'win':
      return entry.source === 'sports' ? ticketText(entry, i18n) : roundText(entry, i18n)
  }
}

function roundText(entry: ActivityEntry, i18n: I18n): string {
  const game = entry.game_name ?? i18n._(msg`jogo de cassino`)
  return entry.kind === 'bet' ? i18n._(msg`Aposta em ${game}`) : i18n._(msg`Prêmio em ${game}`)
}

function ticketText(entry: ActivityEntry, i18n: I18n): string {
  const ticket =
    entry.ticket_kind === 'multiple'
      ? i18n._(msg`bilhete múltiplo`)
      : entry.ticket_kind === 'single'
        ? i18n._(msg`bilhete simples`)
        : i18n._(msg`bilhete`)
  const id = entry.ticket_id
  const named = id === null ? ticket : i18n._(msg`${ticket} nº ${id}`)
  return entry.kind === 'bet' ? i18n._(msg`Aposta: ${named}`) : i18n._(msg`Prêmio: ${named}`)
}

/** The type filter's choices, in the order the select lists them. */
export const TYPE_OPTIONS: ReadonlyArray<{ value: ActivityType; label: MessageDescriptor }> = [
  { value: 'rounds', label: msg`Rodadas de cassino` },
  { value: 'bets', label: msg`Apostas esportivas` },
  { value: 'bonuses', label: msg`Bônus` },
  { value: 'deposits', label: msg`Depósitos` },
  { value: 'withdrawals', label: msg`Saques` },
]

/**
 * A movement's date and time, `dd/mm/aaaa HH:mm:ss` as the clock reads in Brasília (the platform's time), in every
 * language: the statement is a Brazilian record, and its CSV must stay one spreadsheets read as a date.
 */
export function entryDate(createdAt: string): string {
  return formatPlatformDateTime(createdAt, { seconds: true })
}

/** A São Paulo day (YYYY-MM-DD) as dd/mm/aaaa. */
export function dayText(day: string): string {
  const [year, month, date] = day.split('-')
  return `${date}/${month}/${year}`
}
