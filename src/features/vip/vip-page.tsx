import '@mantine/core/styles/Progress.layer.css'
import { Button, Progress, Stack, Text } from '@mantine/core'
import { Trans, useLingui } from '@lingui/react/macro'
import { useSuspenseQuery } from '@tanstack/react-query'
import { useAtomValue, useSetAtom } from 'jotai'
import type { Vip } from '@/api/vip.ts'
import { formatBRL } from '@/shared/money.ts'
import { authModalAtom, isAuthenticatedAtom } from '@/shared/session.ts'
import { Page } from '@/shared/ui/page.tsx'
import { LevelTables } from './components/level-tables.tsx'
import { vipLevelsQueryOptions, vipQueryOptions } from './queries.ts'
import { nextLevelProgress } from './rules/progress.ts'
import classes from './components/vip.module.css'

/**
 * /vip: for a player the current level, the next one with the valid bet it needs, the points and the four tables; for
 * a visitor the tables (a public call) and a call to register. The route's loader has asked for the right one.
 */
export function VipPage() {
  const isAuthenticated = useAtomValue(isAuthenticatedAtom)
  return <Page title={<Trans>VIP</Trans>}>{isAuthenticated ? <PlayerVip /> : <VisitorVip />}</Page>
}

function PlayerVip() {
  const { data: vip } = useSuspenseQuery(vipQueryOptions())
  return (
    <Stack gap="lg">
      <div className={classes.boxes}>
        <CurrentLevel vip={vip} />
        <NextLevel vip={vip} />
        <section className={classes.box} aria-labelledby="vip-points">
          <Text id="vip-points" size="sm" className={classes.label}>
            <Trans>Pontos VIP</Trans>
          </Text>
          <Text className={classes.value}>{vip.vipPoints.toLocaleString('pt-BR')}</Text>
          <Text size="sm" className={classes.note}>
            <Trans>1 ponto a cada R$ 1,00 apostado</Trans>
          </Text>
        </section>
      </div>
      <LevelTables tables={vip} currentLevel={vip.vipLevel} />
    </Stack>
  )
}

function CurrentLevel({ vip }: { vip: Vip }) {
  const current = vip.nivelToday.find((level) => level.bet_level === vip.vipLevel)
  const totalBet = formatBRL(vip.totalBet)
  return (
    <section className={classes.box} aria-labelledby="vip-current">
      <Text id="vip-current" size="sm" className={classes.label}>
        <Trans>Nível atual</Trans>
      </Text>
      <Text className={classes.value}>
        {current ? `${current.bet_level}. ${current.bet_symbol}` : <Trans>Sem nível</Trans>}
      </Text>
      <Text size="sm" className={classes.note}>
        <Trans>Aposta válida total: {totalBet}</Trans>
      </Text>
    </section>
  )
}

function NextLevel({ vip }: { vip: Vip }) {
  const { t } = useLingui()
  const next = vip.nextLevel
  if (!next) {
    return (
      <section className={classes.box} aria-labelledby="vip-next">
        <Text id="vip-next" size="sm" className={classes.label}>
          <Trans>Próximo nível</Trans>
        </Text>
        <Text className={classes.value}>
          <Trans>Você chegou ao nível máximo!</Trans>
        </Text>
      </section>
    )
  }
  const current = vip.nivelToday.find((level) => level.bet_level === vip.vipLevel)
  const { percent, remaining } = nextLevelProgress(vip.totalBet, current, next)
  const name = `${next.bet_level}. ${next.bet_symbol}`
  const required = formatBRL(next.bet_required)
  const missing = formatBRL(remaining)
  return (
    <section className={classes.box} aria-labelledby="vip-next">
      <Text id="vip-next" size="sm" className={classes.label}>
        <Trans>Próximo nível</Trans>
      </Text>
      <Text className={classes.value}>{name}</Text>
      <Text size="sm">
        <Trans>Aposta válida necessária: {required}</Trans>
      </Text>
      <Progress value={percent} color="green" aria-label={t`Progresso até ${name}`} />
      <Text size="sm" className={classes.note}>
        <Trans>Faltam {missing} em apostas válidas</Trans>
      </Text>
    </section>
  )
}

function VisitorVip() {
  const { data: tables } = useSuspenseQuery(vipLevelsQueryOptions())
  const openAuth = useSetAtom(authModalAtom)
  return (
    <Stack gap="lg">
      <section className={classes.register} aria-labelledby="vip-register">
        <Text id="vip-register" fw={600}>
          <Trans>Cadastre-se para subir de nível e ganhar bônus a cada nível alcançado.</Trans>
        </Text>
        <Button onClick={() => openAuth('register')}>
          <Trans>Cadastre-se</Trans>
        </Button>
      </section>
      <LevelTables tables={tables} />
    </Stack>
  )
}
