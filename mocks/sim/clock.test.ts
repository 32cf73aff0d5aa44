import { beforeEach, describe, expect, it, vi } from 'vitest'
import { resetMockState } from '../node.ts'
import { db, REFERENCE_DATE } from '../db/index.ts'
import { acceptRealtimeSocket } from '../realtime.ts'
import { clock, createClock } from './clock.ts'
import { cancelJobs, registerJob, runDue, schedule, scheduleIn } from './jobs.ts'

declare module './jobs.ts' {
  interface JobTypes {
    'test.record': { label: string; then?: { label: string; inMs: number } }
    'test.fragile': { label: string }
  }
}

const ran: Array<{ label: string; at: string }> = []
registerJob('test.record', (payload, { at, schedule: later }) => {
  ran.push({ label: payload.label, at: at.toISOString() })
  if (payload.then) later('test.record', at.getTime() + payload.then.inMs, { label: payload.then.label })
})

beforeEach(() => {
  resetMockState()
  ran.length = 0
})

describe('clock', () => {
  it('manual mode stands still at the reference date until advanced or set', () => {
    expect(clock.mode).toBe('manual')
    expect(clock.now().toISOString()).toBe('2026-11-01T15:00:00.000Z')
    clock.advance(90_000)
    expect(clock.nowMs()).toBe(REFERENCE_DATE.getTime() + 90_000)
    clock.set(new Date('2027-01-01T00:00:00Z'))
    expect(clock.now().toISOString()).toBe('2027-01-01T00:00:00.000Z')
    expect(() => clock.advance(-1)).toThrow()
  })

  it('real mode follows the wall clock, sped up by the speed factor, and can skip ahead', () => {
    let wall = 1_000_000
    const real = createClock(() => wall)
    real.useReal({ speed: 60, from: REFERENCE_DATE })
    wall += 1_000
    expect(real.nowMs()).toBe(REFERENCE_DATE.getTime() + 60_000)
    real.advance(5_000)
    wall += 1_000
    expect(real.nowMs()).toBe(REFERENCE_DATE.getTime() + 60_000 + 5_000 + 60_000)
  })

  it('restores a saved state, so a reload keeps a skipped-ahead clock', () => {
    let wall = 0
    const first = createClock(() => wall)
    first.useReal({ from: 1_000 })
    first.advance(500)
    const second = createClock(() => wall)
    second.restore(first.state())
    wall += 100
    expect(second.nowMs()).toBe(1_600)
  })
})

describe('jobs', () => {
  it('are stored in the database and run only when due, in time order (ties by id)', () => {
    scheduleIn('test.record', 3_000, { label: 'c' })
    scheduleIn('test.record', 1_000, { label: 'a' })
    scheduleIn('test.record', 1_000, { label: 'b' })
    expect(db.jobs.count()).toBe(3)
    expect(runDue()).toBe(0)

    clock.advance(1_000)
    expect(runDue()).toBe(2)
    expect(ran.map((r) => r.label)).toEqual(['a', 'b'])

    clock.advance(10_000)
    runDue()
    expect(ran.map((r) => r.label)).toEqual(['a', 'b', 'c'])
    expect(db.jobs.count()).toBe(0)
  })

  it('run follow-ups a job schedules, at the time computed from the job, in the same pass', () => {
    scheduleIn('test.record', 1_000, { label: 'first', then: { label: 'second', inMs: 2_000 } })
    clock.advance(60_000)
    runDue()
    expect(ran).toEqual([
      { label: 'first', at: new Date(REFERENCE_DATE.getTime() + 1_000).toISOString() },
      { label: 'second', at: new Date(REFERENCE_DATE.getTime() + 3_000).toISOString() },
    ])
  })

  it('keep jobs of unregistered types for the module that will register them', () => {
    db.jobs.insert({
      type: 'later.issue',
      at: REFERENCE_DATE.toISOString(),
      payload: {},
      created_at: REFERENCE_DATE.toISOString(),
    })
    clock.advance(1)
    expect(runDue()).toBe(0)
    expect(db.jobs.count()).toBe(1)
  })

  it('can be cancelled, and a failing job does not block the others', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {})
    registerJob('test.fragile', (payload) => {
      if (payload.label === 'boom') throw new Error('boom')
      ran.push({ label: payload.label, at: '' })
    })
    schedule('test.fragile', REFERENCE_DATE, { label: 'boom' })
    schedule('test.fragile', REFERENCE_DATE, { label: 'ok' })
    schedule('test.fragile', REFERENCE_DATE, { label: 'cancelled' })
    cancelJobs((job) => (job.payload as { label: string }).label === 'cancelled')
    expect(runDue()).toBe(2)
    expect(ran.map((r) => r.label)).toEqual(['ok'])
    expect(error).toHaveBeenCalled()
  })

  it('demo job realtime.broadcast pushes its event when it falls due', () => {
    const frames: string[] = []
    const connection = acceptRealtimeSocket({ send: (text) => frames.push(text), close: () => {} })
    connection.receive(JSON.stringify({ event: 'pusher:subscribe', data: { channel: 'demo' } }))

    scheduleIn('realtime.broadcast', 5_000, { channel: 'demo', event: 'demo.tick', data: { n: 1 } })
    clock.advance(4_999)
    runDue()
    expect(frames.some((f) => f.includes('demo.tick'))).toBe(false)
    clock.advance(1)
    runDue()
    const pushed = frames
      .map((f) => JSON.parse(f) as { event: string; channel?: string; data: string })
      .find((f) => f.event === 'demo.tick')
    expect(pushed).toEqual({ event: 'demo.tick', channel: 'demo', data: '{"n":1}' })
    connection.closed()
  })
})
