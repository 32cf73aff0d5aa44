import { db } from '../db/index.ts'
import { runDue } from './jobs.ts'

const tasks = new Set<() => void>()

/**
 * Work to do on every tick besides the jobs (the sportsbook's odds feed): kept in memory, not in the database, so a
 * task that runs every second does not rewrite the stored database every second. Returns the removal function.
 */
export function onTick(task: () => void): () => void {
  tasks.add(task)
  return () => tasks.delete(task)
}

/**
 * Runs due jobs every second, so scheduled work (a PIX paid, a match minute) happens and is pushed over
 * the realtime socket even when the app sends no request. Returns the stop function.
 */
export function startTicker(intervalMs = 1_000): () => void {
  const timer = setInterval(() => {
    try {
      // The jobs live in the database two tabs share: run them on the latest copy and save what they did at once,
      // so the other tab does not run them again.
      db.sync()
      runDue()
      db.flush()
    } catch (error) {
      console.error('[mock ticker]', error)
    }
    for (const task of tasks) {
      try {
        task()
      } catch (error) {
        console.error('[mock ticker]', error)
      }
    }
  }, intervalMs)
  // In Node the ticker must not keep a finished process alive.
  if (typeof timer === 'object' && 'unref' in timer) timer.unref()
  return () => clearInterval(timer)
}
