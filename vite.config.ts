/// <reference types="vitest/config" />
import { fileURLToPath } from 'node:url'
import { defineConfig } from 'vite'
import { tanstackRouter } from '@tanstack/router-plugin/vite'
import react from '@vitejs/plugin-react'
import babel from '@rolldown/plugin-babel'
import { lingui, linguiTransformerBabelPreset } from '@lingui/vite-plugin'

const r = (p: string) => fileURLToPath(new URL(p, import.meta.url))

export default defineConfig({
  resolve: {
    alias: { '@': r('./src'), '@mocks': r('./mocks') },
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
  ],
  build: {
    manifest: true,
    sourcemap: false,
    target: 'es2023',
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
    ],
  },
})
