import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import * as v from 'valibot'
import { pathParamNames } from '@/api/define.ts'
import { endpointList, endpoints } from '@/api/endpoints.ts'
import { realtimeEvents } from '@/api/realtime-events.ts'
import { TOLERANCE_KINDS, TOLERANCE_METADATA_KEY } from '@/api/tolerance-kinds.ts'
import pkg from '../package.json' with { type: 'json' }
import { OPENAPI_FILE, renderOpenApi } from './contract.ts'
import { buildOpenApi, collectNamedSchemas, toOpenApiPath, type JsonObject } from './openapi.ts'

const doc = buildOpenApi(endpoints)
const METHODS = ['get', 'put', 'post', 'delete', 'patch'] as const

const operationOf = (endpoint: (typeof endpointList)[number]): JsonObject | undefined =>
  doc.paths[toOpenApiPath(endpoint.path)]?.[endpoint.method.toLowerCase() as Lowercase<typeof endpoint.method>]

function operations(): Array<{ path: string; method: string; op: JsonObject }> {
  return Object.entries(doc.paths).flatMap(([path, item]) =>
    METHODS.flatMap((method) => {
      const op = item[method]
      return op ? [{ path, method, op }] : []
    }),
  )
}

/** Every `$ref` anywhere below a node. */
function refs(node: unknown): string[] {
  if (Array.isArray(node)) return node.flatMap(refs)
  if (!node || typeof node !== 'object') return []
  return Object.entries(node).flatMap(([key, value]) =>
    key === '$ref' && typeof value === 'string' ? [value] : refs(value),
  )
}

function resolve(ref: string): unknown {
  expect(ref.startsWith('#/')).toBe(true)
  return ref
    .slice(2)
    .split('/')
    .reduce<unknown>((node, key) => (node && typeof node === 'object' ? (node as JsonObject)[key] : undefined), doc)
}

