import '@mantine/core/styles/Switch.layer.css'
import { useState, type FormEvent } from 'react'
import { Button, Group, Paper, Stack, Switch, Text, TextInput } from '@mantine/core'
import { Trans, useLingui } from '@lingui/react/macro'
import { usePanelAction, usePanelRead } from '../panel/client.ts'
import { brl } from '../panel/constants.ts'
import { PanelRead } from '../panel/panel-read.tsx'
import { useStoredToken } from '../auth/demo-player-section.tsx'

/**
 * The demo games' provider: the current player's last rounds, the one-shot "next round wins big", and the games
 * under maintenance (games/single answers 503 for them and the provider refuses their rounds).
 */
export function GamesSection() {
  const { t, i18n } = useLingui()
  const read = usePanelRead('games.get', useStoredToken())
  const nextRoundBig = usePanelAction('games.next-round-big')
  const maintenanceByName = usePanelAction('games.maintenance-by-name')
  const maintenance = usePanelAction('games.maintenance')
  const [query, setQuery] = useState('')
  const [notFound, setNotFound] = useState(false)
  const time = new Intl.DateTimeFormat(i18n.locale, { dateStyle: 'short', timeStyle: 'medium' })

  const putUnderMaintenance = (event: FormEvent) => {
    event.preventDefault()
    maintenanceByName.mutate([query], {
      onSuccess: (name) => {
        setNotFound(name === null)
        if (name !== null) setQuery('')
      },
    })
  }

  return (
    <PanelRead read={read}>
      {(games) => (
        <Stack gap="xs">
          <Text size="sm" c="dimmed">
            <Trans>
              Os jogos de demonstração jogam contra a carteira: cada rodada debita a aposta e credita o prêmio,
              decididos pelo provedor simulado.
            </Trans>
          </Text>

          {!games.signedIn ? (
            <Text size="sm">
              <Trans>Entre com um jogador para ver as rodadas dele.</Trans>
            </Text>
          ) : games.rounds.length === 0 ? (
            <Text size="sm">
              <Trans>Nenhuma rodada ainda.</Trans>
            </Text>
          ) : (
            <Stack component="ul" gap="xs" m={0} p={0} aria-label={t`Últimas rodadas`} style={{ listStyle: 'none' }}>
              {games.rounds.map((round) => {
                const name = round.game
                const bet = brl(round.bet)
                const win = brl(round.win)
                const when = time.format(new Date(round.createdAt))
                return (
                  <Paper component="li" key={round.id} withBorder p="xs" radius="sm">
                    <Group justify="space-between" wrap="nowrap" gap="xs">
                      <Text size="sm" fw={600} truncate>
                        {name}
                      </Text>
                      <Text size="xs" c="dimmed">
                        {when}
                      </Text>
                    </Group>
                    <Text size="xs">
                      {round.open ? (
                        <Trans>Aposta {bet} · em andamento</Trans>
                      ) : (
                        <Trans>
                          Aposta {bet} · prêmio {win}
                        </Trans>
                      )}
                    </Text>
                  </Paper>
                )
              })}
            </Stack>
          )}

          <Switch
            // While a change is on its way the switch shows it already.
            checked={nextRoundBig.isPending ? nextRoundBig.variables[0] : games.nextRoundBig}
            onChange={(event) => nextRoundBig.mutate([event.currentTarget.checked])}
            label={t`A próxima rodada ganha muito`}
            description={t`Vale para uma rodada, de qualquer jogo; depois desliga sozinho.`}
          />

          <form onSubmit={putUnderMaintenance}>
            <Group align="flex-end" gap="xs" wrap="nowrap">
              <TextInput
                style={{ flex: 1 }}
                label={t`Jogo em manutenção`}
                description={t`Nome ou código do jogo, por exemplo Spaceman.`}
                value={query}
                onChange={(event) => {
                  setQuery(event.currentTarget.value)
                  setNotFound(false)
                }}
                error={notFound ? t`Nenhum jogo com esse nome ou código.` : undefined}
              />
              <Button type="submit" variant="light">
                <Trans>Colocar</Trans>
              </Button>
            </Group>
          </form>
          {games.maintenance.length > 0 ? (
            <Stack component="ul" gap={4} m={0} p={0} aria-label={t`Jogos em manutenção`} style={{ listStyle: 'none' }}>
              {games.maintenance.map((game) => {
                const name = game.name
                return (
                  <Group component="li" key={game.id} justify="space-between" wrap="nowrap" gap="xs">
                    <Text size="sm" truncate>
                      {name}
                    </Text>
                    <Button
                      size="xs"
                      variant="subtle"
                      aria-label={t`Tirar ${name} de manutenção`}
                      onClick={() => maintenance.mutate([game.id, false])}
                    >
                      <Trans>Tirar</Trans>
                    </Button>
                  </Group>
                )
              })}
            </Stack>
          ) : null}
        </Stack>
      )}
    </PanelRead>
  )
}
