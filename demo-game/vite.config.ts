import { fileURLToPath } from 'node:url'
import { defineConfig, type Plugin } from 'vite'
import babel from '@rolldown/plugin-babel'
import { lingui, linguiTransformerBabelPreset } from '@lingui/vite-plugin'

/**
 * The demo games' own build (they share no code with the app). The app frames them with `sandbox="allow-scripts"`:
 * an opaque origin, for which a module script from the app's origin would need CORS. So the bundle is one classic
 * script (IIFE) and one stylesheet, referenced without `crossorigin`. Relative base: the folder can be served
 * under any path (/demo-game/ by the app and by the mock server).
 *
 * The output folder is given by the caller (the app's build writes it into its own outDir, see vite.config.ts).
 */
export const GAMES_ROOT = fileURLToPath(new URL('.', import.meta.url))

function classicScripts(): Plugin {
  return {
    name: 'demo-game:classic-scripts',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html) {
        const out = html
          .replace(/<script type="module" crossorigin src="([^"]+)"><\/script>/g, '<script defer src="$1"></script>')
          .replace(/<script type="module" src="([^"]+)"><\/script>/g, '<script defer src="$1"></script>')
          .replace(/ crossorigin(="[^"]*")?/g, '')
        if (/type="module"/.test(out)) throw new Error('demo-game: a module script is left in index.html')
        return out
      },
    },
  }
}

export default defineConfig({
  root: GAMES_ROOT,
  base: './',
  // The app's public/ (MSW's worker, the app's icons) is not the games'.
  publicDir: false,
  plugins: [
    babel({ presets: [linguiTransformerBabelPreset()], exclude: [/[\\/]node_modules[\\/]/] }),
    lingui(),
    classicScripts(),
  ],
  build: {
    target: 'es2020',
    sourcemap: false,
    emptyOutDir: true,
    modulePreload: false,
    // One stylesheet file linked from index.html: injected <style> elements would need 'unsafe-inline'.
    cssCodeSplit: false,
    rolldownOptions: {
      output: {
        format: 'iife',
        entryFileNames: 'assets/game-[hash].js',
        assetFileNames: 'assets/game-[hash][extname]',
      },
    },
  },
})
