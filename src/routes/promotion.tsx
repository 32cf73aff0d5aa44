import { createFileRoute } from '@tanstack/react-router'
import { PromotionsPage } from '@/features/content/promotions-page.tsx'

export const Route = createFileRoute('/promotion')({
  component: PromotionsPage,
})
