import { readFileSync } from 'node:fs'
import { resolve } from 'node:path'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { LANGUAGE_KEY, pickLocale } from './detect.ts'

// public/boot-catalog.js runs as a classic script before the app: it is run here the same way, on jsdom's document.
const source = readFileSync(resolve(process.cwd(), 'public/boot-catalog.js'), 'utf8')
const FILES: Record<string, string> = { 'pt-BR': '/assets/pt.js', en: '/assets/en.js', es: '/assets/es.js' }

function runBootScript(withMeta = true): string[] {
  if (withMeta) {
    const meta = document.createElement('meta')
    meta.name = 'jogada:catalogs'
    meta.content = Object.entries(FILES)
      .map(([locale, file]) => `${locale}=${file}`)
      .join(' ')
    document.head.appendChild(meta)
  }
  new Function(source)()
  return [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')].map(
    (link) => link.getAttribute('href') ?? '',
  )
}

afterEach(() => {
  // Only what the boot script and its list added: the head also holds styles React keeps once per document for the
  // other test files of this worker (InlineStyles' deduplicated sheets), which it would not put back.
  for (const added of document.head.querySelectorAll('meta[name="jogada:catalogs"], link[rel="modulepreload"]')) {
    added.remove()
  }
  localStorage.clear()
  history.replaceState(null, '', '/')
  vi.restoreAllMocks()
})

describe('public/boot-catalog.js', () => {
  it.each([
    ['', null, ['pt-BR']],
    ['', null, ['en-US', 'en']],
    ['', null, ['es-AR']],
    ['', null, ['fr-FR', 'es']],
    ['', null, ['fr-FR']],
    ['', 'en', ['pt-BR']],
    ['', 'pt_BR', ['en-US']],
    ['', 'klingon', ['es-MX']],
    ['?lang=es', 'en', ['pt-BR']],
    ['?lang=PT-br', 'en', ['es']],
    ['?lang=xx', 'es', ['en']],
  ])('search %j, stored %j, browser %j: the catalog the app will load', (search, stored, preferred) => {
    history.replaceState(null, '', `/${search}`)
    if (stored !== null) localStorage.setItem(LANGUAGE_KEY, stored)
    vi.spyOn(navigator, 'languages', 'get').mockReturnValue(preferred)
    const expected = pickLocale({ search, stored, preferred })
    expect(runBootScript()).toEqual([FILES[expected]])
  })

  it('asks for nothing without the build’s list (the dev server)', () => {
    expect(runBootScript(false)).toEqual([])
  })
})
