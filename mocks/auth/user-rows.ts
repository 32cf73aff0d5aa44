import type { UserRecord } from './tables.ts'

/** The profile data page's fields before the player saves them: a Brazilian account in reais. */
export const EMPTY_PROFILE_DATA = {
  birth_date: null,
  phone_country: '+55',
  pix_type: null,
  pix_key: null,
  zip: null,
  state: null,
  city: null,
  address: null,
  country: 'BR',
  currency: 'BRL',
  timezone: 'America/Sao_Paulo',
} as const satisfies Partial<UserRecord>
