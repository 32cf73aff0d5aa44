import { readFileSync } from 'node:fs'
import { resolve } from 'node:path'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { waitFor } from '@testing-library/react'
import { createMemoryHistory, createRouter } from '@tanstack/react-router'
import { server } from '@mocks/node.ts'
import { routeTree } from '@/routeTree.gen.ts'
import { PHONE_MEDIA_QUERY } from '@/shared/hooks/use-is-phone.ts'
import { TOKEN_KEY } from '@/shared/session.ts'
import { staticMediaQueryList } from '@/testing/media.ts'
import { createTestI18n, createTestQueryClient } from '@/testing/providers.ts'
import { assetUrl } from '@/shared/asset-url.ts'
import { bannerSources, bannersOfType } from '@/features/casino/lobby/rules/banners.ts'
import { FIRST_ROW, homeGridGames, wantsMobileGames } from '@/features/casino/lobby/rules/home-games.ts'
import { gamesAll } from './casino.ts'
import { callApi, resolveBaseUrl } from './client.ts'
import { firstCallsMetaTag, firstScreenCalls } from './first-screen-calls.ts'
import { SCENARIO_STORAGE_KEY } from '@mocks/scenarios.ts'
import { controllingWorker, MOCK_WORKER_FILE } from '@mocks/worker/page-start.ts'
import type { PageMessage, WorkerReply } from '@mocks/worker/worker-scope.ts'
import { settingsBanners, settingsData } from './settings.ts'

// public/boot-first-calls.js runs as a classic script before the app: it is run here the same way, on jsdom's document.
const source = readFileSync(resolve(process.cwd(), 'public/boot-first-calls.js'), 'utf8')
const setupMatchMedia = window.matchMedia

function onPhone(phone: boolean) {
  window.matchMedia = (query: string) => staticMediaQueryList(query, phone && query === PHONE_MEDIA_QUERY)
}

/** A fetch that answers every boot request with `status` (and no body): which addresses were asked for, and how. */
function stubFetch(status = 503) {
  return vi.spyOn(window, 'fetch').mockImplementation(async () => new Response(null, { status }))
}

const handed = window as { jogadaFirstCalls?: Record<string, Promise<Response>> }

/**
 * Runs the boot script at `path`: the addresses it asked for (its answers kept for the app, in the order asked).
 * `worker` is the demo's `<meta name="jogada:mock-worker">` (vite.config.ts writes it in builds with the mock on).
 */
function runBootScript({
  path = '/',
  withMeta = true,
  base = 'https://api.example/api/',
  worker = '',
}: { path?: string; withMeta?: boolean; base?: string; worker?: string } = {}): string[] {
  history.replaceState(null, '', path)
  if (withMeta) document.head.insertAdjacentHTML('beforeend', firstCallsMetaTag(base))
  if (worker) document.head.insertAdjacentHTML('beforeend', `<meta name="jogada:mock-worker" content="${worker}" />`)
  new Function(source)()
  return Object.keys(handed.jogadaFirstCalls ?? {})
}

/** The images the boot script asked to preload: address and fetch priority. */
function imagePreloads(): { href: string; high: boolean }[] {
  return [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="preload"][as="image"]')].map((link) => ({
    href: link.href,
    high: link.getAttribute('fetchpriority') === 'high',
  }))
}

/**
 * The GET requests a visitor's first load of `path` makes through the app's router and client (msw/node answers),
 * once every query it started has settled (the categories are asked for without being waited for).
 */
async function requestsOfFirstLoad(path: string): Promise<string[]> {
  const urls: string[] = []
  const record = ({ request }: { request: Request }) => {
    if (request.method === 'GET') urls.push(request.url)
  }
  server.events.on('request:start', record)
  try {
    const queryClient = createTestQueryClient()
    const router = createRouter({
      routeTree,
      history: createMemoryHistory({ initialEntries: [path] }),
      context: { queryClient, i18n: createTestI18n() },
    })
    await router.load()
    await waitFor(() => expect(queryClient.isFetching()).toBe(0))
    return urls
  } finally {
    server.events.removeListener('request:start', record)
  }
}

