import { createFileRoute } from '@tanstack/react-router'
import { parseParams } from '@/shared/routing.ts'
import { ProviderParamsSchema, ListingSearchSchema } from '@/features/casino/listing-search.ts'
import { CasinoListingPage } from '@/features/casino/listing-page.tsx'

export const Route = createFileRoute('/casino/provider/$provider/')({
  params: { parse: (raw) => parseParams(ProviderParamsSchema, raw) },
  validateSearch: ListingSearchSchema,
  component: CasinoListingPage,
})
