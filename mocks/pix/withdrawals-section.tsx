import '@mantine/core/styles/FloatingIndicator.layer.css'
import '@mantine/core/styles/SegmentedControl.layer.css'
import { useId } from 'react'
import { Button, Group, Paper, SegmentedControl, Stack, Text } from '@mantine/core'
import { useQueryClient } from '@tanstack/react-query'
import { Trans, useLingui } from '@lingui/react/macro'
import { toCentavos } from '@/api/money.ts'
import type { ReviewPolicy } from './money-policy.ts'
import { usePanelAction, usePanelRead } from '../panel/client.ts'
import { brl, REVIEW_POLICIES } from '../panel/constants.ts'
import { PanelRead } from '../panel/panel-read.tsx'

const isReview = (value: string): value is ReviewPolicy => REVIEW_POLICIES.includes(value as ReviewPolicy)

/** The back office: what happens to new withdrawal requests, and the queue in analysis with Aprovar / Rejeitar. */
export function WithdrawalsSection() {
  const { t, i18n } = useLingui()
  const read = usePanelRead('withdrawals.get')
  const approve = usePanelAction('withdrawals.approve')
  const reject = usePanelAction('withdrawals.reject')
  const reviewPolicy = usePanelAction('withdrawals.review-policy')
  const queryClient = useQueryClient()
  const policyLabelId = useId()

  const dateTime = new Intl.DateTimeFormat(i18n.locale, { dateStyle: 'short', timeStyle: 'short' })
  const time = new Intl.DateTimeFormat(i18n.locale, { timeStyle: 'medium' })
  const policyLabels: Record<ReviewPolicy, string> = {
    approve: t`Aprovar após 60 s`,
    reject: t`Rejeitar após 60 s`,
    manual: t`Manual`,
  }
  const keyTypeLabels: Record<string, string> = {
    document: t`CPF/CNPJ`,
    phoneNumber: t`Telefone`,
    email: t`E-mail`,
    randomKey: t`Chave aleatória`,
  }
  const refresh = (changed: boolean) => {
    if (changed) void queryClient.invalidateQueries()
  }

  return (
    <PanelRead read={read}>
      {({ review: policy, rows }) => (
        <Stack gap="xs">
          <Text size="sm" c="dimmed">
            <Trans>
              Um saque sai do saldo na hora e fica em análise. Aprovado, ganha um comprovante; rejeitado, o valor volta
              ao saldo.
            </Trans>
          </Text>
          <Text size="sm" fw={500} id={policyLabelId}>
            <Trans>Novos saques</Trans>
          </Text>
          <SegmentedControl
            fullWidth
            orientation="vertical"
            aria-labelledby={policyLabelId}
            // While a change is on its way the control shows it already.
            value={reviewPolicy.isPending ? reviewPolicy.variables[0] : policy}
            onChange={(value) => {
              if (isReview(value)) reviewPolicy.mutate([value])
            }}
            data={REVIEW_POLICIES.map((value) => ({ value, label: policyLabels[value] }))}
          />

          {rows.length === 0 ? (
            <Text size="sm">
              <Trans>Nenhum saque em análise.</Trans>
            </Text>
          ) : (
            <Stack component="ul" gap="xs" m={0} p={0} aria-label={t`Fila de saques`} style={{ listStyle: 'none' }}>
              {rows.map(({ withdrawal, player, review }) => {
                const amount = brl(toCentavos(withdrawal.amount))
                const created = dateTime.format(new Date(withdrawal.created_at))
                const keyType = keyTypeLabels[withdrawal.pix_key_type] ?? withdrawal.pix_key_type
                const due = review ? time.format(new Date(review.at)) : null
                return (
                  <Paper component="li" key={withdrawal.id} withBorder p="xs" radius="sm">
                    <Text size="sm" fw={600}>
                      {amount}
                    </Text>
                    <Text size="xs" c="dimmed">
                      <Trans>
                        {player} · PIX {keyType} · {created}
                      </Trans>
                    </Text>
                    <Text size="xs" mt={4}>
                      {review?.decision === 'approve' ? (
                        <Trans>Será aprovado às {due}.</Trans>
                      ) : review?.decision === 'reject' ? (
                        <Trans>Será rejeitado às {due}.</Trans>
                      ) : (
                        <Trans>Aguarda a sua decisão.</Trans>
                      )}
                    </Text>
                    <Group gap="xs" mt={4}>
                      <Button
                        size="xs"
                        color="green"
                        aria-label={t`Aprovar o saque de ${amount} de ${player}`}
                        onClick={() => approve.mutate([withdrawal.id], { onSuccess: refresh })}
                      >
                        <Trans>Aprovar</Trans>
                      </Button>
                      <Button
                        size="xs"
                        variant="light"
                        color="red"
                        aria-label={t`Rejeitar o saque de ${amount} de ${player}`}
                        onClick={() => reject.mutate([withdrawal.id], { onSuccess: refresh })}
                      >
                        <Trans>Rejeitar</Trans>
                      </Button>
                    </Group>
                  </Paper>
                )
              })}
            </Stack>
          )}
        </Stack>
      )}
    </PanelRead>
  )
}
