import { describe, expect, it } from 'vitest'
import * as v from 'valibot'
import { userChannel } from './broadcasting.ts'
import { realtimeEvents, USER_CHANNEL_TEMPLATE } from './realtime-events.ts'

// Every module of the contract, to find the events and channels it names (tests excluded).
const modules = import.meta.glob<Record<string, unknown>>(['./*.ts', '!./*.test.ts'], { eager: true })

/** The exported string constants of src/api whose name ends with `suffix` (`SPORTS_CHANNEL`). */
function constants(suffix: string): string[] {
  return Object.values(modules).flatMap((mod) =>
    Object.entries(mod).flatMap(([name, value]) => (name.endsWith(suffix) && typeof value === 'string' ? [value] : [])),
  )
}

/** `PAYMENT_CONFIRMED_EVENT` -> `PaymentConfirmedEventSchema`. */
const payloadSchemaName = (constant: string) =>
  `${constant
    .toLowerCase()
    .split('_')
    .map((word) => `${word.charAt(0).toUpperCase()}${word.slice(1)}`)
    .join('')}Schema`

/**
 * The realtime events src/api names: a `FOO_EVENT` name with its payload's `FooEventSchema` beside it in the same
 * module (a constant without one, such as a browser event's name, is not a realtime event).
 */
function namedEvents(): string[] {
  return Object.values(modules).flatMap((mod) =>
    Object.entries(mod).flatMap(([name, value]) =>
      name.endsWith('_EVENT') && typeof value === 'string' && payloadSchemaName(name) in mod ? [value] : [],
    ),
  )
}

describe('realtimeEvents', () => {
  it('lists every event src/api names (FOO_EVENT beside its FooEventSchema), once per channel', () => {
    const named = namedEvents()
    // The search finds the contract's events at all: a glob that matched nothing would make the next check vacuous.
    expect(named).toContain('payment.confirmed')
    expect(realtimeEvents.map((entry) => entry.event).sort()).toEqual([...new Set(named)].sort())
    const keys = realtimeEvents.map((entry) => `${entry.channel} ${entry.event}`)
    expect(new Set(keys).size).toBe(keys.length)
  })

  it('names channels as the server does: the player channel as a template, public channels as src/api names them', () => {
    expect(USER_CHANNEL_TEMPLATE).toBe('private-App.Models.User.{id}')
    expect(userChannel(7)).toBe(USER_CHANNEL_TEMPLATE.replace('{id}', '7'))
    for (const channel of constants('_CHANNEL')) {
      expect(
        realtimeEvents.some((entry) => entry.channel === channel),
        channel,
      ).toBe(true)
    }
    for (const entry of realtimeEvents) {
      expect(entry.channel.startsWith('private-'), entry.event).toBe(entry.visibility === 'private')
      expect(entry.summary.length, entry.event).toBeGreaterThan(20)
    }
  })

  it('parses each payload with a schema (a payload that breaks it is dropped by the client)', () => {
    for (const { event, payload } of realtimeEvents) {
      expect(v.safeParse(payload, { unexpected: true }).success, event).toBe(false)
    }
    const paid = realtimeEvents.find((entry) => entry.event === 'payment.confirmed')
    expect(v.parse(paid?.payload ?? v.never(), { idTransaction: 7, status: 'paid', amount: '50.00' })).toMatchObject({
      amount: 5000,
    })
  })
})
