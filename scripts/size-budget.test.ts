// @vitest-environment node
import { randomBytes } from 'node:crypto'
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { checkBudget } from './size-budget.mjs'

// A fabricated build (manifest + files) and route folder, so each rule of the budget is tested on its own.
let dir: string
const out = () => join(dir, 'dist')
const routes = () => join(dir, 'routes')

function file(path: string, content: string | Buffer) {
  mkdirSync(dirname(path), { recursive: true })
  writeFileSync(path, content)
}

interface Build {
  entryJs?: string | Buffer
  vendorJs?: string | Buffer
  css?: string
  routeSplit?: boolean
}

function build({ entryJs = 'console.log(1)', vendorJs = 'export const v = 1', css = 'a{color:red}', routeSplit = true }: Build) {
  file(join(routes(), 'index.tsx'), "export const Route = createFileRoute('/')({ component: Home })")
  file(join(routes(), '-helpers.tsx'), 'export const component: unknown = null')
  file(join(out(), 'assets/index.js'), entryJs)
  file(join(out(), 'assets/vendor.js'), vendorJs)
  file(join(out(), 'assets/index.css'), css)
  file(join(out(), 'assets/home.js'), 'export default function Home() {}')
  const manifest: Record<string, object> = {
    'index.html': {
      file: 'assets/index.js',
      isEntry: true,
      imports: ['_vendor.js'],
      css: ['assets/index.css'],
      ...(routeSplit ? { dynamicImports: ['src/routes/index.tsx?tsr-split=component'] } : {}),
    },
    '_vendor.js': { file: 'assets/vendor.js' },
  }
  if (routeSplit) {
    manifest['src/routes/index.tsx?tsr-split=component'] = { file: 'assets/home.js', isDynamicEntry: true, imports: ['index.html'] }
  }
  file(join(out(), '.vite/manifest.json'), JSON.stringify(manifest))
}

const failed = () => checkBudget(out(), routes()).failures

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'size-budget-'))
})
afterEach(() => rmSync(dir, { recursive: true, force: true }))

describe('size budget', () => {
  it('passes a small build with every route page split out', () => {
    build({})
    const { rows, failures } = checkBudget(out(), routes())
    expect(failures).toEqual([])
    expect(rows.find((row) => row.check.startsWith('route pages'))?.check).toContain('(1/1)')
  })

  it('counts the chunks the entry imports statically, not only the entry itself', () => {
    // Random bytes do not compress: 160 KB of them is over 150 KB gzip.
    build({ vendorJs: randomBytes(160_000) })
    expect(failed()).toEqual([expect.stringMatching(/^entry JS \(2 chunk/)])
  })

  it('fails when the entry CSS is over 30 KB gzip', () => {
    build({ css: randomBytes(40_000).toString('base64') })
    expect(failed()).toEqual([expect.stringMatching(/^entry CSS/)])
  })

  it('fails when MSW or faker code is anywhere in the build', () => {
    build({})
    file(join(out(), 'mockServiceWorker.js'), "self.addEventListener('message', () => 'INTEGRITY_CHECK_REQUEST')")
    expect(failed()).toEqual(['no MSW or faker code'])
  })

  it('fails when a route page is not in its own chunk', () => {
    build({ routeSplit: false })
    expect(failed()).toEqual([expect.stringMatching(/^route pages in own chunks \(0\/1\)/)])
  })
})
