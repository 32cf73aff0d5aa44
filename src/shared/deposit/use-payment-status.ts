import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react'
import { useQueryClient } from '@tanstack/react-query'
import { useLingui } from '@lingui/react/macro'
import { PAYMENT_CONFIRMED_EVENT, PaymentConfirmedEventSchema } from '@/api/deposit.ts'
import { useToast } from '@/shared/toast.ts'
import { useUserChannelEvent } from '@/shared/use-channel-event.ts'
import { useMoneyMoved } from '@/shared/wallet.ts'
import {
  initialPaymentState,
  reducePaymentStatus,
  type PaymentEffect,
  type PaymentEvent,
  type PaymentState,
} from './rules/payment-status.ts'
import { depositKeys, transactionStatusQueryOptions } from './queries.ts'

/** One second of the countdown. */
const TICK_MS = 1_000

export interface PaymentStatusControls {
  state: PaymentState
  dispatch: (event: PaymentEvent) => void
}

/**
 * The payment status panel's machine (rules/payment-status.ts) wired to the world: the countdown, the status
 * checks, the realtime confirmation, the money refresh and the toasts. Timers and the subscription live only while
 * the state is pending, and unmounting (the modal closing) ends them too.
 */
export function usePaymentStatus({ onResetForm }: { onResetForm: () => void }): PaymentStatusControls {
  const queryClient = useQueryClient()
  const toast = useToast()
  const moneyMoved = useMoneyMoved()
  const { t } = useLingui()
  const [state, setState] = useState<PaymentState>(initialPaymentState)
  const stateRef = useRef(state)
  const confirmedText = t`Pagamento confirmado com sucesso!`
  // The timer, the socket and the answers of checks outlive renders: they call whatever dispatch is current.
  const dispatchRef = useRef<(event: PaymentEvent) => void>(() => {})

  const dispatch = useCallback(
    (event: PaymentEvent) => {
      const { state: next, effects } = reducePaymentStatus(stateRef.current, event)
      const wasPending = stateRef.current.status === 'pending'
      stateRef.current = next
      setState(next)
      if (wasPending && next.status !== 'pending') {
        // A check still in flight for a code that is gone: its answer would be ignored anyway.
        void queryClient.cancelQueries({ queryKey: depositKeys.statuses() })
      }
      for (const effect of effects) runEffect(effect)

      function runEffect(effect: PaymentEffect) {
        switch (effect.type) {
          case 'check-status': {
            const { idTransaction } = effect
            queryClient.fetchQuery(transactionStatusQueryOptions(idTransaction)).then(
              (answer) =>
                dispatchRef.current({ type: 'status', idTransaction, status: answer.status, amount: answer.amount }),
              // A failed status check is silent: the next period asks again.
              () => dispatchRef.current({ type: 'check-failed', idTransaction }),
            )
            return
          }
          case 'money-moved':
            toast.success(confirmedText)
            void moneyMoved()
            return
          case 'reset-form':
            onResetForm()
            return
        }
      }
    },
    [queryClient, toast, confirmedText, onResetForm, moneyMoved],
  )

  useLayoutEffect(() => {
    dispatchRef.current = dispatch
  }, [dispatch])

  const pendingId = state.status === 'pending' ? state.pix.idTransaction : null

  useEffect(() => {
    if (pendingId === null) return
    // Whole seconds from the wall clock, so a throttled background tab catches up in one tick.
    let last = Date.now()
    const timer = setInterval(() => {
      const seconds = Math.floor((Date.now() - last) / TICK_MS)
      if (seconds < 1) return
      last += seconds * TICK_MS
      dispatchRef.current({ type: 'tick', seconds })
    }, TICK_MS)
    return () => clearInterval(timer)
  }, [pendingId])

  // The confirmation can arrive before the next check: the push says which payment, how much and which bonus. The
  // channel opens with the code, so a payment made while it connects (PIX is instant) or while it reconnects is
  // asked for once it listens, not half a minute later.
  useUserChannelEvent(
    PAYMENT_CONFIRMED_EVENT,
    PaymentConfirmedEventSchema,
    ({ idTransaction, status, amount, bonus }) => dispatch({ type: 'status', idTransaction, status, amount, bonus }),
    { enabled: pendingId !== null, onSubscribed: () => dispatch({ type: 'listening' }) },
  )

  // Leaving (the modal closing, a route change) ends a pending payment's checks with the component.
  useEffect(() => () => void queryClient.cancelQueries({ queryKey: depositKeys.statuses() }), [queryClient])

  return { state, dispatch }
}
