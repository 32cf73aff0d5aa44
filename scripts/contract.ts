// npm run contract: writes public/openapi.json from the endpoint definitions (see scripts/openapi.ts).
// The file is committed and served with the app; scripts/openapi.test.ts fails when it is stale.
import { writeFile } from 'node:fs/promises'
import { dirname, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { endpoints } from '@/api/endpoints.ts'
import { buildOpenApi } from './openapi.ts'

// Not `new URL(…, import.meta.url)`: Vite rewrites that pattern into an asset URL.
export const OPENAPI_FILE = resolve(dirname(fileURLToPath(import.meta.url)), '../public/openapi.json')

/** The exact bytes of public/openapi.json: pretty, stable, with a trailing newline. */
export function renderOpenApi(): string {
  return `${JSON.stringify(buildOpenApi(endpoints), null, 2)}\n`
}

export async function main(): Promise<number> {
  const text = renderOpenApi()
  await writeFile(OPENAPI_FILE, text)
  const operations = Object.values(endpoints).length
  console.log(`Wrote ${OPENAPI_FILE} (${operations} operations, ${text.length} bytes)`)
  return 0
}
