import '@mantine/core/styles/Switch.layer.css'
import { Stack, Switch } from '@mantine/core'
import { useQueryClient } from '@tanstack/react-query'
import { useLingui } from '@lingui/react/macro'
import { prebetBonusDisabled, setPrebetBonusDisabled } from '../../db/limits.ts'
import { useDbVersion } from '../use-db-version.ts'

/**
 * Lei 14.790 art. 29 forbids bonuses granted before a bet: on, the screens stop advertising the welcome bonus, the
 * spin prizes and up-front mission rewards, and the mock stops granting them.
 */
export function ProtectionOperatorSection() {
  const { t } = useLingui()
  useDbVersion()
  const queryClient = useQueryClient()
  return (
    <Stack gap="xs">
      <Switch
        checked={prebetBonusDisabled()}
        onChange={(event) => {
          setPrebetBonusDisabled(event.currentTarget.checked)
          // The settings (and the banners, the missions) answer differently now: every screen asks again.
          void queryClient.invalidateQueries()
        }}
        label={t`Sem bônus antes da aposta`}
        description={t`Lei 14.790, art. 29: sem bônus de boas-vindas, prêmios da roleta nem recompensas de missão sem aposta; o mock também deixa de concedê-los.`}
      />
    </Stack>
  )
}
