// `npm run configure -- <built folder>`: the deploy-time step after editing a build's config.json (docs/deploying.md).
// Reads `<folder>/config.json`, checks it with the schema the app reads it with (src/api/runtime-config-schema.ts),
// and writes the Content Security Policy that follows its origins exactly: the `<meta http-equiv>` and the API's
// preconnect links (and the lobby's first calls) in `<folder>/index.html`, `<folder>/_headers` (Netlify) and `<folder>/nginx-csp.conf` (nginx).
// Running it twice changes nothing the second time. A config.json with a mistake changes nothing at all: the app would
// fall back to defaults for that field, and a policy written from a guess would block the real backend.
import { cpSync, existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { firstCallsMetaTag } from '../src/api/first-screen-calls.ts'
import { readRuntimeConfig } from '../src/api/runtime-config-schema.ts'
import {
  realtimeSocketUrl,
  runtimeConfigFileText,
  type RealtimeSettings,
  type RuntimeConfig,
} from '../src/api/runtime-config-values.ts'
import {
  apiPreconnectLinks,
  contentSecurityPolicy,
  cspSettingsForConfig,
  headerPolicy,
  inlineScriptHash,
  netlifyHeaders,
  nginxHeaderLine,
} from './csp.ts'

/** A config.json or built folder this step cannot configure; the message says what to fix. */
export class ConfigureError extends Error {
  override name = 'ConfigureError'
}

export interface ConfigureReport {
  folder: string
  config: RuntimeConfig
  policy: string
  /** Things that work but may not be what was meant. */
  warnings: string[]
}

const META = /<meta http-equiv="Content-Security-Policy" content="([^"]*)" \/>/
const FIRST_CALLS = /<meta name="jogada:first-calls" content="[^"]*" \/>/
const PRECONNECT = /\n?[ \t]*<link rel="preconnect" href="[^"]*"(?: crossorigin)? \/>/g
const INLINE_SCRIPT = /<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g
const HASH = /'sha256-[A-Za-z\d+/=]+'/g

/**
 * The fields the policy depends on. Their defaults are the build's variables, which a built folder does not carry
 * (they are compiled into its code): so this step needs them written out, as every build writes them.
 */
const POLICY_FIELDS = ['apiBaseUrl', 'gameOrigins', 'realtime'] as const
const POLICY_REALTIME_FIELDS = [
  'wsHost',
  'wsPort',
  'wssPort',
  'forceTLS',
] as const satisfies readonly (keyof RealtimeSettings)[]

/** Reads and checks `<folder>/config.json`; every problem at once, so a deployer fixes them in one go. */
export function readSiteConfig(folder: string): RuntimeConfig {
  const file = join(folder, 'config.json')
  if (!existsSync(file)) {
    throw new ConfigureError(`${file} is missing: every build writes one (npm run build, npm run build:nomock).`)
  }
  let raw: unknown
  try {
    raw = JSON.parse(readFileSync(file, 'utf8'))
  } catch (error) {
    throw new ConfigureError(`${file} is not JSON: ${error instanceof Error ? error.message : String(error)}`)
  }
  const placeholder: RuntimeConfig = {
    apiBaseUrl: '/api/',
    realtime: {
      key: 'jogada',
      wsHost: null,
      wsPort: null,
      wssPort: null,
      forceTLS: null,
      wsPath: '',
      authEndpoint: null,
    },
    gameOrigins: [],
    contract: 'tolerant',
    driftReportUrl: null,
  }
  const { config, problems } = readRuntimeConfig(raw, placeholder)
  const given = (typeof raw === 'object' && raw !== null ? raw : {}) as Record<string, unknown>
  for (const name of POLICY_FIELDS) {
    if (given[name] === undefined) problems.push(`"${name}" is missing (the policy needs it; the build wrote it)`)
  }
  const realtime = (typeof given.realtime === 'object' && given.realtime !== null ? given.realtime : {}) as Record<
    string,
    unknown
  >
  if (given.realtime !== undefined) {
    for (const name of POLICY_REALTIME_FIELDS) {
      if (realtime[name] === undefined) {
        problems.push(`"realtime.${name}" is missing (the policy needs it; write null for "as the page")`)
      }
    }
  }
  if (problems.length > 0) {
    throw new ConfigureError(
      `${file} has mistakes; nothing was changed:\n${problems.map((p) => `  - ${p}`).join('\n')}`,
    )
  }
  return config
}

/** What a configuration allows that a deployer may not have meant. */
function warningsFor(config: RuntimeConfig): string[] {
  const warnings: string[] = []
  const { wsHost, wsPort, wssPort } = config.realtime
  if (wsHost === null && (wsPort !== null || wssPort !== null)) {
    warnings.push(
      "realtime.wsHost is null (the page's host) with a port of its own: a policy cannot name the page's host, and " +
        "'self' covers only the page's own port. Write the host in realtime.wsHost.",
    )
  }
  return warnings
}

/**
 * Writes the policy of `<folder>/config.json` into the built site: the meta tag and preconnect links of index.html,
 * `_headers` and `nginx-csp.conf`. The inline scripts keep their hashes (the build admitted them; any other inline
 * script is refused). Throws ConfigureError, changing nothing, when config.json or index.html is not as expected.
 */