afterEach(() => {
  // Only what the boot script and its list added: the head also holds styles React keeps once per document for the
  // other test files of this worker (InlineStyles' deduplicated sheets), which it would not put back.
  for (const added of document.head.querySelectorAll(
    'meta[name="jogada:first-calls"], meta[name="jogada:mock-worker"], link[rel="preload"]',
  )) {
    added.remove()
  }
  delete handed.jogadaFirstCalls
  localStorage.clear()
  history.replaceState(null, '', '/')
  window.matchMedia = setupMatchMedia
  delete (navigator as { serviceWorker?: unknown }).serviceWorker
  vi.restoreAllMocks()
  vi.useRealTimers()
})

describe('the lobby’s first calls (src/api/first-screen-calls.ts)', () => {
  it.each([
    ['a phone', true, 'mobile'],
    ['a desktop', false, 'desktop'],
  ] as const)('on %s: the very requests a visitor’s first load of the lobby makes', async (_, phone, device) => {
    onPhone(phone)
    const listed = firstScreenCalls(resolveBaseUrl())
      .filter((call) => call.device === null || call.device === device)
      .map((call) => call.url)
    const requested = await requestsOfFirstLoad('/')
    // Every early call is one the lobby makes, so the app takes each answer up.
    expect(requested).toEqual(expect.arrayContaining(listed))
    // And what the loaders wait for (the root's settings on a first visit, the lobby's banners of the layout and the
    // home grid's games) is among them.
    expect(listed).toEqual(
      expect.arrayContaining([
        `${resolveBaseUrl()}settings/data`,
        `${resolveBaseUrl()}settings/banners?client_device=${device}`,
        `${resolveBaseUrl()}games/all`,
      ]),
    )
  })
})

describe('public/boot-first-calls.js', () => {
  it.each(['/', '/openlogin', '/openregister'])('asks for a visitor’s first calls of the lobby at %s', (path) => {
    onPhone(true)
    const fetchSpy = stubFetch()
    expect(runBootScript({ path })).toEqual(
      firstScreenCalls('https://api.example/api/')
        .filter((call) => call.device !== 'desktop')
        .map((call) => call.url),
    )
    // As the app's client asks: JSON, and no credentials to the API's other origin.
    for (const [, init] of fetchSpy.mock.calls) {
      expect(init).toEqual({ headers: { Accept: 'application/json' }, credentials: 'same-origin' })
    }
  })

  it('asks for the desktop’s banners on a desktop', () => {
    onPhone(false)
    stubFetch()
    const asked = runBootScript()
    expect(asked).toContain('https://api.example/api/settings/banners?client_device=desktop')
    expect(asked.join(' ')).not.toContain('client_device=mobile')
  })

  it('asks for nothing for a player: their answers depend on the session, which the boot script goes without', () => {
    const fetchSpy = stubFetch()
    localStorage.setItem(TOKEN_KEY, 'a-token')
    expect(runBootScript()).toEqual([])
    expect(handed.jogadaFirstCalls).toBeUndefined()
    expect(fetchSpy).not.toHaveBeenCalled()
    // The same page without the token does ask.
    localStorage.clear()
    expect(runBootScript()).not.toEqual([])
  })

  it.each(['/casinos', '/sports', '/profile/wallet', '/openlogin/x'])(
    'asks for nothing on another page (%s)',
    (path) => {
      const fetchSpy = stubFetch()
      expect(runBootScript({ path })).toEqual([])
      expect(fetchSpy).not.toHaveBeenCalled()
    },
  )

  it('asks for nothing without the build’s list (the dev server)', () => {
    const fetchSpy = stubFetch()
    expect(runBootScript({ withMeta: false })).toEqual([])
    expect(fetchSpy).not.toHaveBeenCalled()
  })

  it.each([
    ['a phone', true, 'mobile'],
    ['a desktop', false, 'desktop'],
  ] as const)(
    'on %s, preloads the images the lobby’s first screen draws, picked by the app’s own rules',
    async (_, phone, device) => {
      onPhone(phone)
      // The mock backend's answers, as the app reads them.
      const [{ setting }, { banners }, games] = await Promise.all([
        callApi(settingsData),
        callApi(settingsBanners, { query: { client_device: device } }),
        callApi(gamesAll).then((answer) => answer.providers.flatMap((provider) => provider.games ?? [])),
      ])
      const absolute = (url: string | undefined) => new URL(url ?? '', location.href).href
      const [firstBanner] = bannersOfType(banners, 'carousel', device)
      const firstRow = homeGridGames(games, wantsMobileGames(phone)).slice(0, FIRST_ROW[phone ? 'phone' : 'desktop'])
      const expected = [
        { href: absolute(assetUrl(setting.software_logo_black)), high: false },
        { href: absolute(assetUrl(setting.software_logo_white)), high: false },
        { href: absolute(bannerSources(firstBanner!, device)[0]), high: true },
        ...firstRow.map((game) => ({ href: absolute(assetUrl(game.cover)), high: true })),
      ]
      expect(firstRow.length).toBeGreaterThan(0)

      // The boot script against the same backend (msw answers its requests).
      runBootScript({ base: resolveBaseUrl() })
      await waitFor(() => expect(imagePreloads()).toHaveLength(expected.length))
      expect(new Set(imagePreloads().map(({ href }) => href)).size).toBe(expected.length)
      expect(imagePreloads()).toEqual(expect.arrayContaining(expected))
    },
  )

  it('preloads nothing from an answer that failed: the app asks again and shows what it gets', async () => {
    onPhone(true)
    // settings/data answers; the banners and the games fail, the categories do not arrive at all (a rejection the
    // page must not leave unhandled: vitest fails a file that does).
    vi.spyOn(window, 'fetch').mockImplementation(async (input) => {
      if (String(input).endsWith('categories')) throw new TypeError('Failed to fetch')
      return String(input).endsWith('settings/data')
        ? Response.json({ setting: { software_logo_black: '/brand/logo-black.svg', software_logo_white: '/brand/logo-white.svg' } })
        : new Response(null, { status: 500 })
    })
    runBootScript()
    // The failed answers settle before the good one's body is read: once its logos are asked for, no more come.
    await waitFor(() => expect(imagePreloads()).toHaveLength(2))
    await Promise.allSettled(Object.values(handed.jogadaFirstCalls ?? {}))
    expect(imagePreloads().map(({ href }) => new URL(href).pathname)).toEqual([
      '/brand/logo-black.svg',
      '/brand/logo-white.svg',
    ])
  })
})

