// Serves a finished build the way a static host does, for the end-to-end tests (playwright.config.ts) and the benches:
// `node scripts/serve-build.mjs <outDir> <port>`. It is `vite preview` without the app's vite.config.ts: the build
// is already made, and loading that config (the router generator, Babel, Lingui, the mock's plugins) took about 3 s of
// CPU per server, three servers at the start of every e2e run, while the builds need none of it (no plugin of the
// config serves anything in preview).
import { resolve } from 'node:path'
import { preview } from 'vite'

const [outDir, port] = process.argv.slice(2)
if (!outDir || !port) {
  console.error('usage: node scripts/serve-build.mjs <outDir> <port>')
  process.exit(2)
}
const server = await preview({
  configFile: false,
  root: resolve(import.meta.dirname, '..'),
  logLevel: 'warn',
  build: { outDir },
  preview: { host: '127.0.0.1', port: Number(port), strictPort: true },
})
server.printUrls()
