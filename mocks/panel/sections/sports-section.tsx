import '@mantine/core/styles/Switch.layer.css'
import '@mantine/core/styles/Combobox.layer.css'
import { useEffect, useState, useSyncExternalStore } from 'react'
import { Button, Group, NativeSelect, Stack, Switch, Text } from '@mantine/core'
import { Trans, useLingui } from '@lingui/react/macro'
import { db } from '../../db/index.ts'
import { clock } from '../../sim/clock.ts'
import { runDue } from '../../sim/jobs.ts'
import { forceGoal, setFootball, settleNow, suspendMarket } from '../../sports/controls.ts'
import { forcedStates, liveEvents, nextEvents, type EventNow } from '../../sports/feed.ts'
import { MARKETS } from '../../sports/pricing.ts'
import { sportsPolicy } from '../../sports/policy.ts'
import { useDbVersion } from '../use-db-version.ts'

const MINUTE = 60_000

/** The matches the panel acts on: those under way, then those kicking off in the next three hours. */
export function panelMatches(now = clock.nowMs()): EventNow[] {
  return [...liveEvents(now, db), ...nextEvents(now, db)]
}

/** Moves the simulation clock (every match with it) and runs what fell due (settlements). */
export function advanceMatchTime(ms: number): void {
  clock.advance(ms)
  runDue()
  db.flush()
}

function useNowEvery(ms: number): number {
  const [now, setNow] = useState(() => clock.nowMs())
  useEffect(() => {
    const timer = setInterval(() => setNow(clock.nowMs()), ms)
    const unsubscribe = clock.subscribe(() => setNow(clock.nowMs()))
    return () => {
      clearInterval(timer)
      unsubscribe()
    }
  }, [ms])
  return now
}

/**
 * The sportsbook: football on or off, the 300-live-matches load of the bench, the match clock moved forward, and
 * for a chosen match a goal for either side, a market suspended or reopened, and the final whistle now (its bets
 * settle at once).
 */
export function SportsSection() {
  const { t } = useLingui()
  useDbVersion()
  const now = useNowEvery(5_000)
  const policy = useSyncExternalStore(sportsPolicy.subscribe, sportsPolicy.get)
  const football = Boolean(db.settings.get().turn_on_football)
  const matches = panelMatches(now)
  const [chosen, setChosen] = useState('')
  const [market, setMarket] = useState('0')
  const [notice, setNotice] = useState('')
  const selected = matches.find((event) => String(event.fixture.id) === chosen) ?? matches[0]
  const suspended = selected ? (forcedStates(db).get(selected.fixture.id)?.suspendedMarkets ?? []) : []
  const marketIndex = Number(market)
  const live = matches.filter((event) => event.state.started).length

  const label = (event: EventNow) => {
    const teams = `${event.fixture.home} ${event.state.goals.home} x ${event.state.goals.away} ${event.fixture.away}`
    const minute = event.state.elapsed
    return event.state.started ? t`${teams} (${minute}')` : t`${teams} (não começou)`
  }

  const goal = (side: 'home' | 'away') => {
    if (!selected) return
    setNotice(forceGoal(selected.fixture.id, side) ? t`Gol marcado.` : t`A partida não está em andamento.`)
  }

  return (
    <Stack gap="xs">
      <Switch
        checked={football}
        onChange={(event) => setFootball(event.currentTarget.checked)}
        label={t`Futebol ligado`}
        description={t`Desligado, as páginas de esportes mostram a imagem de manutenção e as apostas são recusadas.`}
      />
      <Switch
        checked={policy.load === 'bench'}
        onChange={(event) => sportsPolicy.set({ load: event.currentTarget.checked ? 'bench' : 'normal' })}
        label={t`300 partidas ao vivo`}
        description={t`Para medir o desempenho das páginas de esportes.`}
      />
      <Text size="sm">
        <Trans>{live} partidas ao vivo agora.</Trans>
      </Text>
      <Group gap="xs">
        <Button size="xs" variant="light" onClick={() => advanceMatchTime(5 * MINUTE)}>
          <Trans>+5 min</Trans>
        </Button>
        <Button size="xs" variant="light" onClick={() => advanceMatchTime(15 * MINUTE)}>
          <Trans>+15 min</Trans>
        </Button>
        <Button size="xs" variant="light" onClick={() => advanceMatchTime(45 * MINUTE)}>
          <Trans>+45 min</Trans>
        </Button>
      </Group>
      <NativeSelect
        label={t`Partida`}
        value={selected ? String(selected.fixture.id) : ''}
        onChange={(event) => {
          setChosen(event.currentTarget.value)
          setNotice('')
        }}
        data={matches.map((event) => ({ value: String(event.fixture.id), label: label(event) }))}
        disabled={matches.length === 0}
      />
      <Group gap="xs">
        <Button size="xs" variant="light" disabled={!selected} onClick={() => goal('home')}>
          <Trans>Gol do mandante</Trans>
        </Button>
        <Button size="xs" variant="light" disabled={!selected} onClick={() => goal('away')}>
          <Trans>Gol do visitante</Trans>
        </Button>
        <Button
          size="xs"
          variant="light"
          color="red"
          disabled={!selected}
          onClick={() => {
            if (!selected) return
            const closed = settleNow(selected.fixture.id)
            setNotice(t`Partida encerrada; ${closed} apostas liquidadas.`)
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
          data={MARKETS.map((def, index) => ({ value: String(index), label: def.name }))}
        />
        <Button
          size="xs"
          variant="light"
          disabled={!selected}
          onClick={() => {
            if (selected) suspendMarket(selected.fixture.id, marketIndex, !suspended.includes(marketIndex))
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
}
