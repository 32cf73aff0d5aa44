import { useSuspenseQuery } from '@tanstack/react-query'
import { useNavigate } from '@tanstack/react-router'
import { useLingui } from '@lingui/react/macro'
import { Trans } from '@lingui/react/macro'
import { useWindowMediaQuery } from '@/shared/hooks/use-window-media-query.ts'
import { useSettings } from '@/shared/settings.ts'
import { prebetBonusesAllowed } from '@/shared/welcome-bonus.ts'
import { AppModal } from '@/shared/ui/app-modal.tsx'
import { IconAlert } from '@/shared/ui/icons/alert.tsx'
import { LinkButton } from '@/shared/ui/link-button.tsx'
import { MessageScreen } from '@/shared/ui/message-screen.tsx'
import { SpinGame } from './components/spin-game.tsx'
import { spinPrizesQueryOptions } from './queries.ts'
import { encodeSpinResult } from './rules/spin-token.ts'

/**
 * /landing/spin for visitors (the route sends a player home): the wheel's modal opens once the prizes loaded, closing
 * it goes home, and Claim Rewards carries the prize to /register/{encoded result}, whose registration credits it.
 */
export function SpinLandingPage() {
  // A spin prize is a bonus granted before any bet: while those are off the wheel is not offered (the server refuses
  // a spin too).
  if (!prebetBonusesAllowed(useSettings())) return <SpinUnavailable />
  return <SpinWheelModal />
}

function SpinUnavailable() {
  return (
    <MessageScreen
      layout="inline"
      main
      tone="warning"
      icon={<IconAlert size={32} />}
      title={<Trans>Roleta de prêmios indisponível</Trans>}
      description={<Trans>Esta promoção não está disponível no momento.</Trans>}
      action={
        <LinkButton to="/{-$action}" params={{ action: undefined }}>
          <Trans>Voltar ao início</Trans>
        </LinkButton>
      }
    />
  )
}

function SpinWheelModal() {
  const { t } = useLingui()
  const prizes = useSuspenseQuery(spinPrizesQueryOptions()).data
  const navigate = useNavigate()
  const phone = useWindowMediaQuery('(max-width: 48em)')
  return (
    <AppModal
      opened
      onClose={() => void navigate({ to: '/{-$action}', params: { action: undefined } })}
      title={t`Roleta de prêmios`}
      size={900}
      fullScreen={phone}
      centered
    >
      <SpinGame
        prizes={prizes}
        onClaim={(outcome) => void navigate({ to: '/register/{-$code}', params: { code: encodeSpinResult(outcome) } })}
      />
    </AppModal>
  )
}
