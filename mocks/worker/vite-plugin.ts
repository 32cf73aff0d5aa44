import { rmSync, writeFileSync } from 'node:fs'
import { resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { build, type Plugin, type ResolvedConfig, type Rolldown } from 'vite'
import { appBuildWatch } from '../../scripts/app-build.ts'
import { MOCK_WORKER_FILE } from './page-start.ts'

const ENTRY = fileURLToPath(new URL('./service-worker.ts', import.meta.url))

/**
 * Builds the service worker that runs the mock (mocks/worker/service-worker.ts) into one classic script: a service
 * worker cannot load modules on demand (no `import()`), so everything it imports is inlined, with the app's `@/`
 * alias and the same build-time values (`import.meta.env`, the runtime config's defaults) as the app. Only with
 * mocking on: a mock-off build has no worker at all.
 */
async function buildWorker(config: ResolvedConfig): Promise<string> {
  const result = await build({
    configFile: false,
    root: config.root,
    mode: config.mode,
    envDir: config.envDir,
    base: config.base,
    logLevel: 'warn',
    resolve: { alias: config.resolve.alias },
    define: config.define,
    build: {
      write: false,
      minify: config.command === 'build',
      target: 'es2023',
      emptyOutDir: false,
      copyPublicDir: false,
      // No preload helper around the inlined imports: it reports a failed import on `window`, which a worker lacks.
      modulePreload: false,
      reportCompressedSize: false,
      rolldownOptions: {
        input: ENTRY,
        output: { format: 'iife', codeSplitting: false, entryFileNames: MOCK_WORKER_FILE },
      },
    },
  })
  const outputs = (Array.isArray(result) ? result : [result]) as Rolldown.RolldownOutput[]
  const chunk = outputs.flatMap((output) => output.output).find((file) => file.type === 'chunk')
  if (!chunk || chunk.type !== 'chunk') throw new Error(`${MOCK_WORKER_FILE}: the build produced no script`)
  return chunk.code
}

/**
 * `dist/mock-sw.js` in a build with the mock on; in `vite dev`, `/mock-sw.js` built on request and again after a
 * change under mocks/ or src/ (the browser checks the script on every page load and installs a changed one).
 */
export function mockServiceWorker(): Plugin {
  let config: ResolvedConfig
  const app = appBuildWatch()
  let cached: Promise<string> | null = null
  const mockingOn = () => config.env.VITE_API_MOCKING !== 'false'
  return {
    name: 'jogada:mock-service-worker',
    configResolved(resolved) {
      config = resolved
      app.configResolved(resolved)
    },
    transformIndexHtml: app.transformIndexHtml,
    async closeBundle() {
      // Only the app's own build (Storybook builds its pages with this config too), with the mock on.
      if (!app.isAppBuild() || !mockingOn() || process.env.VITEST) return
      const code = await buildWorker(config)
      writeFileSync(resolve(config.root, config.build.outDir, MOCK_WORKER_FILE), code)
      // MSW's own worker stays in public/ for Storybook (.storybook/preview.tsx); the demo does not use it.
      rmSync(resolve(config.root, config.build.outDir, 'mockServiceWorker.js'), { force: true })
    },
    configureServer(server) {
      if (process.env.VITEST || !mockingOn()) return
      const sources = [resolve(config.root, 'mocks'), resolve(config.root, 'src')]
      server.watcher.on('all', (_event, file) => {
        if (sources.some((folder) => file.startsWith(folder))) cached = null
      })
      server.middlewares.use(`${config.base}${MOCK_WORKER_FILE}`, (_req, res) => {
        cached ??= buildWorker(config)
        cached.then(
          (code) => {
            res.setHeader('Content-Type', 'text/javascript; charset=utf-8')
            res.setHeader('Cache-Control', 'no-store')
            res.end(code)
          },
          (error: unknown) => {
            cached = null
            server.config.logger.error(`${MOCK_WORKER_FILE}: ${error instanceof Error ? error.message : String(error)}`)
            res.statusCode = 500
            res.end()
          },
        )
      })
    },
  }
}
