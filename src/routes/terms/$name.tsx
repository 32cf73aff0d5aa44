import { createFileRoute } from '@tanstack/react-router'
import * as v from 'valibot'
import { LEGAL_DOCUMENTS } from '@/features/content/documents/types.ts'
import { prefetchLegalDocument } from '@/features/content/queries.ts'
import { TermsPage } from '@/features/content/terms-page.tsx'
import { parseParams } from '@/shared/routing.ts'

/**
 * The legal documents, one page each: /terms/service, /terms/privacy-policy, /terms/bonus, /terms/bonus-welcome and
 * /terms/conditions-reference. One route for the five (they differ only by the document), which keeps the entry
 * chunk from carrying five route definitions; any other name is the not-found page. The loader starts the document's
 * download without waiting for it (it loads and fails in its own section of the page).
 */
export const Route = createFileRoute('/terms/$name')({
  params: { parse: (raw) => parseParams(v.object({ name: v.picklist(LEGAL_DOCUMENTS) }), raw) },
  loader: ({ context, params }) => prefetchLegalDocument(context, params.name),
  component: TermsRoute,
})

function TermsRoute() {
  return <TermsPage name={Route.useParams().name} />
}
