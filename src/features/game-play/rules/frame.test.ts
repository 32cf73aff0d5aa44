import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import { gameFrame, OTHER_ORIGIN_SANDBOX, SAME_ORIGIN_SANDBOX } from './frame.ts'

const APP = 'https://jogada.example'
const tokens = (sandbox: string) => sandbox.split(/\s+/)

describe('gameFrame', () => {
  it('a game of the app’s own origin gets allow-scripts only', () => {
    expect(gameFrame('/demo-game/?game=slot&session=abc', APP)).toEqual({
      src: 'https://jogada.example/demo-game/?game=slot&session=abc',
      sandbox: SAME_ORIGIN_SANDBOX,
      sameOrigin: true,
    })
    expect(gameFrame('https://jogada.example/demo-game/', APP)?.sandbox).toBe('allow-scripts')
  })

  it('a game of another origin keeps its own origin (another scheme or port is another origin)', () => {
    for (const url of [
      'https://games.provider.example/slot?s=1',
      'http://jogada.example/demo-game/',
      'https://jogada.example:8443/demo-game/',
      '//games.provider.example/slot',
    ]) {
      expect(gameFrame(url, APP)).toMatchObject({ sandbox: OTHER_ORIGIN_SANDBOX, sameOrigin: false })
    }
  })

  it('tells the app’s own game the app’s scheme, and frames another origin’s URL as given', () => {
    expect(gameFrame('/demo-game/?game=slot&session=abc', APP, 'dark')?.src).toBe(
      'https://jogada.example/demo-game/?game=slot&session=abc&theme=dark',
    )
    expect(gameFrame('/demo-game/?game=slot&theme=dark', APP, 'light')?.src).toBe(
      'https://jogada.example/demo-game/?game=slot&theme=light',
    )
    expect(gameFrame('https://games.provider.example/slot?s=1&sig=x', APP, 'dark')?.src).toBe(
      'https://games.provider.example/slot?s=1&sig=x',
    )
  })

  it('never frames what is not http(s)', () => {
    for (const url of [
      'javascript:alert(1)',
      'data:text/html,<script>1</script>',
      'blob:https://jogada.example/x',
      'about:blank',
      'http://[bad',
    ]) {
      expect(gameFrame(url, APP)).toBeNull()
    }
  })

  it('never pairs allow-scripts with allow-same-origin for a document of the app’s own origin', () => {
    const anyUrl = fc.oneof(
      fc.webPath(),
      fc.webUrl({ validSchemes: ['https', 'http'], withQueryParameters: true }),
      fc.webUrl({ validSchemes: ['https'] }).map((url) => url.replace(/^https:\/\/[^/]+/, APP)),
      fc.string(),
    )
    fc.assert(
      fc.property(anyUrl, (url) => {
        const frame = gameFrame(url, APP)
        if (!frame) return
        const sameOrigin = new URL(frame.src).origin === APP
        expect(frame.sameOrigin).toBe(sameOrigin)
        expect(tokens(frame.sandbox)).toContain('allow-scripts')
        expect(tokens(frame.sandbox).includes('allow-same-origin')).toBe(!sameOrigin)
        expect(frame.sandbox).not.toMatch(/top-navigation|popups|forms|modals/)
      }),
      { numRuns: 500 },
    )
  })
})
