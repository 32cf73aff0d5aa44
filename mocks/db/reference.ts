/**
 * The seed's fixed inputs, shared by the generator (db/seed.ts, faker, run by `npm run seed` and the tests) and the
 * runtime (handlers, clock, demo panel). Nothing here may import faker: the browser's mock carries the seed as data
 * (db/seed.json), not the library that made it.
 */

/** The fixed seed and reference date: the same seed gives deep-equal data, in stories and tests alike. */
export const SEED = 20261101
export const REFERENCE_DATE = new Date('2026-11-01T12:00:00-03:00')

/** The demo player's sign-in (e-mail or phone), shown in the README and the demo panel. */
export const DEMO_PLAYER = {
  email: 'demo@jogada.com.br',
  /** (11) 98765-4321 */
  phone: '11987654321',
  password: 'Jogada@2026',
  /** 529.982.247-25, the domain notes' valid example. */
  cpf: '52998224725',
  /** Their referral code: /register/JOGADA1 or ?code=JOGADA1 links a new player to them. */
  code: 'JOGADA1',
} as const

/** ISO string of a date, the way Laravel serialises timestamps. */
export function iso(date: Date | number): string {
  return new Date(date).toISOString()
}

/** The welcome bonus's banner, which the mock stops serving while bonuses before a bet are off. */
export const WELCOME_BANNER_IMAGE = '/storage/banners/welcome.svg'
