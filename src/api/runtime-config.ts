import { cachedImport } from '@/shared/retry-import.ts'
import { configureApi, resolveBaseUrl } from './client.ts'
import {
  configFromEnv,
  realtimeSocketUrl,
  type ContractMode,
  type RuntimeConfig,
  type RuntimeConfigResult,
  type RuntimeConfigSource,
} from './runtime-config-values.ts'

/**
 * The deployment's configuration, read at start-up from `config.json` next to `index.html` (docs/deploying.md), with
 * the build-time variables as defaults: one build serves any backend, and a deployer changes backends by editing that
 * file. index.html asks for the file while it parses (a `<link rel="preload">` the build adds), main.tsx reads it
 * through loadRuntimeConfig, and every API call waits for it (boot.tsx, holdRequestsUntil). It lives beside the
 * client because it says where the contract's server is; the mock (mocks/config.ts) and the demo panel read it too.
 */

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

/** The websocket URL of a configuration, resolved against this page. */
export function realtimeUrlOf(config: Readonly<RuntimeConfig> = runtimeConfig()): string {
  return realtimeSocketUrl(config.realtime, globalThis.location)
}

/** One line naming the backend the app talks to (the boot's console line; the demo panel shows the same facts). */
export function describeRuntimeConfig(
  config: Readonly<RuntimeConfig> = runtimeConfig(),
  source: RuntimeConfigSource = runtimeConfigSource(),
): string {
  return `[config] API ${resolveBaseUrl(config.apiBaseUrl)} · realtime ${realtimeUrlOf(config)} · contract ${config.contract} · from ${source}`
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

/**
 * The file's schema and reader are a chunk of their own, which only the start-up needs: the build preloads it beside
 * the entry (scripts/landing-preload.ts), as it does ky's, so it costs the entry's budget nothing and the first call
 * no round trip.
 */
const loadReader = cachedImport(() => import('./runtime-config-schema.ts'))

export interface LoadRuntimeConfigOptions {
  url?: string
  fetch?: (url: string) => Promise<Response>
  defaults?: RuntimeConfig
}

/**
 * Reads config.json and puts it in force (main.tsx, at start-up). Never rejects: whatever goes wrong leaves the
 * build's defaults, and the console says what (src/api/runtime-config-schema.ts, fetchRuntimeConfig).
 */
export async function loadRuntimeConfig({
  url = RUNTIME_CONFIG_URL,
  fetch,
  defaults = buildDefaults(),
}: LoadRuntimeConfigOptions = {}): Promise<Readonly<RuntimeConfig>> {
  let result: RuntimeConfigResult
  try {
    const { fetchRuntimeConfig } = await loadReader()
    result = await fetchRuntimeConfig({ url, defaults, ...(fetch ? { fetch } : {}) })
  } catch (error) {
    // Its chunk did not download even after retries: the build's own values, said loudly.
    result = {
      config: defaults,
      source: 'build defaults',
      problems: [
        `${url} could not be read (${error instanceof Error ? error.message : String(error)}): using the build's defaults`,
      ],
    }
  }
  applyRuntimeConfig(result)
  return runtimeConfig()
}
