import { describe, expect, it } from 'vitest'
import { cssUrl } from './shell.ts'

describe('cssUrl', () => {
  it('keeps a percent-encoded data URL as it is (the provider sends covers that way)', () => {
    const cover = 'data:image/svg+xml;charset=utf-8,%3Csvg%20viewBox%3D%220%200%201%201%22%3E%3C%2Fsvg%3E'
    expect(cssUrl(cover)).toBe(`url("${cover}")`)
  })

  it('escapes what would end the string or the declaration', () => {
    expect(cssUrl('https://x.test/a"b\\c\nd.png')).toBe('url("https://x.test/a%22b%5Cc%0Ad.png")')
  })
})
