import * as v from 'valibot'
import { defineEndpoint } from './define.ts'
import { FlagSchema, MoneySchema, NumericSchema } from './money.ts'
import { tolerate } from './tolerance-kinds.ts'

const OptionalText = v.optional(v.nullable(v.string()))

/** A daily or weekly mission. Cards show name, description (markup stripped, 80 chars), bonus, progress, Accept/Active. */
export const MissionSchema = v.object({
  id: v.number(),
  challenge_name: v.string(),
  /** May hold markup: the card strips it. */
  challenge_description: v.optional(v.nullable(v.string()), ''),
  challenge_bonus: MoneySchema,
  challenge_currency: v.optional(v.string(), 'BRL'),
  /** Rounds played since accepting. */
  myRounds: v.optional(v.pipe(NumericSchema, tolerate({ accepts: ['fraction'] })), 0),
  myRoundsPercentage: v.optional(NumericSchema, 0),
  /** Whether the player accepted it (Active) or not (Accept). */
  haveMission: v.optional(FlagSchema, false),
  /** Reached challenge_total this period: Collect Rewards pays it. Not in the original backend (it paid at once). */
  completed: v.optional(FlagSchema, false),
  /** Its bonus was paid by Collect Rewards. */
  collected: v.optional(FlagSchema, false),
  challenge_rules: OptionalText,
  challenge_type: OptionalText,
  challenge_start_date: OptionalText,
  challenge_end_date: OptionalText,
  /** Rounds to complete; then challenge_bonus goes to the bonus balance. */
  challenge_total: v.optional(v.nullable(NumericSchema)),
  challenge_provider: OptionalText,
  challenge_gameid: OptionalText,
})
export type Mission = v.InferOutput<typeof MissionSchema>

export const MissionPeriodSchema = v.picklist(['daily', 'week'])
export type MissionPeriod = v.InferOutput<typeof MissionPeriodSchema>

export const missionsList = defineEndpoint({
  id: 'missions.list',
  method: 'GET',
  path: 'missions',
  query: v.object({ period: MissionPeriodSchema }),
  response: v.object({
    missions: v.array(MissionSchema),
    /** What Collect Rewards paid today (São Paulo day): the modal's accumulated rewards. */
    accumulated_rewards: v.optional(MoneySchema, 0),
  }),
  auth: 'required',
  tag: 'missions',
  summary: 'Daily (?period=daily) or weekly (?period=week) missions',
  description:
    "Logged-out users see 'Log in to view' and nothing is fetched. Each mission carries the player's progress in " +
    'the current period (São Paulo time: a day from midnight, a week from Monday); accumulated_rewards is what ' +
    'Collect Rewards paid today.',
})

export const missionsAccept = defineEndpoint({
  id: 'missions.accept',
  method: 'POST',
  path: 'missionsusers',
  body: v.object({ mission_id: v.number() }),
  response: v.object({ status: FlagSchema, message: v.optional(v.string()) }),
  auth: 'required',
  tag: 'missions',
  summary: 'Accept a mission',
  description:
    "Response use: status. Then Accept becomes Active, the list refreshes and 'Mission accepted successfully' shows.",
  errors: {
    400: 'The player already accepted the mission in this period: `{ "message": "Você já aceitou esta missão." }`.',
    404: 'No such mission: `{ "message": "Missão não encontrada." }`.',
  },
})

export const missionsCollect = defineEndpoint({
  id: 'missions.collect',
  method: 'POST',
  path: 'missions/collect',
  response: v.object({
    status: FlagSchema,
    /** What this call paid into the bonus balance (0 when nothing was waiting). */
    collected: MoneySchema,
    /** How many missions it paid. */
    count: NumericSchema,
    message: v.optional(v.string()),
  }),
  auth: 'required',
  tag: 'missions',
  summary: 'Collect Rewards: pay every completed, unpaid mission',
  description:
    'Beyond the spec (its Collect Rewards button had no shown behaviour): pays the bonus of every completed mission ' +
    "not paid yet into the bonus balance, with the settings' rollover, once. A second call pays nothing " +
    '(collected 0); the same Idempotency-Key replays the first answer.',
  idempotent: true,
})
