import '@mantine/core/styles/Switch.layer.css'
import { useState, useSyncExternalStore, type FormEvent } from 'react'
import { Button, Group, Paper, Stack, Switch, Text, TextInput } from '@mantine/core'
import { Trans, useLingui } from '@lingui/react/macro'
import { catalogue, type CatalogueGame } from '../../catalogue/catalogue.ts'
import { brl } from '../../db/limits.ts'
import { findViewer } from '../../db/sessions.ts'
import { providerControls } from '../../provider/controls.ts'
import { lastRounds } from '../../provider/provider.ts'
import { useDbVersion } from '../use-db-version.ts'
import { demoPlayerEffects, SESSION_STORAGE } from './demo-player-section.tsx'

/** A game by its exact name (no case, no accents) or its code. */
export function findGameByNameOrCode(text: string): CatalogueGame | undefined {
  const plain = (value: string) =>
    value
      .normalize('NFD')
      .replace(/\p{Diacritic}/gu, '')
      .trim()
      .toLowerCase()
  const wanted = plain(text)
  if (!wanted) return undefined
  return catalogue().games.find((g) => g.status && (g.game_code === wanted || plain(g.game_name) === wanted))
}

/**
 * The demo games' provider: the current player's last rounds, the one-shot "next round wins big", and the games
 * under maintenance (games/single answers 503 for them and the provider refuses their rounds).
 */
export function GamesSection() {
  const { t, i18n } = useLingui()
  useDbVersion()
  const controls = useSyncExternalStore(providerControls.subscribe, providerControls.get)
  const [query, setQuery] = useState('')
  const [notFound, setNotFound] = useState(false)

  const viewer = findViewer(demoPlayerEffects.storage().getItem(SESSION_STORAGE.token))
  const rounds = viewer ? lastRounds(viewer.user.id, 10) : []
  const time = new Intl.DateTimeFormat(i18n.locale, { dateStyle: 'short', timeStyle: 'medium' })
  const underMaintenance = controls.maintenance.flatMap((id) => {
    const game = catalogue().game(id)
    return game ? [game] : []
  })

  const putUnderMaintenance = (event: FormEvent) => {
    event.preventDefault()
    const game = findGameByNameOrCode(query)
    setNotFound(!game)
    if (!game) return
    providerControls.setMaintenance(game.id, true)
    setQuery('')
  }

  return (
    <Stack gap="xs">
      <Text size="sm" c="dimmed">
        <Trans>
          Os jogos de demonstração jogam contra a carteira: cada rodada debita a aposta e credita o prêmio, decididos
          pelo provedor simulado.
        </Trans>
      </Text>

      {!viewer ? (
        <Text size="sm">
          <Trans>Entre com um jogador para ver as rodadas dele.</Trans>
        </Text>
      ) : rounds.length === 0 ? (
        <Text size="sm">
          <Trans>Nenhuma rodada ainda.</Trans>
        </Text>
      ) : (
        <Stack component="ul" gap="xs" m={0} p={0} aria-label={t`Últimas rodadas`} style={{ listStyle: 'none' }}>
          {rounds.map((round) => {
            const name = catalogue().game(round.game_id)?.game_name ?? String(round.game_id)
            const bet = brl(round.bet)
            const win = brl(round.win)
            const when = time.format(new Date(round.created_at))
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
                  {round.state === 'open' ? (
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
        checked={controls.nextRoundBig}
        onChange={(event) => providerControls.setNextRoundBig(event.currentTarget.checked)}
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
      {underMaintenance.length > 0 ? (
        <Stack component="ul" gap={4} m={0} p={0} aria-label={t`Jogos em manutenção`} style={{ listStyle: 'none' }}>
          {underMaintenance.map((game) => {
            const name = game.game_name
            return (
              <Group component="li" key={game.id} justify="space-between" wrap="nowrap" gap="xs">
                <Text size="sm" truncate>
                  {name}
                </Text>
                <Button
                  size="xs"
                  variant="subtle"
                  aria-label={t`Tirar ${name} de manutenção`}
                  onClick={() => providerControls.setMaintenance(game.id, false)}
                >
                  <Trans>Tirar</Trans>
                </Button>
              </Group>
            )
          })}
        </Stack>
      ) : null}
    </Stack>
  )
}
