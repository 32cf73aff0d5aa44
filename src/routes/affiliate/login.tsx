import { createFileRoute } from '@tanstack/react-router'
import { AffiliatePanelPage } from '@/features/affiliate/affiliate-panel-page.tsx'

/** The advanced affiliate panel's address: the operator's own application behind a real backend. */
export const Route = createFileRoute('/affiliate/login')({
  component: AffiliatePanelPage,
})
