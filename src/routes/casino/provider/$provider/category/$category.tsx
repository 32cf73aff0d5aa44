import { createFileRoute } from '@tanstack/react-router'
import { parseParams } from '@/shared/routing.ts'
import { CategoryParamsSchema, ListingSearchSchema } from '@/features/casino/listing-search.ts'
import { CasinoListingPage } from '@/features/casino/listing-page.tsx'

export const Route = createFileRoute('/casino/provider/$provider/category/$category')({
  params: { parse: (raw) => parseParams(CategoryParamsSchema, raw) },
  validateSearch: ListingSearchSchema,
  component: CasinoListingPage,
})
