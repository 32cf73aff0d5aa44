import '@mantine/core/styles/Badge.layer.css'
import '@mantine/core/styles/Combobox.layer.css'
import { useState } from 'react'
import { Badge, Button, CloseButton, Group, Select, Stack, Text } from '@mantine/core'
import { Trans, useLingui } from '@lingui/react/macro'
import type { FaultKind } from '../scenarios.ts'
import { usePanelAction, usePanelRead } from './client.ts'
import { ALL_ENDPOINTS, FAULT_KINDS } from './constants.ts'
import { PanelRead } from './panel-read.tsx'

const isFault = (value: string | null): value is FaultKind => FAULT_KINDS.includes(value as FaultKind)

export function FaultsSection() {
  const { t } = useLingui()
  const read = usePanelRead('scenario.get')
  const setFault = usePanelAction('scenario.fault')
  const clearFault = usePanelAction('scenario.clear-fault')
  const [endpoint, setEndpoint] = useState<string | null>(ALL_ENDPOINTS)
  const [kind, setKind] = useState<string | null>('500')

  const kindLabels: Record<FaultKind, string> = {
    '500': t`Erro 500 do servidor`,
    network: t`Sem conexão`,
    timeout: t`Sem resposta (tempo esgotado)`,
    malformed: t`Resposta malformada`,
  }
  const endpointLabel = (id: string) => (id === ALL_ENDPOINTS ? t`Todos os endpoints (*)` : id)
  const endpointOptions = [ALL_ENDPOINTS, ...(read.data?.endpoints ?? [])].map((id) => ({
    value: id,
    label: endpointLabel(id),
  }))
  const active = Object.entries(read.data?.faults ?? {})

  return (
    <Stack gap="xs">
      <Text size="sm" c="dimmed">
        <Trans>
          Faz um endpoint (ou todos) falhar, para ver como o app reage. A falha de um endpoint vale mais que a de todos.
        </Trans>
      </Text>
      <Select
        label={t`Endpoint`}
        data={endpointOptions}
        value={endpoint}
        onChange={setEndpoint}
        searchable
        allowDeselect={false}
        comboboxProps={{ withinPortal: false }}
      />
      <Select
        label={t`Tipo de falha`}
        data={FAULT_KINDS.map((value) => ({ value, label: kindLabels[value] }))}
        value={kind}
        onChange={setKind}
        allowDeselect={false}
        comboboxProps={{ withinPortal: false }}
      />
      <Button
        variant="light"
        disabled={!endpoint || !isFault(kind)}
        onClick={() => {
          if (endpoint && isFault(kind)) setFault.mutate([endpoint, kind])
        }}
      >
        <Trans>Adicionar falha</Trans>
      </Button>

      {read.data === undefined ? (
        <PanelRead read={read}>{() => null}</PanelRead>
      ) : active.length === 0 ? (
        <Text size="sm">
          <Trans>Nenhuma falha ativa.</Trans>
        </Text>
      ) : (
        <Stack component="ul" gap={4} p={0} m={0} aria-label={t`Falhas ativas`} style={{ listStyle: 'none' }}>
          {active.map(([id, fault]) => {
            const label = endpointLabel(id)
            return (
              <Group component="li" key={id} justify="space-between" wrap="nowrap" gap="xs">
                <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                  {label}
                </Text>
                <Group gap={4} wrap="nowrap">
                  <Badge color="red" variant="light">
                    {kindLabels[fault]}
                  </Badge>
                  <CloseButton
                    size="sm"
                    aria-label={t`Remover falha de ${label}`}
                    onClick={() => clearFault.mutate([id])}
                  />
                </Group>
              </Group>
            )
          })}
        </Stack>
      )}
    </Stack>
  )
}
