// @vitest-environment node
import { readdirSync, readFileSync, statSync } from 'node:fs'
import { resolve } from 'node:path'
import { describe, expect, it } from 'vitest'

const root = resolve(import.meta.dirname, '..')
const mocks = resolve(root, 'mocks')

/**
 * The map at the top of mocks/README.md: the first code block, one entry per line that starts at the margin with a
 * folder (`sports/`) or files (`browser.ts node.ts server.ts`); indented lines continue the entry above.
 */
function mapEntries(readme: string): { folders: string[]; files: string[] } {
  const block = /^```\n([\s\S]*?)^```$/m.exec(readme)?.[1] ?? ''
  const folders: string[] = []
  const files: string[] = []
  for (const line of block.split('\n')) {
    const names = /^((?:[\w.-]+\/?\s)+)\s/.exec(`${line} `)?.[1]?.trim().split(/\s+/) ?? []
    for (const name of names) {
      if (name.endsWith('/')) folders.push(name.slice(0, -1))
      else if (/\.tsx?$/.test(name)) files.push(name)
    }
  }
  return { folders, files }
}

describe("mocks/README.md's map", () => {
  const { folders, files } = mapEntries(readFileSync(resolve(mocks, 'README.md'), 'utf8'))
  const onDisk = readdirSync(mocks).filter((name) => statSync(resolve(mocks, name)).isDirectory())

  it('lists every folder of mocks/', () => {
    expect(onDisk.filter((folder) => !folders.includes(folder))).toEqual([])
  })

  it('lists only folders and files that exist', () => {
    expect(folders.filter((folder) => !onDisk.includes(folder))).toEqual([])
    expect(files.filter((file) => !readdirSync(mocks).includes(file))).toEqual([])
  })

  it('reads the map: folders and files at the margin, not the words of their descriptions', () => {
    const map = mapEntries(
      [
        'intro',
        '```',
        'Domains',
        'browser.ts node.ts   the two ways in (a `node.ts` here is prose)',
        'sports/             the sportsbook: leagues/ and feed.ts',
        '                    wrapped/ prose.ts',
        '```',
        '',
        '```',
        'later/              another block',
        '```',
      ].join('\n'),
    )
    expect(map).toEqual({ folders: ['sports'], files: ['browser.ts', 'node.ts'] })
  })
})
