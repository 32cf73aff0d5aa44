import { Trans } from '@lingui/react/macro'
import { useParams } from '@tanstack/react-router'
import { UnderConstruction } from '@/shared/ui/under-construction.tsx'

// Kept apart from listing-search.ts: the route's options stay in the entry chunk, this page is split out.
export function CasinoListingPage() {
  const { category } = useParams({ strict: false })
  const isCategoryView = category !== undefined && category !== 'all'
  return (
    <UnderConstruction
      title={isCategoryView ? <Trans>Cassino: {category}</Trans> : <Trans>Todos os jogos do cassino</Trans>}
    />
  )
}
