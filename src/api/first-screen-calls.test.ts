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
import { resolveBaseUrl } from './client.ts'
import { firstCallsMetaTag, firstScreenCalls } from './first-screen-calls.ts'

// public/boot-first-calls.js runs as a classic script before the app: it is run here the same way, on jsdom's document.
const source = readFileSync(resolve(process.cwd(), 'public/boot-first-calls.js'), 'utf8')
const setupMatchMedia = window.matchMedia

function onPhone(phone: boolean) {
  window.matchMedia = (query: string) => staticMediaQueryList(query, phone && query === PHONE_MEDIA_QUERY)
}

function runBootScript({ path = '/', withMeta = true } = {}): string[] {
  history.replaceState(null, '', path)
  if (withMeta) document.head.insertAdjacentHTML('beforeend', firstCallsMetaTag('https://api.example/api/'))
  new Function(source)()
  return [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="preload"]')].map((link) => {
    expect(link.as).toBe('fetch')
    expect(link.crossOrigin).toBe('anonymous')
    return link.getAttribute('href') ?? ''
  })
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
  for (const added of document.head.querySelectorAll('meta[name="jogada:first-calls"], link[rel="preload"]')) {
    added.remove()
  }
  localStorage.clear()
  history.replaceState(null, '', '/')
  window.matchMedia = setupMatchMedia
  vi.restoreAllMocks()
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
    // Every preload is taken up: the lobby asks for each of them.
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
    expect(runBootScript({ path })).toEqual(
      firstScreenCalls('https://api.example/api/')
        .filter((call) => call.device !== 'desktop')
        .map((call) => call.url),
    )
  })

  it('asks for the desktop’s banners on a desktop', () => {
    onPhone(false)
    expect(runBootScript()).toContain('https://api.example/api/settings/banners?client_device=desktop')
    expect(runBootScript().join(' ')).not.toContain('client_device=mobile')
  })

  it('asks for nothing for a player: their answers depend on the session, which a preload goes without', () => {
    localStorage.setItem(TOKEN_KEY, 'a-token')
    expect(runBootScript()).toEqual([])
  })

  it.each(['/casinos', '/sports', '/profile/wallet', '/openlogin/x'])(
    'asks for nothing on another page (%s)',
    (path) => {
      expect(runBootScript({ path })).toEqual([])
    },
  )

  it('asks for nothing without the build’s list (the demo, the dev server)', () => {
    expect(runBootScript({ withMeta: false })).toEqual([])
  })
})
