import { createFileRoute } from '@tanstack/react-router'
import { TermsPage } from '@/features/content/terms-page.tsx'

export const Route = createFileRoute('/terms/service')({
  component: ServiceTermsRoute,
})

function ServiceTermsRoute() {
  return <TermsPage name="service" />
}
