// @vitest-environment node
import { randomBytes } from 'node:crypto'
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { generateMessageId } from '@lingui/message-utils/generateMessageId'
import { checkBudget, mockChunkBytes } from './size-budget.mjs'

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
  /** The router plugin's name for the split chunk's parts. */
  splitParts?: string
  /** A chunk index.html preloads for the landing page (scripts/landing-preload.ts), not imported by the entry. */
  preloadedJs?: string | Buffer
}

function build({
  entryJs = 'console.log(1)',
  vendorJs = 'export const v = 1',
  css = 'a{color:red}',
  routeSplit = true,
  splitParts = 'component',
  preloadedJs = 'export const lobby = 1',
}: Build) {
  file(join(routes(), 'index.tsx'), "export const Route = createFileRoute('/')({ component: Home })")
  file(join(routes(), '-helpers.tsx'), 'export const component: unknown = null')
  file(join(out(), 'assets/index.js'), entryJs)
  file(join(out(), 'assets/vendor.js'), vendorJs)
  file(join(out(), 'assets/index.css'), css)
  file(join(out(), 'assets/home.js'), 'export default function Home() {}')
  file(join(out(), 'assets/lobby.js'), preloadedJs)
  // The entry's own preload of its static import is counted once, with the entry.
  file(
    join(out(), 'index.html'),
    [
      '<script type="module" crossorigin src="/assets/index.js"></script>',
      '<link rel="modulepreload" crossorigin href="/assets/vendor.js">',
      '<link rel="modulepreload" crossorigin href="/assets/lobby.js" />',
    ].join('\n'),
  )
  const manifest: Record<string, object> = {
    'index.html': {
      file: 'assets/index.js',
      isEntry: true,
      imports: ['_vendor.js'],
      css: ['assets/index.css'],
      ...(routeSplit ? { dynamicImports: [`src/routes/index.tsx?tsr-split=${splitParts}`] } : {}),
    },
    '_vendor.js': { file: 'assets/vendor.js' },
    '_lobby.js': { file: 'assets/lobby.js', isDynamicEntry: true },
  }
  if (routeSplit) {
    manifest[`src/routes/index.tsx?tsr-split=${splitParts}`] = {
      file: 'assets/home.js',
      isDynamicEntry: true,
      imports: ['index.html'],
    }
  }
  file(join(out(), '.vite/manifest.json'), JSON.stringify(manifest))
}

const sources = () => ({ app: join(dir, 'src'), mocks: join(dir, 'mocks'), catalog: join(dir, 'messages.po') })
const failed = () => checkBudget(out(), routes(), sources()).failures

/** Sources where only the mock's panel renders a Switch (so Mantine's Switch sheet is the panel's alone). */
function panelSources({ appUsesSwitch = false } = {}) {
  file(join(dir, 'mocks/panel/section.tsx'), "import '@mantine/core/styles/Switch.layer.css'\n")
  file(
    join(dir, 'src/app/styles.ts'),
    appUsesSwitch ? "import '@mantine/core/styles/Switch.layer.css'\n" : "import './global.css'\n",
  )
}

// A class of Mantine's Switch stylesheet, as it appears in a built CSS file.
const switchClass = readFileSync(
  join(import.meta.dirname, '../node_modules/@mantine/core/styles/Switch.css'),
  'utf8',
).match(/\.m_[0-9a-f]{8}/)?.[0]

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'size-budget-'))
})
afterEach(() => rmSync(dir, { recursive: true, force: true }))

