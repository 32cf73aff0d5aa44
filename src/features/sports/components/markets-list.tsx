import { Trans, useLingui } from '@lingui/react/macro'
import type { FootballEvent } from '@/api/sports.ts'
import { marketLabel, selectionLabel } from '../rules/feed-words.ts'
import { priceOf } from '../rules/markets.ts'
import { IconLock } from './icons.tsx'
import { PickButton } from './pick-button.tsx'
import classes from './markets-list.module.css'

/** Every market of the event with each of its values as an odds button (the markets modal and the event page). */
export function MarketsList({ event, getEvent }: { event: FootballEvent; getEvent: () => FootballEvent }) {
  const { i18n } = useLingui()
  if (event.bets.length === 0) {
    return (
      <p className={classes.empty}>
        <Trans>Aguardando as odds</Trans>
      </p>
    )
  }
  return (
    <div className={classes.markets}>
      {event.bets.map((market, marketIndex) => {
        const name = marketLabel(market.name, i18n)
        return (
          <section key={`${marketIndex}-${market.name}`} className={classes.market} aria-label={name}>
            <h3 className={classes.name}>
              {name}
              {market.suspended && ' '}
              {market.suspended && (
                <span className={classes.suspended}>
                  <IconLock size={14} />
                  <Trans>Suspenso</Trans>
                </span>
              )}
            </h3>
            <div className={classes.values}>
              {market.values.map((value, valueIndex) => (
                <PickButton
                  key={`${valueIndex}-${value.value}`}
                  eventId={event.id}
                  marketIndex={marketIndex}
                  valueIndex={valueIndex}
                  label={selectionLabel(market.name, value.value, i18n)}
                  odd={priceOf(market, valueIndex)}
                  getEvent={getEvent}
                />
              ))}
            </div>
          </section>
        )
      })}
    </div>
  )
}
