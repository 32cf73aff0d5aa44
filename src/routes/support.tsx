import { createFileRoute } from '@tanstack/react-router'
import * as v from 'valibot'
import { SupportPage } from '@/features/content/support-page.tsx'

/** `?busca=` keeps the FAQ search in the address: a search can be shared and survives going back. */
const SupportSearchSchema = v.object({ busca: v.fallback(v.optional(v.string()), undefined) })

export const Route = createFileRoute('/support')({
  validateSearch: SupportSearchSchema,
  component: SupportRoute,
})

function SupportRoute() {
  const { busca = '' } = Route.useSearch()
  const navigate = Route.useNavigate()
  return (
    <SupportPage
      search={busca}
      onSearch={(text) => void navigate({ search: { busca: text || undefined }, replace: true })}
    />
  )
}
