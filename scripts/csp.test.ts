// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { DEFAULT_REALTIME_URL as APP_DEFAULT_REALTIME_URL } from '../src/api/broadcasting.ts'
import { configFromEnv, type RuntimeConfig } from '../src/api/runtime-config-values.ts'
import {
  apiPreconnectLinks,
  inlineScriptHash,
  contentSecurityPolicy,
  cspSettingsForConfig,
  DEFAULT_REALTIME_URL,
  gameFrameOrigins,
  netlifyHeaders,
  nginxHeaderLine,
} from './csp.ts'

function directives(policy: string): Record<string, string> {
  return Object.fromEntries(
    policy.split('; ').map((part) => {
      const [name = '', ...sources] = part.split(' ')
      return [name, sources.join(' ')]
    }),
  )
}

describe('content security policy', () => {
  it('with a same-origin API: self everywhere, no inline script, no eval, no plugins', () => {
    const d = directives(contentSecurityPolicy({ apiBaseUrl: '/api/', realtimeUrl: '/app/jogada' }))
    expect(d).toEqual({
      'default-src': "'self'",
      'script-src': "'self'",
      'style-src': "'self' 'unsafe-inline'",
      'img-src': "'self' data: blob:",
      'connect-src': "'self'",
      'frame-src': "'self'",
      'worker-src': "'self'",
      'object-src': "'none'",
      'base-uri': "'self'",
      'form-action': "'self'",
    })
  })

  it("adds an absolute API's origin to images and connections, and the realtime socket's origin", () => {
    const d = directives(
      contentSecurityPolicy({
        apiBaseUrl: 'https://api.example.com/api/',
        realtimeUrl: 'wss://ws.example.com/app/KEY',
      }),
    )
    expect(d['img-src']).toBe("'self' data: blob: https://api.example.com")
    expect(d['connect-src']).toBe("'self' https://api.example.com wss://ws.example.com")
    expect(d['script-src']).toBe("'self'")
  })

  it("without VITE_REALTIME_URL, allows the app's default socket", () => {
    expect(DEFAULT_REALTIME_URL).toBe(APP_DEFAULT_REALTIME_URL)
    expect(directives(contentSecurityPolicy({}))['connect-src']).toBe("'self' ws://localhost:8080")
  })

  it('ignores what is not an http(s) API or a ws(s) socket', () => {
    const d = directives(contentSecurityPolicy({ apiBaseUrl: 'javascript:alert(1)', realtimeUrl: 'https://x.example' }))
    expect(d['connect-src']).toBe("'self'")
    expect(d['img-src']).toBe("'self' data: blob:")
  })

  it('frames games from the site itself only, with a same-origin API and no game origins', () => {
    expect(directives(contentSecurityPolicy({ apiBaseUrl: '/api/' }))['frame-src']).toBe("'self'")
    expect(directives(contentSecurityPolicy({}))['frame-src']).toBe("'self'")
  })

  it("frames games from an absolute API's origin by default (mock:server serves the demo games beside its API)", () => {
    const d = directives(contentSecurityPolicy({ apiBaseUrl: 'http://127.0.0.1:4010/api/' }))
    expect(d['frame-src']).toBe("'self' http://127.0.0.1:4010")
  })

  it('frames games from the VITE_GAME_ORIGINS list instead, origins only, nothing that is not http(s)', () => {
    const d = directives(
      contentSecurityPolicy({
        apiBaseUrl: 'https://api.example.com/api/',
        gameOrigins:
          ' https://games.provider.example/lobby?x=1 ,https://cdn.provider.example,javascript:alert(1),data:text/html,x,*',
      }),
    )
    expect(d['frame-src']).toBe("'self' https://games.provider.example https://cdn.provider.example")
    // The API's origin is only the default: a listed origin replaces it, and nothing else gains from the list.
    expect(d['connect-src']).toBe("'self' https://api.example.com ws://localhost:8080")
    expect(d['script-src']).toBe("'self'")
  })

  it('an empty VITE_GAME_ORIGINS is the same as unset', () => {
    expect(gameFrameOrigins({ apiBaseUrl: 'https://api.example.com/api/', gameOrigins: ' , ' })).toEqual([
      'https://api.example.com',
    ])
    expect(gameFrameOrigins({ apiBaseUrl: '/api/', gameOrigins: '' })).toEqual([])
  })

  it('a game origin equal to the API origin is listed once', () => {
    const policy = contentSecurityPolicy({
      apiBaseUrl: 'https://api.example.com/api/',
      gameOrigins: 'https://api.example.com,https://api.example.com/games/',
    })
    expect(directives(policy)['frame-src']).toBe("'self' https://api.example.com")
  })

  it('is also a Netlify header rule for every path, with frame-ancestors (which a meta cannot carry)', () => {
    const policy = contentSecurityPolicy({})
    expect(netlifyHeaders(policy)).toBe(
      `/*\n  Content-Security-Policy: ${policy}; frame-ancestors 'self'\n/config.json\n  Cache-Control: no-cache\n`,
    )
  })

  it("and nginx's line, with frame-ancestors too", () => {
    const policy = contentSecurityPolicy({})
    expect(nginxHeaderLine(policy)).toBe(
      `add_header Content-Security-Policy "${policy}; frame-ancestors 'self'" always;\n`,
    )
  })
})

