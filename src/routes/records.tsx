import { createFileRoute } from '@tanstack/react-router'
import { Trans } from '@lingui/react/macro'
import { EmptyPage } from '@/shared/ui/page.tsx'

/** An empty shell, as the spec has it. */
export const Route = createFileRoute('/records')({
  component: RecordsPage,
})

function RecordsPage() {
  return <EmptyPage title={<Trans>Recordes</Trans>} note={<Trans>Ainda não há nada por aqui.</Trans>} />
}
