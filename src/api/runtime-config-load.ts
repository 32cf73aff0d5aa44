import { configureApi, resolveBaseUrl } from './client.ts'
import { fetchRuntimeConfig, type FetchRuntimeConfigOptions } from './runtime-config-schema.ts'
import {
  realtimeSocketUrl,
  type RuntimeConfig,
  type RuntimeConfigResult,
  type RuntimeConfigSource,
} from './runtime-config-values.ts'

/**
 * Reading the deployment's config.json and putting it in force: start-up only, so a chunk of its own, which
 * src/api/runtime-config.ts (the configuration in force, in the entry) loads and hands its setter to.
 */

/** One line naming the backend the app talks to (the boot's console line; the demo panel shows the same facts). */
export function describeRuntimeConfig(config: Readonly<RuntimeConfig>, source: RuntimeConfigSource): string {
  const realtime = realtimeSocketUrl(config.realtime, globalThis.location)
  return `[config] API ${resolveBaseUrl(config.apiBaseUrl)} · realtime ${realtime} · contract ${config.contract} · from ${source}`
}

/**
 * Puts a reading in force: the problems on the console (a missing file is a warning; a file with mistakes an error,
 * since what the deployer wrote is being ignored), the configuration for runtimeConfig() (`put`: setRuntimeConfig),
 * the API client's base URL, contract mode and drift report address, and one console line with the backend it talks
 * to.
 */
export function applyRuntimeConfig(result: RuntimeConfigResult, put: (result: RuntimeConfigResult) => void): void {
  const report = result.source === 'config.json' ? console.error : console.warn
  for (const problem of result.problems) report(`[config] ${problem}`)
  put(result)
  configureApi({
    baseUrl: result.config.apiBaseUrl,
    contractMode: result.config.contract,
    driftReportUrl: result.config.driftReportUrl,
  })
  // eslint-disable-next-line no-console -- the one line that says, in every build, which backend this app talks to
  console.info(describeRuntimeConfig(result.config, result.source))
}

/** Reads config.json over the defaults (fetchRuntimeConfig: never fails) and puts the result in force. */
export async function readAndApplyRuntimeConfig(
  options: FetchRuntimeConfigOptions,
  put: (result: RuntimeConfigResult) => void,
): Promise<void> {
  applyRuntimeConfig(await fetchRuntimeConfig(options), put)
}
