import { createFileRoute } from '@tanstack/react-router'
import { DepositPage } from '@/features/deposit/deposit-page.tsx'

/** Depositar (profileDeposit): the PIX deposit widget over the settings background. */
export const Route = createFileRoute('/_authenticated/profile/_wallet-area/deposit')({
  component: DepositPage,
})
