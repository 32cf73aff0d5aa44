import * as v from 'valibot'
import { defineEndpoint } from './define.ts'
import { MoneySchema, NumericSchema } from './money.ts'

export const VipLevelSchema = v.object({
  id: v.optional(v.number()),
  bet_symbol: v.string(),
  bet_level: NumericSchema,
  /** The valid bet needed to reach the level, in reais. */
  bet_required: MoneySchema,
  /** daily, weekly, monthly or yearly in the original backend. */
  bet_period: v.optional(v.nullable(v.string())),
  bet_bonus: MoneySchema,
})
export type VipLevel = v.InferOutput<typeof VipLevelSchema>

const Levels = v.optional(v.array(VipLevelSchema), [])

/** The four tables of levels: what a visitor sees too. */
const VipTables = {
  /** The level-up bonus tab. */
  nivelToday: Levels,
  nivelWeekly: Levels,
  nivelMonthly: Levels,
  nivelYearly: Levels,
}

export const VipSchema = v.object({
  vipPoints: NumericSchema,
  /** The level reached (0 before the first), and the total valid bet that counts towards the next one. */
  vipLevel: v.optional(NumericSchema, 0),
  totalBet: v.optional(MoneySchema, 0),
  /** Null at the top level. */
  nextLevel: v.nullable(VipLevelSchema),
  ...VipTables,
})
export type Vip = v.InferOutput<typeof VipSchema>

export const profileVip = defineEndpoint({
  id: 'profile.vip',
  method: 'GET',
  path: 'profile/vip/',
  response: VipSchema,
  auth: 'required',
  tag: 'vip',
  summary: "VIP levels and the player's progress",
  description:
    'Current level box, next level with the required valid bet, total points, and four tabs (level-up bonus, weekly, ' +
    'monthly, annual), each a table of levels. Failures are only logged.',
})

export const VipLevelsSchema = v.object(VipTables)
export type VipLevels = v.InferOutput<typeof VipLevelsSchema>

export const vipLevels = defineEndpoint({
  id: 'vip.levels',
  method: 'GET',
  path: 'vip/levels',
  response: VipLevelsSchema,
  auth: 'none',
  tag: 'vip',
  summary: 'The VIP tables of levels, for visitors',
  description:
    "Beyond the spec: the four tables of profile/vip/ without a player's progress, so the VIP page can show a " +
    'visitor the levels beside its call to register.',
})
