import { describe, expect, it, vi } from 'vitest'
import { setupI18n } from '@lingui/core'
import { activateLocale } from './locales.ts'

// The English catalog's download fails `fail` times in a row.
const chunk = vi.hoisted(() => ({ fail: 0, loads: 0 }))
vi.mock('../../../locales/en/messages.po', async (importOriginal) => {
  chunk.loads++
  if (chunk.fail > 0) {
    chunk.fail--
    throw new TypeError('Failed to fetch dynamically imported module: /assets/en.js')
  }
  return importOriginal()
})

describe('loading a message catalog', () => {
  it('is retried, and after a failure the next activation downloads it again', async () => {
    const i18n = setupI18n()
    chunk.fail = 3
    await expect(activateLocale(i18n, 'en')).rejects.toBeInstanceOf(Error)
    expect(chunk.loads).toBe(3)
    expect(i18n.locale).toBe('')

    chunk.fail = 1
    await activateLocale(i18n, 'en')
    expect(chunk.loads).toBe(5)
    expect(i18n.locale).toBe('en')
    expect(document.documentElement.lang).toBe('en')
  })
})
