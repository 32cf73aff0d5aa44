import type { Faker } from '@faker-js/faker'
import { toCentavos, toDecimal } from '@/api/money.ts'
import { iso } from '../db/reference.ts'
import { depositCode, endToEndId, proofLink, transactionIdFor } from './codes.ts'
import type { CouponRecord } from '../coupons/tables.ts'
import type { PixDepositRecord, PixWithdrawalRecord } from './tables.ts'
import type { UserRecord } from '../auth/tables.ts'

const MINUTE = 60_000
const HOUR = 60 * MINUTE
const DAY = 24 * HOUR

/** The demo player's history over the last 90 days: two pages of each table (10 per page). */
export const DEMO_DEPOSITS = 14
export const DEMO_WITHDRAWALS = 12
/** The withdrawal still in analysis: the demo wallet's balance_withdrawal is exactly this. */
export const DEMO_PENDING_WITHDRAWAL = '100.00'
/** The first deposit earned the 100% welcome bonus: the R$ 50,00 still in the demo wallet's bonus balance. */
export const DEMO_FIRST_DEPOSIT = '50.00'

/** Distinct times between `from` and `to`, oldest first. */
function times(faker: Faker, count: number, from: number, to: number): number[] {
  const picked = new Set<number>()
  while (picked.size < count) picked.add(faker.date.between({ from, to }).getTime())
  return [...picked].sort((a, b) => a - b)
}

const reais = (faker: Faker, choices: readonly number[]) => toDecimal(faker.helpers.arrayElement(choices) * 100)

/**
 * 14 deposits, oldest first: the first paid with its welcome bonus, most paid within minutes, two codes that
 * expired unpaid, and the newest still pending (12 minutes before the reference date, no job: it waits for the
 * demo panel's "Pagar agora").
 */
export function seedDemoDeposits(faker: Faker, demo: UserRecord, walletId: number, now: number): PixDepositRecord[] {
  const created = times(faker, DEMO_DEPOSITS - 1, now - 89 * DAY, now - 2 * DAY)
  created.push(now - 12 * MINUTE)
  const expired = new Set([4, 9])
  return created.map((at, index): PixDepositRecord => {
    const id = index + 1
    const transactionId = transactionIdFor(id, faker.string.alphanumeric({ length: 10, casing: 'upper' }))
    const amount = index === 0 ? DEMO_FIRST_DEPOSIT : reais(faker, [20, 30, 50, 100, 150, 200, 250, 300, 500])
    const pending = index === DEMO_DEPOSITS - 1
    const status = pending ? 0 : expired.has(index) ? 2 : 1
    const paidAt = status === 1 ? at + faker.number.int({ min: 1, max: 5 }) * MINUTE : null
    const updated = paidAt ?? (status === 2 ? at + 30 * MINUTE : at)
    return {
      id,
      user_id: demo.id,
      wallet_id: walletId,
      transaction_id: transactionId,
      gateway: faker.helpers.weightedArrayElement([
        { value: 'brasilcash', weight: 6 },
        { value: 'rexpay', weight: 2 },
        { value: 'digitopay', weight: 1 },
      ]),
      type: 'pix',
      amount,
      accept_bonus: true,
      cpf: demo.cpf ?? '00000000000',
      qrcode: depositCode(transactionId, toCentavos(amount)),
      status,
      bonus: index === 0 ? DEMO_FIRST_DEPOSIT : '0.00',
      paid_at: paidAt === null ? null : iso(paidAt),
      expires_at: iso(at + 30 * MINUTE),
      created_at: iso(at),
      updated_at: iso(updated),
    }
  })
}

/**
 * 12 withdrawals, oldest first: approved and paid with a proof (a receipt link with the end-to-end id), one
 * rejected (refunded), and the newest in analysis for R$ 100,00 (40 minutes before the reference date, no job:
 * the demo panel approves or rejects it).
 */
export function seedDemoWithdrawals(
  faker: Faker,
  demo: UserRecord,
  walletId: number,
  now: number,
): PixWithdrawalRecord[] {
  const created = times(faker, DEMO_WITHDRAWALS - 1, now - 88 * DAY, now - DAY)
  created.push(now - 40 * MINUTE)
  const rejected = 6
  return created.map((at, index): PixWithdrawalRecord => {
    const pending = index === DEMO_WITHDRAWALS - 1
    const amount = pending ? DEMO_PENDING_WITHDRAWAL : reais(faker, [50, 60, 80, 100, 120, 150, 200, 300, 400])
    const status = pending ? 0 : index === rejected ? 2 : 1
    const reviewedAt = pending ? null : at + faker.number.int({ min: 20, max: 180 }) * MINUTE
    const e2e =
      status === 1 && reviewedAt !== null ? endToEndId(reviewedAt, faker.string.alphanumeric({ length: 11 })) : null
    const byEmail = index % 4 === 3
    return {
      id: index + 1,
      user_id: demo.id,
      wallet_id: walletId,
      type: 'pix',
      amount,
      pix_key: byEmail ? demo.email : (demo.cpf ?? ''),
      pix_key_type: byEmail ? 'email' : 'document',
      source: index % 2 === 0 ? 'profile' : 'wallet',
      status,
      end_to_end_id: e2e,
      proof: e2e && reviewedAt !== null ? proofLink(e2e, toCentavos(amount), iso(reviewedAt)) : null,
      reviewed_at: reviewedAt === null ? null : iso(reviewedAt),
      created_at: iso(at),
      updated_at: iso(reviewedAt ?? at),
    }
  })
}

/**
 * The coupons (profile/coupon/redeem): one per player, one anyone can use again, one expired, one with every use
 * taken. `uses` counts redemptions by players outside this database too.
 */
export function seedCoupons(now: number): CouponRecord[] {
  const created = iso(now - 30 * DAY)
  return [
    {
      id: 1,
      code: 'BEMVINDO',
      description: 'R$ 20 de bônus, uma vez por jogador',
      amount: '20.00',
      expires_at: null,
      max_uses: null,
      uses: 214,
      once_per_player: true,
      created_at: created,
    },
    {
      id: 2,
      code: 'SEXTOU',
      description: 'R$ 10 de bônus, pode usar de novo',
      amount: '10.00',
      expires_at: iso(now + 60 * DAY),
      max_uses: 1000,
      uses: 37,
      once_per_player: false,
      created_at: created,
    },
    {
      id: 3,
      code: 'NATAL2025',
      description: 'R$ 50 de bônus de Natal (expirado)',
      amount: '50.00',
      expires_at: iso(now - 300 * DAY),
      max_uses: null,
      uses: 512,
      once_per_player: true,
      created_at: iso(now - 340 * DAY),
    },
    {
      id: 4,
      code: 'PRIMEIROS100',
      description: 'R$ 15 de bônus para os 100 primeiros (esgotado)',
      amount: '15.00',
      expires_at: null,
      max_uses: 100,
      uses: 100,
      once_per_player: true,
      created_at: created,
    },
  ]
}
