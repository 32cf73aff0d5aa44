// Serves a finished build the way a static host does, for the end-to-end tests (playwright.config.ts) and the benches:
// `node scripts/serve-build.mjs <outDir> <port>`. It is `vite preview` without the app's vite.config.ts: the build
// is already made, and loading that config (the router generator, Babel, Lingui, the mock's plugins) took about 3 s of
// CPU per server, three servers at the start of every e2e run, while the builds need none of it (no plugin of the
// config serves anything in preview). Like a production host, it sends the build's Brotli copies of its hashed files
// (scripts/precompress.mjs) to browsers that accept them; the rest vite preview compresses with gzip as it goes.
import { resolve } from 'node:path'
import { preview } from 'vite'
import { precompressedAssets } from './precompress.mjs'

const [outDir, port] = process.argv.slice(2)
if (!outDir || !port) {
  console.error('usage: node scripts/serve-build.mjs <outDir> <port>')
  process.exit(2)
}
const root = resolve(import.meta.dirname, '..')
const server = await preview({
  configFile: false,
  root,
  plugins: [
    {
      name: 'precompressed-assets',
      // Returning nothing puts the middleware before vite preview's own static files and compression.
      configurePreviewServer(previewServer) {
        previewServer.middlewares.use(precompressedAssets(resolve(root, outDir)))
      },
    },
  ],
  logLevel: 'warn',
  build: { outDir },
  preview: { host: '127.0.0.1', port: Number(port), strictPort: true },
})
server.printUrls()
