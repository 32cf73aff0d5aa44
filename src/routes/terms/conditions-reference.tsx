import { createFileRoute } from '@tanstack/react-router'
import { TermsPage } from '@/features/content/terms-page.tsx'

export const Route = createFileRoute('/terms/conditions-reference')({
  component: ConditionsReferenceRoute,
})

function ConditionsReferenceRoute() {
  return <TermsPage name="conditions-reference" />
}
