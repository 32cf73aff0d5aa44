// @vitest-environment node
import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { configFromEnv, runtimeConfigFileText, type RuntimeConfig } from '../src/api/runtime-config-values.ts'
import { firstCallsMetaTag } from '../src/api/first-screen-calls.ts'
import { configuredCopy, configureSite, ConfigureError, main } from './configure.ts'
import { apiPreconnectLinks, contentSecurityPolicy, cspSettingsForConfig, inlineScriptHash } from './csp.ts'

const BOOT_THEME = "document.documentElement.dataset.theme='dark'"
const BOOT_CATALOG = "console.log('catalog')"
const HASHES = [inlineScriptHash(BOOT_THEME), inlineScriptHash(BOOT_CATALOG)]

/** A built site as vite.config.ts writes it, for the variables `env` (the same functions make its policy). */
function builtSite(env: Parameters<typeof configFromEnv>[0] = {}, { mockOff = false } = {}): string {
  const folder = mkdtempSync(join(tmpdir(), 'jogada-configure-'))
  folders.push(folder)
  const config = configFromEnv(env, 'tolerant')
  const policy = contentSecurityPolicy(cspSettingsForConfig(config, HASHES))
  const head = [
    `<meta http-equiv="Content-Security-Policy" content="${policy}" />`,
    ...apiPreconnectLinks(config.apiBaseUrl),
    '<meta name="jogada:catalogs" content="pt-BR=/assets/a.js" />',
    firstCallsMetaTag(config.apiBaseUrl),
    ...(mockOff ? [] : ['<meta name="jogada:mock-worker" content="/mock-sw.js" />']),
    '<link rel="preload" href="/config.json" as="fetch" crossorigin />',
  ].join('\n    ')
  writeFileSync(
    join(folder, 'index.html'),
    `<!doctype html>\n<html lang="pt-BR">\n  <head>\n    <meta charset="UTF-8" />\n    ${head}\n` +
      `    <script>${BOOT_THEME}</script>\n    <script>${BOOT_CATALOG}</script>\n` +
      `    <script type="module" crossorigin src="/assets/index-abc.js"></script>\n  </head>\n  <body></body>\n</html>\n`,
  )
  writeFileSync(join(folder, 'config.json'), runtimeConfigFileText(config))
  return folder
}

const folders: string[] = []
afterEach(() => {
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true })
})

const read = (folder: string, file: string) => readFileSync(join(folder, file), 'utf8')
const metaPolicy = (html: string) => /http-equiv="Content-Security-Policy" content="([^"]*)"/.exec(html)?.[1]
const directives = (policy: string | undefined) =>
  Object.fromEntries((policy ?? '').split('; ').map((part) => [part.split(' ')[0], part.split(' ').slice(1).join(' ')]))

const staging: RuntimeConfig = {
  apiBaseUrl: 'https://api.staging.example/api/',
  realtime: {
    key: 'KEY',
    wsHost: 'ws.staging.example',
    wsPort: null,
    wssPort: null,
    forceTLS: true,
    wsPath: '',
    authEndpoint: null,
  },
  gameOrigins: ['https://games.provider.example'],
  contract: 'strict',
  driftReportUrl: 'https://monitor.example/drift',
}

