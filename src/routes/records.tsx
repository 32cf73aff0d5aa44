import { createFileRoute } from '@tanstack/react-router'
import { RecordsPage } from '@/features/content/empty-pages.tsx'

/** An empty shell, as the spec has it. */
export const Route = createFileRoute('/records')({
  component: RecordsPage,
})
