import { createFileRoute } from '@tanstack/react-router'
import * as v from 'valibot'
import { prefetchFaq } from '@/features/content/queries.ts'
import { SupportCenterPage } from '@/features/content/support-center-page.tsx'

/**
 * The support centre: its own page (topics, FAQ search, contacts). `?busca=` and `?topico=` keep the search and the
 * topic in the address, so a view can be shared and survives going back.
 */
const SupportCenterSearchSchema = v.object({
  busca: v.fallback(v.optional(v.string()), undefined),
  topico: v.fallback(v.optional(v.string()), undefined),
})

export const Route = createFileRoute('/support-center')({
  validateSearch: SupportCenterSearchSchema,
  // The FAQ starts loading at once (hovering a link preloads it); it loads and fails in its own section.
  loader: ({ context }) => prefetchFaq(context),
  component: SupportCenterRoute,
})

function SupportCenterRoute() {
  const { busca = '', topico } = Route.useSearch()
  const navigate = Route.useNavigate()
  return (
    <SupportCenterPage
      search={busca}
      onSearch={(text) => void navigate({ search: (prev) => ({ ...prev, busca: text || undefined }), replace: true })}
      topic={topico}
      onTopic={(topic) => void navigate({ search: (prev) => ({ ...prev, topico: topic }) })}
    />
  )
}
