import { createFileRoute } from '@tanstack/react-router'
import { Trans } from '@lingui/react/macro'
import { UnderConstruction } from '@/shared/ui/under-construction.tsx'

export const Route = createFileRoute('/sports/favorites')({
  component: SportsFavoritesPage,
})

function SportsFavoritesPage() {
  return <UnderConstruction title={<Trans>Esportes favoritos</Trans>} />
}
