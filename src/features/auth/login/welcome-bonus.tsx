import { Text } from '@mantine/core'
import { Trans } from '@lingui/react/macro'
import { formatBRL } from '@/shared/money.ts'
import { useSettings } from '@/shared/settings.ts'

/** "100% up to R$ 500": the settings' initial_bonus and max_bonus; nothing when there is no bonus. */
export function WelcomeBonusLine() {
  const { initial_bonus: percent, max_bonus: maxBonus } = useSettings()
  if (!percent || percent <= 0) return null
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
