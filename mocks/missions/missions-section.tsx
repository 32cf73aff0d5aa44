import '@mantine/core/styles/Badge.layer.css'
import { Badge, Button, Group, Paper, Stack, Text } from '@mantine/core'
import { useQueryClient } from '@tanstack/react-query'
import { Trans, useLingui } from '@lingui/react/macro'
import { usePanelAction, usePanelRead } from '../panel/client.ts'
import { PanelRead } from '../panel/panel-read.tsx'

/**
 * The missions of the player who signed in last (the demo player before anyone did), with "Concluir agora" (accepts
 * it if needed and fills its rounds, so Collect Rewards has something to pay) and "Reiniciar o dia" (today's daily
 * missions can be taken again).
 */
export function MissionsSection() {
  const { t } = useLingui()
  const read = usePanelRead('missions.get')
  const complete = usePanelAction('missions.complete')
  const resetDay = usePanelAction('missions.reset-day')
  const queryClient = useQueryClient()
  // The modal shows the old progress until it asks again.
  const refresh = () => void queryClient.invalidateQueries()

  return (
    <PanelRead read={read}>
      {({ userId, name, missions }) => (
        <Stack gap="xs">
          <Text size="sm" c="dimmed">
            <Trans>Missões de {name}. Cada rodada do jogo da missão (ou aposta esportiva) conta um passo.</Trans>
          </Text>
          <Stack component="ul" gap="xs" m={0} p={0} aria-label={t`Missões`} style={{ listStyle: 'none' }}>
            {missions.map((mission) => (
              <Paper component="li" key={mission.id} withBorder p="xs" radius="sm">
                <Group justify="space-between" wrap="nowrap" gap="xs">
                  <Text size="sm" fw={600}>
                    {mission.name}
                  </Text>
                  <Badge variant="light" color={mission.done ? 'green' : mission.accepted ? 'blue' : 'gray'}>
                    {mission.period === 'daily' ? t`Diária` : t`Semanal`} · {mission.rounds}/{mission.total}
                  </Badge>
                </Group>
                {mission.done ? null : (
                  <Button
                    size="compact-xs"
                    variant="light"
                    mt={4}
                    onClick={() => complete.mutate([userId, mission.id], { onSuccess: refresh })}
                  >
                    <Trans>Concluir agora</Trans>
                  </Button>
                )}
              </Paper>
            ))}
          </Stack>
          <Button size="xs" variant="default" onClick={() => resetDay.mutate([userId], { onSuccess: refresh })}>
            <Trans>Reiniciar o dia</Trans>
          </Button>
        </Stack>
      )}
    </PanelRead>
  )
}