describe('buildOpenApi', () => {
  it('has one operation per endpoint, with its method, id and tag', () => {
    expect(operations()).toHaveLength(endpointList.length)
    for (const endpoint of endpointList) {
      const op = operationOf(endpoint)
      expect(op, `${endpoint.method} ${endpoint.path}`).toBeDefined()
      expect(op).toMatchObject({ operationId: endpoint.id, summary: endpoint.summary, tags: [endpoint.tag] })
    }
  })

  it('declares exactly the path parameters of each path template', () => {
    for (const endpoint of endpointList) {
      const op = operationOf(endpoint) ?? {}
      const parameters = (op.parameters ?? []) as JsonObject[]
      const inPath = parameters.filter((p) => p.in === 'path').map((p) => p.name)
      expect(inPath, endpoint.id).toEqual(pathParamNames(endpoint.path))
      const template = [...toOpenApiPath(endpoint.path).matchAll(/\{(\w+)\}/g)].map((m) => m[1])
      expect(template, endpoint.id).toEqual(inPath)
      for (const p of parameters.filter((p) => p.in === 'path')) expect(p.required).toBe(true)
    }
  })

  it('turns query schemas into query parameters, bodies into request bodies', () => {
    const params = (endpoint: (typeof endpointList)[number]) =>
      ((operationOf(endpoint)?.parameters ?? []) as JsonObject[]).filter((p) => p.in === 'query')
    expect(params(endpoints.missionsList)).toEqual([
      { name: 'period', in: 'query', required: true, schema: { enum: ['daily', 'week'], type: 'string' } },
    ])
    expect(params(endpoints.casinosGames).map((p) => p.name)).toEqual([
      'page',
      'searchTerm',
      'category',
      'provider',
      'popularity',
      'isNew',
      'gameType',
      'sortBy',
    ])
    expect(params(endpoints.settingsBanners)).toMatchObject([{ name: 'client_device', required: true }])
    expect(params(endpoints.walletWithdrawHistory)).toMatchObject([{ name: 'page', required: false }])
    for (const endpoint of endpointList) {
      const op = operationOf(endpoint) ?? {}
      expect(params(endpoint).length > 0, endpoint.id).toBe(endpoint.query !== undefined)
      expect(op.requestBody !== undefined, endpoint.id).toBe(endpoint.body !== undefined)
    }
    expect(operationOf(endpoints.profileUploadAvatar)?.requestBody).toMatchObject({
      content: { 'multipart/form-data': { schema: { properties: { avatar: { type: 'string' } } } } },
    })
  })

  it('documents the wire side of schemas: amounts as numbers or decimal strings, flags as 1/0 too', () => {
    const money = doc.components.schemas.Money as JsonObject
    expect(money.anyOf).toMatchObject([{ type: 'number' }, { type: 'string' }])
    const flag = doc.components.schemas.Flag as JsonObject
    expect(flag.anyOf).toMatchObject([{ type: 'boolean' }, { enum: [0, 1] }, { enum: ['0', '1'] }])
    const wallet = doc.components.schemas.Wallet as { properties: Record<string, JsonObject>; required: string[] }
    expect(wallet.properties.balance).toEqual({ $ref: '#/components/schemas/Money' })
    expect(wallet.required).toContain('balance_bonus')
    const login = operationOf(endpoints.authLogin)
    expect(refs(login?.responses)).toContain('#/components/schemas/AuthSession')
  })

  it('documents errors, security and idempotency per endpoint', () => {
    for (const endpoint of endpointList) {
      const op = operationOf(endpoint) ?? {}
      const responses = op.responses as Record<string, JsonObject>
      expect(Object.keys(responses), endpoint.id).toContain('200')
      expect(Object.keys(responses), endpoint.id).toContain('500')
      // Laravel throttles every API route; it is also the 4xx a linter wants on an operation that takes no input.
      expect(Object.keys(responses), endpoint.id).toContain('429')
      expect('401' in responses, endpoint.id).toBe(endpoint.auth !== 'none')
      expect('422' in responses, endpoint.id).toBe(Boolean(endpoint.body || endpoint.query))
      for (const status of Object.keys(endpoint.errors ?? {}))
        expect(responses[status], `${endpoint.id} ${status}`).toBeDefined()
      const security = op.security as unknown[] | undefined
      if (endpoint.auth === 'required') expect(security).toEqual([{ bearerAuth: [] }])
      if (endpoint.auth === 'optional') expect(security).toEqual([{ bearerAuth: [] }, {}])
      // A public operation says so with an empty list, rather than by leaving security out.
      if (endpoint.auth === 'none') expect(security).toEqual([])
      const header = ((op.parameters ?? []) as JsonObject[]).find(
        (p) => p.in === 'header' && p.name === 'Idempotency-Key',
      )
      expect(Boolean(header), endpoint.id).toBe(Boolean(endpoint.idempotent))
    }
  })

  it('lists a path without its trailing slash, and says the app asks with it', () => {
    expect(toOpenApiPath('profile/')).toBe('/profile')
    expect(toOpenApiPath('wallet/transaction/status/:id')).toBe('/wallet/transaction/status/{id}')
    expect(endpoints.profileShow.path).toBe('profile/')
    const op = operationOf(endpoints.profileShow)
    expect(op?.['x-jogada-request-path']).toBe('/profile/')
    expect(op?.description).toContain('`/profile/`, with the trailing slash')
    expect(operationOf(endpoints.settingsData)).not.toHaveProperty('x-jogada-request-path')
    for (const path of Object.keys(doc.paths)) expect(path, path).not.toMatch(/.\/$/)
  })

  it('documents the tolerance kinds beside the schemas that declare them', () => {
    expect(doc.info.description).toContain('x-jogada-tolerates')
    expect(doc.info['x-jogada-tolerance-kinds']).toEqual(TOLERANCE_KINDS)
    for (const kind of Object.keys(TOLERANCE_KINDS)) expect(doc.info.description).toContain(`\`${kind}\``)
    // The source key never leaks: only the extension's name reaches the document.
    expect(JSON.stringify(doc)).not.toContain(TOLERANCE_METADATA_KEY)
  })

  it('passes a structural check of an OpenAPI 3.1 document', () => {
    expect(doc.openapi).toBe('3.1.0')
    expect(doc.info).toMatchObject({ title: 'Jogada API', version: pkg.version, license: { name: 'Proprietary' } })
    expect(doc.info.description).toContain('src/api')
    expect(doc.servers).toEqual([{ url: '/api', description: expect.any(String) }])
    const ids = operations().map(({ op }) => op.operationId)
    expect(new Set(ids).size).toBe(ids.length)
    const tagNames = doc.tags.map((tag) => tag.name)
    expect(tagNames).toEqual([...tagNames].sort())
    for (const { path, op } of operations()) {
      expect(path).toMatch(/^\/[\w\-/{}]*$/)
      for (const tag of op.tags as string[]) expect(tagNames).toContain(tag)
      for (const requirement of (op.security ?? []) as Array<Record<string, unknown>>) {
        for (const scheme of Object.keys(requirement)) expect(doc.components.securitySchemes).toHaveProperty(scheme)
      }
      const ok = (op.responses as Record<string, JsonObject>)['200']
      expect(ok).toMatchObject({
        description: expect.any(String),
        content: { 'application/json': { schema: expect.any(Object) } },
      })
    }
    // Every reference resolves, and every named schema is used.
    const allRefs = refs(doc)
    for (const ref of allRefs) expect(resolve(ref), ref).toBeDefined()
    const used = new Set(allRefs.map((ref) => ref.split('/').pop()))
    for (const name of Object.keys(doc.components.schemas)) expect(used.has(name), name).toBe(true)
    // Standalone-document keys must not leak into an embedded schema.
    const text = JSON.stringify(doc)
    expect(text).not.toContain('"$schema"')
    expect(text).not.toContain('"$defs"')
    expect(text).not.toContain('#/$defs/')
  })

  it('is deterministic', () => {
    expect(JSON.stringify(buildOpenApi(endpoints))).toBe(JSON.stringify(doc))
    expect(JSON.stringify(buildOpenApi([...endpointList].reverse()))).toBe(JSON.stringify(doc))
    expect(Object.keys(doc.paths)).toEqual([...Object.keys(doc.paths)].sort())
    expect(Object.keys(doc.components.schemas)).toEqual([...Object.keys(doc.components.schemas)].sort())
  })

  it('refuses two endpoints with one id or one method and path', () => {
    const twin = { ...endpoints.settingsData, path: 'settings/other' }
    expect(() => buildOpenApi([endpoints.settingsData, twin])).toThrow(/Duplicate endpoint id "settings.data"/)
    const clash = { ...endpoints.settingsData, id: 'settings.again' }
    expect(() => buildOpenApi([endpoints.settingsData, clash])).toThrow(/Two endpoints for GET \/settings\/data/)
  })
})

