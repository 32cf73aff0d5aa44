/// <reference types="vitest/config" />
import { existsSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs'
import { extname, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { build, defineConfig, loadEnv, type Plugin, type ResolvedConfig } from 'vite'
import { tanstackRouter } from '@tanstack/router-plugin/vite'
import react from '@vitejs/plugin-react'
import babel from '@rolldown/plugin-babel'
import { lingui, linguiTransformerBabelPreset } from '@lingui/vite-plugin'
import type { TestProjectInlineConfiguration } from 'vitest/config'
import { CHROMIUM_FLAGS, testBrowserPath } from './scripts/chromium.mjs'
import {
  apiPreconnectLinks,
  contentSecurityPolicy,
  cspSettingsForConfig,
  inlineScriptHash,
  netlifyHeaders,
  nginxHeaderLine,
} from './scripts/csp.ts'
import { configFromEnv, runtimeConfigFileText, type RuntimeConfig } from './src/api/runtime-config-values.ts'
import { firstCallsMetaTag } from './src/api/first-screen-calls.ts'
import {
  catalogFiles,
  entryStylesheetAtEnd,
  landingPreloadFiles,
  landingPreloadTags,
  preloadsAfterEntry,
  withoutLandingScripts,
} from './scripts/landing-preload.ts'
import { DOM_TESTS, JSDOM_TESTS, MODULE_MOCKING_TESTS, NODE_TESTS } from './scripts/unit-projects.ts'
import { stripEndpointDocs } from './scripts/endpoint-docs.ts'
import { catalogWithout, demoOnlyMessageIds } from './scripts/demo-messages.ts'
import { appBuildWatch, isAppPage } from './scripts/app-build.ts'
import { MOCK_WORKER_FILE } from './mocks/worker/page-start.ts'
import { mockServiceWorker } from './mocks/worker/vite-plugin.ts'
import { precompressAssets } from './scripts/precompress.mjs'

const r = (p: string) => fileURLToPath(new URL(p, import.meta.url))

const BOOT_FAILURE_FILE = /[\\/]src[\\/]features[\\/]shell[\\/]components[\\/]boot-failure\.tsx$/

/**
 * Every story under stories/ runs as a test in Chromium: it renders, its play function passes, and axe finds no
 * serious or critical violation. Built only under Vitest: the Storybook plugin takes most of a second to load and
 * starts work that `vite build`, `vite dev` and scripts/run-ts.mjs do not need.
 */
async function storybookProject(): Promise<TestProjectInlineConfiguration> {
  const [{ storybookTest }, { playwright }] = await Promise.all([
    import('@storybook/addon-vitest/vitest-plugin'),
    import('@vitest/browser-playwright'),
  ])
  return {
    extends: true,
    plugins: [storybookTest({ configDir: r('./.storybook'), storybookScript: 'npm run storybook -- --ci' })],
    // Found late (behind the mock's imports), these would make Vite re-optimise and reload mid-run.
    optimizeDeps: { include: ['msw', 'msw/browser'] },
    test: {
      name: 'storybook',
      // Two browser pages at once: a third made the step slower (214 s → 228 s), every page already keeping a core busy.
      maxWorkers: 2,
      // All story files in one page instead of a fresh iframe per file that imports React, Mantine, the app and the
      // mock backend again: 95 stories took 173 s instead of 310 s on the 2-core machine, with the same results.
      // Stories still start clean: preview.tsx's beforeEach clears storage, the mock and the toasts, and every story
      // gets its own query client, jotai store and router.
      isolate: false,
      // Screenshot comparison of the stories marked for it (stories/screenshots/).
      setupFiles: r('./.storybook/screenshots.setup.ts'),
      browser: {
        enabled: true,
        headless: true,
        provider: playwright({
          // Playwright gives each launch a fresh profile in TMPDIR (it refuses --user-data-dir in args);
          // scripts/test.mjs points TMPDIR at a folder it removes afterwards.
          launchOptions: { executablePath: testBrowserPath(), args: CHROMIUM_FLAGS },
        }),
        instances: [{ browser: 'chromium' }],
      },
    },
  }
}

/**
 * Vite copies public/ as is, MSW's worker (mockServiceWorker.js, which Storybook uses) included. A mock-off build must
 * carry no MSW byte, so it is removed from that build's output (the demo's own worker, mock-sw.js, is built only with
 * mocking on: mocks/worker/vite-plugin.ts).
 */
function dropMockWorkerWhenMockingOff(): Plugin {
  let config: ResolvedConfig
  return {
    name: 'jogada:drop-mock-worker',
    apply: 'build',
    configResolved(resolved) {
      config = resolved
    },
    closeBundle() {
      if (config.env.VITE_API_MOCKING !== 'false') return
      rmSync(resolve(config.root, config.build.outDir, 'mockServiceWorker.js'), { force: true })
    },
  }
}

/**
 * A mock-off build has no demo panel and no mock notices, so its catalogs leave out the messages only mocks/ uses
 * (scripts/demo-messages.ts): 183 of the app's 1,140, which every player's first screen downloaded in its catalog.
 * After the Lingui plugin, which compiles each locale's po file into a module.
 */
function demoMessagesOutOfMockOff(): Plugin {
  const appLocales = r('./locales/')
  let ids: Set<string> | undefined
  return {
    name: 'jogada:demo-messages',
    apply: 'build',
    enforce: 'post',
    configResolved(resolved) {
      if (resolved.env.VITE_API_MOCKING !== 'false') return
      ids = demoOnlyMessageIds(readFileSync(r('./locales/pt-BR/messages.po'), 'utf8'))
    },
    transform(code, id) {
      const file = id.split('?')[0] ?? ''
      if (!ids || !file.startsWith(appLocales) || !file.endsWith('/messages.po')) return undefined
      return { code: catalogWithout(code, ids), map: null }
    },
  }
}

/**
 * The endpoint definitions of `src/api/` carry the prose of the OpenAPI document (summary, description, documented
 * errors). The app's builds drop it (scripts/endpoint-docs.ts): several API modules are in the entry chunk, and the
 * prose was about 1 KB of its gzip budget. Tests and `npm run contract` read the full definitions.
 */
function endpointDocsOutOfBuilds(): Plugin {
  const apiDir = r('./src/api') + '/'
  return {
    name: 'jogada:endpoint-docs',
    apply: 'build',
    enforce: 'pre',
    async transform(code, id) {
      if (!id.startsWith(apiDir) || !id.endsWith('.ts') || id.endsWith('.test.ts')) return null
      const stripped = await stripEndpointDocs(code, id)
      return stripped === null ? null : { code: stripped, map: null }
    },
  }
}

/**
 * The app's hashed files compressed with Brotli at its highest level, beside them (scripts/precompress.mjs): hosts
 * that serve such copies send a fifth fewer bytes than their own on-the-fly compression. Only the app's own build:
 * Storybook builds its pages with this config too.
 */
function precompressedBuild(): Plugin {
  const app = appBuildWatch()
  let config: ResolvedConfig
  return {
    name: 'jogada:precompress',
    apply: 'build',
    configResolved(resolved) {
      config = resolved
      app.configResolved(resolved)
    },
    transformIndexHtml: app.transformIndexHtml,
    async closeBundle() {
      if (app.isAppBuild()) await precompressAssets(resolve(config.root, config.build.outDir))
    },
  }
}

/** What a build writes into config.json: its variables, read tolerantly (a production build; docs/deploying.md). */
function builtConfig(env: Record<string, string>): RuntimeConfig {
  return configFromEnv(env, 'tolerant')
}

/**
 * The deployment's configuration file (src/api/runtime-config.ts reads it at start-up): every build writes
 * `config.json` with the values it was built with, so a deployer sees the file to edit; the dev server answers it from
 * the same variables (read strictly, as development is). index.html asks for it at once (a preload the app's
 * `fetch` picks up), so the API's first call does not wait for a request made only once the entry has run. Only the
 * app's own build writes it: Storybook builds its pages with this config too.
 */
function runtimeConfigFile(): Plugin {
  let config: ResolvedConfig
  let appHtml = false
  return {
    name: 'jogada:runtime-config',
    // The build's defaults, as a literal for src/api/runtime-config.ts (buildDefaults): the same reading of the
    // variables as the config.json written below, and no reading code in the entry.
    config(user, { mode }) {
      const env = loadEnv(mode, user.envDir || user.root || process.cwd(), user.envPrefix ?? 'VITE_')
      const { contract: _contract, ...defaults } = builtConfig(env)
      return { define: { __JOGADA_BUILD_CONFIG__: JSON.stringify(defaults) } }
    },
    configResolved(resolved) {
      config = resolved
    },
    transformIndexHtml: {
      // After Vite's own processing of the page, which would try to bundle the file the link names.
      order: 'post',
      handler(html, ctx) {
        if (!isAppPage(config, ctx)) return undefined
        appHtml = true
        // `crossorigin` makes the preload's request the same as fetch()'s (cors, same-origin credentials).
        const preload = `<link rel="preload" href="${config.base}config.json" as="fetch" crossorigin />`
        const withPreload = html.replace(/<meta charset="UTF-8" \/>/, (charset) => `${charset}\n    ${preload}`)
        if (withPreload === html)
          throw new Error('index.html: no <meta charset="UTF-8" /> to put the config preload after')
        return withPreload
      },
    },
    configureServer(server) {
      server.middlewares.use(`${config.base}config.json`, (_req, res) => {
        res.setHeader('Content-Type', 'application/json; charset=utf-8')
        res.setHeader('Cache-Control', 'no-store')
        res.end(runtimeConfigFileText(configFromEnv(config.env, 'strict')))
      })
    },
    closeBundle() {
      if (config.command !== 'build' || !appHtml) return
      writeFileSync(
        resolve(config.root, config.build.outDir, 'config.json'),
        runtimeConfigFileText(builtConfig(config.env)),
      )
    },
  }
}

/**
 * The Content Security Policy (scripts/csp.ts) of the built site, from the config.json it writes: a
 * `<meta http-equiv>` first in the app's index.html, and beside it the same policy as an HTTP header for Netlify
 * (`_headers`) and nginx (`nginx-csp.conf`). `npm run configure` rewrites the three after config.json was edited
 * (scripts/configure.ts). Build only: the dev server needs inline scripts (React Refresh's preamble) and eval-based
 * HMR, which this policy forbids. Only the app's own index.html gets it: Storybook builds its pages with this config
 * too.
 */
function contentSecurityPolicyMeta(): Plugin {
  const bootTheme = readFileSync(r('./public/boot-theme.js'), 'utf8')
  const bootCatalog = readFileSync(r('./public/boot-catalog.js'), 'utf8')
  const bootFirstCalls = readFileSync(r('./public/boot-first-calls.js'), 'utf8')
  const bootCss = readFileSync(r('./public/boot.css'), 'utf8')
  let config: ResolvedConfig
  let policy = ''
  let appHtml = false
  let apiBaseUrl = ''
  let mockOff = false
  return {
    name: 'jogada:content-security-policy',
    apply: 'build',
    configResolved(resolved) {
      config = resolved
      const site = builtConfig(resolved.env)
      apiBaseUrl = site.apiBaseUrl
      mockOff = resolved.env.VITE_API_MOCKING === 'false'
      policy = contentSecurityPolicy(
        cspSettingsForConfig(site, [bootTheme, bootCatalog, bootFirstCalls].map(inlineScriptHash)),
      )
    },
    transformIndexHtml: {
      order: 'post',
      handler(html, ctx) {
        if (!isAppPage(config, ctx)) return undefined
        appHtml = true
        // Right after the charset, before any script or stylesheet it governs.
        const meta = `<meta http-equiv="Content-Security-Policy" content="${policy}" />`
        // The API's origin, when it is another one, is connected to at once (scripts/csp.ts, apiPreconnectLinks).
        // Each locale's catalog file, for public/boot-catalog.js to ask for the player's beside the entry.
        const catalogs = ctx.bundle ? catalogFiles(ctx.bundle, config.base) : ''
        // The lobby's first calls, for public/boot-first-calls.js to ask for a visitor's beside the entry
        // (src/api/first-screen-calls.ts); `npm run configure` rewrites it with the API's address. With the mock on,
        // also the mock's service worker, which the script starts first to answer them.
        const head = [
          meta,
          ...apiPreconnectLinks(apiBaseUrl),
          ...(catalogs ? [`<meta name="jogada:catalogs" content="${catalogs}" />`] : []),
          firstCallsMetaTag(apiBaseUrl),
          ...(mockOff ? [] : [`<meta name="jogada:mock-worker" content="${config.base}${MOCK_WORKER_FILE}" />`]),
        ].join('\n    ')
        const withMeta = html.replace(/<meta charset="UTF-8" \/>/, (charset) => `${charset}\n    ${head}`)
        if (withMeta === html) throw new Error('index.html: no <meta charset="UTF-8" /> to put the CSP after')
        // The boot scripts and stylesheet, inlined: the first paint waits for no file (the scripts' hashes are in the
        // policy above; inline styles are allowed anyway).
        const inlined = withMeta
          .replace('<script src="/boot-theme.js"></script>', () => `<script>${bootTheme}</script>`)
          .replace('<script src="/boot-catalog.js"></script>', () => `<script>${bootCatalog}</script>`)
          .replace('<script src="/boot-first-calls.js"></script>', () => `<script>${bootFirstCalls}</script>`)
          .replace('<link rel="stylesheet" href="/boot.css" />', () => `<style>${bootCss}</style>`)
        if (
          !inlined.includes(`<script>${bootTheme}</script>`) ||
          !inlined.includes(`<script>${bootCatalog}</script>`) ||
          !inlined.includes(`<script>${bootFirstCalls}</script>`) ||
          !inlined.includes('<style>')
        ) {
          throw new Error(
            'index.html: the boot script or stylesheet tag changed; update the inlining in vite.config.ts',
          )
        }
        if (!ctx.bundle) return inlined
        // The lobby's chunks download beside the entry (scripts/landing-preload.ts), asked for right after it: on
        // HTTP/1.1 a phone opens six connections to a host, and the entry must have one of the first.
        return entryStylesheetAtEnd(preloadsAfterEntry(inlined, landingPreloadTags(ctx.bundle, config.base)))
      },
    },
    closeBundle() {
      if (!appHtml) return
      writeFileSync(resolve(config.root, config.build.outDir, '_headers'), netlifyHeaders(policy))
      writeFileSync(resolve(config.root, config.build.outDir, 'nginx-csp.conf'), nginxHeaderLine(policy))
    },
  }
}

/**
 * The scripts index.html preloads (scripts/landing-preload.ts), read from the bundle before Vite writes the preload
 * helper's dependency lists, which build.modulePreload.resolveDependencies below then leaves them out of.
 */
const landingScripts = new Set<string>()
function landingScriptsOfBundle(): Plugin {
  return {
    name: 'jogada:landing-scripts',
    apply: 'build',
    generateBundle: {
      order: 'pre',
      handler(_options, bundle) {
        landingScripts.clear()
        for (const file of landingPreloadFiles(bundle).scripts) landingScripts.add(file)
      },
    },
  }
}

const GAMES_CONFIG = r('./demo-game/vite.config.ts')
const GAMES_DEV_OUT = r('./.tmp/demo-game-dev')
const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
}

/**
 * The demo games (demo-game/, their own Vite config) live beside the app at `/demo-game/`: every build of the app
 * (demo, mock-off, e2e) writes them into its outDir, and the dev server builds them in watch mode and serves that
 * folder (they are classic scripts for a sandboxed frame, which the dev server's module graph could not serve).
 * Only the app's own build runs them: Storybook builds its pages with this config too.
 */
function demoGames(): Plugin {
  let config: ResolvedConfig
  const app = appBuildWatch()
  return {
    name: 'jogada:demo-games',
    // The games' watch build writes there: the app's dev server must not reload the app for it.
    config: () => ({ server: { watch: { ignored: ['**/.tmp/**'] } } }),
    configResolved(resolved) {
      config = resolved
      app.configResolved(resolved)
    },
    transformIndexHtml: app.transformIndexHtml,
    async closeBundle() {
      if (!app.isAppBuild() || config.build.watch) return
      await build({
        configFile: GAMES_CONFIG,
        logLevel: 'warn',
        build: { outDir: resolve(config.root, config.build.outDir, 'demo-game') },
      })
    },
    configureServer(server) {
      if (process.env.VITEST) return
      build({ configFile: GAMES_CONFIG, logLevel: 'warn', build: { outDir: GAMES_DEV_OUT, watch: {} } }).catch(
        (error: unknown) =>
          server.config.logger.error(`demo games: ${error instanceof Error ? error.message : String(error)}`),
      )
      server.middlewares.use('/demo-game', (req, res, next) => {
        const path = decodeURIComponent(new URL(req.url ?? '/', 'http://dev').pathname)
        const file = resolve(GAMES_DEV_OUT, `.${path.endsWith('/') ? `${path}index.html` : path}`)
        if (!file.startsWith(GAMES_DEV_OUT) || !existsSync(file) || !statSync(file).isFile()) return next()
        res.setHeader('Content-Type', CONTENT_TYPES[extname(file)] ?? 'application/octet-stream')
        res.setHeader('Cache-Control', 'no-store')
        res.end(readFileSync(file))
      })
    },
  }
}

export default defineConfig({
  resolve: {
    alias: [
      { find: '@', replacement: r('./src') },
      { find: '@mocks', replacement: r('./mocks') },
      { find: /^use-sync-external-store\/shim$/, replacement: r('./src/app/use-sync-external-store-shim.ts') },
      // The public suffix list, a quarter of a megabyte the demo's mock does not need (mocks/vendor/tldts-lite.ts).
      // Not under Vitest: jsdom's cookies and that file's test use the real one.
      ...(process.env.VITEST ? [] : [{ find: /^tldts$/, replacement: r('./mocks/vendor/tldts-lite.ts') }]),
    ],
  },
  plugins: [
    // Must come before react(): otherwise autoCodeSplitting silently does nothing.
    tanstackRouter({
      target: 'react',
      autoCodeSplitting: true,
      // A route's loader goes into its page's chunk (the router's default keeps loaders in the entry): the query
      // options and endpoint schemas a loader imports are then only downloaded with the page that needs them,
      // which keeps the entry under its budget. One chunk for both, since the loader needs the page anyway. The page's
      // error view too: the router asks for it only once the loader failed, whose chunk is then already in, and a chunk
      // of its own was one more file name and preload list in the entry.
      codeSplittingOptions: { defaultBehavior: [['loader', 'component', 'errorComponent'], ['notFoundComponent']] },
      routesDirectory: r('./src/routes'),
      generatedRouteTree: r('./src/routeTree.gen.ts'),
      routeFileIgnorePattern: '\\.(test|stories)\\.tsx?$',
    }),
    react(),
    // The boot-failure screen must read in pt-BR even when no catalog loaded, so its messages keep their source text
    // in production (everywhere else a build keeps ids only): see src/features/shell/components/boot-failure.tsx.
    babel({ presets: [linguiTransformerBabelPreset()], exclude: [/[\\/]node_modules[\\/]/, BOOT_FAILURE_FILE] }),
    babel({ presets: [linguiTransformerBabelPreset({ descriptorFields: 'message' })], include: [BOOT_FAILURE_FILE] }),
    lingui(),
    demoMessagesOutOfMockOff(),
    dropMockWorkerWhenMockingOff(),
    endpointDocsOutOfBuilds(),
    // Before the policy's plugin: both put their tags right after the charset, the policy's first.
    runtimeConfigFile(),
    contentSecurityPolicyMeta(),
    landingScriptsOfBundle(),
    precompressedBuild(),
    demoGames(),
    mockServiceWorker(),
  ],
  // The only worker-style bundle is the demo games' story frame (stories/demo-games/game-frame.tsx): it needs the
  // Lingui macros and catalogs like the rest.
  worker: {
    format: 'es',
    plugins: () => [
      babel({ presets: [linguiTransformerBabelPreset()], exclude: [/[\\/]node_modules[\\/]/] }),
      lingui(),
    ],
  },
  build: {
    manifest: true,
    sourcemap: false,
    target: 'es2023',
    // Every browser that runs ES2023 supports <link rel="modulepreload">: the polyfill is dead weight.
    modulePreload: {
      polyfill: false,
      // Not the scripts index.html preloads for every visit (scripts/landing-preload.ts, withoutLandingScripts).
      resolveDependencies: (_file, deps, { hostType }) =>
        hostType === 'js' ? withoutLandingScripts(deps, landingScripts) : deps,
    },
    rolldownOptions: {
      output: {
        // Lazy chunks are named by content hash alone: the entry lists every chunk's file name for preloading,
        // and ~100 descriptive names cost ~1 KB gzip of the entry budget; seven characters of hash (42 bits: no
        // collision among a few hundred files) instead of eight save ~0.3 KB more. Sourcemaps name the modules.
        chunkFileNames: 'assets/[hash:7].js',
        // Lazy stylesheets too; the entry's keeps its `index-` name, by which e2e/boot.spec.ts holds it back.
        assetFileNames: (asset) =>
          asset.names.includes('index.css') ? 'assets/[name]-[hash][extname]' : 'assets/[hash:7][extname]',
        codeSplitting: {
          // Everything the first paint needs is loaded anyway: one chunk for it compresses better and
          // saves round trips, instead of a score of small shared chunks (route pages stay lazy).
          groups: [
            { name: 'app', tags: ['$initial'] },
            // The lobby at `/` is the page most visits start on: what it needs after the entry (its sections, the
            // game card and carousels, the search, the casino's queries and rules, Embla) is one chunk instead of
            // about thirty small ones, each a request and a round trip on a phone before the first banner can load.
            // The other casino pages keep their own chunks (listing, search page, game page, player lists). The
            // carousels are not in it: the first screen has none that moves before the browser is idle (the banner
            // carousel starts Embla then, the game carousels are further down), and they were a third of its size.
            {
              name: 'lobby',
              test: /[\\/]src[\\/]features[\\/]casino[\\/](lobby|components[\\/](?!game-carousel)|use-favorite-toggle|search|rules|queries|state)/,
            },
            // Embla and Mantine's Carousel: one chunk for every carousel of the site, asked for when one starts.
            { name: 'carousel', test: /[\\/]node_modules[\\/](embla-carousel|@mantine[\\/]carousel)/ },
          ],
        },
      },
    },
  },
  test: {
    // Vitest runs one worker less than the cores by default: one on the 2-core CI machine, with the other core idle.
    // Two workers of jsdom files took the unit step from 447 s to 317 s there, with the same results; three, 211 s to
    // 180 s on a quiet machine (a test waiting on the mock or a timer leaves its core idle, and the third worker fills
    // it: CPU busy 77 % → 92 %). Four were slower (221 s). The stories keep two (their project, below).
    maxWorkers: 3,
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          environment: 'jsdom',
          include: [...JSDOM_TESTS, ...DOM_TESTS],
          exclude: ['**/node_modules/**', ...MODULE_MOCKING_TESTS],
          setupFiles: ['./src/testing/setup-node.ts', './src/testing/setup.ts'],
          restoreMocks: true,
          // Each worker builds jsdom and loads the mock backend once, not once per file: that was most of the unit
          // step's time. Files still start clean: the setup file runs before each of them and every test resets
          // the mock, the handlers, storage and toasts (src/testing/setup.ts), and aborts the requests it left out
          // (src/testing/requests.ts); tests own no global state.
          isolate: false,
          // A bound, not a wait: a file's first test also loads the lazy pages it renders, which took past Vitest's
          // default 5 s with both cores busy (two workers). Tests wait for conditions, never for this.
          testTimeout: 15_000,
        },
      },
      {
        extends: true,
        test: {
          // The `.ts` test files that need no DOM (scripts/unit-projects.ts): no jsdom to build, no DOM setup.
          name: 'unit-node',
          environment: 'node',
          include: NODE_TESTS,
          exclude: ['**/node_modules/**', ...DOM_TESTS, ...MODULE_MOCKING_TESTS],
          setupFiles: ['./src/testing/setup-node.ts'],
          restoreMocks: true,
          isolate: false,
          testTimeout: 15_000,
        },
      },
      {
        extends: true,
        test: {
          // Files that replace a module (`vi.mock`) or reload modules need a module registry of their own.
          name: 'unit-isolated',
          environment: 'jsdom',
          testTimeout: 15_000,
          include: MODULE_MOCKING_TESTS,
          setupFiles: ['./src/testing/setup-node.ts', './src/testing/setup.ts'],
          restoreMocks: true,
        },
      },
      ...(process.env.VITEST ? [await storybookProject()] : []),
    ],
  },
})
