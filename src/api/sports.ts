import * as v from 'valibot'
import { defineEndpoint } from './define.ts'
import { DateTimeSchema, FlagSchema, MoneySchema, NumericSchema, WireAmountSchema } from './money.ts'
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

/** Absent means open: the spec's backend never suspends, the sportsbook does around goals and at full time. */
const SuspendedFlag = v.optional(FlagSchema, false)

/** One selectable value of a market: "Home" at 1.85. */
export const MarketValueSchema = v.object({
  value: v.pipe(v.union([v.string(), v.number()]), v.transform(String)),
  odd: OddSchema,
  /**
   * This value alone cannot be bet on now (a correct score the match has already passed, or a long shot priced out
   * of the book's range): `odd` is then no price to show.
   */
  suspended: SuspendedFlag,
})
export type MarketValue = v.InferOutput<typeof MarketValueSchema>

/** A bet market ("Match Winner", "Goals Over/Under") with its values. */
export const MarketSchema = v.object({
  id: v.optional(v.number()),
  name: v.string(),
  /**
   * The whole market cannot be bet on now (around a goal, at full time, when a price leaves the book's range in a
   * lopsided match, or suspended by the operator).
   */
  suspended: SuspendedFlag,
  values: v.array(MarketValueSchema),
})
export type Market = v.InferOutput<typeof MarketSchema>

/**
 * The slug of a team name, as the backend names badge files: "São Paulo" -> "sao-paulo", "Atlético-MG" ->
 * "atletico-mg", "Nott'm Forest" -> "nottm-forest".
 */
export function teamSlug(name: string): string {
  return name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/['’]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
}

/** A team's badge (a storage path: resolve it with the shared asset URL helper). */
export function teamLogoPath(name: string): string {
  return `/storage/football/fixtures/${teamSlug(name)}.png`
}

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
  date: DateTimeSchema,
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
  /**
   * The same status as API-Football's short code: NS not started, 1H, HT, 2H, ET extra time, BT break time,
   * P penalties, SUSP suspended, INT interrupted, LIVE in progress, FT/AET/PEN finished, PST postponed, CANC
   * cancelled, ABD abandoned. A backend without it leaves it out; an unknown code is kept as given.
   */
  status_short: v.optional(v.nullable(v.string()), null),
  /** Minutes played (the match clock: 37, 45, 90, 105); null before kick-off. */
  elapsed: v.optional(v.nullable(NumericSchema), null),
  finished: v.optional(FlagSchema, false),
  /** The 1X2 odds, the same numbers as the first market ("Match Winner") of `bets`. */
  odds_home: OptionalOdd,
  odds_draw: OptionalOdd,
  odds_away: OptionalOdd,
  bets: v.optional(v.array(MarketSchema), []),
})
export type FootballEvent = v.InferOutput<typeof FootballEventSchema>

/**
 * Public realtime channel of the sportsbook (no authorisation): once per tick, every event whose odds, score,
 * clock or status changed, in one message. The 60-second refresh stays as the fallback.
 */
export const SPORTS_CHANNEL = 'sports.football'
export const ODDS_UPDATED_EVENT = 'odds.updated'

/** What changed in one event: its id and the live fields, `bets` complete (a market is replaced whole). */
export const EventUpdateSchema = v.object({
  id: v.number(),
  goals_home: OptionalGoals,
  goals_away: OptionalGoals,
  status_long: v.string(),
  status_short: v.optional(v.nullable(v.string()), null),
  elapsed: v.optional(v.nullable(NumericSchema), null),
  finished: v.optional(FlagSchema, false),
  odds_home: OptionalOdd,
  odds_draw: OptionalOdd,
  odds_away: OptionalOdd,
  bets: v.optional(v.array(MarketSchema), []),
})
export type EventUpdate = v.InferOutput<typeof EventUpdateSchema>

