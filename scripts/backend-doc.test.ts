import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import * as v from 'valibot'
import { defineEndpoint } from '@/api/define.ts'
import { endpointList } from '@/api/endpoints.ts'
import { realtimeEvents } from '@/api/realtime-events.ts'
import { TOLERANCE_KINDS, tolerate as declare, type ToleranceDeclaration } from '@/api/tolerance-kinds.ts'
import {
  backendDocSections,
  fillGenerated,
  GENERATED_SECTIONS,
  sectionMarkers,
  toleranceSites,
  typeText,
} from './backend-doc.ts'
import { BACKEND_DOC_FILE, contractDocument, renderBackendDoc } from './contract.ts'
import { brokenLinks, markdownLinks } from './markdown-links.ts'
import { buildOpenApi, requestPath } from './openapi.ts'
import { TOLERATES_EXTENSION } from './openapi-tolerances.ts'

/** `tolerate()`, typed for any pipe's input (what a schema's pipe infers it as). */
const tolerate = <TInput>(declaration: ToleranceDeclaration) =>
  declare(declaration) as unknown as v.MetadataAction<TInput, Record<string, unknown>>

const page = readFileSync(BACKEND_DOC_FILE, 'utf8')
const doc = contractDocument()
const sections = backendDocSections(doc)

/** The text between a section's markers in the committed page. */
function generated(name: string): string {
  const from = page.indexOf(`<!-- generated:${name} `)
  const to = page.indexOf(`<!-- /generated:${name} -->`)
  expect(from, name).toBeGreaterThan(-1)
  return page.slice(from, to)
}

