import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { isPaidStatus, type TransactionStatus } from '@/api/deposit.ts'
import { depositSummary, type BonusTerms, type DepositSummary } from './deposit-amount.ts'

/**
 * The payment status panel as a pure state machine. The component owns the clock and the
 * requests; it feeds events to `reducePaymentStatus` and runs the effects it returns. Timers live only while the
 * state is pending, so leaving pending (confirm, cancel, close) is what "clears every timer" means.
 *
 *   idle ──generated──▶ pending ──status paid/confirmed──▶ confirmed ──continue/close──▶ idle (form reset)
 *                         │  ▲
 *                      fail  retry (same code, fresh countdown, a check at once)
 *                         ▼  │
 *                        error ──cancel/close──▶ idle
 *   any state ──cancel/close──▶ idle
 *
 * Pending holds a countdown of 30 s. `tick(seconds)` counts it down; reaching 0 asks for a status check and starts
 * the 30 s again, so the display reads 30…1 and a check goes out every 30 s. A tick of more than what is left (a
 * tab woken from sleep) still asks for a single check: there is one payment to ask about, not one per missed period.
 * 'Verificar Pagamento' (`check`) asks at once and leaves the countdown alone; 'Verificar Agora' (`check-now`)
 * asks and restarts the countdown. While a check is in flight no second one is asked for.
 *
 * A status answer or a realtime push for another transaction (a stale one after cancel and a new code) is ignored.
 * A failed check is silent: the panel stays pending and the next period asks again.
 *
 * The error state (the spec's error handler, "not triggered in the shown flow") is entered when the status check
 * says the payment will not arrive: the backend's 2 (cancelled) or a gateway's expired/cancelled/failed. Retry asks
 * about the same code again (a gateway can report a failure it then settles); cancel goes back to the form, which
 * still holds the amount, to generate a new code.
 */

export const PAYMENT_CHECK_INTERVAL_S = 30

export const paymentMessages = {
  failed: msg`O pagamento não foi concluído: o PIX expirou ou foi cancelado.`,
} satisfies Record<string, MessageDescriptor>

const FAILED_STATUSES = new Set(['2', 'canceled', 'cancelled', 'expired', 'failed', 'rejected', 'refused'])

/** A status saying the payment will not arrive (the backend's 2, or a gateway's word for it, in any case). */
export function isFailedStatus(status: TransactionStatus['status']): boolean {
  if (typeof status === 'number') return status === 2
  return typeof status === 'string' && FAILED_STATUSES.has(status.trim().toLowerCase())
}

export interface PixCode {
  idTransaction: string
  /** The copy-and-paste BR Code; the QR is drawn from it. */
  qrcode: string
  qrcodeBase64?: string
}

interface PendingData {
  pix: PixCode
  /** Centavos requested in the form. */
  amount: number
  /** What the bonus preview was computed with, so the confirmation can redo it on the amount the server reports. */
  terms: BonusTerms
}

export type PaymentState =
  | { status: 'idle' }
  | (PendingData & {
      status: 'pending'
      /** Seconds until the next automatic check, always within 0..30. */
      nextCheckIn: number
      /** A status check is in flight. */
      checking: boolean
    })
  | { status: 'confirmed'; pix: PixCode; summary: DepositSummary }
  | {
      status: 'error'
      message: MessageDescriptor | string
      /** What retry goes back to; null when the failure came before any code. */
      pending: PendingData | null
    }

export type PaymentEvent =
  | { type: 'generated'; pix: PixCode; amount: number; terms: BonusTerms }
  | { type: 'tick'; seconds: number }
  /** 'Verificar Pagamento'. */
  | { type: 'check' }
  /** 'Verificar Agora': checks and restarts the countdown. */
  | { type: 'check-now' }
  /**
   * The realtime channel is listening (again): a confirmation pushed before that was not heard, so one check asks,
   * and the countdown runs on.
   */
  | { type: 'listening' }
  /**
   * A status check's answer, or the realtime channel's confirmation (status 'paid'). The push also says which bonus
   * the payment credited (the server's word beats the form's preview: the mock grants it on a first deposit only).
   */
  | {
      type: 'status'
      idTransaction: string
      status: TransactionStatus['status']
      amount?: number | null
      bonus?: number | null
    }
  | { type: 'check-failed'; idTransaction: string }
  /** The error handler: the panel shows the message with retry and cancel. */
  | { type: 'fail'; message: MessageDescriptor | string }
  | { type: 'retry' }
  | { type: 'cancel' }
  /** 'Fechar' (error) or the panel's close button. */
  | { type: 'close' }
  /** 'Continuar' on the confirmation. */
  | { type: 'continue' }

