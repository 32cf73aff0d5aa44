/**
 * The bench's floor (`npm run bench`, scripts/bench.mjs; docs/performance.md): the app's stack (React, TanStack
 * Router and Query, Mantine's provider, theme and stylesheets) drawing the lobby's first screen as plain static cards,
 * with nothing else: no catalog, no config.json, no API call, no lazy chunk. What the app spends beyond it is what its
 * own start-up costs. The screen's data (first-screen.ts) is read from the backend the bench runs
 * (FLOOR_API_BASE_URL) when the floor is built, and baked into it.
 */
import { resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { defineConfig, type Plugin, type UserConfig } from 'vite'
import react from '@vitejs/plugin-react'
import { precompressAssets } from '../precompress.mjs'
import { floorScreen } from './first-screen.ts'

const r = (p: string) => fileURLToPath(new URL(p, import.meta.url))

async function getJson(url: string): Promise<unknown> {
  const response = await fetch(url)
  if (!response.ok) throw new Error(`bench floor: ${url} answered ${response.status}`)
  return response.json()
}

type Answers = Parameters<typeof floorScreen>

async function readScreen() {
  const api = process.env.FLOOR_API_BASE_URL
  if (!api) throw new Error('bench floor: FLOOR_API_BASE_URL (the backend the screen is read from) is not set')
  const [games, banners] = await Promise.all([
    getJson(new URL('games/all', api).href),
    getJson(new URL('settings/banners?client_device=mobile', api).href),
  ])
  return floorScreen(games as Answers[0], banners as Answers[1], api)
}

/** Brotli copies of the floor's files, as the app's build writes them: both reach Lighthouse compressed alike. */
function precompressed(): Plugin {
  let outDir = ''
  return {
    name: 'floor:precompress',
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir)
    },
    closeBundle: () => precompressAssets(outDir).then(() => undefined),
  }
}

export default defineConfig(async ({ command }): Promise<UserConfig> => {
  // `vite preview` serves the built files and needs no data.
  const screen = command === 'build' ? await readScreen() : null
  return {
    root: r('.'),
    // No public/: the floor's page asks for nothing but its own files and the screen's images.
    publicDir: false,
    resolve: { alias: [{ find: '@', replacement: r('../../src') }] },
    plugins: [react(), precompressed()],
    define: { __FLOOR_SCREEN__: JSON.stringify(screen) },
    build: { target: 'es2023', modulePreload: { polyfill: false }, emptyOutDir: true },
  }
})
