import { useEffect } from 'react'
import { Trans } from '@lingui/react/macro'
import { createFileRoute } from '@tanstack/react-router'
import { useSetAtom } from 'jotai'
import * as v from 'valibot'
import { authModalAtom, redirectAfterAuthAtom } from '@/shared/session.ts'
import { parseParams, RedirectSearch } from '@/shared/routing.ts'
import { UnderConstruction } from '@/shared/ui/under-construction.tsx'

/**
 * home: `/{action?}`. The action opens a modal on arrival (`openlogin`, `openregister`); any other
 * single segment is not this route, so unknown addresses still reach the not-found page.
 */
export const HOME_ACTIONS = ['openlogin', 'openregister'] as const

const HomeParamsSchema = v.object({ action: v.optional(v.picklist(HOME_ACTIONS)) })

export const Route = createFileRoute('/{-$action}')({
  params: { parse: (raw) => parseParams(HomeParamsSchema, raw) },
  validateSearch: v.object({ redirect: RedirectSearch }),
  component: HomePage,
})

function HomePage() {
  const { action } = Route.useParams()
  const { redirect } = Route.useSearch()
  const setAuthModal = useSetAtom(authModalAtom)
  const setRedirectAfterAuth = useSetAtom(redirectAfterAuthAtom)

  // The login modal (mounted by the root layout) picks up the flag; the destination waits for the login.
  useEffect(() => {
    if (action === 'openlogin') {
      setAuthModal('login')
      if (redirect) setRedirectAfterAuth(redirect)
    } else if (action === 'openregister') {
      setAuthModal('register')
    }
  }, [action, redirect, setAuthModal, setRedirectAfterAuth])

  return <UnderConstruction title={<Trans>Início</Trans>} />
}
