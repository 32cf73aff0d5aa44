// The generated parts of docs/backend-integration.md, written by `npm run contract` (scripts/contract.ts) from the
// OpenAPI document it builds, so the page a backend team reads says what the contract says: every operation with its
// auth, request, answer, errors and idempotency; the realtime channels and events; what the app tolerates and where.
// The rest of the page is written by hand; scripts/backend-doc.test.ts fails when a generated part is stale.
import { TOLERANCE_KINDS, type ToleranceDeclaration } from '@/api/tolerance-kinds.ts'
import type { JsonObject, OpenApiDocument } from './openapi.ts'
import { TOLERATES_EXTENSION } from './openapi-tolerances.ts'

/** The names of the generated parts, in the order they appear on the page. */
export const GENERATED_SECTIONS = ['tolerances', 'realtime', 'endpoints'] as const
export type GeneratedSection = (typeof GENERATED_SECTIONS)[number]

const start = (name: string) =>
  `<!-- generated:${name} (npm run contract writes this part from src/api: edit the definitions, not the text) -->`
const end = (name: string) => `<!-- /generated:${name} -->`

/** Replaces what sits between each section's markers; every marker pair must be there, once. */
export function fillGenerated(markdown: string, sections: Readonly<Record<string, string>>): string {
  let out = markdown
  for (const [name, body] of Object.entries(sections)) {
    const open = start(name)
    const close = end(name)
    const from = out.indexOf(open)
    const to = out.indexOf(close)
    if (from === -1 || to === -1 || to < from || out.indexOf(open, from + 1) !== -1) {
      throw new Error(`The page needs one "${open}" … "${close}" pair`)
    }
    out = `${out.slice(0, from + open.length)}\n\n${body.trim()}\n\n${out.slice(to)}`
  }
  return out
}

/** The markers of one section, for a page that does not have them yet. */
export function sectionMarkers(name: GeneratedSection): string {
  return `${start(name)}\n${end(name)}`
}

// --- reading JSON schemas for people -------------------------------------------------------------------------------

const METHODS = ['get', 'post', 'put', 'patch', 'delete'] as const

function asObject(value: unknown): JsonObject | undefined {
  return value && typeof value === 'object' && !Array.isArray(value) ? (value as JsonObject) : undefined
}

function refName(ref: unknown): string | undefined {
  return typeof ref === 'string' ? ref.split('/').pop() : undefined
}

/** The named schema a `$ref` points to, for reading it once at the top of an answer or a body. */
function resolve(schema: JsonObject, doc: OpenApiDocument): { name?: string; schema: JsonObject } {
  const name = refName(schema.$ref)
  if (!name) return { schema }
  return { name, schema: doc.components.schemas[name] ?? {} }
}

const MAX_KEYS = 8
const MAX_ENUM = 8

/**
 * A JSON schema as a short type: `string`, `Money`, `"slots" | "table"`, `Game[]`, `{ id, name, … }`. `depth` is how
 * many levels of object keys still get their types; below that an object shows its keys only.
 */
export function typeText(schema: unknown, depth = 0): string {
  const node = asObject(schema)
  if (!node) return schema === false ? 'never' : 'any'
  const ref = refName(node.$ref)
  if (ref) return ref
  if ('const' in node) return JSON.stringify(node.const)
  if (Array.isArray(node.enum)) {
    const values = node.enum.slice(0, MAX_ENUM).map((value) => JSON.stringify(value))
    return values.join(' | ') + (node.enum.length > MAX_ENUM ? ' | …' : '')
  }
  const union = (node.anyOf ?? node.oneOf) as unknown[] | undefined
  if (Array.isArray(union)) return [...new Set(union.map((option) => typeText(option, depth)))].join(' | ')
  if (Array.isArray(node.allOf)) return node.allOf.map((part) => typeText(part, depth)).join(' & ')
  if (Array.isArray(node.prefixItems)) return `[${node.prefixItems.map((item) => typeText(item, depth)).join(', ')}]`
  if (node.type === 'array') {
    const item = typeText(node.items, depth)
    return /[ |&]/.test(item) && !item.startsWith('{') ? `(${item})[]` : `${item}[]`
  }
  if (node.type === 'object' || node.properties) return objectText(node, depth)
  if (Array.isArray(node.type)) return node.type.join(' | ')
  if (typeof node.contentMediaType === 'string' && node.type === 'string') return 'file'
  if (typeof node.type === 'string') return node.type
  return 'any'
}

