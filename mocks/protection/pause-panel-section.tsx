import { useState } from 'react'
import { Button, Stack, Text } from '@mantine/core'
import { useQueryClient } from '@tanstack/react-query'
import { Trans, useLingui } from '@lingui/react/macro'
import { formatPauseEnd } from '@/shared/protection/pause-period.ts'
import { db, DEMO_PLAYER } from '../db/index.ts'
import { idleUserSessions } from '../db/sessions.ts'
import { useDbVersion } from '../panel/use-db-version.ts'
import { activePause, liftPause, sendMarketingCampaign } from './pause-db.ts'

const demoId = () => db.users.all().find((user) => user.email === DEMO_PLAYER.email)?.id ?? 1

/**
 * The demo player's break or self-exclusion (and ending it now, as support would), the marketing campaign (who got it:
 * never a paused player) and the inactivity timeout made to happen now.
 */
export function PausePanelSection() {
  const { t } = useLingui()
  useDbVersion()
  const queryClient = useQueryClient()
  const [recipients, setRecipients] = useState<string[] | null>(null)
  const [idled, setIdled] = useState<number | null>(null)
  const userId = demoId()
  const pause = activePause(userId)
  const until = pause?.ends_at ? formatPauseEnd(Date.parse(pause.ends_at)) : null
  const count = recipients?.length ?? 0
  const addresses = recipients?.join(', ') ?? ''

  return (
    <Stack gap="xs">
      <Text size="sm" role="status">
        {!pause ? (
          <Trans>O jogador de demonstração não está em pausa.</Trans>
        ) : until ? (
          <Trans>O jogador de demonstração está em pausa até {until}.</Trans>
        ) : (
          <Trans>O jogador de demonstração se autoexcluiu por tempo indeterminado.</Trans>
        )}
      </Text>
      {pause ? (
        <Button size="xs" variant="light" onClick={() => liftPause(userId)}>
          {until ? <Trans>Encerrar a pausa agora</Trans> : <Trans>Reabrir a conta (suporte)</Trans>}
        </Button>
      ) : null}
      <Button size="xs" variant="default" onClick={() => setRecipients(sendMarketingCampaign().map((mail) => mail.to))}>
        <Trans>Enviar campanha de marketing</Trans>
      </Button>
      {recipients ? (
        <Text size="xs" c="dimmed" aria-label={t`Destinatários da campanha`}>
          {recipients.length === 0 ? (
            <Trans>Ninguém recebeu a campanha.</Trans>
          ) : (
            <Trans>
              Recebida por {count}: {addresses}. Jogadores em pausa ou autoexcluídos não recebem marketing.
            </Trans>
          )}
        </Text>
      ) : null}
      <Button
        size="xs"
        variant="default"
        onClick={() => {
          setIdled(idleUserSessions(userId))
          // The app's next request then meets the server's refusal.
          void queryClient.invalidateQueries()
        }}
      >
        <Trans>Expirar a sessão por inatividade agora</Trans>
      </Button>
      {idled !== null ? (
        <Text size="xs" c="dimmed">
          <Trans>Sessões do jogador de demonstração marcadas como inativas: {idled}.</Trans>
        </Text>
      ) : null}
    </Stack>
  )
}
