import { createFileRoute } from '@tanstack/react-router'
import { parseParams } from '@/shared/routing.ts'
import { ProviderParamsSchema, ListingSearchSchema } from '../../-listing-search.ts'
import { CasinoListingPage } from '../../-listing-page.tsx'

export const Route = createFileRoute('/casino/provider/$provider/')({
  params: { parse: (raw) => parseParams(ProviderParamsSchema, raw) },
  validateSearch: ListingSearchSchema,
  component: CasinoListingPage,
})
