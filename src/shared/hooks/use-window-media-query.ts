import { useMediaQuery, useThrottledValue } from '@mantine/hooks'

/**
 * How often the layout follows the window's size while it is being resized (the spec's resize throttle): a drag
 * across a breakpoint re-lays the page out at most once per 250 ms, with the last size always applied.
 */
export const RESIZE_THROTTLE_MS = 250

/**
 * Whether the window matches `query` (a width breakpoint), read synchronously at the first render (a client-only
 * app has matchMedia then, so no flash of the other layout) and followed at most every RESIZE_THROTTLE_MS.
 */
export function useWindowMediaQuery(query: string): boolean {
  const matches = useMediaQuery(query, false, { getInitialValueInEffect: false })
  return useThrottledValue(matches, RESIZE_THROTTLE_MS)
}
