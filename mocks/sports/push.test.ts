// @vitest-environment node
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import * as v from 'valibot'
import { DEFAULT_REALTIME_URL } from '@/api/broadcasting.ts'
import { ODDS_UPDATED_EVENT, OddsUpdatedEventSchema, SPORTS_CHANNEL } from '@/api/sports.ts'
import { resetMockState } from '../node.ts'
import { db } from '../db/index.ts'
import { subscriberCount } from '../realtime.ts'
import { clock } from '../sim/clock.ts'
import { forceGoal } from './controls.ts'
import { liveEvents } from './feed.ts'
import { sportsPolicy } from './policy.ts'
import { collectChanges, pushOddsChanges } from './push.ts'

let socket: WebSocket | undefined
beforeEach(() => resetMockState())
afterEach(() => socket?.close())

interface Frame {
  event: string
  channel?: string
  data: unknown
}

/** A socket subscribed to the public sports channel (no authorisation), and the frames it receives. */
async function listen(): Promise<Frame[]> {
  const frames: Frame[] = []
  socket = new WebSocket(DEFAULT_REALTIME_URL)
  socket.addEventListener('message', (event) => {
    const frame = JSON.parse(String(event.data)) as { event: string; channel?: string; data: string }
    frames.push({ ...frame, data: JSON.parse(frame.data) })
  })
  await vi.waitFor(() => expect(frames.some((f) => f.event === 'pusher:connection_established')).toBe(true))
  socket.send(JSON.stringify({ event: 'pusher:subscribe', data: { channel: SPORTS_CHANNEL } }))
  await vi.waitFor(() => expect(subscriberCount(SPORTS_CHANNEL)).toBe(1))
  return frames
}

const updates = (frames: Frame[]) =>
  frames.filter((f) => f.event === ODDS_UPDATED_EVENT).map((f) => v.parse(OddsUpdatedEventSchema, f.data))

describe('the odds feed on sports.football', () => {
  it('computes nothing while nobody listens', () => {
    expect(pushOddsChanges()).toBe(0)
  })

  it('sends everything to a new listener, then one message per tick with only what changed', async () => {
    const frames = await listen()
    const first = pushOddsChanges()
    expect(first).toBeGreaterThan(3)
    await vi.waitFor(() => expect(updates(frames)).toHaveLength(1))
    expect(updates(frames)[0]?.events).toHaveLength(first)

    // Nothing moved: no message at all.
    expect(pushOddsChanges()).toBe(0)

    // A goal: that match's score changes and its markets close, in the next message.
    const [live] = liveEvents(clock.nowMs(), db)
    if (!live) throw new Error('no live match')
    forceGoal(live.fixture.id, 'away')
    expect(pushOddsChanges()).toBe(1)
    await vi.waitFor(() => expect(updates(frames)).toHaveLength(2))
    const [update] = updates(frames)[1]?.events ?? []
    expect(update).toMatchObject({ id: live.fixture.id, goals_away: live.state.goals.away + 1 })
    expect(update?.bets.every((market) => market.suspended)).toBe(true)
  })

  it('batches 300 live matches into one small message per tick', () => {
    sportsPolicy.set({ load: 'bench' })
    const now = clock.nowMs() + 7 * 60_000
    expect(liveEvents(now, db).length).toBeGreaterThan(280)
    collectChanges(now)
    // Prices move once per match minute, and the match clocks turn at different seconds: a tick carries a few
    // matches, not 300.
    const counts = Array.from({ length: 60 }, (_, second) => collectChanges(now + (second + 1) * 1_000).length)
    expect(counts.reduce((a, b) => a + b, 0) / counts.length).toBeLessThan(15)
    expect(Math.max(...counts)).toBeLessThan(60)
  })
})
