import { useWindowMediaQuery } from './use-window-media-query.ts'

/** Phones are below 768 px (the spec's mobile breakpoint; Mantine's `sm` is 48em = 768 px). */
export const PHONE_MEDIA_QUERY = '(max-width: 47.99em)'

/** The phone layout, followed as the window is resized at most every 250 ms (use-window-media-query.ts). */
export function useIsPhone(): boolean {
  return useWindowMediaQuery(PHONE_MEDIA_QUERY)
}
