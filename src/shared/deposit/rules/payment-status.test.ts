import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import {
  PAYMENT_CHECK_INTERVAL_S,
  type PaymentEvent,
  type PaymentState,
  initialPaymentState,
  isFailedStatus,
  paymentMessages,
  reducePaymentStatus,
  timerProgress,
} from './payment-status.ts'

const pix = { idTransaction: 'tx-1', qrcode: '00020126…6304ABCD' }
const terms = { acceptBonus: true, initialBonus: 100, maxBonus: 50000 }
const generated: PaymentEvent = { type: 'generated', pix, amount: 5000, terms }

/** Runs events from a state and collects every effect asked for. */
function run(events: PaymentEvent[], from: PaymentState = initialPaymentState) {
  const effects = []
  let state = from
  for (const event of events) {
    const transition = reducePaymentStatus(state, event)
    state = transition.state
    effects.push(...transition.effects)
  }
  return { state, effects }
}

const pending = run([generated]).state

describe('payment status panel', () => {
  it('a generated code shows pending with a 30 s countdown and no check yet', () => {
    const { state, effects } = run([generated])
    expect(state).toMatchObject({ status: 'pending', pix, amount: 5000, nextCheckIn: 30, checking: false })
    expect(effects).toEqual([])
    expect(timerProgress(state)).toBe(100)
  })

  it('ticks count down; at 0 a check goes out and the countdown restarts at 30', () => {
    const partway = run(
      [
        { type: 'tick', seconds: 1 },
        { type: 'tick', seconds: 9 },
      ],
      pending,
    )
    expect(partway.state).toMatchObject({ nextCheckIn: 20 })
    expect(partway.effects).toEqual([])
    expect(timerProgress(partway.state)).toBeCloseTo(66.67, 2)

    const due = run(
      Array.from({ length: 30 }, () => ({ type: 'tick', seconds: 1 }) as const),
      pending,
    )
    expect(due.state).toMatchObject({ nextCheckIn: 30, checking: true })
    expect(due.effects).toEqual([{ type: 'check-status', idTransaction: 'tx-1' }])
  })

  it('a long sleep asks for one check, not one per missed period', () => {
    const { state, effects } = run([{ type: 'tick', seconds: 95 }], pending)
    expect(effects).toHaveLength(1)
    expect(state).toMatchObject({ nextCheckIn: 30 })
  })

  it('does not ask again while a check is in flight', () => {
    const { effects } = run([{ type: 'check' }, { type: 'check' }, { type: 'tick', seconds: 30 }], pending)
    expect(effects).toHaveLength(1)
  })

  it('Verificar Pagamento checks at once and keeps the countdown; Verificar Agora resets it', () => {
    const payment = run([{ type: 'tick', seconds: 12 }, { type: 'check' }], pending)
    expect(payment.state).toMatchObject({ nextCheckIn: 18, checking: true })
    expect(payment.effects).toEqual([{ type: 'check-status', idTransaction: 'tx-1' }])

    const now = run([{ type: 'tick', seconds: 12 }, { type: 'check-now' }], pending)
    expect(now.state).toMatchObject({ nextCheckIn: 30, checking: true })
    expect(now.effects).toEqual([{ type: 'check-status', idTransaction: 'tx-1' }])
  })

  it('the channel listening asks once and keeps the countdown; after the code it changes nothing', () => {
    const listening = run([{ type: 'tick', seconds: 3 }, { type: 'listening' }], pending)
    expect(listening.state).toMatchObject({ nextCheckIn: 27, checking: true })
    expect(listening.effects).toEqual([{ type: 'check-status', idTransaction: 'tx-1' }])

    expect(reducePaymentStatus(initialPaymentState, { type: 'listening' })).toEqual({
      state: initialPaymentState,
      effects: [],
    })
  })

  it('a pending answer keeps pending; paid or confirmed confirms with amount, bonus and total and reloads the wallet', () => {
    const stillPending = run([{ type: 'check' }, { type: 'status', idTransaction: 'tx-1', status: 0 }], pending)
    expect(stillPending.state).toMatchObject({ status: 'pending', checking: false })

    for (const status of ['paid', 'CONFIRMED', 1, true, '1'] as const) {
      const { state, effects } = run([{ type: 'status', idTransaction: 'tx-1', status }], pending)
      expect(state).toEqual({
        status: 'confirmed',
        pix,
        summary: { amount: 5000, bonus: 5000, total: 10000, bonusPercent: 100 },
      })
      expect(effects).toEqual([{ type: 'money-moved' }])
    }
  })

  it('the confirmation uses the amount the server reports, the bonus capped', () => {
    const { state } = run([{ type: 'status', idTransaction: 'tx-1', status: 'paid', amount: 80000 }], pending)
    expect(state).toMatchObject({ summary: { amount: 80000, bonus: 50000, total: 130000 } })
  })

  it('a bonus the server reports (the realtime push) replaces the preview', () => {
    const none = run([{ type: 'status', idTransaction: 'tx-1', status: 'paid', amount: 5000, bonus: 0 }], pending)
    expect(none.state).toMatchObject({ summary: { amount: 5000, bonus: 0, total: 5000, bonusPercent: 0 } })
    const granted = run([{ type: 'status', idTransaction: 'tx-1', status: 'paid', amount: 5000, bonus: 5000 }], pending)
    expect(granted.state).toMatchObject({ summary: { amount: 5000, bonus: 5000, total: 10000, bonusPercent: 100 } })
    // Without a bonus in the answer (the status check), the preview's rule.
    const checked = run([{ type: 'status', idTransaction: 'tx-1', status: 'paid', amount: 5000, bonus: null }], pending)
    expect(checked.state).toMatchObject({ summary: { bonus: 5000, total: 10000 } })
  })

  it('ignores answers and pushes for another transaction', () => {
    const { state, effects } = run([{ type: 'status', idTransaction: 'old', status: 'paid' }], pending)
    expect(state).toEqual(pending)
    expect(effects).toEqual([])
  })

  it('a failed check is silent: still pending, free to check again', () => {
    const { state, effects } = run(
      [{ type: 'check' }, { type: 'check-failed', idTransaction: 'tx-1' }, { type: 'check' }],
      pending,
    )
    expect(state).toMatchObject({ status: 'pending', checking: true })
    expect(effects).toHaveLength(2)
  })

  it('error shows the message; retry goes back to the same code with a check; cancel clears everything', () => {
    const error = run([{ type: 'fail', message: 'Falhou' }], pending).state
    expect(error).toMatchObject({ status: 'error', message: 'Falhou', pending: { pix, amount: 5000 } })
    expect(run([{ type: 'tick', seconds: 30 }], error).effects).toEqual([])

    const retried = run([{ type: 'retry' }], error)
    expect(retried.state).toMatchObject({ status: 'pending', pix, nextCheckIn: 30, checking: true })
    expect(retried.effects).toEqual([{ type: 'check-status', idTransaction: 'tx-1' }])

    expect(run([{ type: 'cancel' }], error).state).toEqual({ status: 'idle' })
    expect(run([{ type: 'close' }], error)).toEqual({ state: { status: 'idle' }, effects: [] })
    // A failure before any code: retry is back to the form.
    const early = run([{ type: 'fail', message: 'x' }, { type: 'retry' }])
    expect(early.state).toEqual({ status: 'idle' })
  })

  it('a status that says the payment will not arrive shows the error, keeping the code for retry', () => {
    for (const status of [2, '2', 'expired', 'Cancelled', 'canceled', 'FAILED', 'rejected'] as const) {
      expect(isFailedStatus(status), String(status)).toBe(true)
      const { state, effects } = run([{ type: 'check' }, { type: 'status', idTransaction: 'tx-1', status }], pending)
      expect(state).toEqual({ status: 'error', message: paymentMessages.failed, pending: { pix, amount: 5000, terms } })
      expect(effects).toHaveLength(1)
      expect(run([{ type: 'retry' }], state).effects).toEqual([{ type: 'check-status', idTransaction: 'tx-1' }])
    }
    for (const status of [0, 1, 3, '0', 'pending', 'paid', true, false, ''] as const) {
      expect(isFailedStatus(status), String(status)).toBe(false)
    }
    // Another transaction's failure changes nothing.
    expect(run([{ type: 'status', idTransaction: 'old', status: 'expired' }], pending).state).toEqual(pending)
  })

  it('cancel or close clears the code and stops the countdown', () => {
    for (const type of ['cancel', 'close'] as const) {
      const { state } = run([{ type }], pending)
      expect(state).toEqual({ status: 'idle' })
      expect(timerProgress(state)).toBe(0)
      expect(run([{ type: 'tick', seconds: 30 }, { type: 'check-now' }], state).effects).toEqual([])
    }
  })

  it('Continuar closes and resets the form', () => {
    const confirmed = run([{ type: 'status', idTransaction: 'tx-1', status: 'paid' }], pending).state
    expect(run([{ type: 'continue' }], confirmed)).toEqual({
      state: { status: 'idle' },
      effects: [{ type: 'reset-form' }],
    })
  })

  const event: fc.Arbitrary<PaymentEvent> = fc.oneof(
    fc.constant(generated),
    fc.record({
      type: fc.constant('tick' as const),
      seconds: fc.oneof(fc.integer({ min: -5, max: 100 }), fc.double()),
    }),
    fc.constant({ type: 'check' as const }),
    fc.constant({ type: 'check-now' as const }),
    fc.record({
      type: fc.constant('status' as const),
      idTransaction: fc.constantFrom('tx-1', 'other'),
      status: fc.constantFrom<string | number | boolean>('paid', 'pending', 0, 1, 2, false),
    }),
    fc.record({ type: fc.constant('check-failed' as const), idTransaction: fc.constantFrom('tx-1', 'other') }),
    fc.constant({ type: 'fail' as const, message: 'Erro' }),
    fc.constantFrom(
      { type: 'retry' as const },
      { type: 'cancel' as const },
      { type: 'close' as const },
      { type: 'continue' as const },
    ),
  )

  it('property: the countdown is always within 0..30, and checks are only asked for while pending', () => {
    fc.assert(
      fc.property(fc.array(event, { maxLength: 60 }), (events) => {
        let state: PaymentState = initialPaymentState
        for (const e of events) {
          const before = state
          const transition = reducePaymentStatus(state, e)
          state = transition.state
          if (state.status === 'pending') {
            expect(state.nextCheckIn).toBeGreaterThanOrEqual(0)
            expect(state.nextCheckIn).toBeLessThanOrEqual(PAYMENT_CHECK_INTERVAL_S)
          }
          const progress = timerProgress(state)
          expect(progress).toBeGreaterThanOrEqual(0)
          expect(progress).toBeLessThanOrEqual(100)
          for (const effect of transition.effects) {
            if (effect.type === 'check-status') {
              expect(state.status).toBe('pending')
              expect(before.status === 'pending' && before.checking).toBe(false)
            }
          }
        }
      }),
    )
  })
})
