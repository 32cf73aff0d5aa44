import { describe, expect, it } from 'vitest'
import {
  catalogFiles,
  entryStylesheetAtEnd,
  landingPreloadFiles,
  landingPreloadTags,
  preloadsAfterEntry,
  withoutLandingScripts,
  type PreloadBundle,
  type PreloadChunk,
} from './landing-preload.ts'

function chunk(fileName: string, extra: Partial<PreloadChunk> = {}): PreloadChunk {
  return { type: 'chunk', fileName, facadeModuleId: null, isEntry: false, imports: [], ...extra }
}

describe('landingPreloadTags', () => {
  it("preloads the lobby route's chunk, ky's, the mock's (not its demo panel), what they import and their stylesheets", () => {
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
      'assets/mocks.js': chunk('assets/mocks.js', {
        facadeModuleId: '/app/mocks/browser.ts',
        imports: ['assets/index.js', 'assets/contract.js'],
      }),
      'assets/contract.js': chunk('assets/contract.js'),
      'assets/panel.js': chunk('assets/panel.js', { facadeModuleId: '/app/mocks/panel/demo-panel.tsx' }),
    }
    expect(landingPreloadTags(bundle)).toEqual([
      '<link rel="modulepreload" crossorigin href="/assets/route.js" />',
      '<link rel="modulepreload" crossorigin href="/assets/lobby.js" />',
      '<link rel="modulepreload" crossorigin href="/assets/shared.js" />',
      '<link rel="modulepreload" crossorigin href="/assets/ky.js" />',
      '<link rel="modulepreload" crossorigin href="/assets/mocks.js" />',
      '<link rel="modulepreload" crossorigin href="/assets/contract.js" />',
      '<link rel="preload" as="style" crossorigin href="/assets/lobby.css" />',
    ])
  })

  it('adds nothing when there is no lobby route chunk', () => {
    expect(landingPreloadTags({ 'assets/index.js': chunk('assets/index.js', { isEntry: true }) })).toEqual([])
  })
})

describe('withoutLandingScripts', () => {
  const bundle: PreloadBundle = {
    'assets/index.js': chunk('assets/index.js', { isEntry: true }),
    'assets/route.js': chunk('assets/route.js', {
      facadeModuleId: '/app/src/routes/{-$action}.tsx?tsr-split=component---loader',
      imports: ['assets/index.js', 'assets/lobby.js'],
      viteMetadata: { importedCss: new Set(['assets/lobby.css']) },
    }),
    'assets/lobby.js': chunk('assets/lobby.js'),
    'assets/game.js': chunk('assets/game.js', { facadeModuleId: '/app/src/routes/casino/game.$id.tsx' }),
  }

  it("drops from a dynamic import's preload list the scripts index.html preloads, never a stylesheet", () => {
    const landing = landingPreloadFiles(bundle)
    expect([...landing.scripts]).toEqual(['assets/route.js', 'assets/lobby.js'])
    expect([...landing.styles]).toEqual(['assets/lobby.css'])
    expect(withoutLandingScripts(['assets/route.js', 'assets/lobby.js', 'assets/lobby.css'], landing.scripts)).toEqual([
      'assets/lobby.css',
    ])
    expect(withoutLandingScripts(['assets/game.js', 'assets/lobby.js'], landing.scripts)).toEqual(['assets/game.js'])
  })

  it('keeps every dependency when nothing is preloaded (a build without the lobby, Storybook)', () => {
    expect(withoutLandingScripts(['assets/route.js', 'assets/lobby.js'], new Set())).toEqual([
      'assets/route.js',
      'assets/lobby.js',
    ])
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

describe('preloadsAfterEntry', () => {
  const html = [
    '<html><head><meta charset="UTF-8" />',
    '<script type="module" crossorigin src="/assets/index-a.js"></script>',
    '</head><body></body></html>',
  ].join('\n')

  it("puts the tags right after the entry's script, so the entry is asked for first", () => {
    const tags = ['<link rel="modulepreload" crossorigin href="/assets/b.js" />']
    expect(preloadsAfterEntry(html, tags)).toBe(
      [
        '<html><head><meta charset="UTF-8" />',
        '<script type="module" crossorigin src="/assets/index-a.js"></script>',
        '    <link rel="modulepreload" crossorigin href="/assets/b.js" />',
        '</head><body></body></html>',
      ].join('\n'),
    )
  })

  it('leaves a page as it is without tags, and refuses a page without an entry script', () => {
    expect(preloadsAfterEntry(html, [])).toBe(html)
    expect(() => preloadsAfterEntry('<html></html>', ['<link />'])).toThrow(/no entry module script/)
  })
})

describe('catalogFiles', () => {
  it("lists each locale's catalog chunk for the boot script, and nothing without catalogs", () => {
    const bundle: PreloadBundle = {
      'assets/en.js': chunk('assets/en.js', { facadeModuleId: '/app/locales/en/messages.po' }),
      'assets/pt.js': chunk('assets/pt.js', { facadeModuleId: '/app/locales/pt-BR/messages.po' }),
      'assets/game.js': chunk('assets/game.js', { facadeModuleId: '/app/demo-game/locales/en/messages.po.ts' }),
      'assets/index.js': chunk('assets/index.js', { isEntry: true }),
    }
    expect(catalogFiles(bundle)).toBe('en=/assets/en.js pt-BR=/assets/pt.js')
    expect(catalogFiles({})).toBe('')
  })
})
