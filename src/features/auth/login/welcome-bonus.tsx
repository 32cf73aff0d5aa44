import { Text } from '@mantine/core'
import { Trans } from '@lingui/react/macro'
import { formatBRL } from '@/shared/money.ts'
import { useSettings } from '@/shared/settings.ts'
import { offeredWelcomeBonusPercent } from '@/shared/welcome-bonus.ts'

/**
 * "100% up to R$ 500": the settings' initial_bonus and max_bonus; nothing when there is no bonus or bonuses before a
 * bet are off (prebet_bonus_disabled).
 */
export function WelcomeBonusLine() {
  const setting = useSettings()
  const percent = offeredWelcomeBonusPercent(setting)
  const maxBonus = setting.max_bonus
  if (percent <= 0) return null
  const amount = maxBonus ? formatBRL(maxBonus) : null
  return (
    <Text size="sm" fw={600} c="jogada" ta="center">
      {amount ? (
        <Trans>
          Bônus de boas-vindas de {percent}% até {amount}
        </Trans>
      ) : (
        <Trans>Bônus de boas-vindas de {percent}%</Trans>
      )}
    </Text>
  )
}
