import '@mantine/core/styles/FloatingIndicator.layer.css'
import '@mantine/core/styles/SegmentedControl.layer.css'
import { useSyncExternalStore } from 'react'
import { SegmentedControl, Stack, Text } from '@mantine/core'
import { Trans, useLingui } from '@lingui/react/macro'
import { LATENCY_MODES, scenarios, type LatencyMode } from '../../scenarios.ts'

const isLatency = (value: string): value is LatencyMode => LATENCY_MODES.includes(value as LatencyMode)

export function LatencySection() {
  const { t } = useLingui()
  const scenario = useSyncExternalStore(scenarios.subscribe, scenarios.get)
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
      <SegmentedControl
        fullWidth
        aria-label={t`Latência das respostas`}
        value={scenario.latency}
        onChange={(value) => {
          if (isLatency(value)) scenarios.set({ latency: value })
        }}
        data={LATENCY_MODES.map((mode) => ({ value: mode, label: labels[mode] }))}
      />
    </Stack>
  )
}