/**
 * The demo's service worker as the boot script meets it (navigator.serviceWorker): its registrations, the messages it
 * received, and hands to take control of the page and to answer a start.
 */
function fakeWorkerContainer({ controlled = false, registers = true } = {}) {
  const received: { message: PageMessage; port: MessagePort }[] = []
  const worker = {
    postMessage: (message: PageMessage, [port]: MessagePort[]) => received.push({ message, port: port! }),
  } as unknown as ServiceWorker
  const listeners = new Set<() => void>()
  const registrations: unknown[][] = []
  const container = {
    controller: controlled ? worker : null,
    ready: Promise.resolve({ active: worker }),
    register: vi.fn(async (...args: unknown[]) => {
      registrations.push(args)
      if (!registers) throw new DOMException('The operation is insecure.', 'SecurityError')
      return { active: worker }
    }),
    addEventListener: (_type: 'controllerchange', listener: () => void) => listeners.add(listener),
    removeEventListener: (_type: 'controllerchange', listener: () => void) => listeners.delete(listener),
  }
  Object.defineProperty(navigator, 'serviceWorker', { value: container, configurable: true })
  return {
    container,
    received,
    registrations,
    /** The worker activates and claims the page. */
    takeControl() {
      container.controller = worker
      for (const listener of [...listeners]) listener()
    },
    /** The worker's reply to the start it received. */
    reply(answer: WorkerReply) {
      const [start] = received
      start!.port.postMessage(answer)
      start!.port.close()
    },
  }
}

