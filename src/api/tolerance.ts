import * as v from 'valibot'
import type { AnySchema } from './define.ts'
import { TOLERANCE_METADATA_KEY, type ToleranceDeclaration, type ToleranceKind } from './tolerance-kinds.ts'

/**
 * The tolerant reading of an answer (docs/backend-integration.md, "What the app tolerates"): when an answer breaks
 * its endpoint's schema, a production build repairs exactly the differences the schema declares it absorbs
 * (`tolerate()` in tolerance-kinds.ts, and the structural kinds every endpoint accepts unless it opts out) and parses
 * again. What was repaired is returned, so the client reports it as drift once per endpoint and kind, and the
 * conformance check reports it as "tolerated". Only loaded when a strict parse fails: the happy path costs nothing.
 */

/**
 * The kinds every endpoint absorbs wherever they occur, unless its definition narrows them (`tolerates` in
 * define.ts): they change a value's spelling, never its meaning. The others (amounts, progress, dates, defaults,
 * neutral values, pages) apply only where a schema declares them with `tolerate()`. The list lives
 * beside its reader, not in tolerance-kinds.ts: that module is in the entry chunk (the schemas call `tolerate()`), and
 * only this lazily loaded reader and the scripts need it.
 */
export const STRUCTURAL_TOLERANCES: readonly ToleranceKind[] = [
  'decimal-text',
  'flag',
  'null-absent',
  'case',
  'number-text',
  'keyed-list',
  'dropped-item',
]

/** A difference a production build absorbs: its kind and where (a JSON path, `$.setting.min_deposit`). */
export interface AppliedTolerance {
  kind: ToleranceKind
  path: string
  /** What was there, shortened (`"R$ 3,00"`). */
  received?: string
}

/** A difference the app cannot absorb. */
export interface DriftIssue {
  path: string
  /** What the contract expects there (`number`, `"slots" | "table" | "live"`). */
  expected: string
  /** What was there, shortened. */
  received: string
  message: string
}

/** Shortens a value for a report line. */
export function describeValue(value: unknown, max = 60): string {
  let text: string
  if (value === undefined) text = 'nothing'
  else {
    try {
      text = JSON.stringify(value) ?? String(value)
    } catch {
      text = String(value)
    }
  }
  return text.length > max ? `${text.slice(0, max - 1)}…` : text
}

/** `$.setting.min_deposit`, `$.data[3].name` from valibot's issue path. */
export function jsonPath(path: v.BaseIssue<unknown>['path']): string {
  let out = '$'
  for (const item of path ?? []) {
    const key = (item as { key?: unknown }).key
    out += typeof key === 'number' ? `[${key}]` : `.${String(key)}`
  }
  return out
}

export function driftIssues(issues: readonly v.BaseIssue<unknown>[]): DriftIssue[] {
  return issues.map((issue) => ({
    path: jsonPath(issue.path),
    expected: issue.expected ?? issue.kind,
    // The value itself says more than valibot's type name ("Object") in a report.
    received: issue.input === undefined ? issue.received : describeValue(issue.input),
    message: issue.message,
  }))
}

export type TolerantReading =
  | { success: true; output: unknown; tolerated: AppliedTolerance[] }
  | { success: false; issues: DriftIssue[]; tolerated: AppliedTolerance[] }

/** Reads `value` with `schema`, strictly first, then repaired by what `allowed` and the schema's declarations absorb. */
export function readTolerantly(
  schema: AnySchema,
  value: unknown,
  allowed: readonly ToleranceKind[] = STRUCTURAL_TOLERANCES,
): TolerantReading {
  const strict = v.safeParse(schema, value)
  if (strict.success) return { success: true, output: strict.output, tolerated: [] }
  const ctx: Context = { allowed: new Set(allowed), tolerated: [] }
  const repaired = repair(schema, value, '$', ctx)
  const second = v.safeParse(schema, repaired === ABSENT ? undefined : repaired)
  if (second.success) return { success: true, output: second.output, tolerated: ctx.tolerated }
  return { success: false, issues: driftIssues(second.issues), tolerated: ctx.tolerated }
}

interface Context {
  /** The structural kinds the endpoint accepts everywhere. */
  allowed: Set<ToleranceKind>
  tolerated: AppliedTolerance[]
}

/** Marks a field to leave out of its object (a null the schema wants absent). */
const ABSENT = Symbol('absent')

