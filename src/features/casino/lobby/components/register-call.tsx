import { Button } from '@mantine/core'
import { Trans } from '@lingui/react/macro'
import { useAtomValue, useSetAtom } from 'jotai'
import { authModalAtom, isAuthenticatedAtom } from '@/shared/session.ts'
import { useSettings } from '@/shared/settings.ts'
import { offeredWelcomeBonusPercent } from '@/shared/welcome-bonus.ts'
import classes from '../home-page.module.css'

/**
 * The home's call to register: a visitor opens the register modal; a logged-in player does not see it. It promises
 * the first-deposit bonus only while the site offers one (not with prebet_bonus_disabled, nor initial_bonus 0).
 */
export function RegisterCall() {
  const authenticated = useAtomValue(isAuthenticatedAtom)
  const openModal = useSetAtom(authModalAtom)
  const bonusOffered = offeredWelcomeBonusPercent(useSettings()) > 0
  if (authenticated) return null
  return (
    <div className={classes.registerCall}>
      <p className={classes.registerText}>
        {bonusOffered ? (
          <Trans>Novo por aqui? Crie sua conta e ganhe bônus no primeiro depósito.</Trans>
        ) : (
          <Trans>Novo por aqui? Crie sua conta em poucos passos.</Trans>
        )}
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
