import * as v from 'valibot'
import { defineEndpoint } from './define.ts'
import { FlagSchema, MoneySchema, NumericSchema } from './money.ts'

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
  myRounds: v.optional(NumericSchema, 0),
  myRoundsPercentage: v.optional(NumericSchema, 0),
  /** Whether the player accepted it (Active) or not (Accept). */
  haveMission: v.optional(FlagSchema, false),
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
  response: v.object({ missions: v.array(MissionSchema) }),
  auth: 'required',
  tag: 'missions',
  summary: 'Daily (?period=daily) or weekly (?period=week) missions',
  description: "Logged-out users see 'Log in to view' and nothing is fetched.",
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
})
