import { createFileRoute } from '@tanstack/react-router'
import { Trans } from '@lingui/react/macro'
import { UnderConstruction } from '@/shared/ui/under-construction.tsx'

export const Route = createFileRoute('/terms/service')({
  component: ServiceTermsPage,
})

function ServiceTermsPage() {
  return <UnderConstruction title={<Trans>Termos de serviço</Trans>} />
}
