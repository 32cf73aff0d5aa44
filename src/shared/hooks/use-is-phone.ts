import { useMediaQuery } from '@mantine/hooks'

/** Phones are below 768 px (the spec's mobile breakpoint; Mantine's `sm` is 48em = 768 px). */
export const PHONE_MEDIA_QUERY = '(max-width: 47.99em)'

export function useIsPhone(): boolean {
  // Read synchronously: a client-only app has matchMedia at first render, so no desktop flash on phones.
  return useMediaQuery(PHONE_MEDIA_QUERY, false, { getInitialValueInEffect: false })
}
