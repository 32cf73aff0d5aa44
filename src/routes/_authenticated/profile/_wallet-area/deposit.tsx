import { createFileRoute } from '@tanstack/react-router'
import { DepositPage } from '@/features/deposit/deposit-page.tsx'
import { playerDataQueryOptions } from '@/shared/queries.ts'

/** Depositar (profileDeposit): the PIX deposit widget over the settings background. */
export const Route = createFileRoute('/_authenticated/profile/_wallet-area/deposit')({
  // The player's CPF on file, which decides whether the form asks for one. Not waited for: the form shows without it
  // and asks for the CPF when it cannot be read.
  loader: ({ context: { queryClient } }) => {
    void queryClient.prefetchQuery(playerDataQueryOptions())
  },
  component: DepositPage,
})
