import * as v from 'valibot'
import { defineEndpoint } from './define.ts'
import { FlagSchema, MoneySchema, NumericSchema } from './money.ts'

// The balance only: the wallet area's calls are in wallet-area.ts (this module is in the entry chunk).

/** A nullable decimal column (rollover) reads as 0 when the backend leaves it null. */
const MoneyOrZero = v.nullish(MoneySchema, 0)
const OptionalMoney = v.optional(v.nullable(MoneySchema))

/**
 * GET profile/wallet. The app shows total_balance (top bar), balance, balance_bonus and
 * balance_withdrawal (balance card) and the two rollover amounts (rollover bars).
 */
export const WalletSchema = v.object({
  id: v.optional(v.number()),
  currency: v.string(),
  symbol: v.string(),
  balance: MoneySchema,
  balance_bonus: MoneySchema,
  balance_withdrawal: MoneySchema,
  balance_deposit_rollover: MoneyOrZero,
  balance_bonus_rollover: MoneyOrZero,
  total_balance: MoneySchema,
  total_balance_without_bonus: OptionalMoney,
  refer_rewards: OptionalMoney,
  vip_level: v.optional(v.nullable(NumericSchema)),
  vip_points: v.optional(v.nullable(NumericSchema)),
  total_bet: OptionalMoney,
  total_won: OptionalMoney,
  total_lose: OptionalMoney,
  hide_balance: v.optional(FlagSchema, false),
  active: v.optional(FlagSchema, true),
})
export type Wallet = v.InferOutput<typeof WalletSchema>

export const profileWallet = defineEndpoint({
  id: 'profile.wallet',
  method: 'GET',
  path: 'profile/wallet',
  response: v.object({ wallet: WalletSchema }),
  auth: 'required',
  tag: 'wallet',
  summary: "The player's active wallet",
  description:
    'Refreshed every 30 seconds while logged in (every second in the game side menu). ' +
    "If the answer says unauthenticated, local storage is cleared. Failure fallback: 'Erro ao carregar dados da carteira'.",
})

/** An entry of 'Minhas Carteiras'. */
