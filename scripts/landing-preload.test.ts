import { describe, expect, it } from 'vitest'
import { entryStylesheetAtEnd, landingPreloadTags, type PreloadBundle, type PreloadChunk } from './landing-preload.ts'

function chunk(fileName: string, extra: Partial<PreloadChunk> = {}): PreloadChunk {
  return { type: 'chunk', fileName, facadeModuleId: null, isEntry: false, imports: [], ...extra }
}

describe('landingPreloadTags', () => {
  it("preloads the lobby route's chunk, what it imports (not the entry) and their stylesheets", () => {
    const bundle: PreloadBundle = {
      'assets/index.js': chunk('assets/index.js', { isEntry: true, facadeModuleId: '/app/index.html' }),
      'assets/route.js': chunk('assets/route.js', {
        facadeModuleId: '/app/src/routes/{-$action}.tsx?tsr-split=component---loader',
        imports: ['assets/index.js', 'assets/lobby.js'],
      }),
      'assets/lobby.js': chunk('assets/lobby.js', {
        imports: ['assets/index.js', 'assets/shared.js'],
        viteMetadata: { importedCss: new Set(['assets/lobby.css']) },
      }),
      'assets/shared.js': chunk('assets/shared.js', { imports: ['assets/lobby.js'] }),
      'assets/wallet.js': chunk('assets/wallet.js', { facadeModuleId: '/app/src/routes/profile/wallet.tsx' }),
      'assets/lobby.css': { type: 'asset', fileName: 'assets/lobby.css' },
      'assets/ky.js': chunk('assets/ky.js', { facadeModuleId: '/app/node_modules/ky/distribution/index.js' }),
    }
    expect(landingPreloadTags(bundle)).toEqual([
      '<link rel="modulepreload" crossorigin href="/assets/route.js" />',
      '<link rel="modulepreload" crossorigin href="/assets/lobby.js" />',
      '<link rel="modulepreload" crossorigin href="/assets/shared.js" />',
      '<link rel="modulepreload" crossorigin href="/assets/ky.js" />',
      '<link rel="preload" as="style" crossorigin href="/assets/lobby.css" />',
    ])
  })

  it('adds nothing when there is no lobby route chunk', () => {
    expect(landingPreloadTags({ 'assets/index.js': chunk('assets/index.js', { isEntry: true }) })).toEqual([])
  })
})

describe('entryStylesheetAtEnd', () => {
  const html = [
    '<html><head>',
    '<script type="module" crossorigin src="/assets/index-a.js"></script>',
    '<link rel="preload" as="style" crossorigin href="/assets/lobby-b.css" />',
    '<link rel="stylesheet" crossorigin href="/assets/index-c.css">',
    '</head><body><div id="root"></div>',
    '</body></html>',
  ].join('\n')

  it("moves the built stylesheet to the end of <body>, leaving the head's preloads and scripts", () => {
    const moved = entryStylesheetAtEnd(html)
    expect(moved).not.toMatch(/<head>[\s\S]*rel="stylesheet"[\s\S]*<\/head>/)
    expect(moved).toMatch(
      /<div id="root"><\/div>\s*<link rel="stylesheet" crossorigin href="\/assets\/index-c.css">\s*<\/body>/,
    )
    expect(moved).toContain('<link rel="preload" as="style" crossorigin href="/assets/lobby-b.css" />')
    expect(moved).toContain('<script type="module" crossorigin src="/assets/index-a.js"></script>')
  })

  it('leaves a page without a built stylesheet as it is', () => {
    const plain = '<html><head></head><body></body></html>'
    expect(entryStylesheetAtEnd(plain)).toBe(plain)
  })
})
