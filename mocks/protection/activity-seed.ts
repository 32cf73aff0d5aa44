import type { Faker } from '@faker-js/faker'
import { toCentavos } from '@/api/money.ts'
import { iso } from '../db/reference.ts'
import type { LedgerRecord, LedgerReference, WalletRecord } from '../wallet/tables.ts'
import type { PixDepositRecord, PixWithdrawalRecord } from '../pix/tables.ts'

const MINUTE = 60_000
const HOUR = 60 * MINUTE
const DAY = 24 * HOUR

export interface DemoLedgerInput {
  userId: number
  walletId: number
  /** The seeded wallet: the ledger ends on its cash and bonus balances, and its play statistics are the rounds'. */
  wallet: Pick<WalletRecord, 'balance' | 'balance_bonus' | 'total_bet' | 'total_won' | 'bets_count' | 'created_at'>
  deposits: readonly PixDepositRecord[]
  withdrawals: readonly PixWithdrawalRecord[]
  /** Casino games the player plays (their ids). */
  gameIds: readonly number[]
  now: number
}

interface Movement {
  at: number
  kind: LedgerRecord['kind']
  cash: number
  bonus: number
  reference: LedgerReference
}

/** Stakes in reais a player picks. */
const STAKES = [1, 2, 5, 10, 10, 15, 20, 25] as const

/**
 * The demo player's ledger, so the activity statement has a history on a fresh demo that agrees with the rest of
 * the seed: every paid deposit (and the first one's welcome bonus), every withdrawal asked (and the refused one's
 * refund), and `bets_count` rounds and bets whose stakes and wins add up to the wallet's `total_bet` and
 * `total_won`. The cash balance before the seeded window (the first withdrawal is older than the first deposit) is
 * whatever makes the last row's balances the wallet's own, so the statement's running balance ends where the top
 * bar's does. Stakes never exceed the cash, so the bonus stays the welcome bonus, as the wallet says.
 */
export function seedDemoLedger(faker: Faker, input: DemoLedgerInput): LedgerRecord[] {
  const { userId, walletId, wallet } = input
  const movements: Movement[] = []

  for (const deposit of input.deposits) {
    if (deposit.status !== 1 || !deposit.paid_at) continue
    const at = Date.parse(deposit.paid_at)
    movements.push({
      at,
      kind: 'deposit',
      cash: toCentavos(deposit.amount),
      bonus: 0,
      reference: { type: 'deposit', deposit_id: deposit.id },
    })
    const bonus = toCentavos(deposit.bonus)
    if (bonus > 0)
      movements.push({ at: at + 1000, kind: 'bonus', cash: 0, bonus, reference: { type: 'bonus', reason: 'welcome' } })
  }
  for (const withdrawal of input.withdrawals) {
    const amount = toCentavos(withdrawal.amount)
    const reference = { type: 'withdrawal', withdrawal_id: withdrawal.id } as const
    movements.push({ at: Date.parse(withdrawal.created_at), kind: 'withdrawal', cash: -amount, bonus: 0, reference })
    if (withdrawal.status === 2 && withdrawal.reviewed_at) {
      movements.push({
        at: Date.parse(withdrawal.reviewed_at),
        kind: 'withdrawal_refund',
        cash: amount,
        bonus: 0,
        reference,
      })
    }
  }
  movements.push(...playMovements(faker, input))

  movements.sort((a, b) => a.at - b.at)
  const opening = toCentavos(wallet.balance) - movements.reduce((sum, m) => sum + m.cash, 0)
  const bonusOpening = toCentavos(wallet.balance_bonus) - movements.reduce((sum, m) => sum + m.bonus, 0)
  let cash = opening
  let bonus = bonusOpening
  return movements.map((movement, index): LedgerRecord => {
    cash += movement.cash
    bonus += movement.bonus
    return {
      id: index + 1,
      user_id: userId,
      wallet_id: walletId,
      kind: movement.kind,
      cash: movement.cash,
      bonus: movement.bonus,
      cash_after: cash,
      bonus_after: bonus,
      reference: movement.reference,
      created_at: iso(movement.at),
    }
  })
}

