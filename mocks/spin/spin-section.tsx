import { Button, Stack, Text } from '@mantine/core'
import { Trans } from '@lingui/react/macro'
import { usePanelAction, usePanelRead } from '../panel/client.ts'
import { PanelRead } from '../panel/panel-read.tsx'

/** The prize wheel (/landing/spin): one spin per device, which the demo can lift. */
export function SpinSection() {
  const read = usePanelRead('spin.counts')
  const forgetDevices = usePanelAction('spin.forget-devices')
  return (
    <Stack gap="xs">
      <Text size="sm" c="dimmed">
        <Trans>Um giro por aparelho: quem gira de novo recebe o mesmo prêmio até o cadastro resgatá-lo.</Trans>
      </Text>
      <PanelRead read={read}>
        {({ spun, claimed }) => (
          <Text size="sm">
            <Trans>
              Giros: {spun} · resgatados: {claimed}
            </Trans>
          </Text>
        )}
      </PanelRead>
      <Button size="xs" variant="light" onClick={() => forgetDevices.mutate([])}>
        <Trans>Permitir girar de novo</Trans>
      </Button>
    </Stack>
  )
}