/** The blocks of the endpoints section, one per operation, by its heading line. */
function operationBlocks(): Map<string, string> {
  const blocks = new Map<string, string>()
  for (const block of generated('endpoints')
    .split(/^(?=#### )/m)
    .slice(1)) {
    blocks.set(block.split('\n')[0] ?? '', block)
  }
  return blocks
}

describe('docs/backend-integration.md', () => {
  it('has its generated parts as npm run contract writes them (run it after changing src/api)', () => {
    expect(page === renderBackendDoc(page), 'docs/backend-integration.md is stale: run `npm run contract`').toBe(true)
  })

  it('has every link resolve: files of the repository, and headings of the page or file they point to', () => {
    const found = markdownLinks(page)
    // The page links its own sections and the OpenAPI document at least; a link checker that finds none checks nothing.
    expect(found).toContain('#pagination')
    expect(found).toContain('../public/openapi.json')
    expect(brokenLinks(BACKEND_DOC_FILE, page)).toEqual([])
  })

  it('lists every endpoint with its method, the path the app requests, auth and id', () => {
    const blocks = operationBlocks()
    expect(blocks.size).toBe(endpointList.length)
    for (const endpoint of endpointList) {
      const block = blocks.get(`#### ${endpoint.method} \`${requestPath(endpoint.path)}\``)
      expect(block, `${endpoint.method} ${endpoint.path}`).toBeDefined()
      expect(block).toContain(`(\`${endpoint.id}\`)`)
      expect(block).toContain(`- **Auth:** ${endpoint.auth}`)
      expect(block?.includes('**Idempotency:**'), endpoint.id).toBe(Boolean(endpoint.idempotent))
      expect(block?.includes('**Query:**'), endpoint.id).toBe(Boolean(endpoint.query))
      expect(block?.includes('**Body**'), endpoint.id).toBe(Boolean(endpoint.body))
      for (const [status, words] of Object.entries(endpoint.errors ?? {}))
        expect(block).toContain(`${status}: ${words}`)
    }
  })

  it('reads requests and answers at their top level', () => {
    const blocks = operationBlocks()
    const login = blocks.get('#### POST `/auth/login`') ?? ''
    expect(login).toContain('`password` `string`;')
    expect(login).toContain('`remember` `boolean` (optional)')
    expect(login).toContain('**Answer** (200): `AuthSession` = `{ access_token: string, ')
    expect(blocks.get('#### GET `/casinos/games`')).toContain('`gameType` `"slots" | "table" | "live"` (optional)')
    expect(blocks.get('#### GET `/casinos/games`')).toContain('{ games: Page<Game>,')
    expect(blocks.get('#### POST `/profile/upload-avatar`')).toContain('**Body** (multipart form): `avatar` `file`')
    expect(blocks.get('#### GET `/profile/`')).toBeDefined()
  })

  it('lists every realtime event on its channel, with its payload', () => {
    const realtime = generated('realtime')
    for (const { channel, event, visibility } of realtimeEvents) {
      const section = realtime.slice(realtime.indexOf(`### \`${channel}\``))
      expect(section, channel).toContain(`**\`${event}\`**`)
      expect(section).toContain(visibility === 'private' ? 'Private:' : 'Public:')
    }
    expect(realtime).toContain('Payload: `{ idTransaction: integer | string, status: "paid", ')
  })

  it('has the table of every tolerance kind', () => {
    const part = generated('tolerances')
    for (const [kind, meaning] of Object.entries(TOLERANCE_KINDS)) {
      expect(part).toContain(`| \`${kind}\` | ${meaning.replaceAll('|', '\\|')} |`)
    }
  })
})

describe('fillGenerated', () => {
  const markdown = ['# Title', 'Hand-written.', sectionMarkers('realtime'), 'More hand-written.', ''].join('\n')

  it('writes between the markers and keeps the rest', () => {
    const once = fillGenerated(markdown, { realtime: 'First.' })
    expect(once).toContain('Hand-written.\n<!-- generated:realtime ')
    expect(once).toContain(' -->\n\nFirst.\n\n<!-- /generated:realtime -->\nMore hand-written.')
    const twice = fillGenerated(once, { realtime: 'Second.' })
    expect(twice).not.toContain('First.')
    expect(fillGenerated(twice, { realtime: 'First.' })).toBe(once)
  })

  it('refuses a page without the markers, or with them twice', () => {
    expect(() => fillGenerated('# Title', { realtime: 'x' })).toThrow(/needs one "<!-- generated:realtime/)
    expect(() => fillGenerated(`${markdown}${sectionMarkers('realtime')}`, { realtime: 'x' })).toThrow(/needs one/)
  })

  it('knows every section the page has', () => {
    expect(Object.keys(sections)).toEqual([...GENERATED_SECTIONS])
    for (const name of GENERATED_SECTIONS) expect(page).toContain(`<!-- /generated:${name} -->`)
  })
})

describe('typeText', () => {
  it('reads references, closed lists, unions, lists, tuples and objects', () => {
    expect(typeText({ $ref: '#/components/schemas/Money' })).toBe('Money')
    expect(typeText({ enum: ['a', 1] })).toBe('"a" | 1')
    expect(typeText({ const: 'paid' })).toBe('"paid"')
    expect(typeText({ anyOf: [{ type: 'string' }, { type: 'null' }, { type: 'string' }] })).toBe('string | null')
    expect(typeText({ type: 'array', items: { anyOf: [{ type: 'number' }, { type: 'string' }] } })).toBe(
      '(number | string)[]',
    )
    expect(typeText({ type: 'array', prefixItems: [{ type: 'string' }, { type: 'number' }] })).toBe('[string, number]')
    expect(typeText({ type: 'object', additionalProperties: { type: 'number' } }, 1)).toBe('{ [key: string]: number }')
    const object = { type: 'object', properties: { a: { type: 'string' }, b: { type: 'object' } }, required: ['a'] }
    expect(typeText(object, 1)).toBe('{ a: string, b?: {} }')
    expect(typeText(object, 0)).toBe('{ a, b? }')
    expect(typeText({ type: 'string', contentMediaType: 'application/octet-stream' })).toBe('file')
    expect(typeText({})).toBe('any')
  })

  it('reads a paginator as Page<Item>', () => {
    const counts = ['current_page', 'last_page', 'per_page', 'total']
    const paginator = (keys: string[]) => ({
      type: 'object',
      properties: {
        ...Object.fromEntries(keys.map((key) => [key, { type: 'number' }])),
        data: { type: 'array', items: { $ref: '#/components/schemas/Game' } },
      },
    })
    expect(typeText(paginator(counts), 1)).toBe('Page<Game>')
    expect(typeText(paginator(counts.slice(0, 3)), 0)).toBe('{ current_page?, last_page?, per_page?, data? }')
  })
})

/** An endpoint whose schemas declare nothing. */
const endpointOf = (id: string) =>
  defineEndpoint({
    id,
    method: 'GET',
    path: 'plain',
    response: v.object({ name: v.string() }),
    auth: 'none',
    tag: 'plain',
    summary: 'Plain',
  })

describe('toleranceSites', () => {
  it('finds each declaration by schema and field, in answers, bodies and named schemas', () => {
    const StatusSchema = v.pipe(v.picklist(['on', 'off']), tolerate({ accepts: ['case'] }))
    const endpoint = defineEndpoint({
      id: 'things.save',
      method: 'POST',
      path: 'things',
      body: v.object({ count: v.pipe(v.number(), tolerate({ accepts: ['decimal-text'] })) }),
      response: v.object({
        list: v.array(v.object({ status: StatusSchema, seen: v.pipe(v.boolean(), tolerate({ accepts: ['flag'] })) })),
      }),
      auth: 'required',
      tag: 'things',
      summary: 'Save things',
    })
    const small = buildOpenApi([endpoint], { version: '1', schemas: { Status: StatusSchema } })
    expect(toleranceSites(small)).toEqual([
      { where: 'POST /things answer.list[].seen', declared: { accepts: ['flag'] } },
      { where: 'POST /things body.count', declared: { accepts: ['decimal-text'] } },
      { where: 'Status', declared: { accepts: ['case'] } },
    ])
    expect(backendDocSections(small).tolerances).toContain('- `POST /things body.count`: `decimal-text`')
  })

  it('names the kinds an operation narrows its answers to, on that operation', () => {
    const small = buildOpenApi([endpointOf('narrow.read')], { version: '1', schemas: {} })
    const op = small.paths['/plain']?.get ?? {}
    expect(backendDocSections(small).endpoints).not.toContain('**Tolerates**')
    op[TOLERATES_EXTENSION] = { accepts: ['flag', 'keyed-list'] }
    expect(backendDocSections(small).endpoints).toContain(
      '- **Tolerates** (anywhere in its answer): `flag`, `keyed-list`',
    )
    // Not a site of its own: the section of sites lists schemas.
    expect(toleranceSites(small)).toEqual([])
  })

  it('says so when nothing is declared', () => {
    const none = buildOpenApi([endpointOf('plain.read')], { version: '1', schemas: {} })
    expect(toleranceSites(none)).toEqual([])
    expect(backendDocSections(none).tolerances).toContain('No schema of the contract declares a tolerance yet.')
  })
})
