import { createFileRoute } from '@tanstack/react-router'
import { StripeCancelPage } from '@/features/deposit/payment-result-page.tsx'

export const Route = createFileRoute('/stripe/cancel')({
  component: StripeCancelPage,
})
