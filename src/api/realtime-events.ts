import type { AnySchema } from './define.ts'
import { userChannel } from './broadcasting.ts'
import { PAYMENT_CONFIRMED_EVENT, PaymentConfirmedEventSchema } from './deposit.ts'
import { ODDS_UPDATED_EVENT, OddsUpdatedEventSchema, SPORTS_CHANNEL } from './sports.ts'
import { WITHDRAWAL_UPDATED_EVENT, WithdrawalUpdatedEventSchema } from './wallet-area.ts'

/**
 * Every event the app listens to on the realtime connection, once: the channel, the event name and the payload's
 * schema, as the endpoint registry (endpoints.ts) lists the HTTP calls. The OpenAPI document and
 * docs/backend-integration.md are written from it (npm run contract); the app itself imports each event from its
 * domain file, so this list costs the build nothing. A new event is named in its domain file as `FOO_EVENT` beside its
 * payload's `FooEventSchema`, and added here (realtime-events.test.ts finds one that is missing).
 */
export interface RealtimeEventDefinition {
  /** The channel as the server names it; `{id}` stands for the player's id on a private channel. */
  readonly channel: string
  /** private: authorised through POST broadcasting/auth; public: anyone may listen. */
  readonly visibility: 'private' | 'public'
  /** The event name on the wire (Laravel: the event's `broadcastAs()`). */
  readonly event: string
  /** The payload (the `data` of the Pusher message, JSON-decoded). */
  readonly payload: AnySchema
  readonly summary: string
}

/** The player's own channel, as a template: `private-App.Models.User.{id}`. */
export const USER_CHANNEL_TEMPLATE = userChannel('{id}')

export const realtimeEvents: readonly RealtimeEventDefinition[] = [
  {
    channel: USER_CHANNEL_TEMPLATE,
    visibility: 'private',
    event: PAYMENT_CONFIRMED_EVENT,
    payload: PaymentConfirmedEventSchema,
    summary:
      'A PIX deposit was paid: the payment panel confirms at once instead of at its next status check. `amount` and ' +
      '`bonus` are reais; `bonus` is the welcome bonus the payment credited (0 when none).',
  },
  {
    channel: USER_CHANNEL_TEMPLATE,
    visibility: 'private',
    event: WITHDRAWAL_UPDATED_EVENT,
    payload: WithdrawalUpdatedEventSchema,
    summary:
      'A withdrawal in analysis was decided (status 1 paid, with its proof; 2 rejected and refunded): the wallet ' +
      'dialog that asked for it reloads the history at once. The payload is the withdrawal history row.',
  },
  {
    channel: SPORTS_CHANNEL,
    visibility: 'public',
    event: ODDS_UPDATED_EVENT,
    payload: OddsUpdatedEventSchema,
    summary:
      "The sportsbook's odds feed: once per tick, every event whose odds, score, clock or status changed, with its " +
      'markets complete. The sports pages patch their lists in place; the 60-second refresh stays as the fallback.',
  },
]