/** A Laravel length-aware paginator (`paginated()` in src/api/pagination.ts) reads as `Page<Item>`. */
const PAGINATOR_KEYS = ['current_page', 'data', 'last_page', 'per_page', 'total']

function objectText(node: JsonObject, depth: number): string {
  const properties = asObject(node.properties) ?? {}
  const required = new Set((node.required ?? []) as string[])
  const keys = Object.keys(properties)
  const data = asObject(properties.data)
  if (PAGINATOR_KEYS.every((key) => key in properties) && data?.type === 'array') {
    return `Page<${typeText(data.items, depth)}>`
  }
  if (keys.length === 0) {
    const rest = asObject(node.additionalProperties)
    return rest ? `{ [key: string]: ${typeText(rest, depth - 1)} }` : '{}'
  }
  const label = (key: string) => `${key}${required.has(key) ? '' : '?'}`
  if (depth <= 0) {
    const shown = keys.slice(0, MAX_KEYS).map(label)
    return `{ ${shown.join(', ')}${keys.length > MAX_KEYS ? ', …' : ''} }`
  }
  return `{ ${keys.map((key) => `${label(key)}: ${typeText(properties[key], depth - 1)}`).join(', ')} }`
}

/** The fields of an object schema, one per entry: `` `email` string `` or `` `remember` boolean, optional ``. */
function fieldList(schema: JsonObject, doc: OpenApiDocument): string[] {
  const { schema: object } = resolve(schema, doc)
  const properties = asObject(object.properties) ?? {}
  const required = new Set((object.required ?? []) as string[])
  return Object.entries(properties).map(
    ([name, property]) => `\`${name}\` ${code(typeText(property, 1))}${required.has(name) ? '' : ' (optional)'}`,
  )
}

function code(text: string): string {
  return text.includes('`') ? `\`\` ${text} \`\`` : `\`${text}\``
}

/** The top level of an answer: a named schema is read once (`AuthSession = { … }`), the rest as they are. */
function answerText(schema: JsonObject, doc: OpenApiDocument): string {
  const { name, schema: resolved } = resolve(schema, doc)
  const text = typeText(resolved, 1)
  return name && text !== name ? `${code(name)} = ${code(text)}` : code(text)
}

// --- the sections --------------------------------------------------------------------------------------------------

const AUTH_WORDS = {
  none: 'none (public: `security: []`)',
  optional: 'optional (a visitor gets the public answer; a token, when sent, must be valid)',
  required: 'required (`Authorization: Bearer <token>`)',
} as const

function authOf(op: JsonObject): keyof typeof AUTH_WORDS {
  const security = (op.security ?? []) as JsonObject[]
  if (security.length === 0) return 'none'
  return security.some((requirement) => Object.keys(requirement).length === 0) ? 'optional' : 'required'
}

const COMMON_STATUS: Record<string, string> = {
  Unauthenticated: 'no valid token',
  ValidationFailed: 'validation',
  TooManyRequests: 'throttled',
  ServerError: 'server failure',
}

function errorsText(op: JsonObject): string[] {
  const responses = asObject(op.responses) ?? {}
  const documented: string[] = []
  const common: string[] = []
  for (const [status, response] of Object.entries(responses)) {
    if (status.startsWith('2')) continue
    const answer = asObject(response) ?? {}
    const shared = refName(answer.$ref)
    if (shared) common.push(`${status} ${COMMON_STATUS[shared] ?? shared}`)
    else documented.push(`${status}: ${String(answer.description ?? '')}`)
  }
  return [...documented, common.join(' · ')].filter(Boolean)
}

