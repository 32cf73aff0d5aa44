import { readFileSync } from 'node:fs'
import { resolve } from 'node:path'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { COLOR_THEME_KEY, colorThemeManager } from './color-scheme-manager.ts'

// public/boot-theme.js runs as a classic script before the app: it is run here the same way, on jsdom's document.
const source = readFileSync(resolve(process.cwd(), 'public/boot-theme.js'), 'utf8')
function runBootScript() {
  // The file is a classic script: run as a function body, it sees the globals as it does in the page.
  new Function(source)()
  return document.documentElement.getAttribute('data-mantine-color-scheme')
}

function preferDark(dark: boolean) {
  vi.spyOn(window, 'matchMedia').mockImplementation(
    (query: string) => ({ matches: dark && query === '(prefers-color-scheme: dark)', media: query }) as MediaQueryList,
  )
}

afterEach(() => {
  document.documentElement.removeAttribute('data-mantine-color-scheme')
})

describe('public/boot-theme.js', () => {
  it.each([
    ['dark', false, 'dark'],
    ['light', true, 'light'],
    ['system', true, 'dark'],
    ['system', false, 'light'],
    [null, true, 'dark'],
    [null, false, 'light'],
    ['purple', true, 'dark'],
  ])('color-theme %s, system prefers dark: %s -> %s', (stored, systemDark, expected) => {
    if (stored !== null) localStorage.setItem(COLOR_THEME_KEY, stored)
    preferDark(systemDark)
    expect(runBootScript()).toBe(expected)
  })

  it('reads the key the app writes', () => {
    colorThemeManager().set('dark')
    preferDark(false)
    expect(runBootScript()).toBe('dark')
  })

  it('unreadable storage follows the system', () => {
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('denied', 'SecurityError')
    })
    preferDark(true)
    expect(runBootScript()).toBe('dark')
  })
})
