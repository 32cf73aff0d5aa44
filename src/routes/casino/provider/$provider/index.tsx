import { createFileRoute } from '@tanstack/react-router'
import { parseParams } from '@/shared/routing.ts'
import { CasinoListingPage, ProviderParamsSchema, ListingSearchSchema } from '../../-listing.tsx'

export const Route = createFileRoute('/casino/provider/$provider/')({
  params: { parse: (raw) => parseParams(ProviderParamsSchema, raw) },
  validateSearch: ListingSearchSchema,
  component: CasinoListingPage,
})
