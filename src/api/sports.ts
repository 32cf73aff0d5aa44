import * as v from 'valibot'
import { defineEndpoint } from './define.ts'
import { FlagSchema, MoneySchema, NumericSchema, WireAmountSchema } from './money.ts'
import { PageQuerySchema, paginated } from './pagination.ts'

const OptionalText = v.optional(v.nullable(v.string()), null)
/** Decimal odds (2.35), not money: kept as plain numbers. */
const OddSchema = NumericSchema
const OptionalOdd = v.optional(v.nullable(OddSchema), null)
const OptionalGoals = v.optional(v.nullable(NumericSchema), null)

export const LeagueSchema = v.object({
  id: v.optional(v.number()),
  name: v.string(),
  country: v.string(),
  logo: v.optional(v.nullable(v.string())),
})
export type League = v.InferOutput<typeof LeagueSchema>

/** One selectable value of a market: "Home" at 1.85. */
export const MarketValueSchema = v.object({
  value: v.pipe(v.union([v.string(), v.number()]), v.transform(String)),
  odd: OddSchema,
})

/** A bet market ("Match Winner", "Goals Over/Under") with its values. */
export const MarketSchema = v.object({
  id: v.optional(v.number()),
  name: v.string(),
  values: v.array(MarketValueSchema),
})
export type Market = v.InferOutput<typeof MarketSchema>

/**
 * A football event in the API-Football shape the backend stores. Team logos are at
 * /storage/football/fixtures/{slug of team name}.png. Live events share it; their odds may be absent
 * ('Waiting for the odds').
 */
export const FootballEventSchema = v.object({
  id: v.number(),
  fixture_id: v.union([v.number(), v.string()]),
  referee: OptionalText,
  /** ISO date-time of kick-off. */
  date: v.string(),
  goals_home: OptionalGoals,
  goals_away: OptionalGoals,
  league_name: v.string(),
  league_country: v.string(),
  league_season: v.optional(v.nullable(v.union([v.number(), v.string()])), null),
  league_round: OptionalText,
  team_home_name: v.string(),
  team_away_name: v.string(),
  /** Not Started, First Half, Halftime, Second Half, …. */
  status_long: v.string(),
  finished: v.optional(FlagSchema, false),
  odds_home: OptionalOdd,
  odds_draw: OptionalOdd,
  odds_away: OptionalOdd,
  bets: v.optional(v.array(MarketSchema), []),
})
export type FootballEvent = v.InferOutput<typeof FootballEventSchema>

const CategoryQuerySchema = v.object({
  /** A league filter; absent for all leagues. */
  category: v.optional(v.string()),
})

export const sportsLeagues = defineEndpoint({
  id: 'sports.leagues',
  method: 'GET',
  path: 'sports/football/leagues/',
  response: v.object({ leagues: v.array(LeagueSchema) }),
  auth: 'none',
  tag: 'sports',
  summary: 'Leagues (the filter chips; icon path from country and name)',
  description: 'Failure shows the server messages.',
})

export const sportsEvents = defineEndpoint({
  id: 'sports.events',
  method: 'GET',
  path: 'sports/football/events',
  query: CategoryQuerySchema,
  response: v.object({ events: v.array(FootballEventSchema) }),
  auth: 'none',
  tag: 'sports',
  summary: "The 'Main Games' list",
  description: "Refreshed every 60 seconds. Empty state 'No matches were found'.",
})

export const sportsNextEvents = defineEndpoint({
  id: 'sports.nextevents',
  method: 'GET',
  path: 'sports/football/nextevents',
  query: CategoryQuerySchema,
  response: v.object({ nextevents: v.array(FootballEventSchema) }),
  auth: 'none',
  tag: 'sports',
  summary: "The 'Next Events' list",
  description: 'Refreshed every 60 seconds.',
})

export const sportsLiveEvents = defineEndpoint({
  id: 'sports.liveevents',
  method: 'GET',
  path: 'sports/football/liveevents',
  response: v.object({ liveevents: v.array(FootballEventSchema) }),
  auth: 'none',
  tag: 'sports',
  summary: 'Live events (the carousel)',
  description:
    "The structure of live event objects beyond the event fields is not shown in the spec. 'Waiting for the odds' when odds_home is absent.",
})

