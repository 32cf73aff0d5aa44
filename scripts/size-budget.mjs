// `npm run size` (step 8 of `npm test`): the budget of the mock-off build (what a real deployment ships).
// Sizes, not times: they are stable from one machine to the next. Reads dist-nomock/.vite/manifest.json
// (`npm run build:nomock` first) and fails on any breach:
//   - entry JS: the entry chunk plus every chunk it statically imports, transitively (what the browser loads and
//     preloads before the first paint), gzip level 9, summed: at most 150 KB;
//   - first screen JS: the entry's JS plus every chunk index.html preloads for the landing page
//     (scripts/landing-preload.ts: the lobby's code, the HTTP client, the config reader), what a first visit to the
//     lobby downloads before its first screen, gzip: at most 185 KB;
//   - entry CSS: every stylesheet those chunks pull in, gzip: at most 30 KB;
//   - no MSW or faker byte anywhere in the build;
//   - every route file with a component has that component in its own lazily loaded chunk;
//   - no demo-panel CSS anywhere in the build: neither the panel's own stylesheet (marked `--jogada-demo-panel`)
//     nor the Mantine stylesheets only mocks/ imports (their `m_…` class names), since the panel does not exist
//     without the mock;
//   - no message only mocks/ uses in the catalogs (scripts/demo-messages.ts).
// Also printed, not limited: the demo's mock chunk (mocks/browser.ts and what it alone imports) in the demo build
// (`dist/`, `npm run build`), when that build is there.
// KB here is 1000 bytes, as in Vite's build report, so the two can be compared.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs'
import { join, relative, resolve } from 'node:path'
import { gzipSync } from 'node:zlib'
import { demoOnlyMessageIds } from './demo-messages.ts'

const root = resolve(import.meta.dirname, '..')
const LIMITS = { js: 150_000, firstScreenJs: 185_000, css: 30_000 }
// Strings that only MSW's runtime/worker or faker's data carry.
const FORBIDDEN = ['mockServiceWorker', '[MSW]', 'INTEGRITY_CHECK_REQUEST', 'msw/browser', '@faker-js', 'fakerPT_BR']

// The custom property mocks/panel/demo-panel.module.css declares to be recognisable in a build.
const PANEL_CSS_MARKER = '--jogada-demo-panel'
const MANTINE_SHEET_IMPORT = /@mantine\/core\/styles\/(\w+?)(?:\.layer)?\.css/g

const kb = (bytes) => `${(bytes / 1000).toFixed(1)} KB`
const gzipSize = (path) => gzipSync(readFileSync(path), { level: 9 }).length

function walk(dir) {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name)
    return statSync(path).isDirectory() ? walk(path) : [path]
  })
}

function staticClosure(manifest, key, seen = new Set()) {
  if (seen.has(key)) return seen
  seen.add(key)
  for (const child of manifest[key]?.imports ?? []) staticClosure(manifest, child, seen)
  return seen
}

/** The JS files index.html asks for with `<link rel="modulepreload">`, as the manifest names them. */
function modulePreloadedFiles(outDir, manifest) {
  const htmlPath = join(outDir, 'index.html')
  if (!existsSync(htmlPath)) return []
  const hrefs = [...readFileSync(htmlPath, 'utf8').matchAll(/<link\b[^>]*\brel="modulepreload"[^>]*>/g)].flatMap(
    (tag) => /\bhref="([^"]+)"/.exec(tag[0])?.[1] ?? [],
  )
  const files = new Set(Object.values(manifest).map((chunk) => chunk.file))
  return [...files].filter((file) => hrefs.some((href) => href === file || href.endsWith(`/${file}`)))
}

/**
 * The demo's mock chunk: mocks/browser.ts's chunk and every chunk only it brings in (not those the entry loads
 * anyway), gzip. Undefined when `demoDir` holds no demo build.
 */
export function mockChunkBytes(demoDir) {
  const manifestPath = join(demoDir, '.vite', 'manifest.json')
  if (!existsSync(manifestPath)) return undefined
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8'))
  const mockKey = Object.keys(manifest).find((key) => /(^|\/)mocks\/browser\.ts$/.test(key))
  if (!mockKey) return undefined
  const entryClosure = new Set(
    Object.keys(manifest)
      .filter((key) => manifest[key].isEntry)
      .flatMap((entry) => [...staticClosure(manifest, entry)]),
  )
  return [...staticClosure(manifest, mockKey)]
    .filter((key) => !entryClosure.has(key) && manifest[key].file.endsWith('.js'))
    .reduce((sum, key) => sum + gzipSize(join(demoDir, manifest[key].file)), 0)
}