// The parts of a valibot schema object the walk reads; valibot's own types are per schema kind.
interface SchemaNode {
  type: string
  pipe?: readonly SchemaNode[]
  entries?: Record<string, SchemaNode>
  item?: SchemaNode
  wrapped?: SchemaNode
  options?: readonly unknown[]
  literal?: unknown
  key?: SchemaNode | string
  value?: SchemaNode
  items?: readonly SchemaNode[]
  getter?: (input: unknown) => SchemaNode
  metadata?: Record<string, unknown>
  kind?: string
}

/** The schema under its pipes, and every declaration found on the way down. */
function peel(schema: SchemaNode): { base: SchemaNode; declared: ToleranceDeclaration[] } {
  const declared: ToleranceDeclaration[] = []
  let node = schema
  while (node.pipe && node.pipe.length > 0) {
    for (const action of node.pipe.slice(1)) {
      const declaration = action.type === 'metadata' ? action.metadata?.[TOLERANCE_METADATA_KEY] : undefined
      if (declaration) declared.push(declaration as ToleranceDeclaration)
    }
    const root = node.pipe[0]
    if (!root || root === node) break
    node = root
  }
  return { base: node, declared }
}

/** The declarations of a schema, through its optional/nullable wrappers too (a field's default sits inside them). */
export function declarationsOf(schema: AnySchema): ToleranceDeclaration[] {
  const out: ToleranceDeclaration[] = []
  let node: SchemaNode | undefined = schema
  while (node) {
    const { base, declared } = peel(node)
    out.push(...declared)
    node = base.wrapped
  }
  return out
}

function accepts(declared: readonly ToleranceDeclaration[], kind: ToleranceKind): ToleranceDeclaration | undefined {
  return declared.find((declaration) => declaration.accepts.includes(kind))
}

function passes(schema: SchemaNode, value: unknown): boolean {
  return v.safeParse(schema as unknown as AnySchema, value).success
}

