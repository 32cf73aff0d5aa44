import { createFileRoute, Outlet } from '@tanstack/react-router'
import { WalletArea } from '@/features/wallet/components/wallet-area.tsx'
import { walletQueryOptions } from '@/shared/queries.ts'

/**
 * The wallet area: a pathless layout around Visão Geral, Depositar, Sacar and Histórico, so the side
 * menu (or the phone tabs) stays mounted while the player moves between the four.
 */
export const Route = createFileRoute('/_authenticated/profile/_wallet-area')({
  // The side menu's balance, beside every page of the area. Not waited for: the balance shows a placeholder meanwhile
  // and a dash when it fails (the overview says what failed).
  loader: ({ context: { queryClient } }) => {
    void queryClient.prefetchQuery(walletQueryOptions())
  },
  component: WalletAreaLayout,
})

function WalletAreaLayout() {
  return (
    <WalletArea>
      <Outlet />
    </WalletArea>
  )
}
