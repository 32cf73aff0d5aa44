/// <reference types="vitest/config" />
import { rmSync } from 'node:fs'
import { resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { defineConfig, type Plugin, type ResolvedConfig } from 'vite'
import { tanstackRouter } from '@tanstack/router-plugin/vite'
import react from '@vitejs/plugin-react'
import babel from '@rolldown/plugin-babel'
import { lingui, linguiTransformerBabelPreset } from '@lingui/vite-plugin'
import type { TestProjectInlineConfiguration } from 'vitest/config'
import { CHROMIUM_FLAGS, chromiumPath } from './scripts/chromium.mjs'

const r = (p: string) => fileURLToPath(new URL(p, import.meta.url))

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
      // Screenshot comparison of the stories marked for it (stories/screenshots/).
      setupFiles: r('./.storybook/screenshots.setup.ts'),
      browser: {
        enabled: true,
        headless: true,
        provider: playwright({
          // Playwright gives each launch a fresh profile in TMPDIR (it refuses --user-data-dir in args);
          // scripts/test.mjs points TMPDIR at a folder it removes afterwards.
          launchOptions: { executablePath: chromiumPath(), args: CHROMIUM_FLAGS },
        }),
        instances: [{ browser: 'chromium' }],
      },
    },
  }
}

/**
 * Vite copies public/ as is, MSW's worker included. A mock-off build must carry no MSW byte, so the worker
 * is removed from that build's output.
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

export default defineConfig({
  resolve: {
    alias: [
      { find: '@', replacement: r('./src') },
      { find: '@mocks', replacement: r('./mocks') },
      { find: /^use-sync-external-store\/shim$/, replacement: r('./src/app/use-sync-external-store-shim.ts') },
    ],
  },
  plugins: [
    // Must come before react(): otherwise autoCodeSplitting silently does nothing.
    tanstackRouter({
      target: 'react',
      autoCodeSplitting: true,
      routesDirectory: r('./src/routes'),
      generatedRouteTree: r('./src/routeTree.gen.ts'),
      routeFileIgnorePattern: '\\.(test|stories)\\.tsx?$',
    }),
    react(),
    babel({ presets: [linguiTransformerBabelPreset()] }),
    lingui(),
    dropMockWorkerWhenMockingOff(),
  ],
  build: {
    manifest: true,
    sourcemap: false,
    target: 'es2023',
    // Every browser that runs ES2023 supports <link rel="modulepreload">: the polyfill is dead weight.
    modulePreload: { polyfill: false },
    rolldownOptions: {
      output: {
        // Lazy chunks are named by content hash alone: the entry lists every chunk's file name for preloading,
        // and ~100 descriptive names cost ~1 KB gzip of the entry budget. Sourcemaps name the modules.
        chunkFileNames: 'assets/[hash].js',
        codeSplitting: {
          // Everything the first paint needs is loaded anyway: one chunk for it compresses better and
          // saves round trips, instead of a score of small shared chunks (route pages stay lazy).
          groups: [{ name: 'app', tags: ['$initial'] }],
        },
      },
    },
  },
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          environment: 'jsdom',
          include: ['src/**/*.test.{ts,tsx}', 'mocks/**/*.test.ts', 'scripts/**/*.test.ts'],
          setupFiles: ['./src/testing/setup.ts'],
          restoreMocks: true,
        },
      },
      ...(process.env.VITEST ? [await storybookProject()] : []),
    ],
  },
})
