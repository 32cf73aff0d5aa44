import '@mantine/core/styles/Badge.layer.css'
import '@mantine/core/styles/FloatingIndicator.layer.css'
import '@mantine/core/styles/SegmentedControl.layer.css'
import '@mantine/core/styles/Switch.layer.css'
import { useId } from 'react'
import { Badge, Button, Group, Paper, SegmentedControl, Stack, Switch, Text } from '@mantine/core'
import { useQueryClient } from '@tanstack/react-query'
import { Trans, useLingui } from '@lingui/react/macro'
import { toCentavos } from '@/api/money.ts'
import type { DepositStatus } from './tables.ts'
import type { SettleDelay } from './money-policy.ts'
import { usePanelAction, usePanelRead } from '../panel/client.ts'
import { brl, SETTLE_DELAYS } from '../panel/constants.ts'
import { PanelRead } from '../panel/panel-read.tsx'

const isSettle = (value: string): value is SettleDelay => SETTLE_DELAYS.includes(value as SettleDelay)

const STATUS_COLORS: Record<DepositStatus, string> = { 0: 'yellow', 1: 'green', 2: 'gray' }

/**
 * The simulated payer of PIX deposits: when new codes get paid, the welcome bonus switch, and the latest
 * deposits of every player with "Pagar agora" / "Nunca pagar" on the pending ones.
 */
export function DepositsSection() {
  const { t, i18n } = useLingui()
  const read = usePanelRead('deposits.get')
  const pay = usePanelAction('deposits.pay')
  const neverPay = usePanelAction('deposits.never-pay')
  const settleDelay = usePanelAction('deposits.settle-delay')
  const welcomeBonus = usePanelAction('deposits.welcome-bonus')
  const queryClient = useQueryClient()
  const settleLabelId = useId()

  const dateTime = new Intl.DateTimeFormat(i18n.locale, { dateStyle: 'short', timeStyle: 'short' })
  const time = new Intl.DateTimeFormat(i18n.locale, { timeStyle: 'medium' })
  const delayLabels: Record<SettleDelay, string> = { '5s': t`5 s`, '20s': t`20 s`, '60s': t`60 s`, never: t`Nunca` }
  const statusLabels: Record<DepositStatus, string> = { 0: t`Pendente`, 1: t`Pago`, 2: t`Expirado` }

  // What the app shows (wallet, history, settings) came from the old data.
  const refresh = () => void queryClient.invalidateQueries()

  return (
    <PanelRead read={read}>
      {(data) => {
        const percent = data.bonusPercent
        // While a change is on its way the control shows it already.
        const settle = settleDelay.isPending ? settleDelay.variables[0] : data.settle
        const bonusOn = welcomeBonus.isPending ? welcomeBonus.variables[0] : data.bonusOn
        return (
          <Stack gap="xs">
            <Text size="sm" c="dimmed">
              <Trans>
                Cada PIX gerado fica pendente até o pagador simulado pagar. Depois do pagamento o saldo aumenta e o app
                recebe a confirmação em tempo real.
              </Trans>
            </Text>
            <Text size="sm" fw={500} id={settleLabelId}>
              <Trans>Pagar os novos PIX após</Trans>
            </Text>
            <SegmentedControl
              fullWidth
              aria-labelledby={settleLabelId}
              value={settle}
              onChange={(value) => {
                if (isSettle(value)) settleDelay.mutate([value])
              }}
              data={SETTLE_DELAYS.map((value) => ({ value, label: delayLabels[value] }))}
            />
            <Switch
              checked={bonusOn}
              onChange={(event) => welcomeBonus.mutate([event.currentTarget.checked], { onSuccess: refresh })}
              label={t`Bônus de boas-vindas (${percent}% no primeiro depósito, até R$ 500)`}
              description={t`Operadores licenciados não podem dar bônus de depósito; desligado, initial_bonus vale 0.`}
            />

            {data.rows.length === 0 ? (
              <Text size="sm">
                <Trans>Nenhum depósito ainda.</Trans>
              </Text>
            ) : (
              <Stack
                component="ul"
                gap="xs"
                m={0}
                p={0}
                aria-label={t`Últimos depósitos`}
                style={{ listStyle: 'none' }}
              >
                {data.rows.map(({ deposit, player, settlesAt }) => {
                  const amount = brl(toCentavos(deposit.amount))
                  const created = dateTime.format(new Date(deposit.created_at))
                  const gateway = deposit.gateway
                  const due = settlesAt ? time.format(new Date(settlesAt)) : null
                  return (
                    <Paper component="li" key={deposit.id} withBorder p="xs" radius="sm">
                      <Group justify="space-between" wrap="nowrap" gap="xs">
                        <Text size="sm" fw={600}>
                          {amount}
                        </Text>
                        <Badge color={STATUS_COLORS[deposit.status]} variant="light">
                          {statusLabels[deposit.status]}
                        </Badge>
                      </Group>
                      <Text size="xs" c="dimmed">
                        <Trans>
                          {player} · {gateway} · {created}
                        </Trans>
                      </Text>
                      {deposit.status === 0 ? (
                        <>
                          <Text size="xs" mt={4}>
                            {due ? <Trans>Será pago às {due}.</Trans> : <Trans>Não será pago sozinho.</Trans>}
                          </Text>
                          <Group gap="xs" mt={4}>
                            <Button
                              size="xs"
                              aria-label={t`Pagar agora o depósito de ${amount} de ${player}`}
                              onClick={() =>
                                pay.mutate([deposit.id], {
                                  onSuccess: (paid) => {
                                    if (paid) refresh()
                                  },
                                })
                              }
                            >
                              <Trans>Pagar agora</Trans>
                            </Button>
                            <Button
                              size="xs"
                              variant="light"
                              color="gray"
                              disabled={!due}
                              aria-label={t`Nunca pagar o depósito de ${amount} de ${player}`}
                              onClick={() => neverPay.mutate([deposit.id])}
                            >
                              <Trans>Nunca pagar</Trans>
                            </Button>
                          </Group>
                        </>
                      ) : null}
                    </Paper>
                  )
                })}
              </Stack>
            )}
          </Stack>
        )
      }}
    </PanelRead>
  )
}
