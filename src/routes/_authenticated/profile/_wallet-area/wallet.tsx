import { createFileRoute } from '@tanstack/react-router'
import { WalletOverview } from '@/features/wallet/components/wallet-overview.tsx'

/** Visão Geral: balance, rollover, actions, coupon and 'Minhas Carteiras' (part 2 §2). */
export const Route = createFileRoute('/_authenticated/profile/_wallet-area/wallet')({
  component: WalletOverview,
})
