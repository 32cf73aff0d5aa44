// Runs a TypeScript entry (scripts/*.ts, mocks/server.ts) through Vite's SSR module runner, so Node
// scripts share the app's aliases (@/, @mocks/), plugins and TS handling without a second toolchain.
// The entry exports `main(args)`: a returned number is the exit code; returning nothing keeps the
// process alive (the mock server).
// Usage: node scripts/run-ts.mjs <file.ts> [args...]
import { resolve } from 'node:path'
import { createServer, createServerModuleRunner } from 'vite'

const [entry, ...args] = process.argv.slice(2)
if (!entry) {
  console.error('usage: node scripts/run-ts.mjs <file.ts> [args...]')
  process.exit(2)
}
const vite = await createServer({
  configFile: resolve(import.meta.dirname, '../vite.config.ts'),
  appType: 'custom',
  logLevel: 'error',
  server: { middlewareMode: true, hmr: false, ws: false, watch: null },
  optimizeDeps: { noDiscovery: true, include: [] },
})
const runner = createServerModuleRunner(vite.environments.ssr, { hmr: false })
try {
  const mod = await runner.import(resolve(entry))
  const code = typeof mod.main === 'function' ? await mod.main(args) : 0
  if (typeof code === 'number') {
    await vite.close()
    process.exit(code)
  }
} catch (error) {
  console.error(error)
  await vite.close()
  process.exit(1)
}
