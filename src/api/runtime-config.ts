import { configureApi, resolveBaseUrl } from './client.ts'
import {
  configFromEnv,
  readRuntimeConfig,
  realtimeSocketUrl,
  type ContractMode,
  type RuntimeConfig,
} from './runtime-config-schema.ts'

/**
 * The deployment's configuration, read at start-up from `config.json` next to `index.html` (docs/deploying.md), with
 * the build-time variables as defaults: one build serves any backend, and a deployer changes backends by editing that
 * file. index.html asks for the file while it parses (a `<link rel="preload">` the build adds), main.tsx reads it
 * through loadRuntimeConfig, and every API call waits for it (boot.tsx, holdRequestsUntil). It lives beside the
 * client because it says where the contract's server is; the mock (mocks/config.ts) and the demo panel read it too.
 */

/** Where the configuration came from: the deployment's file, or (no usable file) what the build was made with. */
export type RuntimeConfigSource = 'config.json' | 'build defaults'

/** Tests and development read answers strictly (drift fails loudly); a production build tolerates what it can. */
export const DEFAULT_CONTRACT_MODE: ContractMode = import.meta.env.PROD ? 'tolerant' : 'strict'

/** What this build was made with (VITE_API_BASE_URL, VITE_REALTIME_URL, VITE_GAME_ORIGINS). */
export function buildDefaults(): RuntimeConfig {
  const env = import.meta.env
  return configFromEnv(
    {
      VITE_API_BASE_URL: env.VITE_API_BASE_URL as string | undefined,
      VITE_REALTIME_URL: env.VITE_REALTIME_URL as string | undefined,
      VITE_GAME_ORIGINS: env.VITE_GAME_ORIGINS as string | undefined,
    },
    DEFAULT_CONTRACT_MODE,
  )
}

interface Loaded {
  config: Readonly<RuntimeConfig>
  source: RuntimeConfigSource
}

let loaded: Loaded = { config: buildDefaults(), source: 'build defaults' }

/** The configuration in force: the build's defaults until config.json has been applied at start-up. */
export function runtimeConfig(): Readonly<RuntimeConfig> {
  return loaded.config
}

/** Where runtimeConfig() came from. */
export function runtimeConfigSource(): RuntimeConfigSource {
  return loaded.source
}

/** The file's address: next to index.html. */
export const RUNTIME_CONFIG_URL = `${import.meta.env.BASE_URL}config.json`

export interface RuntimeConfigResult {
  config: RuntimeConfig
  source: RuntimeConfigSource
  /** What was wrong with the file, one sentence each (empty when it was fine). */
  problems: string[]
}

export interface FetchRuntimeConfigOptions {
  url?: string
  fetch?: (url: string) => Promise<Response>
  defaults?: RuntimeConfig
}

/**
 * Reads config.json over the build's defaults. Never fails: a missing file (404, or a network error), a file that is
 * not JSON (a host's SPA fallback answers index.html for it) or one that is not an object leaves every default; a bad
 * field leaves that field's default (readRuntimeConfig). Each problem is named in `problems`.
 */
export async function fetchRuntimeConfig({
  url = RUNTIME_CONFIG_URL,
  fetch: get = (address) => fetch(address),
  defaults = buildDefaults(),
}: FetchRuntimeConfigOptions = {}): Promise<RuntimeConfigResult> {
  const fallback = (problem: string): RuntimeConfigResult => ({
    config: defaults,
    source: 'build defaults',
    problems: [`${url} ${problem}: using the build's defaults`],
  })
  let text: string
  try {
    const response = await get(url)
    if (!response.ok) {
      return fallback(
        response.status === 404 ? 'was not found (404)' : `could not be read (HTTP ${response.status})`,
      )
    }
    text = await response.text()
  } catch (error) {
    return fallback(`could not be read (${error instanceof Error ? error.message : String(error)})`)
  }
  let raw: unknown
  try {
    raw = JSON.parse(text)
  } catch {
    const start = JSON.stringify(text.trimStart().slice(0, 20))
    return fallback(
      start.startsWith('"<')
        ? `is a web page, not JSON (it starts with ${start}; a host answers index.html for a file it does not have: is config.json deployed next to index.html?)`
        : `is not JSON (it starts with ${start})`,
    )
  }
  const reading = readRuntimeConfig(raw, defaults)
  return {
    config: reading.config,
    source: 'config.json',
    problems: reading.problems.map((problem) => `${url}: ${problem}`),
  }
}

/** One line naming the backend the app talks to (the boot's console line; the demo panel shows the same facts). */
export function describeRuntimeConfig(
  config: Readonly<RuntimeConfig> = runtimeConfig(),
  source: RuntimeConfigSource = runtimeConfigSource(),
): string {
  return `[config] API ${resolveBaseUrl(config.apiBaseUrl)} · realtime ${realtimeUrlOf(config)} · contract ${config.contract} · from ${source}`
}

/** The websocket URL of a configuration, resolved against this page. */
export function realtimeUrlOf(config: Readonly<RuntimeConfig> = runtimeConfig()): string {
  return realtimeSocketUrl(config.realtime, globalThis.location)
}

/**
 * Puts a reading in force: the problems on the console (a missing file is a warning; a file with mistakes an error,
 * since what the deployer wrote is being ignored), the configuration for runtimeConfig(), the API client's base URL,
 * contract mode and drift report address, and one console line with the backend it talks to.
 */
export function applyRuntimeConfig(result: RuntimeConfigResult): void {
  const report = result.source === 'config.json' ? console.error : console.warn
  for (const problem of result.problems) report(`[config] ${problem}`)
  loaded = { config: Object.freeze({ ...result.config }), source: result.source }
  configureApi({
    baseUrl: result.config.apiBaseUrl,
    contractMode: result.config.contract,
    driftReportUrl: result.config.driftReportUrl,
  })
  // eslint-disable-next-line no-console -- the one line that says, in every build, which backend this app talks to
  console.info(describeRuntimeConfig())
}

/** Reads config.json and puts it in force (main.tsx, at start-up). Never rejects. */
export async function loadRuntimeConfig(options?: FetchRuntimeConfigOptions): Promise<Readonly<RuntimeConfig>> {
  applyRuntimeConfig(await fetchRuntimeConfig(options))
  return runtimeConfig()
}
