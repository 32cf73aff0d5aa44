import { createFileRoute } from '@tanstack/react-router'
import { PauseWithdrawPage } from '@/features/protection/pause/pause-withdraw-page.tsx'

/**
 * The one screen a player on a break can use: the cash balance and its PIX withdrawal, with the token their refused
 * login carried (no session). Reached from the login form's refusal.
 */
export const Route = createFileRoute('/pausa/saque')({
  component: PauseWithdrawPage,
})
