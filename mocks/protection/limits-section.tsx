import '@mantine/core/styles/Table.layer.css'
import { Button, Group, Stack, Table, Text } from '@mantine/core'
import { useQueryClient } from '@tanstack/react-query'
import { Trans, useLingui } from '@lingui/react/macro'
import { toCentavos } from '@/api/money.ts'
import { LIMIT_KEYS, type LimitKey } from '@/shared/protection/limits.ts'
import { usePanelAction, usePanelRead } from '../panel/client.ts'
import { brl } from '../panel/constants.ts'
import { PanelRead } from '../panel/panel-read.tsx'

/**
 * The limits of the player who signed in last (the demo player before anyone did): each limit, its use and what is left in the period, and pending
 * changes; "Aplicar pendentes agora" skips the 24 hours, "Limpar limites" removes every limit and asks the prompt
 * again at the next login.
 */
export function ProtectionLimitsSection() {
  const { t } = useLingui()
  const read = usePanelRead('limits.get')
  const applyPending = usePanelAction('limits.apply-pending')
  const clearLimits = usePanelAction('limits.clear')
  const queryClient = useQueryClient()
  const labels: Record<LimitKey, string> = {
    deposit_day: t`Depósito diário`,
    deposit_week: t`Depósito semanal`,
    deposit_month: t`Depósito mensal`,
    loss_day: t`Perda diária`,
    loss_week: t`Perda semanal`,
    loss_month: t`Perda mensal`,
    session_day: t`Minutos por dia`,
  }
  const show = (key: LimitKey, value: string | number | null) =>
    value === null ? '—' : key === 'session_day' ? `${value} min` : brl(toCentavos(value))
  const refresh = () => void queryClient.invalidateQueries()

  return (
    <PanelRead read={read}>
      {({ userId, name, limits: wire }) => {
        const hasPending = LIMIT_KEYS.some((key) => wire[key].pending !== null)
        return (
          <Stack gap="xs">
            <Text size="sm" c="dimmed">
              <Trans>Limites de {name}.</Trans>
            </Text>
            <Table fz="xs" withRowBorders>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>
                    <Trans>Limite</Trans>
                  </Table.Th>
                  <Table.Th>
                    <Trans>Valor</Trans>
                  </Table.Th>
                  <Table.Th>
                    <Trans>Usado</Trans>
                  </Table.Th>
                  <Table.Th>
                    <Trans>Pendente</Trans>
                  </Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {LIMIT_KEYS.map((key) => {
                  const entry = wire[key]
                  return (
                    <Table.Tr key={key}>
                      <Table.Td>{labels[key]}</Table.Td>
                      <Table.Td>{show(key, entry.value)}</Table.Td>
                      <Table.Td>{show(key, entry.used)}</Table.Td>
                      <Table.Td>{entry.pending ? show(key, entry.pending.value) : '—'}</Table.Td>
                    </Table.Tr>
                  )
                })}
              </Table.Tbody>
            </Table>
            <Text size="xs" c="dimmed">
              {wire.prompt_answered ? (
                <Trans>Já respondeu ao convite para definir limites.</Trans>
              ) : (
                <Trans>O convite para definir limites aparece no próximo login.</Trans>
              )}
            </Text>
            <Group gap="xs">
              <Button
                size="xs"
                variant="light"
                disabled={!hasPending}
                onClick={() => applyPending.mutate([userId], { onSuccess: refresh })}
              >
                <Trans>Aplicar pendentes agora</Trans>
              </Button>
              <Button size="xs" variant="default" onClick={() => clearLimits.mutate([userId], { onSuccess: refresh })}>
                <Trans>Limpar limites</Trans>
              </Button>
            </Group>
          </Stack>
        )
      }}
    </PanelRead>
  )
}
