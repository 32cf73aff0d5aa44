import '@mantine/core/styles/FloatingIndicator.layer.css'
import '@mantine/core/styles/SegmentedControl.layer.css'
import { SegmentedControl, Stack, Text } from '@mantine/core'
import { Trans, useLingui } from '@lingui/react/macro'
import type { LatencyMode } from '../scenarios.ts'
import { usePanelAction, usePanelRead } from './client.ts'
import { LATENCY_MODES } from './constants.ts'
import { PanelRead } from './panel-read.tsx'

const isLatency = (value: string): value is LatencyMode => LATENCY_MODES.includes(value as LatencyMode)

export function LatencySection() {
  const { t } = useLingui()
  const read = usePanelRead('scenario.get')
  const setLatency = usePanelAction('scenario.latency')
  const labels: Record<LatencyMode, string> = {
    none: t`Nenhuma`,
    realistic: t`Realista`,
    slow: t`Lenta`,
  }

  return (
    <Stack gap="xs">
      <Text size="sm" c="dimmed">
        <Trans>
          Quanto o servidor simulado demora para responder: realista fica entre 150 e 600 ms, lenta entre 2 e 4 s.
        </Trans>
      </Text>
      <PanelRead read={read}>
        {(scenario) => (
          <SegmentedControl
            fullWidth
            aria-label={t`Latência das respostas`}
            // While a change is on its way the control shows it already.
            value={setLatency.isPending ? setLatency.variables[0] : scenario.latency}
            onChange={(value) => {
              if (isLatency(value)) setLatency.mutate([value])
            }}
            data={LATENCY_MODES.map((mode) => ({ value: mode, label: labels[mode] }))}
          />
        )}
      </PanelRead>
    </Stack>
  )
}
