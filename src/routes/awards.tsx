import { createFileRoute } from '@tanstack/react-router'
import { AwardsPage } from '@/features/content/empty-pages.tsx'

/** An empty shell, as the spec has it. */
export const Route = createFileRoute('/awards')({
  component: AwardsPage,
})