export const sportsEvent = defineEndpoint({
  id: 'sports.event',
  method: 'GET',
  path: 'sports/football/events/:id',
  response: v.object({ event: FootballEventSchema }),
  auth: 'none',
  tag: 'sports',
  summary: 'One event with every market (the event page)',
  description: 'From the backend notes (the original frontend had an event page).',
  errors: { 404: 'Unknown event.' },
})

/**
 * A bet-slip entry as the slip sends it: the event's fields, the market (`bets`), the chosen value
 * (`oddsSelected`), the stake and `bet_id` (event id, market index and value index).
 */
export const BetSlipEntrySchema = v.looseObject({
  id: v.number(),
  bet_id: v.pipe(v.string(), v.nonEmpty()),
  bet_amount: WireAmountSchema,
  bets: MarketSchema,
  oddsSelected: MarketValueSchema,
})

export const BetSubmissionSchema = v.object({
  /** The total stake. */
  total_bets: WireAmountSchema,
  /** The potential return. */
  total_earnings: WireAmountSchema,
  bets: v.pipe(v.array(BetSlipEntrySchema), v.minLength(1)),
})
export type BetSubmission = v.InferInput<typeof BetSubmissionSchema>

const BetAnswerSchema = v.object({ status: v.optional(FlagSchema), message: v.string() })

export const sportsStoreSingle = defineEndpoint({
  id: 'sports.bets.single',
  method: 'POST',
  path: 'sports/football/events/store-single',
  body: BetSubmissionSchema,
  response: BetAnswerSchema,
  auth: 'required',
  tag: 'sports',
  summary: 'Place single bets (one per slip entry)',
  description:
    'Response use: message (the success notice). Failure: each message in the error body as an error notice. A success clears the slip.',
  errors: { 400: 'Refused (odds changed, insufficient balance, event closed): `{ "error": "…" }`.' },
  idempotent: true,
})

export const sportsStoreMultiple = defineEndpoint({
  id: 'sports.bets.multiple',
  method: 'POST',
  path: 'sports/football/events/store-multiple',
  body: BetSubmissionSchema,
  response: BetAnswerSchema,
  auth: 'required',
  tag: 'sports',
  summary: 'Place one multiple bet (an accumulator of the slip entries)',
  description: 'Same payload as store-single. Response use: message.',
  errors: { 400: 'Refused (odds changed, insufficient balance, event closed): `{ "error": "…" }`.' },
  idempotent: true,
})

/** One selection of a placed ticket. */
export const TicketSelectionSchema = v.object({
  event_id: v.optional(v.number()),
  fixture_id: v.optional(v.union([v.number(), v.string()])),
  team_home_name: v.string(),
  team_away_name: v.string(),
  market: v.string(),
  value: v.pipe(v.union([v.string(), v.number()]), v.transform(String)),
  odd: OddSchema,
  status: v.optional(v.nullable(v.union([v.string(), v.number()]))),
})

export const TicketSchema = v.object({
  id: v.number(),
  /** single or multiple. */
  type: v.string(),
  total_bets: MoneySchema,
  total_earnings: MoneySchema,
  /** pending, won, lost… (0/1/2 in some backends). */
  status: v.union([v.string(), v.number()]),
  created_at: v.optional(v.nullable(v.string())),
  selections: v.optional(v.array(TicketSelectionSchema), []),
})
export type Ticket = v.InferOutput<typeof TicketSchema>

export const sportsMyBets = defineEndpoint({
  id: 'sports.bets.list',
  method: 'GET',
  path: 'sports/football/bets',
  query: v.object({ page: v.optional(PageQuerySchema) }),
  response: v.object({ bets: paginated(TicketSchema) }),
  auth: 'required',
  tag: 'sports',
  summary: "The player's bet tickets, paged",
  description: 'From the backend notes (the original frontend had a "my bets" list).',
})
