import { createFileRoute } from '@tanstack/react-router'
import { Trans } from '@lingui/react/macro'
import { UnderConstruction } from '@/shared/ui/under-construction.tsx'

export const Route = createFileRoute('/_authenticated/profile/recents')({
  component: RecentsPage,
})

function RecentsPage() {
  return <UnderConstruction title={<Trans>Jogos recentes</Trans>} />
}
