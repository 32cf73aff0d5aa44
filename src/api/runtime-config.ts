import { cachedImport } from '@/shared/retry-import.ts'
import type { ContractMode, RuntimeConfig, RuntimeConfigResult, RuntimeConfigSource } from './runtime-config-values.ts'

/**
 * The deployment's configuration, read at start-up from `config.json` next to `index.html` (docs/deploying.md), with
 * the build-time variables as defaults: one build serves any backend, and a deployer changes backends by editing that
 * file. index.html asks for the file while it parses (a `<link rel="preload">` the build adds), main.tsx reads it
 * through loadRuntimeConfig, and every API call waits for it (boot.tsx, holdRequestsUntil). It lives beside the
 * client because it says where the contract's server is; the mock (mocks/config.ts) and the demo panel read it too.
 * This module is the entry's part (the configuration in force); reading and applying the file is a chunk of its own
 * (runtime-config-load.ts).
 */

/** vite.config.ts (the runtime-config plugin) puts the build's values here; see buildDefaults. */
declare const __JOGADA_BUILD_CONFIG__: Omit<RuntimeConfig, 'contract'>

/** Tests and development read answers strictly (drift fails loudly); a production build tolerates what it can. */
export const DEFAULT_CONTRACT_MODE: ContractMode = import.meta.env.PROD ? 'tolerant' : 'strict'

/**
 * What this build was made with: VITE_API_BASE_URL, VITE_REALTIME_URL and VITE_GAME_ORIGINS, read by vite.config.ts
 * as config.json's fields (configFromEnv in runtime-config-values.ts) and put here as a literal, so the entry carries
 * the values and not the code that reads them.
 */
export function buildDefaults(): RuntimeConfig {
  return { ...__JOGADA_BUILD_CONFIG__, contract: DEFAULT_CONTRACT_MODE }
}

let loaded: { config: Readonly<RuntimeConfig>; source: RuntimeConfigSource } = {
  config: buildDefaults(),
  source: 'build defaults',
}

/** The configuration in force: the build's defaults until config.json has been applied at start-up. */
export function runtimeConfig(): Readonly<RuntimeConfig> {
  return loaded.config
}

/** Where runtimeConfig() came from. */
export function runtimeConfigSource(): RuntimeConfigSource {
  return loaded.source
}

/** Puts a configuration in force for runtimeConfig() (applyRuntimeConfig in runtime-config-load.ts, and tests). */
export function setRuntimeConfig({ config, source }: Pick<RuntimeConfigResult, 'config' | 'source'>): void {
  loaded = { config: Object.freeze({ ...config }), source }
}

/** The file's address: next to index.html. */
export const RUNTIME_CONFIG_URL = `${import.meta.env.BASE_URL}config.json`

/**
 * Reading the file (its schema, the console's messages) only happens at start-up: a chunk of its own, which the build
 * preloads beside the entry (scripts/landing-preload.ts) as it does ky's, so it costs the entry's budget nothing and
 * the first call no round trip.
 */
const loadReader = cachedImport(() => import('./runtime-config-load.ts'))

export interface LoadRuntimeConfigOptions {
  url?: string
  fetch?: (url: string) => Promise<Response>
  defaults?: RuntimeConfig
}

/**
 * Reads config.json and puts it in force (main.tsx, at start-up). Never rejects: whatever goes wrong leaves the
 * build's defaults, and the console says what.
 */
export async function loadRuntimeConfig({
  url = RUNTIME_CONFIG_URL,
  fetch,
  defaults = buildDefaults(),
}: LoadRuntimeConfigOptions = {}): Promise<Readonly<RuntimeConfig>> {
  try {
    const { readAndApplyRuntimeConfig } = await loadReader()
    await readAndApplyRuntimeConfig({ url, defaults, ...(fetch ? { fetch } : {}) }, setRuntimeConfig)
  } catch (error) {
    // The reader's chunk did not download even after retries: the build's own values, said loudly.
    setRuntimeConfig({ config: defaults, source: 'build defaults' })
    console.error(`[config] ${url} could not be read (${String(error)}): using the build's defaults`)
  }
  return runtimeConfig()
}
