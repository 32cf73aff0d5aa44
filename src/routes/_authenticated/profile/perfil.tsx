import { createFileRoute } from '@tanstack/react-router'
import { msg } from '@lingui/core/macro'
import { ProfileDataPage } from '@/features/account/profile-data-page.tsx'
import { profileEmailQueryOptions } from '@/features/account/queries.ts'
import { profileTexts } from '@/features/account/rules/profile-form.ts'
import { playerDataQueryOptions } from '@/shared/queries.ts'
import { routeError } from '@/shared/ui/route-error.tsx'
import { routePending } from '@/shared/ui/page-pending.tsx'

/**
 * Meu perfil. It waits for the player's data (GET profile/data); the e-mail (GET profile/email) starts loading with
 * it, and its failure says 'Erro ao buscar o email.' without hiding the page.
 */
export const Route = createFileRoute('/_authenticated/profile/perfil')({
  loader: async ({ context: { queryClient } }) => {
    void queryClient.prefetchQuery(profileEmailQueryOptions())
    await queryClient.ensureQueryData(playerDataQueryOptions())
  },
  pendingComponent: routePending(msg`Carregando seus dados…`),
  errorComponent: routeError({ fallback: profileTexts.load, unavailable: profileTexts.unavailable }, { toasts: true }),
  component: () => <ProfileDataPage />,
})
