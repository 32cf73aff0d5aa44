import { createFileRoute } from '@tanstack/react-router'
import { Trans } from '@lingui/react/macro'
import { EmptyPage } from '@/shared/ui/page.tsx'

/** An empty shell, as the spec has it. */
export const Route = createFileRoute('/awards')({
  component: AwardsPage,
})

function AwardsPage() {
  return <EmptyPage title={<Trans>Prêmios</Trans>} note={<Trans>Ainda não há nada por aqui.</Trans>} />
}
