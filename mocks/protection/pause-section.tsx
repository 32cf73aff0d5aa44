import { useState } from 'react'
import { Button, Stack, Text } from '@mantine/core'
import { useQueryClient } from '@tanstack/react-query'
import { Trans, useLingui } from '@lingui/react/macro'
import { formatPauseEnd } from '@/shared/protection/pause-period.ts'
import { usePanelAction, usePanelRead } from '../panel/client.ts'
import { PanelRead } from '../panel/panel-read.tsx'

/**
 * The demo player's break or self-exclusion (and ending it now, as support would), the marketing campaign (who got it:
 * never a paused player) and the inactivity timeout made to happen now.
 */
export function PausePanelSection() {
  const { t } = useLingui()
  const queryClient = useQueryClient()
  const read = usePanelRead('pause.get')
  const liftPause = usePanelAction('pause.lift')
  const campaign = usePanelAction('pause.campaign')
  const idle = usePanelAction('pause.idle')
  const [recipients, setRecipients] = useState<string[] | null>(null)
  const [idled, setIdled] = useState<number | null>(null)
  const count = recipients?.length ?? 0
  const addresses = recipients?.join(', ') ?? ''

  return (
    <PanelRead read={read}>
      {({ userId, pause }) => {
        const until = pause?.endsAt ? formatPauseEnd(Date.parse(pause.endsAt)) : null
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
              <Button size="xs" variant="light" onClick={() => liftPause.mutate([userId])}>
                {until ? <Trans>Encerrar a pausa agora</Trans> : <Trans>Reabrir a conta (suporte)</Trans>}
              </Button>
            ) : null}
            <Button size="xs" variant="default" onClick={() => campaign.mutate([], { onSuccess: setRecipients })}>
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
              onClick={() =>
                idle.mutate([userId], {
                  onSuccess: (sessions) => {
                    setIdled(sessions)
                    // The app's next request then meets the server's refusal.
                    void queryClient.invalidateQueries()
                  },
                })
              }
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
      }}
    </PanelRead>
  )
}
