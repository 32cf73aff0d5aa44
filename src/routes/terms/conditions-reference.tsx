import { createFileRoute } from '@tanstack/react-router'
import { Trans } from '@lingui/react/macro'
import { UnderConstruction } from '@/shared/ui/under-construction.tsx'

export const Route = createFileRoute('/terms/conditions-reference')({
  component: ConditionsReferencePage,
})

function ConditionsReferencePage() {
  return <UnderConstruction title={<Trans>Condições de referência</Trans>} />
}
