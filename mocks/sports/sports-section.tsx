import '@mantine/core/styles/Switch.layer.css'
import '@mantine/core/styles/Combobox.layer.css'
import { useState } from 'react'
import { Button, Group, NativeSelect, Stack, Switch, Text } from '@mantine/core'
import { Trans, useLingui } from '@lingui/react/macro'
import type { PanelResult } from '../panel/actions.ts'
import { usePanelAction, usePanelRead } from '../panel/client.ts'
import { PanelRead } from '../panel/panel-read.tsx'

const MINUTE = 60_000

type PanelMatch = PanelResult<'sports.get'>['matches'][number]

/**
 * The sportsbook: football on or off, the 300-live-matches load of the bench, the match clock moved forward, and
 * for a chosen match (those with open bets first, then those under way and those kicking off in the next three
 * hours: panelMatches in panel/actions.ts) a goal for either side, a market suspended or reopened, and the final
 * whistle now (its bets settle at once).
 */
export function SportsSection() {
  const { t } = useLingui()
  const read = usePanelRead('sports.get')
  const football = usePanelAction('sports.football')
  const load = usePanelAction('sports.load')
  const advance = usePanelAction('sports.advance')
  const goal = usePanelAction('sports.goal')
  const suspend = usePanelAction('sports.suspend')
  const settle = usePanelAction('sports.settle')
  const [chosen, setChosen] = useState('')
  const [market, setMarket] = useState('0')
  const [notice, setNotice] = useState('')
  const marketIndex = Number(market)

  const label = (event: PanelMatch) => {
    const teams = `${event.home} ${event.goals.home} x ${event.goals.away} ${event.away}`
    const minute = event.elapsed
    return event.started ? t`${teams} (${minute}')` : t`${teams} (não começou)`
  }

  const scoreFor = (selected: PanelMatch, side: 'home' | 'away') =>
    goal.mutate([selected.id, side], {
      onSuccess: (scored) => setNotice(scored ? t`Gol marcado.` : t`A partida não está em andamento.`),
    })

  return (
    <PanelRead read={read}>
      {(sports) => {
        const matches = sports.matches
        const selected = matches.find((event) => String(event.id) === chosen) ?? matches[0]
        const suspended = selected?.suspendedMarkets ?? []
        const live = matches.filter((event) => event.started).length
        return (
          <Stack gap="xs">
            <Switch
              // While a change is on its way the switches show it already.
              checked={football.isPending ? football.variables[0] : sports.football}
              onChange={(event) => football.mutate([event.currentTarget.checked])}
              label={t`Futebol ligado`}
              description={t`Desligado, as páginas de esportes mostram a imagem de manutenção e as apostas são recusadas.`}
            />
            <Switch
              checked={(load.isPending ? load.variables[0] : sports.load) === 'bench'}
              onChange={(event) => load.mutate([event.currentTarget.checked ? 'bench' : 'normal'])}
              label={t`300 partidas ao vivo`}
              description={t`Para medir o desempenho das páginas de esportes.`}
            />
            <Text size="sm">
              <Trans>{live} partidas ao vivo agora.</Trans>
            </Text>
            <Group gap="xs">
              <Button size="xs" variant="light" onClick={() => advance.mutate([5 * MINUTE])}>
                <Trans>+5 min</Trans>
              </Button>
              <Button size="xs" variant="light" onClick={() => advance.mutate([15 * MINUTE])}>
                <Trans>+15 min</Trans>
              </Button>
              <Button size="xs" variant="light" onClick={() => advance.mutate([45 * MINUTE])}>
                <Trans>+45 min</Trans>
              </Button>
            </Group>
            <NativeSelect
              label={t`Partida`}
              value={selected ? String(selected.id) : ''}
              onChange={(event) => {
                setChosen(event.currentTarget.value)
                setNotice('')
              }}
              data={matches.map((event) => ({ value: String(event.id), label: label(event) }))}
              disabled={matches.length === 0}
            />
            <Group gap="xs">
              <Button
                size="xs"
                variant="light"
                disabled={!selected}
                onClick={() => {
                  if (selected) scoreFor(selected, 'home')
                }}
              >
                <Trans>Gol do mandante</Trans>
              </Button>
              <Button
                size="xs"
                variant="light"
                disabled={!selected}
                onClick={() => {
                  if (selected) scoreFor(selected, 'away')
                }}
              >
                <Trans>Gol do visitante</Trans>
              </Button>
              <Button
                size="xs"
                variant="light"
                color="red"
                disabled={!selected}
                onClick={() => {
                  if (!selected) return
                  settle.mutate([selected.id], {
                    onSuccess: (closed) => setNotice(t`Partida encerrada; ${closed} apostas liquidadas.`),
                  })
                }}
              >
                <Trans>Encerrar e liquidar agora</Trans>
              </Button>
            </Group>
            <Group align="flex-end" gap="xs" wrap="nowrap">
              <NativeSelect
                style={{ flex: 1 }}
                label={t`Mercado`}
                value={market}
                onChange={(event) => setMarket(event.currentTarget.value)}
                data={sports.markets.map((name, index) => ({ value: String(index), label: name }))}
              />
              <Button
                size="xs"
                variant="light"
                disabled={!selected}
                onClick={() => {
                  if (selected) suspend.mutate([selected.id, marketIndex, !suspended.includes(marketIndex)])
                }}
              >
                {suspended.includes(marketIndex) ? <Trans>Reabrir mercado</Trans> : <Trans>Suspender mercado</Trans>}
              </Button>
            </Group>
            {notice ? (
              <Text size="sm" role="status">
                {notice}
              </Text>
            ) : null}
          </Stack>
        )
      }}
    </PanelRead>
  )
}
