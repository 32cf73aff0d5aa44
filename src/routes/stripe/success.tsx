import { createFileRoute } from '@tanstack/react-router'
import { Trans } from '@lingui/react/macro'
import { PaymentResult } from '@/features/deposit/payment-result-page.tsx'

export const Route = createFileRoute('/stripe/success')({
  component: StripeSuccessPage,
})

function StripeSuccessPage() {
  return (
    <PaymentResult
      ok
      title={<Trans>Pagamento realizado com sucesso</Trans>}
      text={<Trans>Seu pagamento foi confirmado. O saldo aparece na sua carteira em instantes.</Trans>}
    />
  )
}