export function configureSite(folder: string): ConfigureReport {
  const config = readSiteConfig(folder)
  const indexFile = join(folder, 'index.html')
  if (!existsSync(indexFile)) throw new ConfigureError(`${indexFile} is missing: is ${folder} a built site?`)
  const html = readFileSync(indexFile, 'utf8')
  const meta = META.exec(html)
  if (!meta) {
    throw new ConfigureError(`${indexFile} has no Content Security Policy meta tag: is it a build of this app?`)
  }
  const admitted = new Set(meta[1]?.match(HASH) ?? [])
  const hashes = [...html.matchAll(INLINE_SCRIPT)].map((match) => inlineScriptHash(match[1] ?? ''))
  const foreign = hashes.filter((hash) => !admitted.has(hash))
  if (foreign.length > 0) {
    throw new ConfigureError(
      `${indexFile} carries an inline script its build did not admit (${foreign.join(', ')}): rebuild rather than ` +
        'edit index.html by hand.',
    )
  }
  const policy = contentSecurityPolicy(cspSettingsForConfig(config, [...new Set(hashes)]))
  const tag = `<meta http-equiv="Content-Security-Policy" content="${policy}" />`
  const indent = /\n([ \t]*)<meta http-equiv="Content-Security-Policy"/.exec(html)?.[1] ?? '    '
  const links = apiPreconnectLinks(config.apiBaseUrl)
    .map((link) => `\n${indent}${link}`)
    .join('')
  // A build lists the lobby's first calls for a visitor (src/api/first-screen-calls.ts) under the API's address:
  // rewritten with the new one, which the app's own calls ask (the demo's mock too: its worker answers what the app
  // asks, mocks/config.ts).
  const next = html
    .replace(PRECONNECT, '')
    .replace(META, () => `${tag}${links}`)
    .replace(FIRST_CALLS, () => firstCallsMetaTag(config.apiBaseUrl))
  writeIfChanged(indexFile, next)

  // `_headers` may carry rules of the deployer's own: only the policy's line is replaced when there is one.
  const headersFile = join(folder, '_headers')
  const headers = existsSync(headersFile) ? readFileSync(headersFile, 'utf8') : ''
  const policyLine = /^([ \t]*Content-Security-Policy:).*$/m
  writeIfChanged(
    headersFile,
    policyLine.test(headers)
      ? headers.replace(policyLine, (_, name: string) => `${name} ${headerPolicy(policy)}`)
      : netlifyHeaders(policy),
  )
  writeIfChanged(join(folder, 'nginx-csp.conf'), nginxHeaderLine(policy))
  return { folder, config, policy, warnings: warningsFor(config) }
}

function writeIfChanged(file: string, text: string): void {
  if (existsSync(file) && readFileSync(file, 'utf8') === text) return
  writeFileSync(file, text)
}

/** A patch of a configuration: the realtime settings patched field by field. */
export type ConfigPatch = Partial<Omit<RuntimeConfig, 'realtime'>> & { realtime?: Partial<RealtimeSettings> }

/**
 * A deploy-time configured copy of a built site: `from` copied to `to` (replacing it), its config.json patched, the
 * configure step run on it. The end-to-end tests point the mock-off build at `npm run mock:server` this way
 * (scripts/e2e-sites.ts), without a build of their own.
 */
export function configuredCopy({
  from,
  to,
  config,
}: {
  from: string
  to: string
  config: ConfigPatch
}): ConfigureReport {
  const base = readSiteConfig(from)
  rmSync(to, { recursive: true, force: true })
  cpSync(from, to, { recursive: true })
  const patched: RuntimeConfig = { ...base, ...config, realtime: { ...base.realtime, ...config.realtime } }
  writeFileSync(join(to, 'config.json'), runtimeConfigFileText(patched))
  return configureSite(to)
}

function realtimeDescription(realtime: RealtimeSettings): string {
  if (realtime.wsHost !== null) return realtimeSocketUrl(realtime)
  return `${realtime.wsPath}/app/${realtime.key} on the page's own host`
}

/** One paragraph for the deployer: what the site now talks to, and the policy written. */
export function describeReport({ folder, config, policy, warnings }: ConfigureReport): string {
  return [
    `Configured ${folder}:`,
    `  API       ${config.apiBaseUrl}`,
    `  realtime  ${realtimeDescription(config.realtime)}`,
    `  games     ${config.gameOrigins.length > 0 ? config.gameOrigins.join(' ') : "(the API's origin when absolute, else the site)"}`,
    `  contract  ${config.contract}${config.driftReportUrl ? `, drift reports to ${config.driftReportUrl}` : ''}`,
    `  written   index.html (meta, preconnect, first calls), _headers, nginx-csp.conf`,
    `  policy    ${policy}`,
    ...warnings.map((warning) => `  warning   ${warning}`),
  ].join('\n')
}

export function main(args: string[]): number {
  const folder = args.find((arg) => !arg.startsWith('-'))
  if (!folder) {
    console.error('usage: npm run configure -- <built folder>   (e.g. npm run configure -- dist-nomock)')
    return 2
  }
  try {
    console.log(describeReport(configureSite(resolve(folder))))
    return 0
  } catch (error) {
    if (error instanceof ConfigureError) {
      console.error(error.message)
      return 1
    }
    throw error
  }
}
