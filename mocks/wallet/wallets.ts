import type { EndpointWireResponse } from '@/api/define.ts'
import { toCentavos, toDecimal } from '@/api/money.ts'
import type { profileWallet } from '@/api/wallet.ts'
import { clock } from '../sim/clock.ts'
import { iso } from '../db/reference.ts'
import { db } from '../db/index.ts'
import { balancesOf, bookMovement } from './ledger.ts'
import type { BonusReason, WalletRecord } from './tables.ts'
import { emptyWallet } from './wallet-rows.ts'

export type WireWallet = EndpointWireResponse<typeof profileWallet>['wallet']

export function createWallet(userId: number): WalletRecord {
  return db.wallets.insert(emptyWallet(userId, iso(clock.nowMs())))
}

/** The player's active wallet; a player without one (made by hand in a test) gets an empty one. */
export function walletOf(userId: number): WalletRecord {
  return db.wallets.findBy((w) => w.user_id === userId && w.active) ?? createWallet(userId)
}

const cents = (amount: string) => toCentavos(amount)

/**
 * The wire wallet, with the accessors as the lead fixed them for this app: `balance` is the cash (deposits and
 * winnings, less bets and withdrawals, the only withdrawable money), `balance_bonus` the bonus still bound by its
 * rollover, `balance_withdrawal` the money held by withdrawals in analysis (already out of `balance`). So
 * total_balance = balance + balance_bonus (what the player can play with) and total_balance_without_bonus = balance.
 */
export function toWireWallet(wallet: WalletRecord): WireWallet {
  const {
    user_id: _user,
    name: _name,
    bets_count: _bets,
    created_at: _created,
    updated_at: _updated,
    ...columns
  } = wallet
  const cash = cents(wallet.balance)
  return {
    ...columns,
    total_balance: toDecimal(cash + cents(wallet.balance_bonus)),
    total_balance_without_bonus: toDecimal(cash),
  }
}

/** Settings keep Laravel's flag shapes: true, 1 and "1" all mean on. */
export function isOn(flag: boolean | number | string | null | undefined): boolean {
  return flag === true || flag === 1 || flag === '1'
}

/**
 * Credits a bonus (a spin prize at sign-up, the welcome bonus of a first deposit, a coupon): it goes to
 * balance_bonus and must be wagered `settings.rollover` times (none with disable_rollover) before `wager` moves
 * it into the cash balance. Credits the active wallet unless another is given.
 */
export function creditBonus(
  userId: number,
  amountCentavos: number,
  reason: BonusReason,
  walletId?: number,
): WalletRecord {
  const wallet = (walletId === undefined ? undefined : db.wallets.find(walletId)) ?? walletOf(userId)
  const { disable_rollover: disabled, rollover } = db.settings.get()
  const times = isOn(disabled) ? 0 : Number(rollover ?? 0)
  const before = balancesOf(wallet)
  const updated =
    db.wallets.update(wallet.id, {
      balance_bonus: toDecimal(cents(wallet.balance_bonus) + amountCentavos),
      balance_bonus_rollover: toDecimal(cents(wallet.balance_bonus_rollover) + amountCentavos * times),
      updated_at: iso(clock.nowMs()),
    }) ?? wallet
  bookMovement(before, updated, 'bonus', { type: 'bonus', reason })
  return updated
}

export interface WagerResult {
  wallet: WalletRecord
  /** Centavos of bonus moved into the cash balance by this bet (0 while the rollover is not met). */
  released: number
}

/**
 * Counts a bet towards the rollovers of the player's active wallet, for the casino and sports issues to call
 * once per bet, after they took the stake (this helper moves no stake). Both requirements go down by the stake,
 * never below 0. Once nothing of the bonus rollover is left to wager, the whole bonus balance moves into the cash
 * balance (where it becomes withdrawable), as docs/decisions/015-which-balance-is-withdrawable.md says.
 *
 * rollover_protection (one bet counts for at most 5% of a requirement) is not applied: the wallet does not keep
 * the original size of a requirement, only what is left of it.
 */
export function wager(userId: number, stakeCentavos: number): WagerResult {
  if (!Number.isInteger(stakeCentavos) || stakeCentavos <= 0) {
    throw new RangeError(`wager: the stake must be positive integer centavos (got ${stakeCentavos})`)
  }
  const wallet = walletOf(userId)
  const bonusRollover = Math.max(0, cents(wallet.balance_bonus_rollover) - stakeCentavos)
  const depositRollover = Math.max(0, cents(wallet.balance_deposit_rollover) - stakeCentavos)
  const bonus = cents(wallet.balance_bonus)
  const released = bonusRollover === 0 ? bonus : 0
  const before = balancesOf(wallet)
  const updated =
    db.wallets.update(wallet.id, {
      balance: toDecimal(cents(wallet.balance) + released),
      balance_bonus: toDecimal(bonus - released),
      balance_bonus_rollover: toDecimal(bonusRollover),
      balance_deposit_rollover: toDecimal(depositRollover),
      updated_at: iso(clock.nowMs()),
    }) ?? wallet
  if (released > 0) bookMovement(before, updated, 'bonus_release', { type: 'rollover' })
  return { wallet: updated, released }
}
