import { lazy } from 'react'
import { createFileRoute } from '@tanstack/react-router'

// Loaded from the route's own chunk, so the wallet's chunk list stays out of the entry (see wallet-pages.tsx).
const WithdrawRoutePage = lazy(() =>
  import('@/features/wallet/wallet-pages.tsx').then((m) => ({ default: m.WithdrawRoutePage })),
)

export const Route = createFileRoute('/_authenticated/profile/withdraw')({
  component: WithdrawRoute,
})

/** Sacar: the PIX withdraw page (part 2 §2, §5). */
function WithdrawRoute() {
  return <WithdrawRoutePage />
}