describe('npm run configure', () => {
  it("writes config.json's origins, exactly, into the meta tag, the preconnect links, _headers and nginx-csp.conf", () => {
    const site = builtSite()
    writeFileSync(join(site, 'config.json'), runtimeConfigFileText(staging))

    const report = configureSite(site)

    const html = read(site, 'index.html')
    const d = directives(metaPolicy(html))
    expect(d['connect-src']).toBe("'self' https://api.staging.example wss://ws.staging.example https://monitor.example")
    expect(d['img-src']).toBe("'self' data: blob: https://api.staging.example")
    expect(d['frame-src']).toBe("'self' https://games.provider.example")
    // The boot scripts keep their hashes, and nothing else inline is admitted.
    expect(d['script-src']).toBe(`'self' ${HASHES.join(' ')}`)
    expect(metaPolicy(html)).toBe(report.policy)
    expect(html).toContain(
      `content="${report.policy}" />\n    <link rel="preconnect" href="https://api.staging.example" crossorigin />\n    <link rel="preconnect" href="https://api.staging.example" />\n    <meta name="jogada:catalogs"`,
    )
    expect(read(site, '_headers')).toBe(
      `/*\n  Content-Security-Policy: ${report.policy}; frame-ancestors 'self'\n/config.json\n  Cache-Control: no-cache\n`,
    )
    expect(read(site, 'nginx-csp.conf')).toBe(
      `add_header Content-Security-Policy "${report.policy}; frame-ancestors 'self'" always;\n`,
    )
    expect(report.warnings).toEqual([])
  })

  it('replaces what an earlier configuration allowed: the old API leaves the policy and its preconnect links go', () => {
    const site = builtSite({ VITE_API_BASE_URL: 'http://127.0.0.1:4010/api/' })
    expect(read(site, 'index.html')).toContain('href="http://127.0.0.1:4010"')
    writeFileSync(
      join(site, 'config.json'),
      runtimeConfigFileText({ ...configFromEnv({}, 'tolerant'), gameOrigins: [] }),
    )

    configureSite(site)

    const html = read(site, 'index.html')
    expect(html).not.toContain('127.0.0.1:4010')
    expect(html).not.toContain('rel="preconnect"')
    expect(directives(metaPolicy(html))['connect-src']).toBe("'self' ws://localhost:8080")
  })

  it('moves the lobby’s first calls to the new API, in a mock-off build and in the demo (its mock answers there)', () => {
    const mockOff = builtSite({ VITE_API_BASE_URL: 'http://127.0.0.1:4010/api/' }, { mockOff: true })
    const demo = builtSite({ VITE_API_BASE_URL: 'http://127.0.0.1:4010/api/' })
    for (const site of [mockOff, demo]) {
      expect(read(site, 'index.html')).toContain('content="settings=http://127.0.0.1:4010/api/settings/data banners.mobile=')
      writeFileSync(join(site, 'config.json'), runtimeConfigFileText(staging))
      configureSite(site)
      const html = read(site, 'index.html')
      expect(html).toContain(firstCallsMetaTag('https://api.staging.example/api/'))
      expect(html).not.toContain('127.0.0.1:4010')
      expect(html.match(/jogada:first-calls/g)).toHaveLength(1)
    }
    // The demo's worker is where it was.
    expect(read(demo, 'index.html')).toContain('<meta name="jogada:mock-worker" content="/mock-sw.js" />')
  })

  it('changes nothing on an unedited build, nor when run a second time', () => {
    const site = builtSite({ VITE_API_BASE_URL: 'http://127.0.0.1:4010/api/' })
    configureSite(site)
    const first = {
      html: read(site, 'index.html'),
      headers: read(site, '_headers'),
      nginx: read(site, 'nginx-csp.conf'),
    }
    writeFileSync(join(site, 'config.json'), runtimeConfigFileText(staging))
    const edited = configureSite(site)
    const again = {
      html: read(site, 'index.html'),
      headers: read(site, '_headers'),
      nginx: read(site, 'nginx-csp.conf'),
    }
    const written = statSync(join(site, 'index.html')).mtimeMs

    expect(configureSite(site)).toEqual(edited)

    expect({
      html: read(site, 'index.html'),
      headers: read(site, '_headers'),
      nginx: read(site, 'nginx-csp.conf'),
    }).toEqual(again)
    expect(statSync(join(site, 'index.html')).mtimeMs).toBe(written)
    expect(again.html).not.toBe(first.html)
    expect(again.html.match(/Content-Security-Policy/g)).toHaveLength(1)
    expect(again.html.match(/rel="preconnect"/g)).toHaveLength(2)
  })

  it("keeps the deployer's own rules in _headers, replacing only the policy's line", () => {
    const site = builtSite()
    writeFileSync(
      join(site, '_headers'),
      "/*\n  Content-Security-Policy: default-src 'none'\n  X-Frame-Options: DENY\n",
    )
    const { policy } = configureSite(site)
    expect(read(site, '_headers')).toBe(
      `/*\n  Content-Security-Policy: ${policy}; frame-ancestors 'self'\n  X-Frame-Options: DENY\n`,
    )
  })

  it('refuses a config.json with mistakes, listing them all, and changes nothing', () => {
    const site = builtSite()
    const before = read(site, 'index.html')
    writeFileSync(
      join(site, 'config.json'),
      JSON.stringify({ apiBaseUrl: 'ftp://api.example', realtime: { wsHost: 'ws.example' }, contract: 'loose' }),
    )
    expect(() => configureSite(site)).toThrowError(ConfigureError)
    try {
      configureSite(site)
    } catch (error) {
      expect((error as Error).message.split('\n').slice(1)).toEqual([
        '  - "apiBaseUrl": Expected a path such as "/api/" or an http(s) URL, got "ftp://api.example"; using the default "/api/"',
        '  - "contract": Expected "strict" or "tolerant", got "loose"; using the default "tolerant"',
        '  - "gameOrigins" is missing (the policy needs it; the build wrote it)',
        '  - "realtime.wsPort" is missing (the policy needs it; write null for "as the page")',
        '  - "realtime.wssPort" is missing (the policy needs it; write null for "as the page")',
        '  - "realtime.forceTLS" is missing (the policy needs it; write null for "as the page")',
      ])
    }
    expect(read(site, 'index.html')).toBe(before)
  })

  it('refuses a file that is not JSON, a folder without config.json, and an inline script the build did not admit', () => {
    const site = builtSite()
    writeFileSync(join(site, 'config.json'), '{ "apiBaseUrl": ')
    expect(() => configureSite(site)).toThrowError(/config\.json is not JSON/)

    rmSync(join(site, 'config.json'))
    expect(() => configureSite(site)).toThrowError(/config\.json is missing: every build writes one/)

    const other = builtSite()
    const html = read(other, 'index.html')
    writeFileSync(join(other, 'index.html'), html.replace('</head>', '<script>alert(1)</script></head>'))
    expect(() => configureSite(other)).toThrowError(/an inline script its build did not admit/)
  })

  it('warns when the socket is on the page host but on a port of its own, which a policy cannot name', () => {
    const site = builtSite()
    writeFileSync(
      join(site, 'config.json'),
      runtimeConfigFileText({ ...staging, realtime: { ...staging.realtime, wsHost: null, wssPort: 6001 } }),
    )
    expect(configureSite(site).warnings).toEqual([expect.stringMatching(/^realtime\.wsHost is null/)])
  })

  it('as a command: the report on success, exit 1 and the reasons on a mistake, exit 2 without a folder', () => {
    const log = vi.spyOn(console, 'log').mockImplementation(() => {})
    const error = vi.spyOn(console, 'error').mockImplementation(() => {})
    const site = builtSite()
    expect(main([site])).toBe(0)
    expect(log).toHaveBeenCalledWith(expect.stringContaining(`Configured ${site}:`))
    writeFileSync(join(site, 'config.json'), '[]')
    expect(main([site])).toBe(1)
    expect(error).toHaveBeenCalledWith(expect.stringContaining('has mistakes; nothing was changed'))
    expect(main([])).toBe(2)
  })
})

describe('configuredCopy', () => {
  it("copies a built site, patches its config.json and writes the copy's policy, leaving the original alone", () => {
    const built = builtSite()
    const original = read(built, 'index.html')
    const to = join(built, '..', `${built.split('/').pop()}-copy`)
    folders.push(to)

    const report = configuredCopy({
      from: built,
      to,
      config: { apiBaseUrl: 'http://127.0.0.1:4010/api/', realtime: { wsHost: '127.0.0.1', wsPort: 4010 } },
    })

    expect(JSON.parse(read(to, 'config.json'))).toEqual({
      ...configFromEnv({}, 'tolerant'),
      apiBaseUrl: 'http://127.0.0.1:4010/api/',
      realtime: { ...configFromEnv({}, 'tolerant').realtime, wsHost: '127.0.0.1', wsPort: 4010 },
    })
    expect(directives(metaPolicy(read(to, 'index.html')))['connect-src']).toBe(
      "'self' http://127.0.0.1:4010 ws://127.0.0.1:4010",
    )
    expect(report.folder).toBe(to)
    expect(read(built, 'index.html')).toBe(original)
  })
})
