// @vitest-environment node
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, relative, resolve } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { brokenLinks, headingAnchors, markdownLinks, slug } from './markdown-links.ts'

const root = resolve(import.meta.dirname, '..')

function markdownUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name)
    if (entry.isDirectory()) return markdownUnder(path)
    return entry.name.endsWith('.md') ? [path] : []
  })
}

/** The pages a newcomer reads: the README, everything under docs/, and the mock's reference. */
const pages = [resolve(root, 'README.md'), ...markdownUnder(resolve(root, 'docs')), resolve(root, 'mocks/README.md')]
const read = (path: string) => readFileSync(path, 'utf8')

describe('the documentation', () => {
  it.each(pages.map((path) => [relative(root, path), path]))('%s: every relative link resolves', (_, path) => {
    expect(brokenLinks(path, read(path))).toEqual([])
  })

  it('has links to check: the README links the pages it promises, and the decisions index every record', () => {
    const readme = markdownLinks(read(resolve(root, 'README.md')))
    for (const page of ['docs/backend-integration.md', 'docs/deploying.md', 'docs/testing.md', 'docs/architecture.md'])
      expect(readme).toContain(page)
    expect(readme).toContain('docs/decisions/README.md')

    const records = readdirSync(resolve(root, 'docs/decisions')).filter((name) => /^\d{3}-[a-z0-9-]+\.md$/.test(name))
    expect(records.length).toBeGreaterThan(50)
    expect(new Set(markdownLinks(read(resolve(root, 'docs/decisions/README.md'))))).toEqual(
      new Set([...records, '../engagement-decisions.md']),
    )
  })

  it('numbers the decision records once each, with a title, context, decision and consequences', () => {
    const records = readdirSync(resolve(root, 'docs/decisions')).filter((name) => name !== 'README.md')
    const numbers = records.map((name) => name.slice(0, 3))
    expect(new Set(numbers).size).toBe(records.length)
    for (const name of records) {
      const anchors = headingAnchors(read(resolve(root, 'docs/decisions', name)))
      expect(name).toMatch(/^\d{3}-[a-z0-9-]+\.md$/)
      expect(
        [...anchors].filter((anchor) => anchor.startsWith(name.slice(0, 3))),
        name,
      ).toHaveLength(1)
      for (const part of ['context', 'decision', 'consequences'])
        expect(anchors.has(part), `${name}: ${part}`).toBe(true)
    }
  })

  it('keeps the README under 200 lines: the first page a newcomer reads to the end', () => {
    expect(read(resolve(root, 'README.md')).split('\n').length).toBeLessThan(200)
  })
})

describe('slug', () => {
  it("gives GitHub's anchors", () => {
    expect(slug('Checking a server: `contract:check`')).toBe('checking-a-server-contractcheck')
    expect(slug('Dependency rules (enforced by `eslint.config.js`)')).toBe(
      'dependency-rules-enforced-by-eslintconfigjs',
    )
    expect(slug("The player's limits")).toBe('the-players-limits')
    expect(slug('Breaks and self-exclusion (mocks/protection/)')).toBe('breaks-and-self-exclusion-mocksprotection')
    expect(slug('Proteção ao jogador')).toBe('proteção-ao-jogador')
    expect(slug('The [proxy](../mocks/proxy.ts) in short')).toBe('the-proxy-in-short')
    expect(slug('GET `/profile/`')).toBe('get-profile')
  })

  it('numbers a repeated heading, and reads no heading inside a code block', () => {
    const anchors = headingAnchors(
      ['# Title', '## Usage', '```sh', '# not a heading', '```', '## Usage', ''].join('\n'),
    )
    expect([...anchors]).toEqual(['title', 'usage', 'usage-1'])
  })
})

describe('brokenLinks', () => {
  const dir = mkdtempSync(join(tmpdir(), 'docs-links-'))
  afterAll(() => rmSync(dir, { recursive: true, force: true }))
  writeFileSync(join(dir, 'other.md'), '# Other page\n\n## A section\n')
  const page = join(dir, 'page.md')

  it('passes links to files, folders and headings that exist, and leaves web addresses alone', () => {
    const markdown = [
      '# Page',
      '[other](other.md), [its section](other.md#a-section), [here](#page), [folder](./), [web](https://example.com/x)',
      '[ref]: other.md#other-page',
    ].join('\n')
    expect(brokenLinks(page, markdown)).toEqual([])
  })

  it('reports a missing file, a missing heading of another page and of its own', () => {
    const markdown = '# Page\n[a](missing.md) [b](other.md#no-such-section) [c](#nowhere) `[d](in-code.md)`\n'
    expect(brokenLinks(page, markdown).map((broken) => broken.link)).toEqual([
      'missing.md',
      'other.md#no-such-section',
      '#nowhere',
    ])
  })

  it('ignores links inside code blocks and code spans', () => {
    expect(markdownLinks('```md\n[a](fenced.md)\n```\nText `[b](span.md)` and ``[c](double.md)``.\n')).toEqual([])
  })
})
