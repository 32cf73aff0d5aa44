import { useSuspenseQuery } from '@tanstack/react-query'
import { useNavigate } from '@tanstack/react-router'
import { useMediaQuery } from '@mantine/hooks'
import { useLingui } from '@lingui/react/macro'
import { AppModal } from '@/shared/ui/app-modal.tsx'
import { SpinGame } from './components/spin-game.tsx'
import { spinPrizesQueryOptions } from './queries.ts'
import { encodeSpinResult } from './rules/spin-token.ts'

/**
 * /landing/spin for visitors (the route sends a player home): the wheel's modal opens once the prizes loaded, closing
 * it goes home, and Claim Rewards carries the prize to /register/{encoded result}, whose registration credits it.
 */
export function SpinLandingPage() {
  const { t } = useLingui()
  const prizes = useSuspenseQuery(spinPrizesQueryOptions()).data
  const navigate = useNavigate()
  const phone = useMediaQuery('(max-width: 48em)') === true
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
