import { Trans } from '@lingui/react/macro'
import { EmptyPage } from '@/shared/ui/page.tsx'

// The spec's empty shells: pages the menu links to that have nothing yet, each saying so in the same words.

export function EventsPage() {
  return <EmptyPage title={<Trans>Eventos</Trans>} note={<Trans>Ainda não há nada por aqui.</Trans>} />
}

export function AwardsPage() {
  return <EmptyPage title={<Trans>Prêmios</Trans>} note={<Trans>Ainda não há nada por aqui.</Trans>} />
}

export function RecordsPage() {
  return <EmptyPage title={<Trans>Recordes</Trans>} note={<Trans>Ainda não há nada por aqui.</Trans>} />
}

export function BonusPage() {
  return <EmptyPage title={<Trans>Bônus</Trans>} note={<Trans>Ainda não há nada por aqui.</Trans>} />
}
