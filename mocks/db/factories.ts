import { Faker, base, en, pt_BR } from '@faker-js/faker'
import { iso, REFERENCE_DATE, SEED } from './reference.ts'
import type { UserRecord } from './schema.ts'

/**
 * A pt_BR faker (en and base fill what pt_BR lacks, as faker's own fakerPT_BR does; faker's pt_BR module
 * imports en anyway, so leaving it out saves nothing), seeded and anchored at the reference date.
 */
export function createSeedFaker(seed = SEED): Faker {
  return new Faker({ locale: [pt_BR, en, base], seed, config: { defaultRefDate: () => new Date(REFERENCE_DATE) } })
}

// Area codes Anatel assigns (domain notes): generated phones must pass the app's own checks.
const DDDS = [
  11, 12, 13, 14, 15, 16, 17, 18, 19, 21, 22, 24, 27, 28, 31, 32, 33, 34, 35, 37, 38, 41, 42, 43, 44, 45, 46, 47, 48, 49, 51, 53,
  54, 55, 61, 62, 63, 64, 65, 66, 67, 68, 69, 71, 73, 74, 75, 77, 79, 81, 82, 83, 84, 85, 86, 87, 88, 89, 91, 92, 93, 94, 95, 96,
  97, 98, 99,
]

/** A mobile number, digits only: DDD + 9 + 8 digits. */
export function fakeMobilePhone(faker: Faker): string {
  return `${faker.helpers.arrayElement(DDDS)}9${faker.string.numeric(8)}`
}

/** A CPF with valid check digits, digits only (weights 10..2 then 11..2; remainder < 2 gives 0). */
export function fakeCpf(faker: Faker): string {
  let digits: number[]
  do {
    digits = Array.from({ length: 9 }, () => faker.number.int(9))
  } while (digits.every((d) => d === digits[0]))
  for (const length of [9, 10]) {
    const sum = digits.slice(0, length).reduce((acc, d, i) => acc + d * (length + 1 - i), 0)
    const r = sum % 11
    digits.push(r < 2 ? 0 : 11 - r)
  }
  return digits.join('')
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
    email_verified_at: iso(created),
    created_at: iso(created),
    updated_at: iso(created),
    ...overrides,
  }
}
