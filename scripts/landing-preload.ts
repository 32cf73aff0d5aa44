/**
 * The lobby at `/` is where most visits start. Its code (the route's chunk and the `lobby` chunk, see
 * `codeSplitting` in vite.config.ts) is only asked for once the entry has downloaded and run, one round trip after it
 * on a phone's link. These tags make the browser download it beside the entry instead: `modulepreload` fetches and
 * parses a module without running it, `preload as=style` fetches a stylesheet without applying it (a stylesheet link
 * in the head would hold the first paint). A visit that starts on another page downloads them for nothing, about a
 * fifth of the entry's size; the lobby's own first banner is what the trade buys.
 */

/** The slice of Rollup/Rolldown's output chunk this needs. */
export interface PreloadChunk {
  type: 'chunk'
  fileName: string
  facadeModuleId: string | null
  isEntry: boolean
  imports: string[]
  viteMetadata?: { importedCss: Set<string> }
}

export type PreloadBundle = Record<string, PreloadChunk | { type: 'asset'; fileName: string }>

/**
 * The chunks to preload, by the module they are made for: the lobby route's (its lazy component and loader, split by
 * the router plugin); ky's, the HTTP client every page's first call waits for (src/api/client.ts loads it lazily
 * to keep the entry under budget; here it downloads with the entry instead of after it); the reader of the deployment's
 * config.json (src/api/runtime-config.ts), which every first call waits for too; and in the demo build the
 * mock backend's (mocks/browser.ts), which every first call waits for too. Without its tag the mock, a third of the
 * entry's size, only starts downloading once the entry has run, and the whole first page waits for it on a phone.
 * A mock-off build has no such chunk.
 */
const PRELOADED = [
  /[\\/]src[\\/]routes[\\/]\{-\$action\}\.tsx\?tsr-split=/,
  /[\\/]node_modules[\\/]ky[\\/]/,
  /[\\/]src[\\/]api[\\/]runtime-config-load\.ts$/,
  /[\\/]mocks[\\/]browser\.ts$/,
]

/** The preloaded chunks, the chunks they import (not the entry) and their stylesheets, as file names. */
export function landingPreloadFiles(bundle: PreloadBundle): { scripts: Set<string>; styles: Set<string> } {
  const chunks = Object.values(bundle).filter((item): item is PreloadChunk => item.type === 'chunk')
  const roots = chunks.filter(
    (chunk) => chunk.facadeModuleId !== null && PRELOADED.some((pattern) => pattern.test(chunk.facadeModuleId ?? '')),
  )
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]))
  const scripts = new Set<string>()
  const styles = new Set<string>()
  const visit = (chunk: PreloadChunk) => {
    if (chunk.isEntry || scripts.has(chunk.fileName)) return
    scripts.add(chunk.fileName)
    for (const css of chunk.viteMetadata?.importedCss ?? []) styles.add(css)
    for (const file of chunk.imports) {
      const imported = byFile.get(file)
      if (imported) visit(imported)
    }
  }
  roots.forEach(visit)
  return { scripts, styles }
}

/** `<link>` tags for the preloaded chunks, the chunks they import (not the entry) and their stylesheets. */
export function landingPreloadTags(bundle: PreloadBundle, base = '/'): string[] {
  const { scripts, styles } = landingPreloadFiles(bundle)
  return [
    ...[...scripts].map((file) => `<link rel="modulepreload" crossorigin href="${base}${file}" />`),
    ...[...styles].map((file) => `<link rel="preload" as="style" crossorigin href="${base}${file}" />`),
  ]
}

/**
 * The dependencies a dynamic import asks Vite's preload helper for (build.modulePreload.resolveDependencies), less
 * the scripts index.html already preloads: every visit has them in flight from the first byte of the page, so the
 * helper's work for them (a lookup in the document per file, a `<link>` when it misses) is start-up time for
 * nothing; the lobby route's import then has no dependency left and skips the helper. Stylesheets stay: index.html
 * only downloads them, the helper is what applies them.
 */
export function withoutLandingScripts(deps: string[], landingScripts: ReadonlySet<string>): string[] {
  return deps.filter((dep) => dep.endsWith('.css') || !landingScripts.has(dep))
}

/**
 * The app's stylesheet moves from `<head>` to the end of `<body>`: in the head it holds back the first paint of the
 * loading frame (styled by the inlined boot.css) until it has downloaded. At the end of the body it blocks nothing
 * before it, and the app still never renders unstyled: the entry is a module script, and the browser runs deferred
 * and module scripts only once every stylesheet the parser met has loaded (e2e/boot.spec.ts holds the stylesheet
 * back to prove it).
 */
export function entryStylesheetAtEnd(html: string): string {
  const links = html.match(/<link rel="stylesheet"[^>]*href="[^"]*\/assets\/[^"]+\.css"[^>]*>/g) ?? []
  if (links.length === 0) return html
  let moved = html
  for (const link of links) moved = moved.replace(link, '')
  if (!moved.includes('</body>')) throw new Error('index.html: no </body> to put the stylesheet before')
  return moved.replace(/\s*<\/body>/, (end) => `\n    ${links.join('\n    ')}${end}`)
}

/** Puts the preload tags right after the entry's module script, so the entry is the first file the page asks for. */
export function preloadsAfterEntry(html: string, tags: string[]): string {
  if (tags.length === 0) return html
  const entry = /<script type="module"[^>]*src="[^"]*\/assets\/[^"]+\.js"[^>]*><\/script>/.exec(html)
  if (!entry) throw new Error('index.html: no entry module script to put the preloads after')
  const at = entry.index + entry[0].length
  return `${html.slice(0, at)}\n    ${tags.join('\n    ')}${html.slice(at)}`
}

/**
 * `locale=file` pairs, space-separated, of the message catalogs (locales/<locale>/messages.po, one chunk each) for
 * public/boot-catalog.js. Empty when the build has none.
 */
export function catalogFiles(bundle: PreloadBundle, base = '/'): string {
  const pairs: string[] = []
  for (const item of Object.values(bundle)) {
    if (item.type !== 'chunk') continue
    const locale = /[\\/]locales[\\/]([^\\/]+)[\\/]messages\.po$/.exec(item.facadeModuleId ?? '')?.[1]
    if (locale) pairs.push(`${locale}=${base}${item.fileName}`)
  }
  return pairs.sort().join(' ')
}
