// @vitest-environment node
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { checkCatalogs } from './i18n-check.ts'

// A throwaway Lingui project: one source file, three .po catalogs, the app's locales and source locale.
let dir: string

const po = (entries: Record<string, string>) =>
  [
    'msgid ""',
    'msgstr ""',
    '"Content-Type: text/plain; charset=utf-8\\n"',
    '',
    ...Object.entries(entries).flatMap(([id, str]) => [`msgid "${id}"`, `msgstr "${str}"`, '']),
  ].join('\n')

function project(source: string, catalogs: Record<'pt-BR' | 'en' | 'es', Record<string, string>>) {
  mkdirSync(join(dir, 'src'), { recursive: true })
  writeFileSync(join(dir, 'src', 'page.ts'), source)
  for (const [locale, entries] of Object.entries(catalogs)) {
    mkdirSync(join(dir, 'locales', locale), { recursive: true })
    writeFileSync(join(dir, 'locales', locale, 'messages.po'), po(entries))
  }
  const config = {
    sourceLocale: 'pt-BR',
    locales: ['pt-BR', 'en', 'es'],
    catalogs: [{ path: '<rootDir>/locales/{locale}/messages', include: ['<rootDir>/src'] }],
  }
  writeFileSync(join(dir, 'lingui.config.json'), JSON.stringify(config))
  return join(dir, 'lingui.config.json')
}

const source = "import { t } from '@lingui/core/macro'\nexport const hello = () => t`Olá`\nexport const bye = () => t`Tchau`\n"

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'i18n-check-'))
  vi.spyOn(console, 'log').mockImplementation(() => {})
  vi.spyOn(console, 'error').mockImplementation(() => {})
  vi.spyOn(console, 'warn').mockImplementation(() => {})
})
afterEach(() => rmSync(dir, { recursive: true, force: true }))

describe('i18n check', () => {
  it('passes when every message is in the catalogs and translated in en and es', async () => {
    const config = project(source, {
      'pt-BR': { Olá: 'Olá', Tchau: 'Tchau' },
      en: { Olá: 'Hello', Tchau: 'Bye' },
      es: { Olá: 'Hola', Tchau: 'Adiós' },
    })
    expect(await checkCatalogs(config)).toBe(0)
  })

  it('fails on an empty en or es msgstr and names the message', async () => {
    const config = project(source, {
      'pt-BR': { Olá: 'Olá', Tchau: 'Tchau' },
      en: { Olá: 'Hello', Tchau: '' },
      es: { Olá: 'Hola', Tchau: 'Adiós' },
    })
    expect(await checkCatalogs(config)).toBe(1)
    expect(vi.mocked(console.error).mock.calls.flat().join('\n')).toMatch(/untranslated\s+en\s+"Tchau"/)
  })

  it('fails when the source has a message the catalogs lack', async () => {
    const config = project(source, {
      'pt-BR': { Olá: 'Olá' },
      en: { Olá: 'Hello' },
      es: { Olá: 'Hola' },
    })
    expect(await checkCatalogs(config)).toBe(1)
    expect(vi.mocked(console.error).mock.calls.flat().join('\n')).toMatch(/missing from catalog\s+pt-BR,en,es\s+"Tchau"/)
  })
})