/** `count` stakes in whole reais from STAKES, nudged by R$ 5 until they add up to `total` centavos. */
function stakesAddingUpTo(faker: Faker, count: number, total: number): number[] {
  const stakes = Array.from({ length: count }, () => faker.helpers.arrayElement(STAKES) * 100)
  let diff = total - stakes.reduce((a, b) => a + b, 0)
  while (Math.abs(diff) >= 500) {
    const i = faker.number.int({ min: 0, max: count - 1 })
    const step = diff > 0 ? 500 : -500
    const next = (stakes[i] ?? 0) + step
    if (next < 100 || next > 5_000) continue
    stakes[i] = next
    diff -= step
  }
  // The remainder (under R$ 5, centavos included) goes to a stake that stays above R$ 1.
  const i = stakes.findIndex((stake) => stake + diff >= 100)
  stakes[i] = (stakes[i] ?? 0) + diff
  return stakes
}

/** Splits `total` centavos over the winners in proportion to random multipliers; exact to the centavo. */
function winsAddingUpTo(
  faker: Faker,
  stakes: readonly number[],
  winners: readonly number[],
  total: number,
): Map<number, number> {
  const weights = winners.map((i) => (stakes[i] ?? 0) * faker.number.float({ min: 0.4, max: 6 }))
  const sum = weights.reduce((a, b) => a + b, 0)
  const wins = new Map<number, number>()
  let given = 0
  winners.forEach((round, k) => {
    const amount = k === winners.length - 1 ? total - given : Math.floor((total * (weights[k] ?? 0)) / sum)
    wins.set(round, amount)
    given += amount
  })
  return wins
}

/**
 * The rounds and bets: sessions of a few plays minutes apart, on days spread over the history (the last a day
 * before the reference date), about one in six a sports bet settled two hours later.
 */
function playMovements(faker: Faker, input: DemoLedgerInput): Movement[] {
  const count = input.wallet.bets_count
  const stakes = stakesAddingUpTo(faker, count, toCentavos(input.wallet.total_bet))
  const winners = stakes.map((_, i) => i).filter(() => faker.datatype.boolean({ probability: 0.42 }))
  const wins = winsAddingUpTo(faker, stakes, winners, toCentavos(input.wallet.total_won))

  const first = Date.parse(input.wallet.created_at) + 4 * DAY
  const last = input.now - DAY
  const movements: Movement[] = []
  let round = 0
  let at = first
  const gap = (last - first) / Math.ceil(count / 5)
  while (round < count) {
    at += gap * faker.number.float({ min: 0.6, max: 1.2 })
    if (at > last) at = last - faker.number.int({ min: 1, max: 20 }) * HOUR
    const inSession = Math.min(count - round, faker.number.int({ min: 3, max: 8 }))
    let t = at
    for (let k = 0; k < inSession; k++, round++) {
      t += faker.number.int({ min: 1, max: 6 }) * MINUTE
      const stake = stakes[round] ?? 0
      const win = wins.get(round) ?? 0
      if (faker.number.int({ min: 1, max: 6 }) === 1) {
        const reference: LedgerReference = {
          type: 'sports',
          ticket_kind: faker.helpers.arrayElement(['single', 'multiple']),
        }
        movements.push({ at: t, kind: 'bet', cash: -stake, bonus: 0, reference })
        if (win > 0) movements.push({ at: t + 2 * HOUR, kind: 'win', cash: win, bonus: 0, reference })
      } else {
        const reference: LedgerReference = {
          type: 'casino',
          game_id: faker.helpers.arrayElement(input.gameIds),
          round_id: 900_000 + round,
        }
        movements.push({ at: t, kind: 'bet', cash: -stake, bonus: 0, reference })
        if (win > 0) movements.push({ at: t + 20_000, kind: 'win', cash: win, bonus: 0, reference })
      }
    }
  }
  return movements
}
