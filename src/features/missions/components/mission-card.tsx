import '@mantine/core/styles/RingProgress.layer.css'
import '@mantine/core/styles/Tooltip.layer.css'
import { Button, RingProgress, Text } from '@mantine/core'
import { Trans, useLingui } from '@lingui/react/macro'
import type { Mission } from '@/api/missions.ts'
import { formatBRL } from '@/shared/money.ts'
import { StatusBadge } from '@/shared/ui/status-badge.tsx'
import { cardDescription, missionState, progressPercent } from '../rules/mission-card.ts'
import classes from './missions.module.css'

export interface MissionCardProps {
  mission: Mission
  onAccept: (missionId: number) => void
  /** This card's acceptance is on its way. */
  accepting: boolean
}

/** One mission: progress circle, name, description (markup stripped, 80 characters), bonus, and Accept or Active. */
export function MissionCard({ mission, onAccept, accepting }: MissionCardProps) {
  const { t } = useLingui()
  const percent = progressPercent(mission)
  const state = missionState(mission)
  const name = mission.challenge_name
  const titleId = `mission-${mission.id}-name`
  const total = mission.challenge_total
  const bonus = formatBRL(mission.challenge_bonus)
  const rounds = mission.myRounds
  return (
    <article className={classes.card} aria-labelledby={titleId}>
      <div
        role="progressbar"
        aria-label={t`Progresso de ${name}`}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
      >
        <RingProgress
          size={64}
          thickness={6}
          roundCaps
          sections={[{ value: percent, color: state === 'open' ? 'gray' : 'green' }]}
          label={
            <Text ta="center" size="xs" fw={700} aria-hidden>
              {percent}%
            </Text>
          }
        />
      </div>
      <div className={classes.body}>
        <Text id={titleId} fw={700} className={classes.name}>
          {name}
        </Text>
        <Text size="sm" className={classes.description}>
          {cardDescription(mission.challenge_description)}
        </Text>
        <Text size="sm" fw={600} className={classes.bonus}>
          <Trans>Bônus: {bonus}</Trans>
        </Text>
        {state !== 'open' && total ? (
          <Text size="xs" className={classes.rounds}>
            <Trans>
              {rounds} de {total} rodadas
            </Trans>
          </Text>
        ) : null}
      </div>
      <div className={classes.action}>
        {state === 'open' ? (
          <Button size="xs" onClick={() => onAccept(mission.id)} loading={accepting} aria-describedby={titleId}>
            <Trans>Aceitar</Trans>
          </Button>
        ) : state === 'active' ? (
          <StatusBadge tone="info">
            <Trans>Ativa</Trans>
          </StatusBadge>
        ) : state === 'completed' ? (
          <StatusBadge tone="success">
            <Trans>Concluída</Trans>
          </StatusBadge>
        ) : (
          <StatusBadge tone="neutral">
            <Trans>Coletada</Trans>
          </StatusBadge>
        )}
      </div>
    </article>
  )
}
