// @vitest-environment node
/**
 * Mantine's CSS is imported per component (src/app/styles.ts), and a component whose stylesheet is not loaded
 * renders unstyled without any error. The rule checked here: every module that imports a Mantine component
 * imports that component's stylesheets itself, unless they are in the entry's list (src/app/styles.ts).
 *
 * Why that rule is enough: Vite loads a module's CSS imports before the module runs (in dev on import, in a build
 * with the chunk that holds it, preloaded before a lazy chunk executes), and src/app/styles.ts is the entry's
 * first import. So wherever the module ends up (the entry, a lazy modal, a route page split off by the router),
 * its components find their CSS, with no model of the chunking to get wrong, and a component that moves to
 * another chunk takes its CSS along. Importing the same sheet from several modules costs nothing: the bundler
 * keeps one copy per chunk.
 *
 * Which sheets a component needs comes from Mantine's own code, not from a hand-kept table: a component's module
 * and everything it imports inside the package (Modal → ModalBase → Overlay, CloseButton…) carry their class names
 * in `<Name>.module.mjs` files, one per stylesheet `styles/<Name>.css`.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs'
import { basename, dirname, join, relative, resolve } from 'node:path'
import ts from 'typescript'
import { describe, expect, it } from 'vitest'

const root = resolve(import.meta.dirname, '..')
const ENTRY_STYLES = 'src/app/styles.ts'

/** Packages whose components need CSS; the core has one sheet per component, the others one for the package. */
const PACKAGES = ['@mantine/core', '@mantine/carousel', '@mantine/notifications'] as const
type MantinePackage = (typeof PACKAGES)[number]
const isMantinePackage = (name: string): name is MantinePackage => (PACKAGES as readonly string[]).includes(name)

/** A sheet's name: `core/Checkbox` for `@mantine/core/styles/Checkbox(.layer).css`, `notifications` for the package's. */
function sheetOfCssImport(specifier: string): string | undefined {
  const core = /^@mantine\/core\/styles\/(\w+?)(\.layer)?\.css$/.exec(specifier)
  if (core) return `core/${core[1]}`
  const pkg = /^@mantine\/(carousel|notifications)\/styles(\.layer)?\.css$/.exec(specifier)
  return pkg ? pkg[1] : undefined
}

function cssImportOf(sheet: string): string {
  return sheet.startsWith('core/') ? `@mantine/core/styles/${sheet.slice(5)}.layer.css` : `@mantine/${sheet}/styles.layer.css`
}

const packageEsm = (pkg: MantinePackage) => join(root, 'node_modules', pkg, 'esm')

/** Exported name → the module that defines it, read from the package's esm index. */
function packageExports(pkg: MantinePackage): Map<string, string> {
  const dir = packageEsm(pkg)
  const exported = new Map<string, string>()
  const index = readFileSync(join(dir, 'index.mjs'), 'utf8')
  for (const [, names = '', from = ''] of index.matchAll(/import\s*\{([^}]*)\}\s*from\s*"(\.[^"]+)"/g)) {
    for (const name of names.split(',')) {
      const local = name.trim().split(/\s+as\s+/).pop()
      if (local) exported.set(local, resolve(dir, from))
    }
  }
  return exported
}

const exportsByPackage = new Map(PACKAGES.map((pkg) => [pkg, packageExports(pkg)]))
const sheetsByExport = new Map<string, Set<string>>()

/** The stylesheets an export of a Mantine package needs: the `.module.mjs` files in its import graph. */
function sheetsFor(pkg: MantinePackage, name: string): Set<string> {
  const key = `${pkg}:${name}`
  const cached = sheetsByExport.get(key)
  if (cached) return cached
  const sheets = new Set<string>()
  sheetsByExport.set(key, sheets)
  const start = exportsByPackage.get(pkg)?.get(name)
  if (!start) return sheets
  const seen = new Set<string>()
  const visit = (file: string) => {
    if (seen.has(file)) return
    seen.add(file)
    if (file.endsWith('.module.mjs')) sheets.add(pkg === '@mantine/core' ? `core/${basename(file, '.module.mjs')}` : pkg.slice('@mantine/'.length))
    const source = readFileSync(file, 'utf8')
    for (const [, names = '', from = ''] of source.matchAll(/import\s*(?:\{([^}]*)\}\s*from\s*|\w+\s+from\s*)?"([^"]+)"/g)) {
      if (from.startsWith('.')) visit(resolve(dirname(file), from))
      // The other packages build on the core's components (Notifications renders core's Notification).
      else if (from === '@mantine/core') {
        for (const imported of names.split(',')) {
          const [original] = imported.trim().split(/\s+as\s+/)
          if (original) for (const sheet of sheetsFor('@mantine/core', original)) sheets.add(sheet)
        }
      }
    }
  }
  visit(start)
  return sheets
}

interface ModuleImports {
  /** PascalCase value imports from Mantine packages: the components the module can render. */
  components: { pkg: MantinePackage; name: string }[]
  /** The Mantine stylesheets the module imports. */
  sheets: Set<string>
}

