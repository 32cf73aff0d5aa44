import type { BadgeTone } from '@/shared/ui/status-badge.tsx'
import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import type { Ticket, TicketStatus } from '@/api/sports.ts'
import { formatPlatformDateTime } from '@/shared/br/date-time.ts'

/** My bets' words for a ticket's or a selection's status, and the tone of its badge. */
export const TICKET_STATUS: Record<TicketStatus, { label: MessageDescriptor; tone: BadgeTone }> = {
  open: { label: msg`Em aberto`, tone: 'info' },
  won: { label: msg`Ganhou`, tone: 'success' },
  lost: { label: msg`Perdeu`, tone: 'danger' },
  void: { label: msg`Anulada`, tone: 'neutral' },
}

export const TICKET_TYPE: Record<Ticket['type'], MessageDescriptor> = {
  single: msg`Simples`,
  multiple: msg`Múltipla`,
}

/**
 * A ticket's date as the clock reads in São Paulo (the platform's time; the server sends UTC): `dd/mm/aaaa HH:mm`
 * in every language, or the text as it came when it is not a date.
 */
export function ticketDate(iso: string): string {
  const time = Date.parse(iso)
  return Number.isNaN(time) ? iso : formatPlatformDateTime(time)
}

/**
 * What the ticket returns: what was paid once settled (a loss pays 0, a void the stake back), the potential return
 * (stake × odds at placement) while open.
 */
export function ticketReturn(ticket: Pick<Ticket, 'status' | 'payout' | 'total_earnings'>): {
  amount: number
  settled: boolean
} {
  if (ticket.status === 'open' || ticket.payout === null) return { amount: ticket.total_earnings, settled: false }
  return { amount: ticket.payout, settled: true }
}
