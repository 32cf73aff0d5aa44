import { Button, Stack, Text } from '@mantine/core'
import { useQueryClient } from '@tanstack/react-query'
import { Trans } from '@lingui/react/macro'
import { toDecimal } from '@/api/money.ts'
import { catalogue } from '../../catalogue/catalogue.ts'
import { db } from '../../db/index.ts'
import { ledgerOf, playTotals } from '../../db/ledger.ts'
import { walletOf } from '../../db/wallets.ts'
import { InsufficientFunds, credit, debit } from '../../provider/settlement.ts'
import { realityCheckMinutes } from '../../protection/activity-handlers.ts'
import { useDbVersion } from '../use-db-version.ts'

/** The last session started (whoever signed in last: the demo player before anyone did). */
function currentSession() {
  return db.sessions.all().at(-1)
}

const reais = (centavos: number) => `R$ ${toDecimal(centavos).replace('.', ',')}`

let sampleRound = 0

/**
 * The statement and the reality check from the mock's side: the current session's totals (what the reminder shows),
 * the interval kept for the player, how many movements their ledger holds, and a sample round (R$ 5,00 staked on
 * the demo slot, R$ 2,00 won) so the statement and the reminder's result move without playing.
 */
export function ProtectionActivitySection() {
  useDbVersion()
  const queryClient = useQueryClient()
  const session = currentSession()
  const userId = session?.user_id ?? 1
  const totals = session ? playTotals(userId, Date.parse(session.created_at)) : null
  const movements = ledgerOf(userId).length
  const minutes = realityCheckMinutes(userId)
  const staked = totals ? reais(totals.staked) : ''
  const won = totals ? reais(totals.won) : ''
  const net = totals ? reais(totals.net) : ''

  const bookRound = () => {
    const game = catalogue().games.find((g) => g.game_name === 'Fruit Party') ?? catalogue().games[0]
    const reference = { kind: 'casino', gameId: game?.id ?? 1, roundId: 800_000 + ++sampleRound } as const
    try {
      debit(walletOf(userId).id, 500, true, reference)
      credit(walletOf(userId).id, 200, reference)
    } catch (error) {
      if (!(error instanceof InsufficientFunds)) throw error
    }
    void queryClient.invalidateQueries()
  }

  return (
    <Stack gap="xs">
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
      <Button size="xs" variant="light" onClick={bookRound}>
        <Trans>Registrar uma rodada de exemplo</Trans>
      </Button>
    </Stack>
  )
}