describe('public/boot-first-calls.js in the demo (its answers come from the mock’s service worker)', () => {
  const worker = `/${MOCK_WORKER_FILE}`
  const listed = () => firstScreenCalls('https://api.example/api/').filter((call) => call.device !== 'desktop')

  it('on a first visit, starts the worker as the app does and asks for nothing until it runs for this load', async () => {
    onPhone(true)
    const fetchSpy = stubFetch(200)
    const fake = fakeWorkerContainer()
    localStorage.setItem(SCENARIO_STORAGE_KEY, '{"latency":"none"}')
    // The answers are promised to the app at once, before the worker runs.
    expect(runBootScript({ path: '/?mockFault=settings.data:500', worker })).toEqual(listed().map((call) => call.url))

    // Registered as mocks/browser.ts registers it (its own registration then finds this one).
    const app = fakeWorkerContainer({ controlled: true })
    await controllingWorker({ container: app.container as never, base: '/', session: sessionStorage, reload: vi.fn() })
    expect(fake.registrations).toEqual(app.registrations)
    Object.defineProperty(navigator, 'serviceWorker', { value: fake.container, configurable: true })

    // Controlled: this load's scenario goes to the worker first, as the app's start sends it.
    fake.takeControl()
    expect(fake.received.map(({ message }) => message)).toEqual([
      { type: 'mock:start', search: '?mockFault=settings.data:500', scenario: '{"latency":"none"}' },
    ])
    expect(fetchSpy).not.toHaveBeenCalled()
    // Started: now every first call is asked for, once.
    fake.reply({ type: 'mock:started', bootId: 'b1' })
    await waitFor(() => expect(fetchSpy).toHaveBeenCalledTimes(listed().length))
    expect(fetchSpy.mock.calls.map(([url]) => url)).toEqual(listed().map((call) => call.url))
    // The stored scenario stays for the app's own start, which removes it (mocks/browser.ts).
    expect(localStorage.getItem(SCENARIO_STORAGE_KEY)).toBe('{"latency":"none"}')
  })

  it('on a page the worker already controls, asks once it has started, without registering it again', async () => {
    const fetchSpy = stubFetch(200)
    const fake = fakeWorkerContainer({ controlled: true })
    runBootScript({ worker })
    expect(fake.registrations).toEqual([])
    expect(fake.received.map(({ message }) => message)).toEqual([{ type: 'mock:start', search: '', scenario: null }])
    expect(fetchSpy).not.toHaveBeenCalled()
    fake.reply({ type: 'mock:started', bootId: 'b1' })
    await waitFor(() => expect(fetchSpy).toHaveBeenCalledTimes(listed().length))
  })

  it('asks for nothing when the worker’s mock failed: each answer fails, and the app asks again', async () => {
    const fetchSpy = stubFetch(200)
    const fake = fakeWorkerContainer({ controlled: true })
    runBootScript({ worker })
    fake.reply({ type: 'mock:failed', message: 'IndexedDB is not available' })
    const settled = await Promise.allSettled(Object.values(handed.jogadaFirstCalls ?? {}))
    expect(settled.map(({ status }) => status)).toEqual(listed().map(() => 'rejected'))
    expect(fetchSpy).not.toHaveBeenCalled()
  })

  it('asks for nothing when the worker cannot be registered: each answer fails', async () => {
    const fetchSpy = stubFetch(200)
    const fake = fakeWorkerContainer({ registers: false })
    runBootScript({ worker })
    const settled = await Promise.allSettled(Object.values(handed.jogadaFirstCalls ?? {}))
    expect(settled.map(({ status }) => status)).toEqual(listed().map(() => 'rejected'))
    expect(fake.registrations).toHaveLength(1)
    expect(fetchSpy).not.toHaveBeenCalled()
  })

  it('gives up on a worker that never takes control within the app’s own wait', async () => {
    vi.useFakeTimers()
    const fetchSpy = stubFetch(200)
    fakeWorkerContainer()
    runBootScript({ worker })
    const answers = Object.values(handed.jogadaFirstCalls ?? {})
    const settled = Promise.allSettled(answers)
    await vi.advanceTimersByTimeAsync(20_000)
    expect((await settled).map(({ status }) => status)).toEqual(listed().map(() => 'rejected'))
    expect(fetchSpy).not.toHaveBeenCalled()
  })

  it('asks for nothing where there is no service worker at all (plain http on another host)', async () => {
    const fetchSpy = stubFetch(200)
    runBootScript({ worker })
    const settled = await Promise.allSettled(Object.values(handed.jogadaFirstCalls ?? {}))
    expect(settled.map(({ status }) => status)).toEqual(listed().map(() => 'rejected'))
    expect(fetchSpy).not.toHaveBeenCalled()
  })
})
