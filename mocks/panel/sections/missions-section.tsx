import '@mantine/core/styles/Badge.layer.css'
import { Badge, Button, Group, Paper, Stack, Text } from '@mantine/core'
import { useQueryClient } from '@tanstack/react-query'
import { Trans, useLingui } from '@lingui/react/macro'
import { db } from '../../db/index.ts'
import { clock } from '../../sim/clock.ts'
import { completeMissionNow, entryOf, resetMissionDay } from '../../missions/missions.ts'
import { useDbVersion } from '../use-db-version.ts'

/** The player the section acts on: whoever signed in last (the demo player before anyone did). */
function currentPlayerId(): number {
  return db.sessions.all().at(-1)?.user_id ?? 1
}

/**
 * The missions of the player who signed in last, with "Concluir agora" (accepts it if needed and fills its rounds,
 * so Collect Rewards has something to pay) and "Reiniciar o dia" (today's daily missions can be taken again).
 */
export function MissionsSection() {
  const { t } = useLingui()
  useDbVersion()
  const queryClient = useQueryClient()
  const userId = currentPlayerId()
  const name = db.users.find(userId)?.name ?? ''
  const now = clock.nowMs()
  // The modal shows the old progress until it asks again.
  const refresh = () => void queryClient.invalidateQueries()

  return (
    <Stack gap="xs">
      <Text size="sm" c="dimmed">
        <Trans>Missões de {name}. Cada rodada do jogo da missão (ou aposta esportiva) conta um passo.</Trans>
      </Text>
      <Stack component="ul" gap="xs" m={0} p={0} aria-label={t`Missões`} style={{ listStyle: 'none' }}>
        {db.missions.all().map((mission) => {
          const entry = entryOf(userId, mission, now)
          const done = entry?.completed_at != null
          return (
            <Paper component="li" key={mission.id} withBorder p="xs" radius="sm">
              <Group justify="space-between" wrap="nowrap" gap="xs">
                <Text size="sm" fw={600}>
                  {mission.challenge_name}
                </Text>
                <Badge variant="light" color={done ? 'green' : entry ? 'blue' : 'gray'}>
                  {mission.period === 'daily' ? t`Diária` : t`Semanal`} · {entry?.rounds ?? 0}/{mission.challenge_total}
                </Badge>
              </Group>
              {done ? null : (
                <Button
                  size="compact-xs"
                  variant="light"
                  mt={4}
                  onClick={() => {
                    completeMissionNow(userId, mission.id, clock.nowMs())
                    refresh()
                  }}
                >
                  <Trans>Concluir agora</Trans>
                </Button>
              )}
            </Paper>
          )
        })}
      </Stack>
      <Button
        size="xs"
        variant="default"
        onClick={() => {
          resetMissionDay(userId, clock.nowMs())
          refresh()
        }}
      >
        <Trans>Reiniciar o dia</Trans>
      </Button>
    </Stack>
  )
}
