import { createFileRoute } from '@tanstack/react-router'
import { msg } from '@lingui/core/macro'
import { vipLevelsQueryOptions, vipQueryOptions } from '@/features/vip/queries.ts'
import { vipLoadFailure } from '@/features/vip/rules/failures.ts'
import { VipPage } from '@/features/vip/vip-page.tsx'
import { readStoredToken } from '@/shared/session.ts'
import { routeError } from '@/shared/ui/route-error.tsx'
import { routePending } from '@/shared/ui/page-pending.tsx'

/**
 * VIP: open to visitors, who see the tables of levels (a public call) and a call to register; a player sees their
 * progress (profile/vip/, which needs the login).
 */
export const Route = createFileRoute('/vip')({
  loader: ({ context: { queryClient } }) =>
    readStoredToken()
      ? queryClient.ensureQueryData(vipQueryOptions())
      : queryClient.ensureQueryData(vipLevelsQueryOptions()),
  pendingComponent: routePending(msg`Carregando VIP…`),
  errorComponent: routeError(vipLoadFailure, { toasts: true }),
  component: VipPage,
})
