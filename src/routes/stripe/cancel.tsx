import { createFileRoute } from '@tanstack/react-router'
import { Trans } from '@lingui/react/macro'
import { PaymentResult } from '@/features/deposit/payment-result-page.tsx'

export const Route = createFileRoute('/stripe/cancel')({
  component: StripeCancelPage,
})

function StripeCancelPage() {
  return (
    <PaymentResult
      ok={false}
      title={<Trans>Transação cancelada</Trans>}
      text={<Trans>O pagamento não foi concluído e nada foi cobrado.</Trans>}
    />
  )
}
