import { createFileRoute } from '@tanstack/react-router'
import { Trans } from '@lingui/react/macro'
import { UnderConstruction } from '@/shared/ui/under-construction.tsx'

export const Route = createFileRoute('/_authenticated/profile/affiliate')({
  component: AffiliatePage,
})

function AffiliatePage() {
  return <UnderConstruction title={<Trans>Programa de afiliados</Trans>} />
}
