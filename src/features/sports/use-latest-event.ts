import { useCallback, useLayoutEffect, useRef } from 'react'
import type { FootballEvent } from '@/api/sports.ts'

/** A getter of the latest event that keeps its identity across renders (the odds buttons' `getEvent`). */
export function useLatestEvent(event: FootballEvent): () => FootballEvent {
  const latest = useRef(event)
  useLayoutEffect(() => {
    latest.current = event
  })
  return useCallback(() => latest.current, [])
}
