import { memo, useMemo, useRef } from 'react'
import { Trans, useLingui } from '@lingui/react/macro'
import { usePageTimePassed } from '@/shared/hooks/use-page-time-passed.ts'
import { usePlaysWhenSeen } from '@/shared/hooks/use-plays-when-seen.ts'
import { useWhenIdle } from '@/shared/hooks/use-when-idle.ts'
import { formatBRL } from '@/shared/money.ts'
import { dailyMarqueeSeed, MARQUEE_CYCLE_SECONDS, marqueeWinners, type MarqueeWinner } from '../../rules/marquee.ts'
import classes from './winners-marquee.module.css'

export interface WinnersMarqueeProps {
  /** The list's seed (rules/marquee.ts); by default one per day. Stories and tests pass a fixed one. */
  seed?: number
  /** Still until the page has been open this long (ms from the navigation); tests pass their own. */
  stillUntilMs?: number
}

/**
 * The marquee holds still during a visit's first seconds, while the page loads: moving, it makes the compositor draw
 * 60 frames a second, which took about 420 ms of CPU in the lobby's first 5 s beside the main thread's loading work
 * (docs/decisions/070-the-marquee-waits-for-the-page.md).
 */
export const MARQUEE_STILL_UNTIL_MS = 6000

/**
 * The winners marquee: 50 generated withdrawals scrolling by, one pass every 120 s (a CSS animation, so it costs no
 * JavaScript while it runs). The list is drawn twice for a seamless loop; the copy is hidden from assistive
 * technology. It pauses while the pointer is over it, while it is off screen or the tab is hidden (nothing to draw
 * for nobody), and does not move under prefers-reduced-motion.
 *
 * The lobby's first render draws only the first FIRST_DRAWN entries, still: both copies' hundred entries (300
 * elements, the lobby's largest block) were rendered before its first banner could show (docs/performance.md).
 * The whole list follows once the browser is idle, in a transition React renders in slices. The marquee starts
 * moving once the list is whole and the page's first seconds are over (MARQUEE_STILL_UNTIL_MS).
 */
export const WinnersMarquee = memo(function WinnersMarquee({
  seed,
  stillUntilMs = MARQUEE_STILL_UNTIL_MS,
}: WinnersMarqueeProps) {
  const { t } = useLingui()
  const winners = useMemo(() => marqueeWinners(seed ?? dailyMarqueeSeed()), [seed])
  const whole = useWhenIdle({ transition: true })
  const ref = useRef<HTMLElement>(null)
  const loaded = usePageTimePassed(stillUntilMs)
  const playing = usePlaysWhenSeen(ref) && whole && loaded
  return (
    <section ref={ref} className={classes.root} aria-label={t`Últimos saques`} data-paused={playing ? undefined : true}>
      <div className={classes.track} style={{ animationDuration: `${MARQUEE_CYCLE_SECONDS}s` }}>
        <WinnerList winners={whole ? winners : winners.slice(0, FIRST_DRAWN)} />
        {whole ? <WinnerList winners={winners} hidden /> : null}
      </div>
    </section>
  )
})

/** Entries drawn at first: more than the widest screen shows (an entry is about 300 px wide). */
export const FIRST_DRAWN = 10

function WinnerList({ winners, hidden = false }: { winners: readonly MarqueeWinner[]; hidden?: boolean }) {
  return (
    <ul className={classes.list} aria-hidden={hidden || undefined}>
      {winners.map((winner) => (
        <li key={winner.id} className={classes.item}>
          <WinnerText winner={winner} />
        </li>
      ))}
    </ul>
  )
}

function WinnerText({ winner }: { winner: MarqueeWinner }) {
  const name = winner.name
  const amount = formatBRL(winner.amount)
  return (
    <Trans>
      <strong className={classes.name}>{name}</strong> acabou de SACAR via PIX{' '}
      <strong className={classes.amount}>{amount}</strong>
    </Trans>
  )
}
