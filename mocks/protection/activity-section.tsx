import { Button, Stack, Text } from '@mantine/core'
import { useQueryClient } from '@tanstack/react-query'
import { Trans } from '@lingui/react/macro'
import { toDecimal } from '@/api/money.ts'
import { usePanelAction, usePanelRead } from '../panel/client.ts'
import { PanelRead } from '../panel/panel-read.tsx'

const reais = (centavos: number) => `R$ ${toDecimal(centavos).replace('.', ',')}`

/**
 * The statement and the reality check from the mock's side, for the last session started (whoever signed in last:
 * the demo player before anyone did): the session's totals (what the reminder shows), the interval kept for the
 * player, how many movements their ledger holds, and a sample round (R$ 5,00 staked on the demo slot, R$ 2,00 won)
 * so the statement and the reminder's result move without playing.
 */
export function ProtectionActivitySection() {
  const queryClient = useQueryClient()
  const read = usePanelRead('activity.get')
  const sampleRound = usePanelAction('activity.sample-round')

  return (
    <Stack gap="xs">
      <PanelRead read={read}>
        {({ totals, movements, minutes }) => {
          const staked = totals ? reais(totals.staked) : ''
          const won = totals ? reais(totals.won) : ''
          const net = totals ? reais(totals.net) : ''
          return (
            <>
              <Text size="sm">
                {totals ? (
                  <Trans>
                    Sessão atual: apostado {staked}, ganho {won}, resultado {net}.
                  </Trans>
                ) : (
                  <Trans>Nenhuma sessão aberta.</Trans>
                )}
              </Text>
              <Text size="sm" c="dimmed">
                <Trans>
                  Lembrete a cada {minutes} minutos. {movements} movimentações no extrato.
                </Trans>
              </Text>
            </>
          )
        }}
      </PanelRead>
      <Button
        size="xs"
        variant="light"
        onClick={() => sampleRound.mutate([], { onSuccess: () => void queryClient.invalidateQueries() })}
      >
        <Trans>Registrar uma rodada de exemplo</Trans>
      </Button>
    </Stack>
  )
}
