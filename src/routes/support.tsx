import { createFileRoute } from '@tanstack/react-router'
import * as v from 'valibot'
import { prefetchFaq } from '@/features/content/queries.ts'
import { SupportPage } from '@/features/content/support-page.tsx'

/** `?busca=` keeps the FAQ search in the address: a search can be shared and survives going back. */
const SupportSearchSchema = v.object({ busca: v.fallback(v.optional(v.string()), undefined) })

export const Route = createFileRoute('/support')({
  validateSearch: SupportSearchSchema,
  // The FAQ starts loading at once (hovering a link preloads it); it loads and fails in its own section.
  loader: ({ context }) => prefetchFaq(context),
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
