import { Trans } from '@lingui/react/macro'
import type { FootballEvent } from '@/api/sports.ts'
import { winnerSlots } from '../rules/markets.ts'
import { PickButton } from './pick-button.tsx'
import classes from './event-card.module.css'

/** The card's 1 / X / 2 buttons, or `Aguardando as odds` while the event has none. */
export function EventOdds({ event, getEvent }: { event: FootballEvent; getEvent: () => FootballEvent }) {
  const slots = winnerSlots(event)
  if (!slots) {
    return (
      <p className={classes.waiting}>
        <Trans>Aguardando as odds</Trans>
      </p>
    )
  }
  return (
    <div className={classes.odds}>
      {slots.map((slot) => (
        <PickButton
          key={slot.label}
          eventId={event.id}
          marketIndex={slot.marketIndex}
          valueIndex={slot.valueIndex}
          label={slot.label}
          odd={slot.odd}
          getEvent={getEvent}
        />
      ))}
    </div>
  )
}
