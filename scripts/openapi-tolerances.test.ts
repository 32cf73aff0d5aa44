import { describe, expect, it } from 'vitest'
import * as v from 'valibot'
import { toJsonSchema } from '@valibot/to-json-schema'
import { defineEndpoint } from '@/api/define.ts'
import { TOLERANCE_METADATA_KEY, tolerate as declare, type ToleranceDeclaration } from '@/api/tolerance-kinds.ts'
import { buildOpenApi, type JsonObject } from './openapi.ts'
import { createToleranceRewriter, mergeDeclarations, TOLERATES_EXTENSION } from './openapi-tolerances.ts'

/** `tolerate()`, typed for any pipe's input (what a schema's pipe infers it as). */
const tolerate = <TInput>(declaration: ToleranceDeclaration) =>
  declare(declaration) as unknown as v.MetadataAction<TInput, Record<string, unknown>>

// A flag as the contract reads it: a pipe whose transform ends what the input side of the document shows.
const FlagSchema = v.pipe(
  v.union([v.boolean(), v.picklist([0, 1]), v.picklist(['0', '1'])]),
  v.transform((value) => value === true || value === 1 || value === '1'),
)
// A shared schema that declares its own tolerance, as MoneySchema does.
const AmountSchema = v.pipe(
  v.union([v.number(), v.string()]),
  tolerate({ accepts: ['amount'] }),
  v.transform((value) => Math.round(Number(value) * 100)),
)
const StatusSchema = v.pipe(
  v.picklist(['pending', 'paid']),
  tolerate({ accepts: ['case', 'neutral'], neutral: 'pending' }),
)

const ItemSchema = v.object({
  status: StatusSchema,
  // A nested pipe: the declaration sits on a pipe whose root (FlagSchema) is itself a pipe ending in a transform.
  active: v.pipe(FlagSchema, tolerate({ accepts: ['missing'], default: false })),
  // Declared after a transform, where the converter's input side stops.
  count: v.pipe(v.string(), v.transform(Number), tolerate({ accepts: ['decimal-text'] })),
  // Inside optional: the declaration belongs to the wrapped schema.
  note: v.optional(v.pipe(v.nullable(v.string()), tolerate({ accepts: ['missing'], default: null }))),
  // The shared schema's own declaration, and one more on top of it for this field.
  balance: AmountSchema,
  bonus: v.pipe(AmountSchema, tolerate({ accepts: ['missing'], default: 0 })),
  plain: v.string(),
})

const listItems = defineEndpoint({
  id: 'items.list',
  method: 'GET',
  path: 'items',
  response: v.object({ items: v.pipe(v.array(ItemSchema), tolerate({ accepts: ['keyed-list', 'dropped-item'] })) }),
  auth: 'none',
  tag: 'items',
  summary: 'Items',
})

const doc = buildOpenApi([listItems], {
  version: '1',
  schemas: { Amount: AmountSchema, Flag: FlagSchema, Item: ItemSchema, Status: StatusSchema },
})
const schemas = doc.components.schemas as Record<string, JsonObject & { properties?: Record<string, JsonObject> }>
const item = schemas.Item?.properties ?? {}

