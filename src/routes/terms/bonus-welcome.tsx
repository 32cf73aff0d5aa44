import { createFileRoute } from '@tanstack/react-router'
import { TermsPage } from '@/features/content/terms-page.tsx'

export const Route = createFileRoute('/terms/bonus-welcome')({
  component: WelcomeBonusRoute,
})

function WelcomeBonusRoute() {
  return <TermsPage name="bonus-welcome" />
}
