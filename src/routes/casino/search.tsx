import { createFileRoute } from '@tanstack/react-router'
import { Trans } from '@lingui/react/macro'
import * as v from 'valibot'
import { OptionalText, PageSearch } from '@/shared/routing.ts'
import { UnderConstruction } from '@/shared/ui/under-construction.tsx'

export const Route = createFileRoute('/casino/search')({
  validateSearch: v.object({ searchTerm: OptionalText, page: PageSearch }),
  component: CasinoSearchPage,
})

function CasinoSearchPage() {
  const { searchTerm } = Route.useSearch()
  return (
    <UnderConstruction
      title={searchTerm ? <Trans>Resultados para {searchTerm}</Trans> : <Trans>Buscar jogos</Trans>}
    />
  )
}