/** Route files whose component autoCodeSplitting must move out of the entry. */
function routeFilesWithComponent(dir) {
  if (!existsSync(dir)) return []
  return (
    walk(dir)
      .filter((path) => /\.tsx?$/.test(path) && !/\.(test|stories)\.tsx?$/.test(path) && !/__root\.tsx?$/.test(path))
      // TanStack Router ignores files and folders named with a leading '-' (route-local helpers).
      .filter(
        (path) =>
          !relative(dir, path)
            .split(/[\\/]/)
            .some((segment) => segment.startsWith('-')),
      )
      .filter((path) => /\bcomponent\s*:/.test(readFileSync(path, 'utf8')))
      .map((path) => `src/routes/${relative(dir, path).split('\\').join('/')}`)
  )
}

/** The Mantine core stylesheets a folder's sources import (`@mantine/core/styles/X(.layer).css` → X). */
function importedMantineSheets(dir) {
  if (!existsSync(dir)) return new Set()
  return new Set(
    walk(dir)
      .filter((path) => /\.(tsx?|css)$/.test(path))
      .flatMap((path) => [...readFileSync(path, 'utf8').matchAll(MANTINE_SHEET_IMPORT)].map((match) => match[1])),
  )
}

/** Class names (`m_` + 8 hex digits) of the Mantine sheets mocks/ imports and the app does not. */
function mockOnlyMantineClasses(appDir, mocksDir) {
  const app = importedMantineSheets(appDir)
  const mockOnly = [...importedMantineSheets(mocksDir)].filter((sheet) => !app.has(sheet))
  return mockOnly.flatMap((sheet) => {
    const path = resolve(root, 'node_modules/@mantine/core/styles', `${sheet}.css`)
    if (!existsSync(path)) return []
    return [...new Set(readFileSync(path, 'utf8').match(/\.m_[0-9a-f]{8}\b/g) ?? [])].map((name) => ({
      sheet,
      name: name.slice(1),
    }))
  })
}

