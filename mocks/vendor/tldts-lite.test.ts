import { describe, expect, it } from 'vitest'
import { getDomain as fullGetDomain } from 'tldts'
import { getDomain } from './tldts-lite.ts'

describe('tldts-lite getDomain', () => {
  it('answers like tldts for the hosts the demo is served from', () => {
    for (const host of [
      'localhost',
      '127.0.0.1',
      'jogada.com.br.example.com',
      'demo.jogada.dev',
      'example.com',
      '[::1]',
      '',
    ]) {
      expect(getDomain(host)).toBe(fullGetDomain(host, { allowIcannDomains: true, allowPrivateDomains: true }))
    }
  })
})