function operationBlock(method: string, path: string, op: JsonObject, doc: OpenApiDocument): string {
  const lines = [`#### ${method.toUpperCase()} \`${String(op['x-jogada-request-path'] ?? path)}\``, '']
  lines.push(`${String(op.summary)} (\`${String(op.operationId)}\`)`, '')
  lines.push(`- **Auth:** ${AUTH_WORDS[authOf(op)]}`)
  const parameters = (op.parameters ?? []) as JsonObject[]
  const inPath = parameters.filter((p) => p.in === 'path').map((p) => `\`${String(p.name)}\``)
  if (inPath.length > 0) lines.push(`- **Path:** ${inPath.join(', ')}`)
  const query = parameters
    .filter((p) => p.in === 'query')
    .map((p) => `\`${String(p.name)}\` ${code(typeText(p.schema, 1))}${p.required ? '' : ' (optional)'}`)
  if (query.length > 0) lines.push(`- **Query:** ${query.join('; ')}`)
  const content = asObject(asObject(op.requestBody)?.content) ?? {}
  for (const [mediaType, media] of Object.entries(content)) {
    const schema = asObject(asObject(media)?.schema) ?? {}
    const kind = mediaType === 'multipart/form-data' ? 'multipart form' : 'JSON'
    lines.push(`- **Body** (${kind}): ${fieldList(schema, doc).join('; ') || code(typeText(schema, 1))}`)
  }
  const ok = asObject(asObject(asObject(asObject(op.responses)?.['200'])?.content)?.['application/json'])
  if (ok?.schema) lines.push(`- **Answer** (200): ${answerText(asObject(ok.schema) ?? {}, doc)}`)
  const errors = errorsText(op)
  if (errors.length === 1) lines.push(`- **Errors:** ${errors[0] ?? ''}`)
  else lines.push('- **Errors:**', ...errors.map((line) => `  - ${line}`))
  // An operation that narrows the kinds every answer absorbs carries its own list (the rest is per schema).
  const narrowed = op[TOLERATES_EXTENSION] as ToleranceDeclaration | undefined
  if (narrowed) lines.push(`- **Tolerates** (anywhere in its answer): ${declarationText(narrowed)}`)
  if (op['x-idempotent']) {
    lines.push('- **Idempotency:** the app sends `Idempotency-Key`; a repeated key must answer the first result again')
  }
  return lines.join('\n')
}

function endpointsSection(doc: OpenApiDocument): string {
  const byTag = new Map<string, string[]>()
  let count = 0
  for (const [path, item] of Object.entries(doc.paths)) {
    for (const method of METHODS) {
      const op = item[method]
      if (!op) continue
      count++
      const tag = ((op.tags ?? []) as string[])[0] ?? 'other'
      const blocks = byTag.get(tag) ?? []
      blocks.push(operationBlock(method, path, op, doc))
      byTag.set(tag, blocks)
    }
  }
  const out = [
    `${count} operations, by tag; paths are relative to the API base URL (\`apiBaseUrl\`, default \`/api/\`). ` +
      'Named types (`Money`, `Game`, …) are the schemas under `components.schemas` of ' +
      '[public/openapi.json](../public/openapi.json); `Page<T>` is a paginator of `T` (see [Pagination](#pagination)); ' +
      'a field marked `?` may be left out.',
  ]
  for (const tag of doc.tags) {
    const blocks = byTag.get(tag.name)
    if (!blocks) continue
    out.push(`### ${tag.name}`, ...(tag.description ? [tag.description] : []), ...blocks)
  }
  return out.join('\n\n')
}