function note(ctx: Context, kind: ToleranceKind, path: string, received: unknown): void {
  ctx.tolerated.push({ kind, path, received: describeValue(received) })
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

function repair(schema: SchemaNode, value: unknown, path: string, ctx: Context): unknown {
  const { base, declared } = peel(schema)
  const converted = convertDeclared(declared, value, path, ctx)
  if (converted !== value) return converted
  if (passes(schema, value)) return value
  switch (base.type) {
    case 'optional':
    case 'exact_optional':
    case 'undefinedable':
      if (value === null && ctx.allowed.has('null-absent')) {
        note(ctx, 'null-absent', path, value)
        return ABSENT
      }
      return value === undefined ? value : repair(base.wrapped as SchemaNode, value, path, ctx)
    case 'nullable':
    case 'nullish':
      return value === null || value === undefined ? value : repair(base.wrapped as SchemaNode, value, path, ctx)
    case 'object':
    case 'loose_object':
    case 'strict_object':
      return repairObject(base, declared, value, path, ctx)
    case 'array':
      return repairArray(base, value, path, ctx)
    case 'record':
      return isPlainObject(value)
        ? Object.fromEntries(
            Object.entries(value).map(([key, item]) => [
              key,
              repair(base.value as SchemaNode, item, `${path}.${key}`, ctx),
            ]),
          )
        : value
    case 'union':
    case 'variant':
      return repairUnion(base.options as SchemaNode[], value, path, ctx)
    case 'lazy':
      return base.getter ? repair(base.getter(value), value, path, ctx) : value
    case 'picklist':
      return repairMember(base.options ?? [], declared, value, path, ctx)
    case 'literal':
      return repairMember([base.literal], declared, value, path, ctx)
    case 'number':
      return repairNumber(value, path, ctx)
    case 'string':
      if ((typeof value === 'number' || typeof value === 'bigint') && ctx.allowed.has('number-text')) {
        note(ctx, 'number-text', path, value)
        return String(value)
      }
      return value
    case 'boolean':
      return repairFlag(value, path, ctx)
    default:
      return value
  }
}

/** The value-level kinds a schema declares (amounts, progress, dates), applied before its own type is read. */
function convertDeclared(
  declared: readonly ToleranceDeclaration[],
  value: unknown,
  path: string,
  ctx: Context,
): unknown {
  if (declared.length === 0) return value
  if (typeof value === 'string') {
    if (accepts(declared, 'amount')) {
      const amount = readFormattedAmount(value)
      if (amount !== undefined && amount !== value) {
        note(ctx, 'amount', path, value)
        return amount
      }
    }
    if (accepts(declared, 'fraction')) {
      const match = /^\s*(\d+(?:[.,]\d+)?)\s*\/\s*\d+(?:[.,]\d+)?\s*$/.exec(value)
      if (match?.[1]) {
        note(ctx, 'fraction', path, value)
        return Number(match[1].replace(',', '.'))
      }
    }
  }
  const date = accepts(declared, 'date')
  if (date && (typeof value === 'string' || typeof value === 'number')) {
    const iso = readDate(value)
    if (iso !== undefined && iso !== value) {
      note(ctx, 'date', path, value)
      return iso
    }
  }
  return value
}

function repairObject(
  base: SchemaNode,
  declared: readonly ToleranceDeclaration[],
  value: unknown,
  path: string,
  ctx: Context,
): unknown {
  let source = value
  const page = accepts(declared, 'page')
  if (page) source = asPage(source, path, ctx)
  if (!isPlainObject(source)) return source
  const out: Record<string, unknown> = { ...source }
  for (const [key, entry] of Object.entries(base.entries ?? {})) {
    const fieldPath = `${path}.${key}`
    const current = source[key]
    if (current === undefined || (current === null && !passes(entry, null))) {
      const fallback = declarationsOf(entry as unknown as AnySchema).find((d) => d.accepts.includes('missing'))
      if (fallback && !passes(entry, current)) {
        note(ctx, current === null ? 'null-absent' : 'missing', fieldPath, current)
        out[key] = fallback.default
        continue
      }
      if (current === undefined) continue
    }
    const repaired = repair(entry, current, fieldPath, ctx)
    if (repaired === ABSENT) delete out[key]
    else out[key] = repaired
  }
  return out
}

/** A plain array, or `{ data }` alone, read as the one page of a Laravel paginator. */
function asPage(value: unknown, path: string, ctx: Context): unknown {
  const data = Array.isArray(value) ? value : isPlainObject(value) && Array.isArray(value.data) ? value.data : undefined
  if (!data) return value
  const rest = Array.isArray(value) ? {} : (value as Record<string, unknown>)
  if (!Array.isArray(value) && 'current_page' in rest && 'last_page' in rest && 'total' in rest) return value
  note(ctx, 'page', path, Array.isArray(value) ? `an array of ${data.length}` : '{ data } without the page fields')
  return {
    current_page: 1,
    last_page: 1,
    per_page: Math.max(data.length, 1),
    total: data.length,
    from: data.length > 0 ? 1 : null,
    to: data.length > 0 ? data.length : null,
    next_page_url: null,
    prev_page_url: null,
    ...rest,
    data,
  }
}

function repairArray(base: SchemaNode, value: unknown, path: string, ctx: Context): unknown {
  let list = value
  if (isPlainObject(list) && ctx.allowed.has('keyed-list') && Object.keys(list).every((key) => /^\d+$/.test(key))) {
    note(ctx, 'keyed-list', path, list)
    list = Object.entries(list)
      .sort(([a], [b]) => Number(a) - Number(b))
      .map(([, item]) => item)
  }
  if (!Array.isArray(list)) return list
  const item = base.item as SchemaNode
  const out: unknown[] = []
  list.forEach((element, index) => {
    const itemPath = `${path}[${index}]`
    const mark = ctx.tolerated.length
    const repaired = repair(item, element, itemPath, ctx)
    if (ctx.allowed.has('dropped-item') && !passes(item, repaired)) {
      // What was repaired inside a dropped item does not count: the item is gone.
      ctx.tolerated.length = mark
      note(ctx, 'dropped-item', itemPath, element)
      return
    }
    out.push(repaired)
  })
  return out
}

function repairUnion(options: readonly SchemaNode[], value: unknown, path: string, ctx: Context): unknown {
  for (const option of options) {
    const trial: Context = { allowed: ctx.allowed, tolerated: [] }
    const repaired = repair(option, value, path, trial)
    if (repaired !== ABSENT && passes(option, repaired)) {
      ctx.tolerated.push(...trial.tolerated)
      return repaired
    }
  }
  return value
}

function repairMember(
  members: readonly unknown[],
  declared: readonly ToleranceDeclaration[],
  value: unknown,
  path: string,
  ctx: Context,
): unknown {
  if (members.includes(value)) return value
  if (typeof value === 'string') {
    const wanted = value.trim().toLowerCase()
    const match = members.find((member) => typeof member === 'string' && member.toLowerCase() === wanted)
    if (match !== undefined && ctx.allowed.has('case')) {
      note(ctx, 'case', path, value)
      return match
    }
    if (/^-?\d+(?:\.\d+)?$/.test(value.trim()) && members.includes(Number(value)) && ctx.allowed.has('decimal-text')) {
      note(ctx, 'decimal-text', path, value)
      return Number(value)
    }
  }
  const neutral = accepts(declared, 'neutral')
  if (neutral && 'neutral' in neutral) {
    note(ctx, 'neutral', path, value)
    return neutral.neutral
  }
  return value
}

function repairNumber(value: unknown, path: string, ctx: Context): unknown {
  if (typeof value === 'string' && /^\s*-?\d+(?:\.\d+)?\s*$/.test(value) && ctx.allowed.has('decimal-text')) {
    note(ctx, 'decimal-text', path, value)
    return Number(value)
  }
  return value
}

const TRUE_WORDS = new Set(['1', 'true', 'yes', 'on', 'sim'])
const FALSE_WORDS = new Set(['0', 'false', 'no', 'off', 'nao', 'não', ''])

function repairFlag(value: unknown, path: string, ctx: Context): unknown {
  if (!ctx.allowed.has('flag')) return value
  const word = typeof value === 'string' ? value.trim().toLowerCase() : typeof value === 'number' ? String(value) : null
  if (word === null) return value
  if (TRUE_WORDS.has(word) || FALSE_WORDS.has(word)) {
    note(ctx, 'flag', path, value)
    return TRUE_WORDS.has(word)
  }
  return value
}

/**
 * "R$ 1.234,56", "1.234,56", "3,00", "R$3", "1,234.56" -> "1234.56": the decimal text MoneySchema reads. A comma
 * followed by one or two digits at the end is the decimal separator (pt-BR); otherwise the last dot is.
 */
export function readFormattedAmount(text: string): string | undefined {
  const cleaned = text
    .replace(/R\$/gi, '')
    .replace(/[\s\u00a0]/g, '')
    .trim()
  const sign = /^-|^\(.*\)$/.test(cleaned) ? '-' : ''
  const digits = cleaned.replace(/^[-(]|\)$/g, '')
  if (!/^[\d.,]+$/.test(digits) || !/\d/.test(digits)) return undefined
  let whole: string
  let fraction: string
  const comma = /,(\d{1,2})$/.exec(digits)
  if (comma) {
    whole = digits.slice(0, comma.index).replace(/[.,]/g, '')
    fraction = comma[1] ?? ''
  } else {
    const dot = /\.(\d{1,2})$/.exec(digits)
    whole = (dot ? digits.slice(0, dot.index) : digits).replace(/[.,]/g, '')
    fraction = dot?.[1] ?? ''
  }
  if (whole === '' && fraction === '') return undefined
  return `${sign}${whole || '0'}${fraction ? `.${fraction}` : ''}`
}

/** Brasília has kept UTC-3 all year since 2019: a date written for Brazilian people is read in it. */
const BRASILIA_OFFSET = '-03:00'

/**
 * A date in a common backend format -> ISO 8601: "2026-11-27 14:30:00" (a Laravel model's `Y-m-d H:i:s`, in the
 * framework's default time zone, UTC), "27/11/2026 14:30" (written for people in Brazil: Brasília time),
 * "2026-11-27", Unix seconds or milliseconds. ISO text is returned as it is.
 */
export function readDate(value: string | number): string | undefined {
  if (typeof value === 'number') {
    if (!Number.isFinite(value) || value <= 0) return undefined
    return new Date(value < 1e11 ? value * 1000 : value).toISOString()
  }
  const text = value.trim()
  if (/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/.test(text)) return text
  if (/^\d{9,13}$/.test(text)) return readDate(Number(text))
  const ymd = /^(\d{4})-(\d{2})-(\d{2})(?:[ T](\d{2}):(\d{2})(?::(\d{2}))?)?$/.exec(text)
  const dmy = /^(\d{2})\/(\d{2})\/(\d{4})(?:,?\s+(\d{2}):(\d{2})(?::(\d{2}))?)?$/.exec(text)
  const parts = ymd
    ? { y: ymd[1], m: ymd[2], d: ymd[3], h: ymd[4], i: ymd[5], s: ymd[6] }
    : dmy
      ? { y: dmy[3], m: dmy[2], d: dmy[1], h: dmy[4], i: dmy[5], s: dmy[6] }
      : undefined
  if (!parts) return undefined
  const offset = ymd ? 'Z' : BRASILIA_OFFSET
  const iso = `${parts.y}-${parts.m}-${parts.d}T${parts.h ?? '00'}:${parts.i ?? '00'}:${parts.s ?? '00'}${offset}`
  return Number.isNaN(Date.parse(iso)) ? undefined : iso
}
