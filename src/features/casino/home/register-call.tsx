import { Button } from '@mantine/core'
import { Trans } from '@lingui/react/macro'
import { useAtomValue, useSetAtom } from 'jotai'
import { authModalAtom, isAuthenticatedAtom } from '@/shared/session.ts'
import classes from './home-page.module.css'

/** The home's call to register: a visitor opens the register modal; a logged-in player does not see it. */
export function RegisterCall() {
  const authenticated = useAtomValue(isAuthenticatedAtom)
  const openModal = useSetAtom(authModalAtom)
  if (authenticated) return null
  return (
    <div className={classes.registerCall}>
      <p className={classes.registerText}>
        <Trans>Novo por aqui? Crie sua conta e ganhe bônus no primeiro depósito.</Trans>
      </p>
      <Button
        onClick={() => {
          // Only a visitor registers: a session that began meanwhile (another tab) makes this a no-op.
          if (!authenticated) openModal('register')
        }}
      >
        <Trans>Criar conta</Trans>
      </Button>
    </div>
  )
}
