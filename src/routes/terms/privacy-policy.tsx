import { createFileRoute } from '@tanstack/react-router'
import { TermsPage } from '@/features/content/terms-page.tsx'

export const Route = createFileRoute('/terms/privacy-policy')({
  component: PrivacyPolicyRoute,
})

function PrivacyPolicyRoute() {
  return <TermsPage name="privacy-policy" />
}
