import { WalletArea } from './components/wallet-area.tsx'
import { TransactionsPage } from './components/transactions-page.tsx'
import type { HistoryPages } from './components/history-pagination.tsx'
import { WalletOverview } from './components/wallet-overview.tsx'
import { WithdrawPage } from './components/withdraw-page.tsx'

/**
 * The wallet area's pages, each inside the area's frame. The four wallet routes load this module with a dynamic
 * import of their own rather than importing it statically: the entry chunk lists every chunk a route needs (its
 * preload map) and has no room left for the wallet's, while a route chunk that imports this lazily keeps that list
 * in itself. One module behind all four routes also makes one shared chunk and one stylesheet for the area.
 */
export { WalletArea }

export function WalletOverviewPage() {
  return (
    <WalletArea>
      <WalletOverview />
    </WalletArea>
  )
}

export function WithdrawRoutePage() {
  return (
    <WalletArea>
      <WithdrawPage />
    </WalletArea>
  )
}

export function TransactionsRoutePage({ pages }: { pages: HistoryPages }) {
  return (
    <WalletArea>
      <TransactionsPage pages={pages} />
    </WalletArea>
  )
}
