import { useCallback } from 'react'
import { useLingui } from '@lingui/react/macro'
import { useNavigate } from '@tanstack/react-router'
import { sendLogout } from './queries.ts'
import { useEndSession } from './session-end.ts'
import { useToast } from './toast.ts'

/**
 * The player's "Sair": POST auth/logout without waiting for it (a failure changes nothing), then the session ends
 * (useEndSession), the notice says so and the player goes home.
 */
export function useSignOut() {
  const { t } = useLingui()
  const toast = useToast()
  const endSession = useEndSession()
  const navigate = useNavigate()
  return useCallback(() => {
    // callApi reads the bearer token before its first await, so the session can end at once.
    void sendLogout().catch(() => undefined)
    endSession()
    toast.success(t`Você foi desconectado com sucesso`)
    void navigate({ to: '/{-$action}', params: { action: undefined } })
  }, [endSession, navigate, t, toast])
}
