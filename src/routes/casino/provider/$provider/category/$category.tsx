import { createFileRoute } from '@tanstack/react-router'
import { parseParams } from '@/shared/routing.ts'
import { CasinoListingPage, CategoryParamsSchema, ListingSearchSchema } from '../../../-listing.tsx'

export const Route = createFileRoute('/casino/provider/$provider/category/$category')({
  params: { parse: (raw) => parseParams(CategoryParamsSchema, raw) },
  validateSearch: ListingSearchSchema,
  component: CasinoListingPage,
})
