import * as v from 'valibot'
import { db } from '../db/index.ts'
import { runDue } from '../sim/jobs.ts'
import { panelActions, type PanelActionName } from './actions.ts'

export interface PanelAnswer {
  status: 200 | 404 | 422
  body: unknown
}

const isAction = (name: string): name is PanelActionName => Object.hasOwn(panelActions, name)

/**
 * One demo panel call (`POST /__mock/panel/<name>`, body: the arguments array), the same wherever the mock runs: the
 * MSW handler (panel/handlers.ts) and mock:server's `/__mock/` hooks both answer with this. Like a contract request it
 * first follows the other tabs' saves and runs the jobs that are due, and an action that changes something saves
 * at once (a read leaves what the jobs changed to the database's debounced save); unlike one it knows no latency or
 * fault, so the panel still works while it makes every endpoint fail. 404 for an unknown action, 422
 * for arguments its schema refuses; a result is JSON (undefined becomes null).
 */
export function runPanelAction(name: string, body: unknown): PanelAnswer {
  if (!isAction(name)) return { status: 404, body: { message: `Ação do painel desconhecida: ${name}.` } }
  const entry = panelActions[name]
  const parsed = v.safeParse(entry.args, body)
  if (!parsed.success) {
    return {
      status: 422,
      body: { message: `Argumentos inválidos para ${name}.`, issues: parsed.issues.map((issue) => issue.message) },
    }
  }
  db.sync()
  runDue()
  // Each entry's run takes exactly what its own schema outputs; the union of entries cannot say that to TypeScript.
  const run = entry.run as (...args: unknown[]) => unknown
  const result = run(...(parsed.output as unknown[]))
  if (entry.writes) db.flush()
  return { status: 200, body: result ?? null }
}

/** The body of a panel call as sent: JSON, or undefined (which no action's schema accepts) when it is not. */
export function parsePanelBody(text: string): unknown {
  try {
    return JSON.parse(text === '' ? '[]' : text)
  } catch {
    return undefined
  }
}
