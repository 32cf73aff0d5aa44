import { useRef } from 'react'
import { Trans, useLingui } from '@lingui/react/macro'
import { msg } from '@lingui/core/macro'
import type { MessageDescriptor } from '@lingui/core'
import type { FootballEvent } from '@/api/sports.ts'
import { usePlaysWhenSeen } from '@/shared/hooks/use-plays-when-seen.ts'
import { eventPhase, kickoffLabel } from '../rules/event-status.ts'
import { useNow } from '../use-now.ts'
import classes from './event-status.module.css'

/** API-Football's live statuses in the player's words; another status shows as the server wrote it. */
const LIVE_STATUSES: Record<string, MessageDescriptor> = {
  'Kick Off': msg`Início de jogo`,
  'First Half': msg`1º tempo`,
  Halftime: msg`Intervalo`,
  'Second Half': msg`2º tempo`,
  'Extra Time': msg`Prorrogação`,
  'Break Time': msg`Intervalo da prorrogação`,
  'Penalty In Progress': msg`Pênaltis`,
  'Match Suspended': msg`Partida suspensa`,
  'Match Interrupted': msg`Partida interrompida`,
  'In Progress': msg`Em andamento`,
}

/** The event's live status in the player's words (`2º tempo`). */
export function useLiveStatus(status: string): string {
  const { i18n } = useLingui()
  const known = LIVE_STATUSES[status]
  return known ? i18n._(known) : status
}

/** The live badge's dot: it pulses only while on screen in a shown tab (a live page has hundreds of them). */
function LiveDot() {
  const ref = useRef<HTMLSpanElement>(null)
  const playing = usePlaysWhenSeen(ref)
  return <span ref={ref} className={classes.dot} aria-hidden="true" data-paused={playing ? undefined : true} />
}

/**
 * Where the match stands: the kick-off (`Hoje às 16:00`, São Paulo time) before it starts; a pulsing dot with
 * `Ao vivo` and the period while it is played (the dot stands still under reduced motion, it never disappears);
 * `Encerrado` after it.
 */
export function EventStatus({ event, now }: { event: FootballEvent; now?: number }) {
  const clock = useNow()
  const phase = eventPhase(event)
  const liveStatus = useLiveStatus(event.status_long)
  if (phase === 'live') {
    return (
      <span className={classes.live}>
        <LiveDot />
        <Trans>Ao vivo</Trans>
        <span className={classes.period}>{liveStatus}</span>
      </span>
    )
  }
  if (phase === 'finished') {
    return (
      <span className={classes.status}>
        <Trans>Encerrado</Trans>
      </span>
    )
  }
  return (
    <time className={classes.status} dateTime={event.date}>
      <KickoffText date={event.date} now={now ?? clock} />
    </time>
  )
}

function KickoffText({ date, now }: { date: string; now: number }) {
  const { i18n, t } = useLingui()
  const label = kickoffLabel(date, now)
  if (!label) return null
  const time = label.time
  switch (label.kind) {
    case 'today':
      return <Trans>Hoje às {time}</Trans>
    case 'tomorrow':
      return <Trans>Amanhã às {time}</Trans>
    case 'weekday': {
      const weekday = weekdayName(label.weekday, i18n.locale)
      // Portuguese says "no" before the weekend's (masculine) days, "na" before the others.
      return label.weekday === 0 || label.weekday === 6 ? (
        <>{t`No ${weekday} às ${time}`}</>
      ) : (
        <>{t`Na ${weekday} às ${time}`}</>
      )
    }
    case 'date': {
      const day = label.day
      return (
        <Trans>
          {day} às {time}
        </Trans>
      )
    }
  }
}

/** A weekday's name as people say it: `quarta` (not `quarta-feira`) in Portuguese. 0 is Sunday. */
function weekdayName(weekday: number, locale: string): string {
  // 4 January 2026 was a Sunday.
  const name = new Intl.DateTimeFormat(locale, { weekday: 'long', timeZone: 'UTC' }).format(
    Date.UTC(2026, 0, 4 + weekday),
  )
  return name.replace(/-feira$/, '')
}
