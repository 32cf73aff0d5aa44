import { createFileRoute } from '@tanstack/react-router'
import { Trans } from '@lingui/react/macro'
import { UnderConstruction } from '@/shared/ui/under-construction.tsx'

export const Route = createFileRoute('/_authenticated/profile/favorite')({
  component: FavoritesPage,
})

function FavoritesPage() {
  return <UnderConstruction title={<Trans>Jogos favoritos</Trans>} />
}
