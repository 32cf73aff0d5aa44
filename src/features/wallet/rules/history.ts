import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'

/**
 * What the history tables and the withdraw dialog print for statuses and types.
 *
 * - Withdrawal status: 1 'Concluído', 0 'Pendente', anything else 'Cancelado' (the backend's 2 is cancelled and
 *   refunded).
 * - Deposit status: 1 'Concluído', 0 'Pendente', anything else no badge.
 * - A withdrawal's proof cell: the link when there is one, else 'Processando', whatever the status (the spec's rule
 *   as written; a cancelled withdrawal has no proof either).
 * - Payment types: pix 'PIX'; bank_transfer, credit_card, boleto, crypto and paypal keep their names; spin 'Bonus';
 *   deposit 'Depósito'; balance 'Saldo'; refer 'Indicação'; an unknown type is shown as it comes.
 * - Withdrawal request status in the wallet dialog: pending 'Em análise', approved 'Aprovado', rejected 'Rejeitado'.
 */

import type { Notice } from '@/shared/notice.ts'
import type { BadgeTone } from '@/shared/ui/status-badge.tsx'

export interface StatusBadge {
  kind: 'done' | 'pending' | 'cancelled'
  tone: BadgeTone
  label: MessageDescriptor
}

export const historyLabels = {
  done: msg`Concluído`,
  pending: msg`Pendente`,
  cancelled: msg`Cancelado`,
  processing: msg`Processando`,
} satisfies Record<string, MessageDescriptor>

const DONE: StatusBadge = { kind: 'done', tone: 'success', label: historyLabels.done }
const PENDING: StatusBadge = { kind: 'pending', tone: 'warning', label: historyLabels.pending }
const CANCELLED: StatusBadge = { kind: 'cancelled', tone: 'danger', label: historyLabels.cancelled }

export function withdrawalBadge(status: number): StatusBadge {
  if (status === 1) return DONE
  if (status === 0) return PENDING
  return CANCELLED
}

/** Null: the deposit shows no badge. */
export function depositBadge(status: number): StatusBadge | null {
  if (status === 1) return DONE
  if (status === 0) return PENDING
  return null
}

export type ProofCell = { kind: 'link'; href: string } | { kind: 'processing'; label: MessageDescriptor }

/**
 * The proof link, if it is one a player may follow: http(s) or a path on the site. A `javascript:` or `data:` value
 * from the server is treated as no proof, since the table renders it as a link.
 */
export function withdrawalProof(proof: string | null | undefined): ProofCell {
  const href = proof?.trim() ?? ''
  if (href !== '' && isFollowable(href)) return { kind: 'link', href }
  return { kind: 'processing', label: historyLabels.processing }
}

function isFollowable(href: string): boolean {
  try {
    const url = new URL(href, 'https://site.invalid/')
    return url.protocol === 'https:' || url.protocol === 'http:'
  } catch {
    return false
  }
}

// --- Payment types ---------------------------------------------------------------------------------------------

/** Types shown by their own name (the spec keeps them as they are). */
const NAMED_TYPES: Record<string, string> = {
  pix: 'PIX',
  bank_transfer: 'bank_transfer',
  credit_card: 'credit_card',
  boleto: 'boleto',
  crypto: 'crypto',
  paypal: 'paypal',
}

const TRANSLATED_TYPES: Record<string, MessageDescriptor> = {
  spin: msg`Bonus`,
  deposit: msg`Depósito`,
  balance: msg`Saldo`,
  refer: msg`Indicação`,
}

/** A label is a name shown as is or a message to translate: a Notice, shown with noticeText (src/shared/notices.ts). */
export function paymentTypeLabel(type: string): Notice {
  const key = type.trim().toLowerCase()
  return TRANSLATED_TYPES[key] ?? NAMED_TYPES[key] ?? type
}

// --- Withdrawal request status (wallet dialog) -----------------------------------------------------------------

export type WithdrawRequestStatus = 'pending' | 'approved' | 'rejected'

export const withdrawRequestLabels = {
  pending: msg`Em análise`,
  approved: msg`Aprovado`,
  rejected: msg`Rejeitado`,
} satisfies Record<WithdrawRequestStatus, MessageDescriptor>

const REQUEST_TONES: Record<WithdrawRequestStatus, BadgeTone> = {
  pending: 'info',
  approved: 'success',
  rejected: 'danger',
}

/**
 * The dialog's status from the word (pending, approved, rejected, any case) or the backend's number (0 pending,
 * 1 paid, 2 cancelled); null for anything else.
 */
export function withdrawRequestStatus(status: string | number | null | undefined): WithdrawRequestStatus | null {
  if (status === 0 || status === '0') return 'pending'
  if (status === 1 || status === '1') return 'approved'
  if (status === 2 || status === '2') return 'rejected'
  if (typeof status !== 'string') return null
  const word = status.trim().toLowerCase()
  return word === 'pending' || word === 'approved' || word === 'rejected' ? word : null
}

export function withdrawRequestBadge(
  status: string | number | null | undefined,
): { status: WithdrawRequestStatus; tone: BadgeTone; label: MessageDescriptor } | null {
  const known = withdrawRequestStatus(status)
  return known ? { status: known, tone: REQUEST_TONES[known], label: withdrawRequestLabels[known] } : null
}
