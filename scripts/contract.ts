// npm run contract: writes public/openapi.json from the endpoint definitions (see scripts/openapi.ts), and the
// generated parts of docs/backend-integration.md from that document (scripts/backend-doc.ts). Both are committed;
// scripts/openapi.test.ts and scripts/backend-doc.test.ts fail when either is stale.
import { readFile, writeFile } from 'node:fs/promises'
import { dirname, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { endpoints } from '@/api/endpoints.ts'
import { realtimeEvents } from '@/api/realtime-events.ts'
import { backendDocSections, fillGenerated } from './backend-doc.ts'
import { buildOpenApi, type OpenApiDocument } from './openapi.ts'

// Not `new URL(…, import.meta.url)`: Vite rewrites that pattern into an asset URL.
const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..')
export const OPENAPI_FILE = resolve(ROOT, 'public/openapi.json')
export const BACKEND_DOC_FILE = resolve(ROOT, 'docs/backend-integration.md')

/** The whole contract: every endpoint and every realtime event. */
export function contractDocument(): OpenApiDocument {
  return buildOpenApi(endpoints, { realtime: realtimeEvents })
}

/** The exact bytes of public/openapi.json: pretty, stable, with a trailing newline. */
export function renderOpenApi(doc: OpenApiDocument = contractDocument()): string {
  return `${JSON.stringify(doc, null, 2)}\n`
}

/** The page with its generated parts rewritten from the contract; the hand-written parts are kept as they are. */
export function renderBackendDoc(current: string, doc: OpenApiDocument = contractDocument()): string {
  return fillGenerated(current, backendDocSections(doc))
}

export async function main(): Promise<number> {
  const doc = contractDocument()
  const text = renderOpenApi(doc)
  await writeFile(OPENAPI_FILE, text)
  const operations = Object.values(endpoints).length
  console.log(`Wrote ${OPENAPI_FILE} (${operations} operations, ${text.length} bytes)`)
  const page = renderBackendDoc(await readFile(BACKEND_DOC_FILE, 'utf8'), doc)
  await writeFile(BACKEND_DOC_FILE, page)
  console.log(`Wrote the generated parts of ${BACKEND_DOC_FILE}`)
  return 0
}
