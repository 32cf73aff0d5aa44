// @vitest-environment node
import { readFileSync } from 'node:fs'
import { resolve } from 'node:path'
import { createServer } from 'vite'
import { describe, expect, it } from 'vitest'
import { createDb } from '@mocks/db/db.ts'
import { seedData } from '@mocks/db/seed-data.ts'
import { seed, SEED } from '@mocks/db/seed.ts'
import { renderSeed, SEED_FILE } from './seed.ts'

const root = resolve(import.meta.dirname, '..')

describe('mocks/db/seed.json', () => {
  it('is what `npm run seed` writes now (run it after changing the seed)', () => {
    expect(readFileSync(SEED_FILE, 'utf8')).toBe(renderSeed())
  })

  it('loads as exactly seed(SEED): same values and types, same JSON, so the stored-data fingerprint is unchanged', () => {
    const generated = seed(SEED)
    expect(seedData()).toStrictEqual(generated)
    expect(JSON.stringify(seedData())).toBe(JSON.stringify(generated))
    expect(createDb().seedId).toBe(createDb({ seed: () => seed(SEED) }).seedId)
  })

  it('gives a fresh copy each time, so a reset never sees earlier edits', () => {
    const first = seedData()
    first.users[0]!.name = 'Outro nome'
    first.deposits.length = 0
    expect(seedData().users[0]!.name).toBe('Jogador Demo')
    expect(seedData().deposits.length).toBeGreaterThan(0)
  })
})

/**
 * Every module the browser's mock loads, statically or on demand (the demo panel), as Vite's dev server resolves
 * them from mocks/browser.ts (the page's part) and mocks/worker/service-worker.ts (the service worker, where the
 * handlers and the database run): the app's own files are followed, packages are collected.
 */
async function browserMockGraph(): Promise<{ files: string[]; packages: string[] }> {
  const server = await createServer({
    configFile: resolve(root, 'vite.config.ts'),
    root,
    appType: 'custom',
    logLevel: 'error',
    server: { middlewareMode: true, hmr: false, ws: false, watch: null },
    optimizeDeps: { noDiscovery: true, include: [] },
  })
  try {
    const env = server.environments.client
    const files = new Set<string>()
    const packages = new Set<string>()
    const queue = ['/mocks/browser.ts', '/mocks/worker/service-worker.ts']
    while (queue.length > 0) {
      const url = queue.pop()!
      await env.transformRequest(url)
      const node = await env.moduleGraph.getModuleByUrl(url)
      if (!node?.id || files.has(node.id)) continue
      files.add(node.id)
      for (const dep of node.importedModules) {
        const id = dep.id ?? dep.url
        if (id.includes('/node_modules/')) packages.add(id)
        else if (!files.has(id)) queue.push(dep.url)
      }
    }
    return { files: [...files], packages: [...packages] }
  } finally {
    await server.close()
  }
}

describe('the browser mock (mocks/browser.ts, the service worker and all they import)', () => {
  it('carries the seed as data and never imports faker', { timeout: 60_000 }, async () => {
    const { files, packages } = await browserMockGraph()
    const relative = files.map((id) => id.slice(root.length + 1))
    // The walk really reached the mock: its handlers, the database with its seed, and the lazily loaded panel.
    expect(relative).toEqual(
      expect.arrayContaining(['mocks/handlers/index.ts', 'mocks/db/seed-data.ts', 'mocks/db/seed.json', 'mocks/panel/demo-panel.tsx']),
    )
    expect(packages.some((id) => id.includes('/node_modules/msw/'))).toBe(true)
    expect(packages.filter((id) => id.includes('@faker-js'))).toEqual([])
    expect(relative.filter((path) => /mocks\/db\/(seed|seed-money|factories)\.ts$/.test(path))).toEqual([])
  })
})
