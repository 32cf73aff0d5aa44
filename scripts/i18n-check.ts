// `npm run i18n:check` (step 4 of `npm test`): the committed catalogs must hold every message the source uses
// (src/ and mocks/, per lingui.config.ts), and every en and es message must have a translation. It extracts in
// memory with Lingui's own API and compares messages, not bytes: moving a line of code (which changes the
// `#:` origin comments) is not a failure, a new untranslated string is. Fix: `npm run i18n:extract`, then fill
// each empty msgstr in locales/en and locales/es.
import { dirname, resolve } from 'node:path'
import { getConfig } from '@lingui/conf'
import { getCatalogs, type CatalogType } from '@lingui/cli/api'

interface Problem {
  locale: string
  kind: 'missing from catalog' | 'untranslated'
  message: string
}

const show = (text: string) => (text.length > 100 ? `${text.slice(0, 97)}…` : text)

/** Checks the catalogs of the Lingui config at `configPath`; returns the exit code. */
export async function checkCatalogs(configPath: string): Promise<number> {
  const config = getConfig({ cwd: dirname(configPath), configPath })
  const targets = config.locales.filter((locale) => locale !== config.sourceLocale)
  const problems: Problem[] = []
  let total = 0

  for (const catalog of await getCatalogs(config)) {
    // No worker pool: one process is quicker than spawning workers for a catalog this size.
    const extracted = await catalog.collect()
    if (!extracted) {
      console.error(`i18n: extracting messages for ${catalog.path} failed (see the errors above).`)
      return 1
    }
    const committed = await catalog.readAll(config.locales)
    total += Object.keys(extracted).length

    for (const locale of config.locales) {
      const entries: CatalogType = committed[locale] ?? {}
      for (const [id, message] of Object.entries(extracted)) {
        const entry = entries[id]
        const text = message.message ?? id
        if (!entry || entry.obsolete) {
          problems.push({ locale, kind: 'missing from catalog', message: text })
        } else if (targets.includes(locale) && !entry.translation?.trim()) {
          problems.push({ locale, kind: 'untranslated', message: text })
        }
      }
      const stale = Object.entries(entries).filter(([id, entry]) => !entry.obsolete && !(id in extracted))
      if (stale.length > 0) {
        console.warn(`i18n: ${locale}: ${stale.length} message(s) no longer in the source (npm run i18n:extract drops them).`)
      }
    }
  }

  if (problems.length === 0) {
    console.log(`i18n: ${total} message(s), all present in ${config.locales.join(', ')} and translated in ${targets.join(', ')}.`)
    return 0
  }
  // One line per message: "missing from catalog" usually hits every locale at once.
  const grouped = new Map<string, { kind: Problem['kind']; message: string; locales: string[] }>()
  for (const problem of problems) {
    const key = `${problem.kind}\u0000${problem.message}`
    const group = grouped.get(key) ?? { kind: problem.kind, message: problem.message, locales: [] }
    group.locales.push(problem.locale)
    grouped.set(key, group)
  }
  for (const group of grouped.values()) {
    console.error(`  ${group.kind.padEnd(21)} ${group.locales.join(',').padEnd(12)} ${JSON.stringify(show(group.message))}`)
  }
  const missing = [...grouped.values()].filter((g) => g.kind === 'missing from catalog').length
  const untranslated = grouped.size - missing
  console.error(
    `i18n: ${missing} message(s) missing from the catalogs, ${untranslated} without a translation. ` +
      'Run `npm run i18n:extract`, then fill every empty msgstr in locales/en and locales/es.',
  )
  return 1
}

export function main(): Promise<number> {
  return checkCatalogs(resolve(import.meta.dirname, '..', 'lingui.config.ts'))
}
