import { afterEach, describe, expect, it, vi } from 'vitest'
import * as v from 'valibot'
import { captureRequests } from '@/testing/auth-fixtures.ts'
import { assetUrl } from '@/shared/asset-url.ts'
import { broadcastingAuth, realtimeUrl } from './broadcasting.ts'
import { callApi, getApiConfig } from './client.ts'
import { createRealtimeClient, type SocketLike } from './realtime.ts'
import {
  buildDefaults,
  DEFAULT_CONTRACT_MODE,
  loadRuntimeConfig,
  runtimeConfig,
  runtimeConfigSource,
  setRuntimeConfig,
} from './runtime-config.ts'
import { applyRuntimeConfig, describeRuntimeConfig } from './runtime-config-load.ts'
import { fetchRuntimeConfig, readRuntimeConfig, RuntimeConfigFile } from './runtime-config-schema.ts'
import {
  configFromEnv,
  DEFAULT_REALTIME_URL,
  realtimeFromUrl,
  realtimeSocketOrigins,
  realtimeSocketUrl,
  runtimeConfigFileText,
  type RuntimeConfig,
} from './runtime-config-values.ts'
import { settingsData } from './settings.ts'

const defaults: RuntimeConfig = {
  apiBaseUrl: '/api/',
  realtime: {
    key: 'jogada',
    wsHost: 'localhost',
    wsPort: 8080,
    wssPort: null,
    forceTLS: false,
    wsPath: '',
    authEndpoint: null,
  },
  gameOrigins: [],
  contract: 'strict',
  driftReportUrl: null,
}

const staging: RuntimeConfig = {
  apiBaseUrl: 'https://api.staging.example/api/',
  realtime: {
    key: 'STAGINGKEY',
    wsHost: 'ws.staging.example',
    wsPort: 80,
    wssPort: 443,
    forceTLS: true,
    wsPath: '',
    authEndpoint: 'https://api.staging.example/broadcasting/auth',
  },
  gameOrigins: ['https://games.provider.example'],
  contract: 'strict',
  driftReportUrl: 'https://monitor.example/drift',
}

/** A fetch that answers the config file's request with `body` (a JSON value, or raw text) and `status`. */
function answering(body: unknown, status = 200, contentType = 'application/json') {
  const text = typeof body === 'string' ? body : JSON.stringify(body)
  return vi.fn((_url: string) =>
    Promise.resolve(new Response(text, { status, headers: { 'Content-Type': contentType } })),
  )
}

const read = (body: unknown, status?: number) =>
  fetchRuntimeConfig({ url: '/config.json', fetch: answering(body, status), defaults })

afterEach(() => {
  // The module's configuration and the client's base URL go back to the build's, for the next file in this worker.
  vi.spyOn(console, 'info').mockImplementation(() => {})
  applyRuntimeConfig({ config: buildDefaults(), source: 'build defaults', problems: [] }, setRuntimeConfig)
})

