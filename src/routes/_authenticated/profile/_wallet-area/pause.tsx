import { createFileRoute } from '@tanstack/react-router'
import { PausePage } from '@/features/protection/pause/pause-page.tsx'

/** Pausa e autoexclusão: a break or an indefinite self-exclusion, confirmed with the password. */
export const Route = createFileRoute('/_authenticated/profile/_wallet-area/pause')({
  component: PausePage,
})
