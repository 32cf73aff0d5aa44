import * as v from 'valibot'
import { defineEndpoint } from './define.ts'
import { FlagSchema, MoneySchema, NumericSchema } from './money.ts'

export const SpinPrizeSchema = v.object({
  value: MoneySchema,
  currency: v.optional(v.string(), 'BRL'),
})
export type SpinPrize = v.InferOutput<typeof SpinPrizeSchema>

/**
 * "map by sector index, each with value and currency": an array in the original backend, an object
 * keyed by index in others. Both become an array in sector order.
 */
export const SpinPrizesSchema = v.union([
  v.array(SpinPrizeSchema),
  v.pipe(
    v.record(v.pipe(v.string(), v.regex(/^\d+$/)), SpinPrizeSchema),
    v.transform((byIndex) =>
      Object.entries(byIndex)
        .sort(([a], [b]) => Number(a) - Number(b))
        .map(([, prize]) => prize),
    ),
  ),
])

// The spec's calls carry these fixed session ids; kept as sent.
const sessionQuery = (sessionId: string) =>
  v.object({ sessionId: v.optional(v.union([v.literal(sessionId), v.literal(Number(sessionId))])) })

export const spinResult = defineEndpoint({
  id: 'spin.result',
  method: 'POST',
  path: 'spin/result',
  query: sessionQuery('1'),
  body: v.object({
    action: v.literal('start'),
    /**
     * Beyond the spec: the visitor's device (a random id the app keeps), so the server answers one spin per
     * device: a second spin answers the first result while it is unclaimed, and a refusal once it was claimed.
     */
    device_id: v.optional(v.pipe(v.string(), v.regex(/^[A-Za-z0-9-]{8,64}$/))),
  }),
  response: v.object({
    status: v.optional(FlagSchema, true),
    data: v.object({
      /** Sector of the prize; the wheel clamps it to its sectors. */
      index: NumericSchema,
      prize: SpinPrizeSchema,
    }),
    signature: v.string(),
    nonce: v.string(),
  }),
  auth: 'none',
  tag: 'spin',
  summary: 'Spin the promotional wheel (?sessionId=1)',
  description:
    'Response use: data with the prize index. The result is stored (encoded) for registration: spin_token is the ' +
    'base64 of {signature, nonce}. One spin per device and per visitor session (the caller, by IP on a real ' +
    'server), enforced by the server: spinning again, with the same device_id, another one or none, gets the first ' +
    'result back while no registration claimed it, and 409 {message} once one did.',
  errors: { 409: 'This device or visitor already spun and its prize was claimed: `{ "message": "…" }`.' },
})

export const spinPrizes = defineEndpoint({
  id: 'spin.prizes',
  method: 'GET',
  path: 'spin/prizes',
  query: sessionQuery('3'),
  response: SpinPrizesSchema,
  auth: 'none',
  tag: 'spin',
  summary: 'The wheel sectors (?sessionId=3)',
  description: 'A map by sector index, each with value and currency (20 sectors).',
})

export const SpinWinnerSchema = v.object({
  name: v.string(),
  prize: MoneySchema,
  nivel: v.optional(v.union([v.string(), v.number()])),
  currency: v.optional(v.string(), 'BRL'),
})

export const spinWinners = defineEndpoint({
  id: 'spin.winners',
  method: 'GET',
  path: 'spin/winners',
  query: sessionQuery('2'),
  response: v.tuple([v.array(SpinWinnerSchema), MoneySchema]),
  auth: 'none',
  tag: 'spin',
  summary: 'Recent wheel winners and the total bonus given (?sessionId=2)',
  description: 'A pair: a list of winners and a total bonus. The list beside the wheel rotates every 3 s.',
})
