import '@mantine/core/styles/Badge.layer.css'
import { Badge, Button, Group, Paper, Stack, Text } from '@mantine/core'
import { useQueryClient } from '@tanstack/react-query'
import { Trans, useLingui } from '@lingui/react/macro'
import { usePanelAction, usePanelRead } from '../panel/client.ts'
import { brl } from '../panel/constants.ts'
import { PanelRead } from '../panel/panel-read.tsx'

/** How much a simulated loss is: R$ 50,00, a 20% share pays R$ 10,00. */
const LOSS_CENTAVOS = 5_000

/** Who referred whom, what each referral earned, and a referred player's loss on demand (the revenue share). */
export function AffiliateSection() {
  const { t } = useLingui()
  const read = usePanelRead('affiliate.rows')
  const lose = usePanelAction('affiliate.loss')
  const queryClient = useQueryClient()
  const loss = brl(LOSS_CENTAVOS)

  return (
    <Stack gap="xs">
      <Text size="sm" c="dimmed">
        <Trans>
          O primeiro depósito pago de um indicado credita o CPA ao padrinho; as perdas dele creditam a parte da receita.
        </Trans>
      </Text>
      <PanelRead read={read}>
        {(rows) =>
          rows.length === 0 ? (
            <Text size="sm">
              <Trans>Nenhum jogador indicado ainda.</Trans>
            </Text>
          ) : (
            <Stack component="ul" gap="xs" m={0} p={0} aria-label={t`Indicações`} style={{ listStyle: 'none' }}>
              {rows.map((row) => {
                const earned = brl(row.earned)
                const referred = row.referredName
                const referrer = row.referrerName
                return (
                  <Paper component="li" key={row.referredId} withBorder p="xs" radius="sm">
                    <Group justify="space-between" wrap="nowrap" gap="xs">
                      <Text size="sm" fw={700}>
                        {referred}
                      </Text>
                      <Badge color={row.cpaPaid ? 'green' : 'gray'} variant="light">
                        {row.cpaPaid ? t`CPA pago` : t`Sem depósito`}
                      </Badge>
                    </Group>
                    <Text size="xs">
                      <Trans>
                        Indicado por {referrer} · rendeu {earned}
                      </Trans>
                    </Text>
                    <Button
                      size="compact-xs"
                      variant="default"
                      mt={4}
                      onClick={() =>
                        lose.mutate([row.referredId, LOSS_CENTAVOS], {
                          onSuccess: () => void queryClient.invalidateQueries(),
                        })
                      }
                    >
                      <Trans>
                        {referred} perdeu {loss}
                      </Trans>
                    </Button>
                  </Paper>
                )
              })}
            </Stack>
          )
        }
      </PanelRead>
    </Stack>
  )
}