function readImports(file: string): ModuleImports {
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, false)
  const result: ModuleImports = { components: [], sheets: new Set() }
  for (const statement of source.statements) {
    if (!ts.isImportDeclaration(statement) || !ts.isStringLiteral(statement.moduleSpecifier)) continue
    const specifier = statement.moduleSpecifier.text
    const sheet = sheetOfCssImport(specifier)
    if (sheet) result.sheets.add(sheet)
    const clause = statement.importClause
    if (!isMantinePackage(specifier) || !clause || clause.isTypeOnly) continue
    const bindings = clause.namedBindings
    if (!bindings || !ts.isNamedImports(bindings)) continue
    for (const element of bindings.elements) {
      const name = (element.propertyName ?? element.name).text
      if (!element.isTypeOnly && /^[A-Z]/.test(name)) result.components.push({ pkg: specifier, name })
    }
  }
  return result
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name)
    if (statSync(path).isDirectory()) return name === 'testing' ? [] : sourceFiles(path)
    return /\.tsx?$/.test(name) && !/\.(test|stories|d)\.tsx?$/.test(name) ? [path] : []
  })
}

/** For each module that renders a component whose sheet is neither its own import nor the entry's: what is missing. */
function findMissingSheets(): Record<string, string[]> {
  const entry = readImports(join(root, ENTRY_STYLES)).sheets
  const missing: Record<string, string[]> = {}
  for (const file of [...sourceFiles(join(root, 'src')), ...sourceFiles(join(root, 'mocks'))]) {
    const { components, sheets } = readImports(file)
    const lacking = new Set<string>()
    for (const { pkg, name } of components) {
      for (const sheet of sheetsFor(pkg, name)) if (!sheets.has(sheet) && !entry.has(sheet)) lacking.add(`${name} needs ${cssImportOf(sheet)}`)
    }
    if (lacking.size > 0) missing[relative(root, file)] = [...lacking].sort()
  }
  return missing
}

const BASE_SHEETS = new Set(['core/baseline', 'core/default-css-variables', 'core/global'])

/**
 * Sheets imported where nothing needs them: a module's sheet that none of its own components needs (it belongs
 * in the module that renders the component), and an entry sheet that no module under src/ needs (the demo
 * panel's own sheets stay with the panel, out of the mock-off build's first CSS).
 */
function findStraySheets(): Record<string, string[]> {
  const stray: Record<string, string[]> = {}
  const neededBySrc = new Set<string>()
  for (const file of [...sourceFiles(join(root, 'src')), ...sourceFiles(join(root, 'mocks'))]) {
    const { components, sheets } = readImports(file)
    const needed = new Set(components.flatMap(({ pkg, name }) => [...sheetsFor(pkg, name)]))
    if (relative(root, file).startsWith('src/')) for (const sheet of needed) neededBySrc.add(sheet)
    if (relative(root, file) === ENTRY_STYLES) continue
    const unused = [...sheets].filter((sheet) => !needed.has(sheet))
    if (unused.length > 0) stray[relative(root, file)] = unused.map(cssImportOf).sort()
  }
  const entry = [...readImports(join(root, ENTRY_STYLES)).sheets]
  const unusedInEntry = entry.filter((sheet) => !BASE_SHEETS.has(sheet) && !neededBySrc.has(sheet))
  if (unusedInEntry.length > 0) stray[ENTRY_STYLES] = unusedInEntry.map(cssImportOf).sort()
  return stray
}

describe('Mantine stylesheets', () => {
  it('reads which sheets a component needs from Mantine itself', () => {
    expect([...sheetsFor('@mantine/core', 'PasswordInput')]).toEqual(expect.arrayContaining(['core/Input', 'core/PasswordInput']))
    expect([...sheetsFor('@mantine/core', 'Checkbox')]).toEqual(
      expect.arrayContaining(['core/Checkbox', 'core/CheckboxIndicator', 'core/InlineInput']),
    )
    expect([...sheetsFor('@mantine/core', 'Modal')]).toEqual(expect.arrayContaining(['core/Modal', 'core/ModalBase', 'core/Overlay']))
    expect([...sheetsFor('@mantine/notifications', 'Notifications')]).toEqual(expect.arrayContaining(['notifications', 'core/Notification']))
    expect([...sheetsFor('@mantine/carousel', 'Carousel')]).toContain('carousel')
    expect([...sheetsFor('@mantine/core', 'MantineProvider')]).toEqual([])
  })

  it('finds the components a module imports and the sheets it loads', () => {
    const { components, sheets } = readImports(join(root, 'src/shared/ui/record-list.tsx'))
    expect(components).toEqual([{ pkg: '@mantine/core', name: 'Table' }])
    expect([...sheets]).toEqual(['core/Table'])
  })

  it(`are loaded wherever a component renders: by its own module or by ${ENTRY_STYLES}`, () => {
    expect(findMissingSheets()).toEqual({})
  })

  it('are imported only where a component needs them, and the entry carries only what the app needs', () => {
    expect(findStraySheets()).toEqual({})
  })
})
