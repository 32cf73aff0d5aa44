import { lazy, Suspense, useState } from 'react'
import { Stack, Title } from '@mantine/core'
import { Trans, useLingui } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import { useMoneyInProgress } from '@/shared/money-in-progress.ts'
import { describeApiFailure, failureFieldErrors } from '@/shared/notices.ts'
import { cpfOnFile } from '@/shared/player-cpf.ts'
import { playerDataQueryOptions } from '@/shared/queries.ts'
import { useSettings } from '@/shared/settings.ts'
import { useToast } from '@/shared/toast.ts'
import { AppModal } from '@/shared/ui/app-modal.tsx'
import { PagePending } from '@/shared/ui/page-pending.tsx'
import { useGeneratePix } from './queries.ts'
import { bonusApplies, bonusTerms } from './rules/deposit-amount.ts'
import { depositFailureTexts, depositRefusal } from './rules/failures.ts'
import { usePaymentStatus } from './use-payment-status.ts'
import { DepositForm, useDepositForm } from './deposit-form.tsx'

// The panel carries the QR encoder: it loads when a code is asked for, not with the form.
const loadPanel = () => import('./payment-status-panel.tsx')
const PaymentStatusPanel = lazy(() => loadPanel().then((m) => ({ default: m.PaymentStatusPanel })))

export interface DepositWidgetProps {
  /** The widget's own `Depósito via PIX` heading (the page); the modal titles itself. */
  withTitle?: boolean
  /** `Continuar` after a payment and `Fechar` on an error: the modal closes. */
  onDone?: () => void
  /** Centavos: fixed quick amounts (the game screen's menu); by default they follow the deposit limits. */
  quickAmounts?: readonly number[]
  /**
   * Where the payment status panel shows: in the form's place (`inline`, the default), or over the page in a modal
   * while the form stays where it is (`overlay`: the game screen's narrow menu on a desktop).
   */
  panel?: 'inline' | 'overlay'
  /** `Gerar PIX` reads `Processando...` while sending (the game screen's menu) instead of showing a spinner. */
  sendingText?: boolean
  /** Focusing the amount clears its error (the game screen's menu). */
  clearErrorOnFocus?: boolean
}

/**
 * `Depósito via PIX`: the form, then the payment status panel in its place once a code is generated.
 * The /profile/deposit page, the top bar's modal and the game screen's side menu show this; it is meant for authenticated players only
 * (the route guard and the modal host see to that).
 */
export function DepositWidget({
  withTitle = true,
  onDone,
  quickAmounts,
  panel = 'inline',
  sendingText = false,
  clearErrorOnFocus = false,
}: DepositWidgetProps) {
  const { t } = useLingui()
  const toast = useToast()
  const setting = useSettings()
  // The cpf the request sends, asked for now so the click does not wait for it. Without one on file (or when the
  // account cannot be read) the form asks for it: a deposit needs the player's real CPF, and the server keeps it.
  const playerData = useQuery(playerDataQueryOptions())
  const askCpf = playerData.isError || (playerData.data !== undefined && cpfOnFile(playerData.data.cpf) === null)
  const form = useDepositForm(setting, askCpf)
  const { values } = form
  const { state, dispatch } = usePaymentStatus({ onResetForm: form.reset })
  const generate = useGeneratePix()
  // Once a panel has shown, the form that comes back takes focus (adjusting state while rendering).
  const [panelShown, setPanelShown] = useState(false)
  if (state.status !== 'idle' && !panelShown) setPanelShown(true)
  // From the first amount to the code's end (paid, cancelled, closed): nothing may pop up over it meanwhile.
  useMoneyInProgress(values.amountText !== '' || generate.isPending || state.status !== 'idle')

  const submit = (amount: number) => {
    void loadPanel()
    const { gateway } = values
    // No bonus on offer (prebet_bonus_disabled, or initial_bonus 0): the request asks for none, so a backend that
    // refuses bonuses never refuses the deposit for the form's hidden default.
    const acceptBonus = values.acceptBonus && bonusApplies(bonusTerms(setting, true))
    generate.submit(
      { gateway, amount, acceptBonus, ...(askCpf ? { cpf: values.cpf } : {}) },
      {
        onSuccess: (outcome) => {
          if (!outcome.ok) {
            toast.errors(depositRefusal(outcome))
            return
          }
          toast.success(t`QR Code gerado com sucesso`)
          const { idTransaction, qrcode, qrcodeBase64 } = outcome
          const pix = qrcodeBase64 === undefined ? { idTransaction, qrcode } : { idTransaction, qrcode, qrcodeBase64 }
          dispatch({ type: 'generated', pix, amount, terms: bonusTerms(setting, acceptBonus) })
        },
        onError: (error) => {
          // The server's word on the CPF (another account's, an exclusion's) shows under it until it changes.
          form.setFieldError('cpf', failureFieldErrors(error).cpf)
          toast.errors(describeApiFailure(error, depositFailureTexts))
        },
      },
    )
  }

  const statusPanel = state.status !== 'idle' && (
    <Suspense fallback={<PagePending />}>
      <PaymentStatusPanel state={state} dispatch={dispatch} onDone={onDone} />
    </Suspense>
  )

  return (
    <Stack gap="lg">
      {withTitle && (
        <Title order={1} size="h2">
          <Trans>Depósito via PIX</Trans>
        </Title>
      )}
      {state.status === 'idle' || panel === 'overlay' ? (
        <DepositForm
          setting={setting}
          form={form}
          askCpf={askCpf}
          sending={generate.isPending}
          onSubmit={submit}
          focusAmount={panelShown}
          quickAmounts={quickAmounts}
          sendingText={sendingText}
          clearErrorOnFocus={clearErrorOnFocus}
        />
      ) : (
        statusPanel
      )}
      {panel === 'overlay' && (
        <AppModal
          opened={state.status !== 'idle'}
          // Closing the overlay is the panel's own `Fechar`: the code and its checks end, the form is back.
          onClose={() => dispatch({ type: 'close' })}
          title={t`Depósito via PIX`}
          size="md"
        >
          {state.status !== 'idle' && statusPanel}
        </AppModal>
      )}
    </Stack>
  )
}