describe('x-jogada-tolerates in the OpenAPI document', () => {
  it('is lost by the plain conversion, where a declaration follows a transform (what the rewrite is for)', () => {
    const plain = toJsonSchema(v.pipe(FlagSchema, tolerate({ accepts: ['missing'], default: false })), {
      typeMode: 'input',
    }) as JsonObject
    expect(plain.anyOf).toBeDefined()
    expect(plain).not.toHaveProperty(TOLERATES_EXTENSION)
    expect(plain).not.toHaveProperty(TOLERANCE_METADATA_KEY)
  })

  it('is emitted on the schema that declares it, with its default or neutral value', () => {
    expect(schemas.Status).toEqual({
      enum: ['pending', 'paid'],
      type: 'string',
      [TOLERATES_EXTENSION]: { accepts: ['case', 'neutral'], neutral: 'pending' },
    })
    expect(item.status).toEqual({ $ref: '#/components/schemas/Status' })
    expect(item.count).toEqual({ type: 'string', [TOLERATES_EXTENSION]: { accepts: ['decimal-text'] } })
    expect(item.note).toEqual({
      anyOf: [{ type: 'string' }, { type: 'null' }],
      [TOLERATES_EXTENSION]: { accepts: ['missing'], default: null },
    })
  })

  it('reads declarations of pipes nested in pipes, merged with the inner ones first', () => {
    expect(item.active).toMatchObject({
      anyOf: [{ type: 'boolean' }, { enum: [0, 1] }, { enum: ['0', '1'] }],
      [TOLERATES_EXTENSION]: { accepts: ['missing'], default: false },
    })
    expect(item.bonus).toMatchObject({
      anyOf: [{ type: 'number' }, { type: 'string' }],
      [TOLERATES_EXTENSION]: { accepts: ['amount', 'missing'], default: 0 },
    })
  })

  it('keeps a named schema referenced, its declaration once under components', () => {
    expect(item.balance).toEqual({ $ref: '#/components/schemas/Amount' })
    expect(schemas.Amount?.[TOLERATES_EXTENSION]).toEqual({ accepts: ['amount'] })
    // The flag itself declares nothing: only the field that adds a default says so.
    expect(schemas.Flag).toBeUndefined()
    expect(item.plain).toEqual({ type: 'string' })
  })

  it('is emitted on a list and inside an operation response', () => {
    const response = (doc.paths['/items']?.get?.responses as Record<string, JsonObject>)['200'] as {
      content: { 'application/json': { schema: { properties: Record<string, JsonObject> } } }
    }
    expect(response.content['application/json'].schema.properties.items).toEqual({
      type: 'array',
      items: { $ref: '#/components/schemas/Item' },
      [TOLERATES_EXTENSION]: { accepts: ['keyed-list', 'dropped-item'] },
    })
    expect(JSON.stringify(doc)).not.toContain(TOLERANCE_METADATA_KEY)
  })
})

describe('createToleranceRewriter', () => {
  it('returns a schema without declarations as it is, and one rewritten object per original', () => {
    const rewrite = createToleranceRewriter()
    const plain = v.object({ a: v.pipe(FlagSchema, v.metadata({ description: 'x' })), b: v.array(v.number()) })
    expect(rewrite(plain)).toBe(plain)
    expect(rewrite(ItemSchema)).not.toBe(ItemSchema)
    expect(rewrite(ItemSchema)).toBe(rewrite(ItemSchema))
    // The original schema still parses: the rewrite copies, it never edits.
    expect(v.parse(StatusSchema, 'paid')).toBe('paid')
    expect(StatusSchema.pipe).toHaveLength(2)
  })

  it('follows a recursive schema through its getter without looping', () => {
    type Tree = { name: string; children: Tree[] }
    const TreeSchema: v.GenericSchema<Tree> = v.object({
      name: v.pipe(v.string(), tolerate({ accepts: ['number-text'] })),
      children: v.array(v.lazy(() => TreeSchema)),
    })
    const json = toJsonSchema(createToleranceRewriter()(TreeSchema), { typeMode: 'input' }) as {
      properties: { name: JsonObject }
    }
    expect(json.properties.name[TOLERATES_EXTENSION]).toEqual({ accepts: ['number-text'] })
  })
})

describe('mergeDeclarations', () => {
  it('lists every kind once and lets the outer default and neutral win', () => {
    expect(mergeDeclarations([])).toBeUndefined()
    expect(
      mergeDeclarations([
        { accepts: ['missing', 'flag'], default: true },
        { accepts: ['missing'], default: false },
        { accepts: ['neutral'], neutral: 'other' },
      ]),
    ).toEqual({ accepts: ['missing', 'flag', 'neutral'], default: false, neutral: 'other' })
  })
})
