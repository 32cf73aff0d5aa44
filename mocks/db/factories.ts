import { Faker, base, en, pt_BR } from '@faker-js/faker'
import { cpfCheckDigits } from '@/shared/br/cpf.ts'
import { BR_DDDS } from '@/shared/br/phone.ts'
import { iso, REFERENCE_DATE, SEED } from './reference.ts'
import type { UserRecord } from '../auth/tables.ts'
import { EMPTY_PROFILE_DATA } from '../auth/user-rows.ts'

/**
 * A pt_BR faker (en and base fill what pt_BR lacks, as faker's own fakerPT_BR does; faker's pt_BR module
 * imports en anyway, so leaving it out saves nothing), seeded and anchored at the reference date.
 */
export function createSeedFaker(seed = SEED): Faker {
  return new Faker({ locale: [pt_BR, en, base], seed, config: { defaultRefDate: () => new Date(REFERENCE_DATE) } })
}

/** A mobile number, digits only: DDD (one Anatel assigns) + 9 + 8 digits. */
export function fakeMobilePhone(faker: Faker): string {
  return `${faker.helpers.arrayElement(BR_DDDS)}9${faker.string.numeric(8)}`
}

/** A CPF with valid check digits (the app's own rule, src/shared/br), digits only. */
export function fakeCpf(faker: Faker): string {
  let digits: number[]
  do {
    digits = Array.from({ length: 9 }, () => faker.number.int(9))
  } while (digits.every((d) => d === digits[0]))
  const base = digits.join('')
  return base + cpfCheckDigits(base)
}

export type NewUser = Omit<UserRecord, 'id'>

/** A made-up player; overrides win. */
export function buildUser(faker: Faker, overrides: Partial<NewUser> = {}): NewUser {
  const first = faker.person.firstName()
  const last = faker.person.lastName()
  const created = faker.date.past({ years: 1 })
  return {
    name: `${first} ${last}`,
    email: faker.internet.email({ firstName: first, lastName: last, provider: 'exemplo.com.br' }).toLowerCase(),
    phone: fakeMobilePhone(faker),
    cpf: fakeCpf(faker),
    avatar: null,
    password: faker.internet.password({ length: 12 }),
    language: 'pt_BR',
    code: null,
    inviter: null,
    affiliate_revenue_share: 20,
    affiliate_revenue_share_fake: null,
    affiliate_cpa: '10.00',
    totalLikes: faker.number.int({ min: 0, max: 40 }),
    ...EMPTY_PROFILE_DATA,
    email_verified_at: iso(created),
    created_at: iso(created),
    updated_at: iso(created),
    ...overrides,
  }
}