export function checkBudget(
  outDir = resolve(root, 'dist-nomock'),
  routesDir = resolve(root, 'src/routes'),
  sources = {
    app: resolve(root, 'src'),
    mocks: resolve(root, 'mocks'),
    catalog: resolve(root, 'locales/pt-BR/messages.po'),
  },
  demoDir = undefined,
) {
  const manifestPath = join(outDir, '.vite', 'manifest.json')
  if (!existsSync(manifestPath)) {
    console.error(`size: ${relative(root, manifestPath)} is missing: run \`npm run build:nomock\` first.`)
    return { rows: [], failures: ['no manifest'] }
  }
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8'))
  const rows = []
  const failures = []
  const check = (name, ok, value, limit) => {
    rows.push({ check: name, value, limit, status: ok ? 'ok' : 'FAIL' })
    if (!ok) failures.push(name)
  }

  const entries = Object.keys(manifest).filter((key) => manifest[key].isEntry)
  check('one entry', entries.length === 1, String(entries.length), '1')
  const closure = new Set(entries.flatMap((entry) => [...staticClosure(manifest, entry)]))

  const jsFiles = [...closure].map((key) => manifest[key].file).filter((file) => file.endsWith('.js'))
  const jsBytes = jsFiles.reduce((sum, file) => sum + gzipSize(join(outDir, file)), 0)
  check(`entry JS (${jsFiles.length} chunk(s), gzip)`, jsBytes <= LIMITS.js, kb(jsBytes), kb(LIMITS.js))

  const preloaded = modulePreloadedFiles(outDir, manifest).filter((file) => !jsFiles.includes(file))
  const firstScreenBytes = jsBytes + preloaded.reduce((sum, file) => sum + gzipSize(join(outDir, file)), 0)
  check(
    `first screen JS (entry + ${preloaded.length} preloaded chunk(s), gzip)`,
    firstScreenBytes <= LIMITS.firstScreenJs,
    kb(firstScreenBytes),
    kb(LIMITS.firstScreenJs),
  )

  const cssFiles = [...new Set([...closure].flatMap((key) => manifest[key].css ?? []))]
  const cssBytes = cssFiles.reduce((sum, file) => sum + gzipSize(join(outDir, file)), 0)
  check(`entry CSS (${cssFiles.length} file(s), gzip)`, cssBytes <= LIMITS.css, kb(cssBytes), kb(LIMITS.css))

  const offenders = walk(outDir)
    .filter((path) => /\.(m?js|html)$/.test(path))
    .flatMap((path) => {
      const text = readFileSync(path, 'utf8')
      const found = FORBIDDEN.filter((marker) => text.includes(marker))
      return found.length > 0 ? [`${relative(outDir, path)} (${found.join(', ')})`] : []
    })
  check('no MSW or faker code', offenders.length === 0, offenders.join('; ') || 'none', 'none')

  const mockClasses = mockOnlyMantineClasses(sources.app, sources.mocks)
  const panelCss = walk(outDir)
    .filter((path) => path.endsWith('.css'))
    .flatMap((path) => {
      const text = readFileSync(path, 'utf8')
      const found = [
        ...(text.includes(PANEL_CSS_MARKER) ? ["the panel's stylesheet"] : []),
        ...new Set(mockClasses.filter(({ name }) => text.includes(name)).map(({ sheet }) => `Mantine ${sheet}`)),
      ]
      return found.length > 0 ? [`${relative(outDir, path)} (${found.join(', ')})`] : []
    })
  check('no demo-panel CSS', panelCss.length === 0, panelCss.join('; ') || 'none', 'none')

  // A compiled catalog keys its messages by id: `"<id>":[…]`. The demo games (demo-game/) are an app of their own,
  // with their own catalogs, whose texts may share an id with one of the panel's.
  const demoIds = existsSync(sources.catalog) ? [...demoOnlyMessageIds(readFileSync(sources.catalog, 'utf8'))] : []
  const demoTexts = walk(outDir)
    .filter((path) => path.endsWith('.js') && !relative(outDir, path).startsWith('demo-game'))
    .flatMap((path) => {
      const text = readFileSync(path, 'utf8')
      const found = demoIds.filter((id) => text.includes(`"${id}":`))
      return found.length > 0 ? [`${relative(outDir, path)} (${found.length} message(s))`] : []
    })
  check('no demo-only messages', demoTexts.length === 0, demoTexts.join('; ') || 'none', 'none')

  const routes = routeFilesWithComponent(routesDir)
  const notSplit = routes.filter((file) => {
    // The router plugin names a split chunk by the route parts it holds, joined by '---' (`component---loader`
    // when vite.config.ts groups the loader with the page).
    const key = Object.keys(manifest).find(
      (name) =>
        name.startsWith(`${file}?tsr-split=`) && name.split('?tsr-split=')[1].split('---').includes('component'),
    )
    return !key || !manifest[key]?.isDynamicEntry || closure.has(key)
  })
  check(
    `route pages in own chunks (${routes.length - notSplit.length}/${routes.length})`,
    routes.length > 0 && notSplit.length === 0,
    routes.length === 0
      ? 'no route file with a component'
      : notSplit.length > 0
        ? `not split: ${notSplit.join(', ')}`
        : 'all',
    'all',
  )
  if (demoDir) {
    const mockBytes = mockChunkBytes(demoDir)
    rows.push({
      check: "the demo's mock chunk (dist/, gzip; printed, not limited)",
      value: mockBytes === undefined ? 'no demo build (npm run build)' : kb(mockBytes),
      limit: '',
      status: 'info',
    })
  }
  return { rows, failures }
}

export function printTable(rows) {
  const headers = { check: 'check', value: 'value', limit: 'limit', status: 'status' }
  const widths = Object.fromEntries(
    Object.keys(headers).map((key) => [key, Math.max(...[headers, ...rows].map((row) => String(row[key]).length))]),
  )
  const line = (row) =>
    Object.keys(headers)
      .map((key) => String(row[key]).padEnd(widths[key]))
      .join('  ')
  console.log(line(headers))
  console.log(
    Object.values(widths)
      .map((w) => '-'.repeat(w))
      .join('  '),
  )
  for (const row of rows) console.log(line(row))
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { rows, failures } = checkBudget(
    process.argv[2] ? resolve(process.argv[2]) : undefined,
    undefined,
    undefined,
    resolve(root, 'dist'),
  )
  printTable(rows)
  if (failures.length > 0) {
    console.error(`size: ${failures.length} breach(es): ${failures.join('; ')}`)
    process.exit(1)
  }
}
