// @vitest-environment node
import { readFileSync } from 'node:fs'
import { runInNewContext } from 'node:vm'
import { describe, expect, it } from 'vitest'

type FetchListener = (event: { request: Partial<Request>; stopImmediatePropagation: () => void }) => void

/** Runs public/mock-worker.js in a bare worker scope served from `origin + base`; returns its fetch listener. */
function loadWorker(origin = 'https://demo.jogada.test', base = '/') {
  const listeners: FetchListener[] = []
  const imported: string[] = []
  const self = {
    location: new URL(`${origin}${base}mock-worker.js`),
    addEventListener: (type: string, listener: FetchListener) => {
      if (type === 'fetch') listeners.push(listener)
    },
  }
  runInNewContext(readFileSync(new URL('../public/mock-worker.js', import.meta.url), 'utf8'), {
    self,
    URL,
    Set,
    importScripts: (url: string) => imported.push(url),
  })
  const [listener] = listeners
  if (!listener || listeners.length !== 1) throw new Error('mock-worker.js: expected one fetch listener')
  /** Whether the request is kept from MSW's listener. */
  const bypasses = (url: string, request: Partial<Request> = {}) => {
    let stopped = false
    listener({
      request: { url, method: 'GET', destination: '', ...request },
      stopImmediatePropagation: () => (stopped = true),
    })
    return stopped
  }
  return { bypasses, imported }
}

describe("the demo's service worker", () => {
  it("loads MSW's worker after its own listener", () => {
    expect(loadWorker().imported).toEqual(['./mockServiceWorker.js'])
  })

  it("leaves the site's own scripts, stylesheets, chunks and demo games to the network", () => {
    const { bypasses } = loadWorker()
    expect(bypasses('https://demo.jogada.test/assets/index-abc.js', { destination: 'script' })).toBe(true)
    expect(bypasses('https://demo.jogada.test/assets/lobby-abc.css', { destination: 'style' })).toBe(true)
    // A dynamic import() or a modulepreload can carry no destination the worker recognises: the folder decides.
    expect(bypasses('https://demo.jogada.test/assets/Xy12.js')).toBe(true)
    expect(bypasses('https://demo.jogada.test/demo-game/index.html', { destination: 'iframe' })).toBe(true)
    // The deployment's configuration, fetched before the mock starts: no handler answers it.
    expect(bypasses('https://demo.jogada.test/config.json')).toBe(true)
    expect(bypasses('https://demo.jogada.test/api/config.json')).toBe(false)
  })

  it('sends the API, the generated images and other origins to the mock', () => {
    const { bypasses } = loadWorker()
    expect(bypasses('https://demo.jogada.test/api/settings/data')).toBe(false)
    expect(bypasses('https://demo.jogada.test/api/games/all', { destination: '' })).toBe(false)
    expect(bypasses('https://demo.jogada.test/api/login', { method: 'POST' })).toBe(false)
    expect(bypasses('https://demo.jogada.test/storage/games/gates-of-olympus.svg', { destination: 'image' })).toBe(
      false,
    )
    expect(bypasses('https://demo.jogada.test/storage/banners/welcome.png', { destination: 'image' })).toBe(false)
    expect(bypasses('https://api.jogada.test/assets/x.js', { destination: 'script' })).toBe(false)
  })

  it('reads its folders under the base path the site is served from', () => {
    const { bypasses } = loadWorker('https://demo.jogada.test', '/jogada/')
    expect(bypasses('https://demo.jogada.test/jogada/assets/Xy12.js')).toBe(true)
    expect(bypasses('https://demo.jogada.test/jogada/api/settings/data')).toBe(false)
  })
})
