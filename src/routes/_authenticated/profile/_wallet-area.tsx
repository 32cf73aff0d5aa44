import { createFileRoute, Outlet } from '@tanstack/react-router'
import { WalletArea } from '@/features/wallet/components/wallet-area.tsx'

/**
 * The wallet area: a pathless layout around Visão Geral, Depositar, Sacar and Histórico, so the side
 * menu (or the phone tabs) stays mounted while the player moves between the four.
 */
export const Route = createFileRoute('/_authenticated/profile/_wallet-area')({
  component: WalletAreaLayout,
})

function WalletAreaLayout() {
  return (
    <WalletArea>
      <Outlet />
    </WalletArea>
  )
}
