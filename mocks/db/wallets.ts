import type { EndpointWireResponse } from '@/api/define.ts'
import { toCentavos, toDecimal } from '@/api/money.ts'
import type { profileWallet } from '@/api/wallet.ts'
import { clock } from '../sim/clock.ts'
import { iso } from './factories.ts'
import { db } from './index.ts'
import type { WalletRecord } from './schema.ts'
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
 * The wire wallet, with the original's accessors: total_balance = balance + balance_bonus +
 * balance_withdrawal, total_balance_without_bonus = balance + balance_withdrawal (the three are separate
 * pots: deposited money, bonus, withdrawable winnings).
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
  const withoutBonus = cents(wallet.balance) + cents(wallet.balance_withdrawal)
  return {
    ...columns,
    total_balance: toDecimal(withoutBonus + cents(wallet.balance_bonus)),
    total_balance_without_bonus: toDecimal(withoutBonus),
  }
}

/**
 * Credits a bonus (a spin prize at sign-up, a mission later): it goes to balance_bonus and must be wagered
 * `settings.rollover` times before it can be withdrawn.
 */
export function creditBonus(userId: number, amountCentavos: number): WalletRecord {
  const wallet = walletOf(userId)
  const { disable_rollover: disabled, rollover } = db.settings.get()
  // Settings keep Laravel's flag shapes: true, 1 and "1" all mean on.
  const times = disabled === true || disabled === 1 || disabled === '1' ? 0 : Number(rollover ?? 0)
  return (
    db.wallets.update(wallet.id, {
      balance_bonus: toDecimal(cents(wallet.balance_bonus) + amountCentavos),
      balance_bonus_rollover: toDecimal(cents(wallet.balance_bonus_rollover) + amountCentavos * times),
      updated_at: iso(clock.nowMs()),
    }) ?? wallet
  )
}