describe('the realtime extension', () => {
  const withRealtime = buildOpenApi(endpoints, { realtime: realtimeEvents })

  it('lists every channel and event with its payload written out whole', () => {
    const realtime = withRealtime['x-jogada-realtime']
    expect(realtime?.description).toContain('broadcasting/auth')
    for (const { channel, visibility, event } of realtimeEvents) {
      expect(realtime?.channels[channel]?.visibility).toBe(visibility)
      const payload = realtime?.channels[channel]?.events[event]?.payload
      expect(payload, event).toMatchObject({ type: 'object' })
      // A linter counts no reference from an extension: a payload names no schema of its own.
      expect(refs(payload), event).toEqual([])
    }
    expect(buildOpenApi(endpoints)).not.toHaveProperty('x-jogada-realtime')
    // The payloads add no component: the document's schemas stay those its operations use.
    expect(Object.keys(withRealtime.components.schemas)).toEqual(Object.keys(doc.components.schemas))
  })

  it('refuses an event defined twice, or a channel both private and public', () => {
    const [first] = realtimeEvents
    if (!first) throw new Error('no realtime event')
    expect(() => buildOpenApi([], { realtime: [first, first] })).toThrow(/Two definitions of/)
    const twin = { ...first, event: 'other', visibility: 'public' as const }
    expect(() => buildOpenApi([], { realtime: [first, twin] })).toThrow(/both private and public/)
  })
})

describe('collectNamedSchemas', () => {
  it('names `FooSchema` exports Foo, once per schema object', () => {
    const Shared = v.object({ a: v.string() })
    const named = collectNamedSchemas([
      { ASchema: Shared, BSchema: Shared, notASchema: 3, endpoint: { id: 'x' } },
      { CSchema: v.number() },
    ])
    expect(Object.keys(named)).toEqual(['A', 'C'])
    expect(named.A).toBe(Shared)
  })
})

describe('public/openapi.json', () => {
  it('is the committed output of npm run contract (run it after changing src/api)', () => {
    const committed = readFileSync(OPENAPI_FILE, 'utf8')
    expect(committed.endsWith('}\n')).toBe(true)
    expect(committed === renderOpenApi(), 'public/openapi.json is stale: run `npm run contract`').toBe(true)
  })
})
