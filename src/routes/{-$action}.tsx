import { Trans } from '@lingui/react/macro'
import { createFileRoute } from '@tanstack/react-router'
import * as v from 'valibot'
import { AUTH_ADDRESS_ACTIONS, useAuthModalFromAddress } from '@/features/auth/use-auth-modal-from-address.ts'
import { parseParams, RedirectSearch } from '@/shared/routing.ts'
import { UnderConstruction } from '@/shared/ui/under-construction.tsx'

/**
 * home: `/{action?}`. The action opens a modal on arrival (`openlogin`, `openregister`); any other
 * single segment is not this route, so unknown addresses still reach the not-found page.
 */
const HomeParamsSchema = v.object({ action: v.optional(v.picklist(AUTH_ADDRESS_ACTIONS)) })

export const Route = createFileRoute('/{-$action}')({
  params: { parse: (raw) => parseParams(HomeParamsSchema, raw) },
  validateSearch: v.object({ redirect: RedirectSearch }),
  component: HomePage,
})

function HomePage() {
  const { action } = Route.useParams()
  const { redirect } = Route.useSearch()
  useAuthModalFromAddress(action, redirect)
  return <UnderConstruction title={<Trans>Início</Trans>} />
}
