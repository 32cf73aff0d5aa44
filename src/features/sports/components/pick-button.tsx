import { memo, useCallback } from 'react'
import type { FootballEvent } from '@/api/sports.ts'
import { betId, useIsPicked, usePick } from '../slip/state.ts'
import { OddsButton } from './odds-button.tsx'

export interface PickButtonProps {
  eventId: number
  marketIndex: number
  valueIndex: number
  label: string
  odd: number | null
  /**
   * The event as it is now, read at the click. A getter that keeps its identity (see useLatestEvent) rather than
   * the event object: the event is a new object whenever any of its odds moves, and passing it would render again
   * every button of the event, not only the one whose odd moved.
   */
  getEvent: () => FootballEvent
}

/** An odds button connected to the slip: pressed while its value is in the slip; a click toggles it by the slip's rules. */
export const PickButton = memo(function PickButton({
  eventId,
  marketIndex,
  valueIndex,
  label,
  odd,
  getEvent,
}: PickButtonProps) {
  const id = betId(eventId, marketIndex, valueIndex)
  const selected = useIsPicked(id)
  const pick = usePick()
  const onPick = useCallback(
    () => pick({ event: getEvent(), marketIndex, valueIndex }),
    [pick, getEvent, marketIndex, valueIndex],
  )
  return <OddsButton label={label} odd={odd} selected={selected} onPick={onPick} betId={id} />
})