describe('fetchRuntimeConfig', () => {
  it('reads a good file whole', async () => {
    const fetch = answering(staging)
    const result = await fetchRuntimeConfig({ url: '/config.json', fetch, defaults })
    expect(fetch).toHaveBeenCalledWith('/config.json')
    expect(result).toEqual({ config: staging, source: 'config.json', problems: [] })
  })

  it('keeps the default of every field the file leaves out, silently', async () => {
    const result = await read({ apiBaseUrl: 'https://api.example/api/', realtime: { key: 'KEY' } })
    expect(result.problems).toEqual([])
    expect(result.config).toEqual({
      ...defaults,
      apiBaseUrl: 'https://api.example/api/',
      realtime: { ...defaults.realtime, key: 'KEY' },
    })
  })

  it('a missing file (404): the defaults, and a message that names it', async () => {
    const result = await read('Not found', 404)
    expect(result).toEqual({
      config: defaults,
      source: 'build defaults',
      problems: ["/config.json was not found (404): using the build's defaults"],
    })
  })

  it('another failed answer or no answer at all: the defaults, and what happened', async () => {
    expect((await read('oops', 500)).problems).toEqual([
      "/config.json could not be read (HTTP 500): using the build's defaults",
    ])
    const offline = await fetchRuntimeConfig({
      url: '/config.json',
      fetch: () => Promise.reject(new TypeError('Failed to fetch')),
      defaults,
    })
    expect(offline).toEqual({
      config: defaults,
      source: 'build defaults',
      problems: ["/config.json could not be read (Failed to fetch): using the build's defaults"],
    })
  })

  it("a file that is not JSON (a host's SPA fallback answering index.html): the defaults, and a hint", async () => {
    const result = await read('<!doctype html><html lang="pt-BR">', 200)
    expect(result.config).toEqual(defaults)
    expect(result.source).toBe('build defaults')
    expect(result.problems).toEqual([
      '/config.json is a web page, not JSON (it starts with "<!doctype html><html"; a host answers index.html for a file it does not have: is config.json deployed next to index.html?): using the build\'s defaults',
    ])
    expect((await read('{ "apiBaseUrl": "/api/", }')).problems[0]).toMatch(
      /^\/config\.json is not JSON \(it starts with "\{ \\"apiBaseUrl/,
    )
  })

  it('JSON that is not an object: every default, and what it was', async () => {
    const result = await read(['https://api.example/api/'])
    expect(result.config).toEqual(defaults)
    expect(result.problems).toEqual([
      '/config.json: expected an object such as { "apiBaseUrl": "/api/" }, got a list: every field keeps its default',
    ])
  })

  it('a bad field keeps its own default and is named; the good fields beside it are kept', async () => {
    const result = await read({
      apiBaseUrl: 'javascript:alert(1)',
      apiBaseURL: 'https://api.example/api/',
      realtime: {
        key: 'KEY',
        wsHost: 'wss://ws.example.com',
        wsPort: '6001',
        wssPort: 6002,
        forceTLS: 'yes',
        cluster: 'mt1',
      },
      gameOrigins: ['https://games.example/lobby', 'games.example', 'https://games.example'],
      contract: 'loose',
      driftReportUrl: 42,
    })
    expect(result.source).toBe('config.json')
    expect(result.config).toEqual({
      apiBaseUrl: '/api/',
      realtime: { ...defaults.realtime, key: 'KEY', wssPort: 6002 },
      gameOrigins: ['https://games.example'],
      contract: 'strict',
      driftReportUrl: null,
    })
    expect(result.problems).toEqual([
      '/config.json: unknown field "apiBaseURL" (ignored; the fields are apiBaseUrl, realtime, gameOrigins, contract, driftReportUrl)',
      '/config.json: unknown field "realtime.cluster" (ignored; the fields are key, wsHost, wsPort, wssPort, forceTLS, wsPath, authEndpoint)',
      '/config.json: "realtime.wsHost": Expected a host name alone, such as "ws.example.com" (no scheme, port or path; those are forceTLS, wsPort and wsPath), got "wss://ws.example.com"; using the default "localhost"',
      '/config.json: "realtime.wsPort": Expected a port number (not a text); using the default 8080',
      '/config.json: "realtime.forceTLS": Expected true, false or null; using the default false',
      '/config.json: "gameOrigins[1]": Expected an absolute http(s) URL such as "https://games.example.com", got "games.example"; left out',
      '/config.json: "apiBaseUrl": Expected a path such as "/api/" or an http(s) URL, got "javascript:alert(1)"; using the default "/api/"',
      '/config.json: "contract": Expected "strict" or "tolerant", got "loose"; using the default "strict"',
      '/config.json: "driftReportUrl": Expected a text; using the default null',
    ])
  })

  it('a realtime that is not an object, or a gameOrigins that is not a list, keeps those defaults', async () => {
    const result = await read({ realtime: 'wss://ws.example.com/app/KEY', gameOrigins: 'https://games.example' })
    expect(result.config).toEqual(defaults)
    expect(result.problems).toEqual([
      '/config.json: "realtime": expected an object, got "wss://ws.example.com/app/KEY"; using the default realtime settings',
      '/config.json: "gameOrigins": Expected a list of URLs, such as ["https://games.example.com"]; using the default []',
    ])
  })
})

describe('applyRuntimeConfig and loadRuntimeConfig', () => {
  it('puts config.json in force: the accessor, the API client, realtime, the storage origin, and one console line', async () => {
    const info = vi.spyOn(console, 'info').mockImplementation(() => {})
    const warn = vi.spyOn(console, 'warn')
    const error = vi.spyOn(console, 'error')
    // The build's own values before: what a test of the module's first state could see.
    expect(runtimeConfigSource()).toBe('build defaults')
    expect(getApiConfig().contractMode).toBe('strict')

    const fetch = answering({ ...staging, contract: 'tolerant' })
    const config = await loadRuntimeConfig({ fetch, defaults })

    // The file next to index.html, where the build's preload asked for it.
    expect(fetch).toHaveBeenCalledExactlyOnceWith('/config.json')

    expect(config).toBe(runtimeConfig())
    expect(runtimeConfig()).toEqual({ ...staging, contract: 'tolerant' })
    expect(runtimeConfigSource()).toBe('config.json')
    expect(getApiConfig()).toMatchObject({
      baseUrl: 'https://api.staging.example/api/',
      contractMode: 'tolerant',
      driftReportUrl: 'https://monitor.example/drift',
    })
    expect(realtimeUrl()).toBe('wss://ws.staging.example/app/STAGINGKEY')
    expect(assetUrl('/storage/games/x.svg')).toBe('https://api.staging.example/storage/games/x.svg')
    expect(info).toHaveBeenCalledExactlyOnceWith(
      '[config] API https://api.staging.example/api/ · realtime wss://ws.staging.example/app/STAGINGKEY · contract tolerant · from config.json',
    )
    expect(warn).not.toHaveBeenCalled()
    expect(error).not.toHaveBeenCalled()

    // The next call goes to the configured API.
    const calls = captureRequests(settingsData)
    await callApi(settingsData)
    expect(calls.map((call) => call.url.origin + call.url.pathname)).toEqual([
      'https://api.staging.example/api/settings/data',
    ])
  })

  it('the realtime client connects where config.json says, and authorises channels at its authEndpoint', async () => {
    vi.spyOn(console, 'info').mockImplementation(() => {})
    applyRuntimeConfig(
      {
        config: {
          ...defaults,
          realtime: {
            ...defaults.realtime,
            key: 'KEY',
            wsHost: 'ws.example.test',
            wssPort: 6002,
            forceTLS: true,
            authEndpoint: 'https://auth.example.test/api/broadcasting/auth',
          },
        },
        source: 'config.json',
        problems: [],
      },
      setRuntimeConfig,
    )
    const authCalls = captureRequests(broadcastingAuth)
    const opened: string[] = []
    let serverSays: (event: { data: unknown }) => void = () => {}
    const client = createRealtimeClient({
      createSocket: (url): SocketLike => {
        opened.push(url)
        const listen = (type: string, listener: (event: { data: unknown }) => void) => {
          if (type === 'message') serverSays = listener
        }
        return {
          readyState: 1,
          send: () => {},
          close: () => {},
          addEventListener: listen as SocketLike['addEventListener'],
        }
      },
      onError: () => {},
    })
    const stop = client.subscribePrivate('App.Models.User.1', 'payment.confirmed', () => {})
    expect(opened).toEqual([expect.stringMatching(/^wss:\/\/ws\.example\.test:6002\/app\/KEY\?protocol=7&/)])
    serverSays({
      data: JSON.stringify({ event: 'pusher:connection_established', data: JSON.stringify({ socket_id: '1.2' }) }),
    })
    await vi.waitFor(() => expect(authCalls).toHaveLength(1))
    expect(authCalls[0]?.url.href).toBe('https://auth.example.test/api/broadcasting/auth')
    expect(authCalls[0]?.body).toEqual({ socket_id: '1.2', channel_name: 'private-App.Models.User.1' })
    stop()
    client.close()
  })

  it('says on the console what was wrong: a warning for a missing file, an error for a file with mistakes', async () => {
    vi.spyOn(console, 'info').mockImplementation(() => {})
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    const error = vi.spyOn(console, 'error').mockImplementation(() => {})

    await loadRuntimeConfig({ url: '/config.json', fetch: answering('', 404), defaults })
    expect(warn).toHaveBeenCalledExactlyOnceWith(
      "[config] /config.json was not found (404): using the build's defaults",
    )
    expect(runtimeConfigSource()).toBe('build defaults')
    expect(runtimeConfig()).toEqual(defaults)

    await loadRuntimeConfig({ url: '/config.json', fetch: answering({ contract: 'loose' }), defaults })
    expect(error).toHaveBeenCalledExactlyOnceWith(
      '[config] /config.json: "contract": Expected "strict" or "tolerant", got "loose"; using the default "strict"',
    )
    expect(runtimeConfigSource()).toBe('config.json')
  })

  it('names the backend with the page-relative addresses resolved', () => {
    expect(
      describeRuntimeConfig(
        { ...defaults, realtime: { ...defaults.realtime, wsHost: null, wsPort: null, forceTLS: null } },
        'build defaults',
      ),
    ).toBe(
      `[config] API ${location.origin}/api/ · realtime ws://${location.host}/app/jogada · contract strict · from build defaults`,
    )
  })

  it('a test run reads answers strictly, as development does', () => {
    expect(DEFAULT_CONTRACT_MODE).toBe('strict')
    expect(buildDefaults().contract).toBe('strict')
  })

  it("the build's defaults are its variables, read as the config.json it writes reads them", () => {
    // No VITE_API_BASE_URL, VITE_REALTIME_URL or VITE_GAME_ORIGINS in a test run.
    expect(buildDefaults()).toEqual(configFromEnv({}, 'strict'))
    expect(buildDefaults()).toEqual(defaults)
  })
})

describe('the whole file', () => {
  it('the schema of the file as a whole admits what a build writes, and nothing unknown', () => {
    expect(v.safeParse(RuntimeConfigFile, JSON.parse(runtimeConfigFileText(staging))).success).toBe(true)
    expect(v.safeParse(RuntimeConfigFile, {}).success).toBe(true)
    expect(v.safeParse(RuntimeConfigFile, { apiBaseURL: '/api/' }).success).toBe(false)
    expect(v.safeParse(RuntimeConfigFile, { realtime: { wsPort: '6001' } }).success).toBe(false)
  })
})

describe('the realtime settings', () => {
  it('read VITE_REALTIME_URL as Echo would write it, and give the same URL back', () => {
    expect(realtimeFromUrl(undefined)).toEqual(defaults.realtime)
    expect(realtimeSocketUrl(realtimeFromUrl(undefined))).toBe(DEFAULT_REALTIME_URL)
    const proxied = realtimeFromUrl('wss://ws.example.com:6002/sockets/app/KEY')
    expect(proxied).toEqual({
      key: 'KEY',
      wsHost: 'ws.example.com',
      wsPort: null,
      wssPort: 6002,
      forceTLS: true,
      wsPath: '/sockets',
      authEndpoint: null,
    })
    expect(realtimeSocketUrl(proxied)).toBe('wss://ws.example.com:6002/sockets/app/KEY')
  })

  it("a relative URL is the page's own host, port and scheme", () => {
    const relative = realtimeFromUrl('/app/KEY')
    expect(relative).toMatchObject({ key: 'KEY', wsHost: null, wsPort: null, wssPort: null, forceTLS: null })
    const page = { protocol: 'https:', hostname: 'jogada.example', port: '8443' }
    expect(realtimeSocketUrl(relative, page)).toBe('wss://jogada.example:8443/app/KEY')
    expect(realtimeSocketOrigins(relative)).toEqual([])
  })

  it('allows both schemes in a policy when forceTLS follows the page, each on its port', () => {
    const settings = { ...defaults.realtime, wsHost: 'ws.example.com', wsPort: 6001, wssPort: 443, forceTLS: null }
    expect(realtimeSocketOrigins(settings)).toEqual(['ws://ws.example.com:6001', 'wss://ws.example.com'])
    expect(realtimeSocketUrl(settings, { protocol: 'http:', hostname: 'x', port: '' })).toBe(
      'ws://ws.example.com:6001/app/jogada',
    )
  })

  it('a path before /app/ loses its trailing slash, so the URL has none doubled', () => {
    const { config, problems } = readRuntimeConfig({ realtime: { wsPath: '/ws/' } }, defaults)
    expect(problems).toEqual([])
    expect(realtimeSocketUrl(config.realtime)).toBe('ws://localhost:8080/ws/app/jogada')
  })
})