export type PaymentEffect =
  | { type: 'check-status'; idTransaction: string }
  /** The money arrived: the wallet, the wallet list and both histories reload (useMoneyMoved). */
  | { type: 'money-moved' }
  /** Empty the deposit form (amount back to empty, accept_bonus back on). */
  | { type: 'reset-form' }

export interface PaymentTransition {
  state: PaymentState
  effects: PaymentEffect[]
}

export const initialPaymentState: PaymentState = { status: 'idle' }

const stay = (state: PaymentState): PaymentTransition => ({ state, effects: [] })

export function reducePaymentStatus(state: PaymentState, event: PaymentEvent): PaymentTransition {
  switch (event.type) {
    case 'generated':
      return stay(pendingFrom(event))
    case 'tick':
      return tick(state, event.seconds)
    case 'check':
    case 'listening':
      return state.status === 'pending' ? askForStatus(state, state.nextCheckIn) : stay(state)
    case 'check-now':
      return state.status === 'pending' ? askForStatus(state, PAYMENT_CHECK_INTERVAL_S) : stay(state)
    case 'status':
      return statusAnswer(state, event)
    case 'check-failed':
      return state.status === 'pending' && state.pix.idTransaction === event.idTransaction
        ? stay({ ...state, checking: false })
        : stay(state)
    case 'fail':
      return stay({
        status: 'error',
        message: event.message,
        pending: state.status === 'pending' ? { pix: state.pix, amount: state.amount, terms: state.terms } : null,
      })
    case 'retry':
      if (state.status !== 'error') return stay(state)
      return state.pending
        ? askForStatus({ ...pendingFrom(state.pending), checking: false }, PAYMENT_CHECK_INTERVAL_S)
        : stay(initialPaymentState)
    case 'cancel':
    case 'close':
    case 'continue':
      return {
        state: initialPaymentState,
        effects: state.status === 'confirmed' ? [{ type: 'reset-form' }] : [],
      }
  }
}

type PendingState = Extract<PaymentState, { status: 'pending' }>

function pendingFrom({ pix, amount, terms }: PendingData): PendingState {
  return { status: 'pending', pix, amount, terms, nextCheckIn: PAYMENT_CHECK_INTERVAL_S, checking: false }
}

function askForStatus(state: PendingState, nextCheckIn: number): PaymentTransition {
  if (state.checking) return stay({ ...state, nextCheckIn })
  return {
    state: { ...state, nextCheckIn, checking: true },
    effects: [{ type: 'check-status', idTransaction: state.pix.idTransaction }],
  }
}

function tick(state: PaymentState, seconds: number): PaymentTransition {
  if (state.status !== 'pending' || !Number.isFinite(seconds) || seconds <= 0) return stay(state)
  const left = state.nextCheckIn - seconds
  if (left > 0) return stay({ ...state, nextCheckIn: left })
  return askForStatus(state, PAYMENT_CHECK_INTERVAL_S)
}

function statusAnswer(state: PaymentState, event: Extract<PaymentEvent, { type: 'status' }>): PaymentTransition {
  if (state.status !== 'pending' || state.pix.idTransaction !== event.idTransaction) return stay(state)
  if (isFailedStatus(event.status)) {
    return stay({
      status: 'error',
      message: paymentMessages.failed,
      pending: { pix: state.pix, amount: state.amount, terms: state.terms },
    })
  }
  if (!isPaidStatus(event.status)) return stay({ ...state, checking: false })
  // The server's amount is what was paid; the form's is only what was asked for.
  const paid = typeof event.amount === 'number' && event.amount > 0 ? event.amount : state.amount
  const summary =
    typeof event.bonus === 'number' && event.bonus >= 0
      ? {
          amount: paid,
          bonus: event.bonus,
          total: paid + event.bonus,
          bonusPercent: event.bonus > 0 ? state.terms.initialBonus : 0,
        }
      : depositSummary(paid, state.terms)
  return {
    state: { status: 'confirmed', pix: state.pix, summary },
    effects: [{ type: 'money-moved' }],
  }
}

/** The countdown bar's fill, 0..100: full right after a check, empty when the next one is due. */
export function timerProgress(state: PaymentState): number {
  return state.status === 'pending' ? (state.nextCheckIn / PAYMENT_CHECK_INTERVAL_S) * 100 : 0
}
