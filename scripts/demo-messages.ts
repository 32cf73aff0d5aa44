import { generateMessageId } from '@lingui/message-utils/generateMessageId'

/**
 * The demo's own texts (the demo panel, the mock's notices) are messages of the app's catalogs like any other, since
 * the panel renders inside the app. A mock-off build has no mock (scripts/size-budget.mjs holds it to no MSW code and no
 * panel stylesheet), so it drops their entries from the catalogs it ships: vite.config.ts, `demoMessagesOutOfMockOff`.
 */

/** Where a message is used, from the `#:` lines of its catalog entry (`src/x.tsx:12` → `src/x.tsx`). */
function origins(entry: string): string[] {
  return [...entry.matchAll(/^#: (.*)$/gm)].flatMap((line) =>
    (line[1] ?? '').split(' ').map((origin) => origin.replace(/:\d+$/, '')),
  )
}

/** A quoted po string, possibly continued over several lines (`"a"\n"b"`), unquoted. */
function poString(entry: string, keyword: 'msgid' | 'msgctxt'): string | undefined {
  const match = new RegExp(`^${keyword} ((?:".*"\\n?)+)`, 'm').exec(entry)
  if (!match?.[1]) return undefined
  return match[1]
    .trim()
    .split('\n')
    .map((part) => JSON.parse(part) as string)
    .join('')
}

/**
 * The ids of the messages only mocks/ uses, read from the source locale's po file: Lingui's generated id of the
 * message and its context, as the macros compute it.
 */
export function demoOnlyMessageIds(po: string): Set<string> {
  const ids = new Set<string>()
  for (const entry of po.split(/\n\n+/)) {
    const used = origins(entry)
    const message = poString(entry, 'msgid')
    if (!message || used.length === 0 || !used.every((file) => file.startsWith('mocks/'))) continue
    ids.add(generateMessageId(message, poString(entry, 'msgctxt')))
  }
  return ids
}

/**
 * A compiled catalog module as the Lingui Vite plugin writes it (`export const messages=JSON.parse("…")`) without the
 * given ids. Throws on any other shape: a catalog that silently kept the demo's texts would pass unnoticed.
 */
export function catalogWithout(code: string, ids: ReadonlySet<string>): string {
  const match = /^(.*?export const messages\s*=\s*JSON\.parse\()("(?:[^"\\]|\\.)*")(\);?\s*)$/s.exec(code)
  if (!match) throw new Error('demo-messages: the compiled catalog is not `export const messages=JSON.parse("…")`')
  const [, head, literal, tail] = match as unknown as [string, string, string, string]
  const messages = JSON.parse(JSON.parse(literal) as string) as Record<string, unknown>
  for (const id of ids) delete messages[id]
  return `${head}${JSON.stringify(JSON.stringify(messages))}${tail}`
}