export const OddsUpdatedEventSchema = v.object({
  /** Simulation time of the tick (ISO). */
  at: v.string(),
  events: v.array(EventUpdateSchema),
})
export type OddsUpdatedEvent = v.InferOutput<typeof OddsUpdatedEventSchema>

const CategoryQuerySchema = v.object({
  /** A league filter (the league's name, as the chips show it); absent for all leagues. */
  category: v.optional(v.string()),
})

const EventsQuerySchema = v.object({
  ...CategoryQuerySchema.entries,
  /** One day of the calendar, in São Paulo time (`2026-11-24`): every match kicking off that day. */
  date: v.optional(v.pipe(v.string(), v.regex(/^\d{4}-\d{2}-\d{2}$/, 'Expected a date like 2026-11-24'))),
  /** Search: matches whose team or league name contains the term (accents and case ignored). */
  search: v.optional(v.pipe(v.string(), v.minLength(2), v.maxLength(60))),
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
  query: EventsQuerySchema,
  response: v.object({ events: v.array(FootballEventSchema) }),
  auth: 'none',
  tag: 'sports',
  summary: "The 'Main Games' list (and the calendar's day, and the search)",
  description:
    "Refreshed every 60 seconds. Empty state 'No matches were found'. Without `date` or `search`: the matches " +
    'not finished of today and tomorrow (at most 60, by kick-off); `date` and `search` reach the coming 14 days.',
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

/** open until settled; then won, lost, or void (the match was abandoned: the stake comes back). */
export const TICKET_STATUSES = ['open', 'won', 'lost', 'void'] as const
export type TicketStatus = (typeof TICKET_STATUSES)[number]
const TicketStatusSchema = v.picklist(TICKET_STATUSES)

/** One selection of a placed ticket. */
export const TicketSelectionSchema = v.object({
  event_id: v.optional(v.number()),
  fixture_id: v.optional(v.union([v.number(), v.string()])),
  bet_id: v.optional(v.string()),
  /** Kick-off (ISO). */
  date: v.optional(v.nullable(DateTimeSchema), null),
  league_name: v.optional(v.nullable(v.string()), null),
  team_home_name: v.string(),
  team_away_name: v.string(),
  market: v.string(),
  value: v.pipe(v.union([v.string(), v.number()]), v.transform(String)),
  /** The accepted odd; it never changes after placement. A void selection counts as 1. */
  odd: OddSchema,
  status: TicketStatusSchema,
  /** The final score once settled. */
  goals_home: OptionalGoals,
  goals_away: OptionalGoals,
})
export type TicketSelection = v.InferOutput<typeof TicketSelectionSchema>

export const TicketSchema = v.object({
  id: v.number(),
  type: v.picklist(['single', 'multiple']),
  /** The stake. */
  total_bets: MoneySchema,
  /** The potential return at placement (stake x odds). */
  total_earnings: MoneySchema,
  /** The combined odds at placement (one selection's odd for a single). */
  odd: OddSchema,
  status: TicketStatusSchema,
  /** What was paid to cash at settlement (0 when lost); null while open. */
  payout: v.optional(v.nullable(MoneySchema), null),
  created_at: DateTimeSchema,
  settled_at: v.optional(v.nullable(DateTimeSchema), null),
  selections: v.array(TicketSelectionSchema),
})
export type Ticket = v.InferOutput<typeof TicketSchema>
export type TicketWire = v.InferInput<typeof TicketSchema>

/**
 * One selection the server would not take at the price the slip sent: its odds got worse, or its market (or
 * value) is suspended, or the event has started/finished. `odd` is the current price (null when it cannot be
 * bet on at all), so the slip can show "old → new" and ask for `Aceitar novas odds`.
 */
export const OddsChangeSchema = v.object({
  /** The slip's `bet_id`: event id, market index and value index. */
  bet_id: v.string(),
  event_id: v.number(),
  market: v.string(),
  value: v.string(),
  /** The odd the slip sent. */
  old_odd: OddSchema,
  /** The current odd; null when the selection is closed. */
  odd: OptionalOdd,
  suspended: FlagSchema,
})
export type OddsChange = v.InferOutput<typeof OddsChangeSchema>

/**
 * The 422 answer of a refused placement whose prices moved: `errors.bets` holds the message for the player (so
 * errorMessages shows it and nothing else), `changes` one entry per changed or suspended selection.
 */
export const BetRefusalSchema = v.object({
  message: v.string(),
  errors: v.object({ bets: v.array(v.string()) }),
  changes: v.array(OddsChangeSchema),
})
export type BetRefusal = v.InferOutput<typeof BetRefusalSchema>
export type BetRefusalWire = v.InferInput<typeof BetRefusalSchema>

/** Reads the refusal out of a failed placement's body; null for any other failure. */
export function betRefusal(body: unknown): BetRefusal | null {
  const result = v.safeParse(BetRefusalSchema, body)
  return result.success ? result.output : null
}

/** Limits the server applies (and the slip can apply first). */
export const BET_LIMITS = {
  /** Minimum stake in centavos (R$ 1,00). */
  minStake: 100,
  /** Selections of a multiple, each from a different event. */
  maxSelections: 10,
} as const

const PLACEMENT_ERRORS = {
  400:
    'Refused: stake under R$ 1, stake above the balance, more than 10 selections or two from one event in a ' +
    'multiple: `{ "error": "…" }` in pt-BR.',
  404: 'An entry names an event that does not exist: `{ "error": "…" }`.',
} as const

/**
 * Idempotency: a repeat of the same Idempotency-Key with the same body (a double click, a retry after a network error)
 * answers the first answer, a refusal included, and places nothing twice; a new attempt (after accepting new odds)
 * sends a new key. The same key with another body is a 422 on `idempotency_key`.
 */
const PLACEMENT_422 =
  'Validation failed (field -> messages): every amount in whole centavos (100.005 or 0.999 is refused, never ' +
  "rounded), every odd above zero, and a single's total_bets equal to the sum of its entries' bet_amount. " +
  'Or, with `changes` in the body (BetRefusalSchema), some selection got ' +
  'worse odds or was suspended: nothing was placed, `errors.bets` says so in pt-BR and `changes` lists the ' +
  'current odds. Accepted odds never change afterwards; better odds are accepted at the price the slip sent. The ' +
  'same Idempotency-Key with the same body replays the first answer, a refusal too: a new attempt sends a new key.'

/** The placed tickets come back too, so the slip can show them without asking for the list again. */
const BetAnswerSchema = v.object({
  status: v.optional(FlagSchema),
  message: v.string(),
  tickets: v.optional(v.array(TicketSchema), []),
})

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
    'Each entry is a ticket of its own with its `bet_amount` as stake; `total_bets` is their sum. Response use: ' +
    'message (the success notice). Failure: each message in the error body as an error notice. A success clears ' +
    'the slip.',
  errors: { ...PLACEMENT_ERRORS, 422: PLACEMENT_422 },
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
  description:
    "Same payload as store-single; the stake is `total_bets`, the odds the product of the entries' odds. At most " +
    '10 entries, each from a different event. Response use: message.',
  errors: { ...PLACEMENT_ERRORS, 422: PLACEMENT_422 },
  idempotent: true,
})

export const sportsMyBets = defineEndpoint({
  id: 'sports.bets.list',
  method: 'GET',
  path: 'sports/football/bets',
  query: v.object({
    page: v.optional(PageQuerySchema),
    /** open: not settled yet; settled: won, lost or void. Absent: all, newest first. */
    status: v.optional(v.picklist(['open', 'settled'])),
  }),
  response: v.object({ bets: paginated(TicketSchema) }),
  auth: 'required',
  tag: 'sports',
  summary: "The player's bet tickets, newest first, paged",
  description: 'From the backend notes (the original frontend had a "my bets" list). 10 per page.',
})