describe('the policy of a config.json', () => {
  const config: RuntimeConfig = {
    apiBaseUrl: 'https://api.example.com/api/',
    realtime: {
      key: 'KEY',
      wsHost: 'ws.example.com',
      wsPort: null,
      wssPort: 6002,
      forceTLS: true,
      wsPath: '',
      authEndpoint: 'https://auth.example.com/broadcasting/auth',
    },
    gameOrigins: ['https://games.provider.example'],
    contract: 'tolerant',
    driftReportUrl: 'https://monitor.example.com/drift',
  }

  it('allows exactly the configured origins: API, socket, channel authorisation, drift reports, games', () => {
    const d = directives(contentSecurityPolicy(cspSettingsForConfig(config, ["'sha256-abc='"])))
    expect(d['connect-src']).toBe(
      "'self' https://api.example.com wss://ws.example.com:6002 https://auth.example.com https://monitor.example.com",
    )
    expect(d['img-src']).toBe("'self' data: blob: https://api.example.com")
    expect(d['frame-src']).toBe("'self' https://games.provider.example")
    expect(d['script-src']).toBe("'self' 'sha256-abc='")
  })

  it("adds nothing for what is on the site or the API's host: a relative API, socket, auth path and drift path", () => {
    const local: RuntimeConfig = {
      ...config,
      apiBaseUrl: '/api/',
      realtime: { ...config.realtime, wsHost: null, wssPort: null, forceTLS: null, authEndpoint: '/broadcasting/auth' },
      gameOrigins: [],
      driftReportUrl: '/drift',
    }
    const d = directives(contentSecurityPolicy(cspSettingsForConfig(local)))
    expect(d['connect-src']).toBe("'self'")
    expect(d['frame-src']).toBe("'self'")
    // A path resolves against an absolute API, whose origin is there already.
    const onApiHost = {
      ...config,
      realtime: { ...config.realtime, authEndpoint: '/broadcasting/auth' },
      driftReportUrl: null,
    }
    expect(directives(contentSecurityPolicy(cspSettingsForConfig(onApiHost)))['connect-src']).toBe(
      "'self' https://api.example.com wss://ws.example.com:6002",
    )
  })

  it("a build's defaults give the policy the build's variables gave before", () => {
    const built = configFromEnv(
      { VITE_API_BASE_URL: 'http://127.0.0.1:4010/api/', VITE_REALTIME_URL: 'ws://127.0.0.1:4010/app/jogada' },
      'tolerant',
    )
    expect(contentSecurityPolicy(cspSettingsForConfig(built))).toBe(
      contentSecurityPolicy({
        apiBaseUrl: 'http://127.0.0.1:4010/api/',
        realtimeUrl: 'ws://127.0.0.1:4010/app/jogada',
      }),
    )
    expect(contentSecurityPolicy(cspSettingsForConfig(configFromEnv({}, 'tolerant')))).toBe(contentSecurityPolicy({}))
  })
})

describe('apiPreconnectLinks', () => {
  it('opens both connection pools to an API on another origin, and nothing for a same-origin API', () => {
    expect(apiPreconnectLinks('http://127.0.0.1:4010/api/')).toEqual([
      '<link rel="preconnect" href="http://127.0.0.1:4010" crossorigin />',
      '<link rel="preconnect" href="http://127.0.0.1:4010" />',
    ])
    expect(apiPreconnectLinks('/api/')).toEqual([])
    expect(apiPreconnectLinks(undefined)).toEqual([])
  })

  it('admits an inline script by the hash of its exact text, and no other', () => {
    // The value a browser computes for `<script>alert(1)</script>` (sha256 of the text, base64).
    expect(inlineScriptHash('alert(1)')).toBe("'sha256-bhHHL3z2vDgxUt0W3dWQOrprscmda2Y5pLsLg4GF+pI='")
    const d = directives(contentSecurityPolicy({ inlineScriptHashes: [inlineScriptHash('alert(1)')] }))
    expect(d['script-src']).toBe("'self' 'sha256-bhHHL3z2vDgxUt0W3dWQOrprscmda2Y5pLsLg4GF+pI='")
    expect(d['script-src']).not.toContain('unsafe-inline')
  })
})