describe('size budget', () => {
  it('passes a small build with every route page split out', () => {
    build({})
    const { rows, failures } = checkBudget(out(), routes(), sources())
    expect(failures).toEqual([])
    expect(rows.find((row) => row.check.startsWith('route pages'))?.check).toContain('(1/1)')
  })

  it('fails when a catalog keeps a message only mocks/ uses, and passes one the app uses too', () => {
    file(
      join(dir, 'messages.po'),
      [
        '#: mocks/panel/demo-panel.tsx:9',
        'msgid "Painel de demonstração"',
        'msgstr "Painel de demonstração"',
        '',
        '#: mocks/panel/demo-panel.tsx:12',
        '#: src/shared/ui/close.tsx:4',
        'msgid "Fechar"',
        'msgstr "Fechar"',
      ].join('\n'),
    )
    const catalog = (...messages: string[]) =>
      `var e=JSON.parse(\`{${messages.map((m) => `"${generateMessageId(m)}":["${m}"]`).join(',')}}\`)`
    build({ preloadedJs: catalog('Fechar') })
    expect(failed()).toEqual([])
    build({ preloadedJs: catalog('Fechar', 'Painel de demonstração') })
    const { rows, failures } = checkBudget(out(), routes(), sources())
    expect(failures).toEqual(['no demo-only messages'])
    expect(rows.find((row) => row.check === 'no demo-only messages')?.value).toBe('assets/lobby.js (1 message(s))')
  })

  it('a page split out together with its loader counts as split; a split loader alone does not', () => {
    build({ splitParts: 'component---loader' })
    expect(failed()).toEqual([])
    build({ splitParts: 'loader' })
    expect(failed()).toEqual([expect.stringMatching(/^route pages in own chunks \(0\/1\)/)])
  })

  it('counts the chunks the entry imports statically, not only the entry itself', () => {
    // Random bytes do not compress: 160 KB of them is over 150 KB gzip.
    build({ vendorJs: randomBytes(160_000) })
    expect(failed()).toEqual([expect.stringMatching(/^entry JS \(2 chunk/)])
  })

  it("counts the chunks index.html preloads for the first screen with the entry's, against 185 KB", () => {
    build({ vendorJs: randomBytes(100_000), preloadedJs: randomBytes(60_000) })
    const { rows, failures } = checkBudget(out(), routes(), sources())
    expect(failures).toEqual([])
    const entry = rows.find((row) => row.check.startsWith('entry JS'))
    const firstScreen = rows.find((row) => row.check.startsWith('first screen JS'))
    expect(firstScreen?.check).toContain('entry + 1 preloaded chunk(s)')
    // The preloaded chunk's 60 KB of random bytes, on top of the entry's.
    const kb = (row?: { value: string }) => Number.parseFloat(row?.value ?? '')
    expect(kb(firstScreen) - kb(entry)).toBeGreaterThanOrEqual(59.9)
    expect(kb(firstScreen) - kb(entry)).toBeLessThan(60.3)

    build({ vendorJs: randomBytes(100_000), preloadedJs: randomBytes(90_000) })
    expect(failed()).toEqual([expect.stringMatching(/^first screen JS/)])
  })

  it("prints the demo's mock chunk and what only it imports, not the entry's chunks nor a limit", () => {
    build({})
    const demo = join(dir, 'demo')
    file(join(demo, 'assets/index.js'), 'console.log(1)')
    file(join(demo, 'assets/mock.js'), randomBytes(20_000))
    file(join(demo, 'assets/msw.js'), randomBytes(10_000))
    file(
      join(demo, '.vite/manifest.json'),
      JSON.stringify({
        'index.html': { file: 'assets/index.js', isEntry: true, dynamicImports: ['mocks/browser.ts'] },
        'mocks/browser.ts': { file: 'assets/mock.js', isDynamicEntry: true, imports: ['index.html', '_msw.js'] },
        '_msw.js': { file: 'assets/msw.js' },
      }),
    )
    const bytes = mockChunkBytes(demo)
    expect(bytes).toBeGreaterThan(30_000)
    expect(bytes).toBeLessThan(30_200)
    const { rows, failures } = checkBudget(out(), routes(), sources(), demo)
    expect(failures).toEqual([])
    expect(rows.at(-1)).toMatchObject({ value: `${((bytes ?? 0) / 1000).toFixed(1)} KB`, status: 'info' })
    // No demo build: said so, not a failure.
    expect(mockChunkBytes(join(dir, 'none'))).toBeUndefined()
    expect(checkBudget(out(), routes(), sources(), join(dir, 'none')).rows.at(-1)?.value).toMatch(/no demo build/)
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

  it("fails when the demo panel's own stylesheet is in the build", () => {
    panelSources()
    build({ css: '._panel_1x2y3_1{--jogada-demo-panel:1;--mantine-color-green-filled:red}' })
    expect(failed()).toEqual(['no demo-panel CSS'])
  })

  it('fails when a Mantine stylesheet only the mock imports is in the build, not when the app imports it too', () => {
    expect(switchClass).toMatch(/^\.m_/)
    panelSources()
    build({ css: `a{color:red}${switchClass}{display:flex}` })
    expect(failed()).toEqual(['no demo-panel CSS'])
    panelSources({ appUsesSwitch: true })
    expect(failed()).toEqual([])
  })
})
