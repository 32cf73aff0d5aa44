import { createFileRoute } from '@tanstack/react-router'
import { WithdrawPage } from '@/features/wallet/components/withdraw-page.tsx'

/** Sacar: the PIX withdraw page (part 2 §2, §5). */
export const Route = createFileRoute('/_authenticated/profile/_wallet-area/withdraw')({
  component: WithdrawPage,
})
