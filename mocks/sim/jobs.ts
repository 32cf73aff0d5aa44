import { db, type Db, type JobRecord } from '../db/index.ts'
import { iso } from '../db/reference.ts'
import { clock } from './clock.ts'

/**
 * Job types and their payloads. Later issues add theirs by declaration merging:
 *
 *   declare module '@mocks/sim/jobs.ts' {
 *     interface JobTypes { 'pix.settle': { transactionId: number } }
 *   }
 *
 * Payloads are stored in the database (and localStorage), so they must be plain JSON.
 */
export interface JobTypes {
  /** Push a realtime event at a later time (registered by mocks/realtime.ts). */
  'realtime.broadcast': { channel: string; event: string; data: JsonValue }
}

export type JsonValue = string | number | boolean | null | JsonValue[] | { [key: string]: JsonValue }

export type JobType = keyof JobTypes & string

export interface JobContext {
  /** When the job was due: processes compute follow-ups from it, not from "now", so runs are deterministic. */
  at: Date
  db: Db
  schedule: typeof schedule
}

export type JobProcess<T extends JobType> = (payload: JobTypes[T], context: JobContext) => void

const processes = new Map<string, (payload: unknown, context: JobContext) => void>()

/** Maps a job type to the process that runs it (PIX settlement, withdrawals, odds, live matches…). */
export function registerJob<T extends JobType>(type: T, process: JobProcess<T>): void {
  processes.set(type, process as (payload: unknown, context: JobContext) => void)
}

/** Stores a job due at `at` on the simulation clock. */
export function schedule<T extends JobType>(type: T, at: Date | number, payload: JobTypes[T]): JobRecord {
  return db.jobs.insert({ type, at: iso(at), payload, created_at: clock.now().toISOString() })
}

/** Stores a job due `ms` from now. */
export function scheduleIn<T extends JobType>(type: T, ms: number, payload: JobTypes[T]): JobRecord {
  return schedule(type, clock.nowMs() + ms, payload)
}

export function cancelJobs(predicate: (job: JobRecord) => boolean): number {
  return db.jobs.removeWhere(predicate)
}

function nextDue(now: number): JobRecord | undefined {
  let next: JobRecord | undefined
  for (const job of db.jobs.all()) {
    if (!processes.has(job.type)) continue
    const at = Date.parse(job.at)
    if (at > now) continue
    if (!next || at < Date.parse(next.at) || (at === Date.parse(next.at) && job.id < next.id)) next = job
  }
  return next
}

// A process that keeps scheduling work already due would loop forever; this stops it loudly.
const MAX_RUNS_PER_CALL = 10_000

/**
 * Runs every due job in time order (ties by id), including jobs that due jobs schedule. Jobs whose type
 * no process claims yet stay stored: the module that registers them may load later.
 * Called before every request and by the ticker. Returns how many jobs ran.
 */
export function runDue(now = clock.nowMs()): number {
  let runs = 0
  for (let job = nextDue(now); job; job = nextDue(now)) {
    if (++runs > MAX_RUNS_PER_CALL)
      throw new Error(`runDue: more than ${MAX_RUNS_PER_CALL} jobs due at once (a job rescheduling itself?)`)
    db.jobs.remove(job.id)
    const process = processes.get(job.type)
    try {
      process?.(job.payload, { at: new Date(job.at), db, schedule })
    } catch (error) {
      console.error(`[mock jobs] ${job.type} #${job.id} failed`, error)
    }
  }
  return runs
}
