import { createFileRoute } from '@tanstack/react-router'
import { TermsPage } from '@/features/content/terms-page.tsx'

export const Route = createFileRoute('/terms/bonus')({
  component: BonusTermsRoute,
})

function BonusTermsRoute() {
  return <TermsPage name="bonus" />
}
