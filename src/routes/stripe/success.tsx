import { createFileRoute } from '@tanstack/react-router'
import { StripeSuccessPage } from '@/features/deposit/payment-result-page.tsx'

export const Route = createFileRoute('/stripe/success')({
  component: StripeSuccessPage,
})
