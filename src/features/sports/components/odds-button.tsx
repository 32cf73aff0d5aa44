import { memo, useEffect, useState } from 'react'
import { UnstyledButton, VisuallyHidden } from '@mantine/core'
import { Trans, useLingui } from '@lingui/react/macro'
import { IconArrowDown } from '@/shared/ui/icons/arrow-down.tsx'
import { IconArrowUp } from '@/shared/ui/icons/arrow-up.tsx'
import { IconLock } from './icons.tsx'
import classes from './odds-button.module.css'

/** How long an odd shows that it moved. */
export const ODDS_CHANGE_MS = 2000

export type OddsDirection = 'up' | 'down' | null

/**
 * The direction of the last change of `odd` against its previous value, for ODDS_CHANGE_MS, then null again. The
 * previous value is compared while rendering (not in an effect), so the arrow shows in the same frame as the new odd.
 */
export function useOddsDirection(odd: number | null): OddsDirection {
  const [seen, setSeen] = useState({ odd, direction: null as OddsDirection, at: 0 })
  if (odd !== seen.odd) {
    const direction = odd === null || seen.odd === null ? null : odd > seen.odd ? 'up' : 'down'
    setSeen({ odd, direction, at: seen.at + 1 })
  }
  useEffect(() => {
    if (!seen.direction) return
    const timer = setTimeout(
      () => setSeen((now) => (now.at === seen.at ? { ...now, direction: null } : now)),
      ODDS_CHANGE_MS,
    )
    return () => clearTimeout(timer)
  }, [seen.at, seen.direction])
  return seen.direction
}

export interface OddsButtonProps {
  /** What is picked: `1`, `X`, `2`, or a market's value in the reader's words (`Mais de 2,5`). */
  label: string
  /** Decimal odds; null while the value cannot be bet on (its market or itself suspended): a padlock shows. */
  odd: number | null
  selected: boolean
  onPick: () => void
  /** The slip's id of this value (`event-market-value`), for tests and the end-to-end journeys. */
  betId?: string
}

/**
 * One selectable price. Presentational: the slip state comes in as `selected`, the action as `onPick`. Memoised
 * on its props, so a list of hundreds renders again only the buttons whose own odd or pick changed. A move shows
 * for two seconds as a colour, an arrow and words for screen readers ("subiu"/"caiu"), never by colour alone. A value
 * that cannot be bet on now is disabled and shows a padlock ("Suspenso" to a screen reader), never a stale or capped
 * price.
 */
export const OddsButton = memo(function OddsButton({ label, odd, selected, onPick, betId }: OddsButtonProps) {
  const { i18n } = useLingui()
  const direction = useOddsDirection(odd)
  const unavailable = odd === null
  return (
    <UnstyledButton
      className={classes.button}
      aria-pressed={selected}
      disabled={unavailable}
      onClick={onPick}
      data-selected={selected || undefined}
      data-direction={direction ?? undefined}
      data-bet={betId}
    >
      <span className={classes.label}>{label}</span>{' '}
      <span className={classes.odd}>
        {direction === 'up' && <IconArrowUp size={14} />}
        {direction === 'down' && <IconArrowDown size={14} />}
        {unavailable ? (
          <>
            <IconLock size={14} />
            <VisuallyHidden>
              <Trans>Suspenso</Trans>
            </VisuallyHidden>
          </>
        ) : (
          formatOdd(odd, i18n.locale)
        )}
        {direction && ' '}
        {direction && (
          <VisuallyHidden>{direction === 'up' ? <Trans>(subiu)</Trans> : <Trans>(caiu)</Trans>}</VisuallyHidden>
        )}
      </span>
    </UnstyledButton>
  )
})

const formats = new Map<string, Intl.NumberFormat>()

/** Decimal odds with two decimals in the reader's language (`1,85` in pt-BR). */
export function formatOdd(odd: number, locale: string): string {
  let format = formats.get(locale)
  if (!format) {
    format = new Intl.NumberFormat(locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 })
    formats.set(locale, format)
  }
  return format.format(odd)
}
