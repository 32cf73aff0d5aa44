import '@mantine/core/styles/Table.layer.css'
import { Button, Group, Stack, Table, Text } from '@mantine/core'
import { useQueryClient } from '@tanstack/react-query'
import { Trans, useLingui } from '@lingui/react/macro'
import { toCentavos } from '@/api/money.ts'
import { LIMIT_KEYS, type LimitKey } from '@/shared/protection/limits.ts'
import { db } from '../db/index.ts'
import { brl } from '../db/limits.ts'
import { clock } from '../sim/clock.ts'
import { useDbVersion } from '../panel/use-db-version.ts'
import { applyPendingNow, clearLimits, limitsWire } from './limits.ts'

/** The player the section acts on: whoever signed in last (the demo player before anyone did). */
function currentPlayerId(): number {
  return db.sessions.all().at(-1)?.user_id ?? 1
}

/**
 * The limits of the player who signed in last: each limit, its use and what is left in the period, and pending
 * changes; "Aplicar pendentes agora" skips the 24 hours, "Limpar limites" removes every limit and asks the prompt
 * again at the next login.
 */
export function ProtectionLimitsSection() {
  const { t } = useLingui()
  useDbVersion()
  const queryClient = useQueryClient()
  const userId = currentPlayerId()
  const name = db.users.find(userId)?.name ?? ''
  const wire = limitsWire(userId, clock.nowMs())
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
          onClick={() => {
            applyPendingNow(userId)
            refresh()
          }}
        >
          <Trans>Aplicar pendentes agora</Trans>
        </Button>
        <Button
          size="xs"
          variant="default"
          onClick={() => {
            clearLimits(userId)
            refresh()
          }}
        >
          <Trans>Limpar limites</Trans>
        </Button>
      </Group>
    </Stack>
  )
}
