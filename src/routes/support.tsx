import { createFileRoute } from '@tanstack/react-router'
import { Trans } from '@lingui/react/macro'
import { UnderConstruction } from '@/shared/ui/under-construction.tsx'

export const Route = createFileRoute('/support')({
  component: SupportPage,
})

function SupportPage() {
  return <UnderConstruction title={<Trans>Suporte</Trans>} />
}
