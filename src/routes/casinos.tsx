import { createFileRoute } from '@tanstack/react-router'
import { CasinoHomePage } from '@/features/casino/browse/casino-home-page.tsx'
import { providersQueryOptions } from '@/features/casino/queries.ts'
import { categoriesQueryOptions } from '@/shared/queries.ts'

/**
 * The casino home: categories and providers to browse. The loader starts both requests (hovering a link here loads
 * them too) without waiting: each list loads and fails on its own inside the page.
 */
export const Route = createFileRoute('/casinos')({
  loader: ({ context: { queryClient } }) => {
    void queryClient.prefetchQuery(categoriesQueryOptions())
    void queryClient.prefetchQuery(providersQueryOptions())
  },
  // The loader names the casino's queries: it loads as its own chunk, so none of it weighs on the entry.
  codeSplitGroupings: [['loader'], ['component']],
  component: CasinoHomePage,
})