function realtimeSection(doc: OpenApiDocument): string {
  const realtime = doc['x-jogada-realtime']
  if (!realtime) return 'No realtime event is defined.'
  const out: string[] = []
  for (const [channel, { visibility, events }] of Object.entries(realtime.channels)) {
    out.push(
      `### \`${channel}\``,
      visibility === 'private'
        ? 'Private: the app subscribes to it after `POST broadcasting/auth` signs it.'
        : 'Public: anyone may subscribe, without authorisation.',
    )
    for (const [event, { summary, payload }] of Object.entries(events)) {
      out.push(`- **\`${event}\`**: ${summary}\n  Payload: ${code(typeText(payload, 2))}`)
    }
  }
  return out.join('\n\n')
}

/** Where the contract declares each tolerance: `Setting.turn_on_football`, `GET /casinos/games answer.games`. */
export function toleranceSites(doc: OpenApiDocument): Array<{ where: string; declared: ToleranceDeclaration }> {
  const sites: Array<{ where: string; declared: ToleranceDeclaration }> = []
  const walk = (node: unknown, where: string) => {
    if (Array.isArray(node)) {
      for (const item of node) walk(item, where)
      return
    }
    const object = asObject(node)
    if (!object) return
    const declared = object[TOLERATES_EXTENSION] as ToleranceDeclaration | undefined
    if (declared) sites.push({ where, declared })
    for (const [key, value] of Object.entries(object)) {
      if (key === TOLERATES_EXTENSION) continue
      if (key === 'properties') {
        for (const [name, property] of Object.entries(asObject(value) ?? {})) walk(property, `${where}.${name}`)
      } else if (key === 'items') {
        walk(value, `${where}[]`)
      } else {
        walk(value, where)
      }
    }
  }
  for (const [name, schema] of Object.entries(doc.components.schemas)) walk(schema, name)
  for (const [path, item] of Object.entries(doc.paths)) {
    for (const method of METHODS) {
      const op = item[method]
      if (!op) continue
      walk(op.responses, `${method.toUpperCase()} ${path} answer`)
      walk(op.requestBody, `${method.toUpperCase()} ${path} body`)
    }
  }
  for (const { events } of Object.values(doc['x-jogada-realtime']?.channels ?? {})) {
    for (const [event, { payload }] of Object.entries(events)) walk(payload, `event ${event}`)
  }
  return sites.sort((a, b) => (a.where < b.where ? -1 : a.where > b.where ? 1 : 0))
}

function declarationText({ accepts, ...values }: ToleranceDeclaration): string {
  const extra = [
    'default' in values ? `default ${code(JSON.stringify(values.default) ?? 'undefined')}` : '',
    'neutral' in values ? `neutral ${code(JSON.stringify(values.neutral) ?? 'undefined')}` : '',
  ].filter(Boolean)
  return `${accepts.map((kind) => `\`${kind}\``).join(', ')}${extra.length > 0 ? ` (${extra.join(', ')})` : ''}`
}

function tolerancesSection(doc: OpenApiDocument): string {
  const table = [
    '| kind | what a production build reads |',
    '| --- | --- |',
    ...Object.entries(TOLERANCE_KINDS).map(([kind, meaning]) => `| \`${kind}\` | ${meaning.replaceAll('|', '\\|')} |`),
  ]
  const sites = toleranceSites(doc)
  const where =
    sites.length === 0
      ? ['No schema of the contract declares a tolerance yet.']
      : [
          `Where the contract declares them (\`${TOLERATES_EXTENSION}\` in the OpenAPI document; a named schema counts ` +
            'wherever it is used):',
          '',
          ...sites.map(({ where: site, declared }) => `- \`${site}\`: ${declarationText(declared)}`),
        ]
  return [...table, '', ...where].join('\n')
}

/** Every generated part of the page, from the OpenAPI document (built with the realtime events). */
export function backendDocSections(doc: OpenApiDocument): Record<GeneratedSection, string> {
  return {
    tolerances: tolerancesSection(doc),
    realtime: realtimeSection(doc),
    endpoints: endpointsSection(doc),
  }
}
