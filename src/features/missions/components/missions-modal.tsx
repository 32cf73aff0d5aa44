import '@mantine/core/styles/Progress.layer.css'
import '@mantine/core/styles/Tabs.layer.css'
import { useId, useState } from 'react'
import { Button, Progress, ScrollArea, Stack, Tabs, Text } from '@mantine/core'
import { msg } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import { useAtom, useAtomValue, useSetAtom } from 'jotai'
import type { Mission, MissionPeriod } from '@/api/missions.ts'
import { formatBRL } from '@/shared/money.ts'
import { describeApiFailure } from '@/shared/notices.ts'
import { authModalAtom, isAuthenticatedAtom } from '@/shared/session.ts'
import { useToast } from '@/shared/toast.ts'
import { missionsModalOpenAtom } from '@/shared/ui-state.ts'
import { AppModal } from '@/shared/ui/app-modal.tsx'
import { LoadFailure } from '@/shared/ui/load-failure.tsx'
import { PagePending } from '@/shared/ui/page-pending.tsx'
import { missionsQueryOptions, useAcceptMission, useCollectRewards } from '../queries.ts'
import { missionAcceptFailure, missionsCollectFailure, missionsLoadFailure, missionTexts } from '../rules/failures.ts'
import { headerDate } from '../rules/header-date.ts'
import { completedCount, hasRewardsToCollect } from '../rules/mission-card.ts'
import { MissionCard } from './mission-card.tsx'
import classes from './missions.module.css'

/** The spec's cap on the weekly list's height; the daily list gets the same, so the footer stays in view. */
const LIST_MAX_HEIGHT = 500

/**
 * The missions modal, opened by the side menu's `Missões` (missionsModalOpenAtom): for a player the accumulated
 * rewards, today's date, the daily and weekly tabs, the cards and Collect Rewards; for a visitor `Log in to view`,
 * and nothing is fetched.
 */
export function MissionsModal() {
  const { t } = useLingui()
  const [opened, setOpened] = useAtom(missionsModalOpenAtom)
  const isAuthenticated = useAtomValue(isAuthenticatedAtom)
  return (
    <AppModal opened={opened} onClose={() => setOpened(false)} title={t`Missões`} size="lg" centered>
      {isAuthenticated ? <PlayerMissions /> : <VisitorMissions onLogin={() => setOpened(false)} />}
    </AppModal>
  )
}

function VisitorMissions({ onLogin }: { onLogin: () => void }) {
  const openAuth = useSetAtom(authModalAtom)
  return (
    <Stack align="center" py="lg" gap="md">
      <Text fw={600}>
        <Trans>Faça login para ver</Trans>
      </Text>
      <Button
        onClick={() => {
          onLogin()
          openAuth('login')
        }}
      >
        <Trans>Entrar</Trans>
      </Button>
    </Stack>
  )
}

/** Mounted only while the modal is open for a player: each opening asks for fresh progress once stale. */
function PlayerMissions() {
  const { t, i18n } = useLingui()
  const [period, setPeriod] = useState<MissionPeriod>('daily')
  // The same query as the open tab's list: the header reads its accumulated rewards.
  const list = useQuery(missionsQueryOptions(period))
  const { day, weekday } = headerDate(new Date(), i18n.locale)
  const accumulated = list.data?.accumulated_rewards
  return (
    <Stack gap="sm">
      <div className={classes.header}>
        <div>
          <Text size="sm" className={classes.rewardsLabel}>
            <Trans>Recompensas acumuladas</Trans>
          </Text>
          <Text className={classes.rewards}>{accumulated === undefined ? '—' : formatBRL(accumulated)}</Text>
        </div>
        <Text size="sm" className={classes.date}>
          <time dateTime={new Date().toISOString().slice(0, 10)}>{day}</time> · {weekday}
        </Text>
      </div>
      <Tabs keepMounted={false} value={period} onChange={(value) => setPeriod(value === 'week' ? 'week' : 'daily')}>
        <Tabs.List grow aria-label={t`Períodos das missões`}>
          <Tabs.Tab value="daily">
            <Trans>Missões diárias</Trans>
          </Tabs.Tab>
          <Tabs.Tab value="week">
            <Trans>Tarefas semanais</Trans>
          </Tabs.Tab>
        </Tabs.List>
        {/* Only the open tab's panel is mounted: the weekly list loads when its tab opens. */}
        <Tabs.Panel value="daily">
          <MissionsPanel period="daily" />
        </Tabs.Panel>
        <Tabs.Panel value="week">
          <MissionsPanel period="week" />
        </Tabs.Panel>
      </Tabs>
    </Stack>
  )
}

function MissionsPanel({ period }: { period: MissionPeriod }) {
  const query = useQuery(missionsQueryOptions(period))
  // A failed background refetch keeps showing what was loaded.
  if (query.data) return <MissionList missions={query.data.missions} />
  if (query.isError) {
    return (
      <LoadFailure
        message={missionTexts.load}
        retrying={query.isFetching}
        onRetry={() => void query.refetch()}
        toasts={{ error: query.error, texts: missionsLoadFailure }}
      />
    )
  }
  return <PagePending label={msg`Carregando missões…`} />
}

function MissionList({ missions }: { missions: Mission[] }) {
  const footerId = useId()
  const toast = useToast()
  const accept = useAcceptMission()
  const collect = useCollectRewards()
  const done = completedCount(missions)
  const total = missions.length
  const percentDone = total > 0 ? Math.round((done * 100) / total) : 0

  const onAccept = (missionId: number) =>
    accept.mutate(missionId, {
      onSuccess: () => toast.success(missionTexts.accepted),
      onError: (error) => toast.errors(describeApiFailure(error, missionAcceptFailure)),
    })

  const onCollect = () =>
    collect.submit(null, {
      onSuccess: (answer) => {
        const amount = formatBRL(answer.collected)
        if (answer.collected > 0) toast.success(msg`Recompensas coletadas: ${amount}`)
        else toast.success(missionTexts.nothingToCollect)
      },
      onError: (error) => toast.errors(describeApiFailure(error, missionsCollectFailure)),
    })

  if (total === 0) {
    return (
      <Text ta="center" py="lg">
        <Trans>Nenhuma missão disponível no momento.</Trans>
      </Text>
    )
  }
  return (
    <>
      <ScrollArea.Autosize mah={LIST_MAX_HEIGHT} type="auto" offsetScrollbars>
        <div className={classes.list}>
          {missions.map((mission) => (
            <MissionCard
              key={mission.id}
              mission={mission}
              onAccept={onAccept}
              accepting={accept.isPending && accept.variables === mission.id}
            />
          ))}
        </div>
      </ScrollArea.Autosize>
      <div className={classes.footer}>
        <Text size="sm" id={footerId}>
          <Trans>
            {done} de {total} missões concluídas
          </Trans>
        </Text>
        <Progress.Root>
          {/* Its own aria: named by the count above it. */}
          <Progress.Section
            value={percentDone}
            color="green"
            withAria={false}
            role="progressbar"
            aria-labelledby={footerId}
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={percentDone}
          />
        </Progress.Root>
        <Button onClick={onCollect} loading={collect.isPending} disabled={!hasRewardsToCollect(missions)}>
          <Trans>Coletar recompensas</Trans>
        </Button>
      </div>
    </>
  )
}
