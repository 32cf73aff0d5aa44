import '@mantine/core/styles/Switch.layer.css'
import { Stack, Switch } from '@mantine/core'
import { useQueryClient } from '@tanstack/react-query'
import { useLingui } from '@lingui/react/macro'
import { usePanelAction, usePanelRead } from '../panel/client.ts'
import { PanelRead } from '../panel/panel-read.tsx'

/**
 * Lei 14.790 art. 29 forbids bonuses granted before a bet: on, the screens stop advertising the welcome bonus, the
 * spin prizes and up-front mission rewards, and the mock stops granting them.
 */
export function ProtectionOperatorSection() {
  const { t } = useLingui()
  const read = usePanelRead('protection.get')
  const prebet = usePanelAction('protection.prebet-bonus-disabled')
  const queryClient = useQueryClient()
  return (
    <Stack gap="xs">
      <PanelRead read={read}>
        {(disabled) => (
          <Switch
            // While a change is on its way the switch shows it already.
            checked={prebet.isPending ? prebet.variables[0] : disabled}
            onChange={(event) =>
              prebet.mutate([event.currentTarget.checked], {
                // The settings (and the banners, the missions) answer differently now: every screen asks again.
                onSuccess: () => void queryClient.invalidateQueries(),
              })
            }
            label={t`Sem bônus antes da aposta`}
            description={t`Lei 14.790, art. 29: sem bônus de boas-vindas, prêmios da roleta nem recompensas de missão sem aposta; o mock também deixa de concedê-los.`}
          />
        )}
      </PanelRead>
    </Stack>
  )
}
