import { Button, Stack, Text } from '@mantine/core'
import { Trans } from '@lingui/react/macro'
import { forgetSpinDevices, spinCounts } from '../../spin/controls.ts'
import { useDbVersion } from '../use-db-version.ts'

/** The prize wheel (/landing/spin): one spin per device, which the demo can lift. */
export function SpinSection() {
  useDbVersion()
  const { spun, claimed } = spinCounts()
  return (
    <Stack gap="xs">
      <Text size="sm" c="dimmed">
        <Trans>Um giro por aparelho: quem gira de novo recebe o mesmo prêmio até o cadastro resgatá-lo.</Trans>
      </Text>
      <Text size="sm">
        <Trans>
          Giros: {spun} · resgatados: {claimed}
        </Trans>
      </Text>
      <Button size="xs" variant="light" onClick={() => forgetSpinDevices()}>
        <Trans>Permitir girar de novo</Trans>
      </Button>
    </Stack>
  )
}
