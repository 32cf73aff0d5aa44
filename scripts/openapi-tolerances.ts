// What a schema declares it absorbs in a production build (`tolerate()` in src/api/tolerance-kinds.ts), carried into
// the OpenAPI document as an `x-jogada-tolerates` extension on the JSON schema where it is declared, so a backend team
// reads what the app forgives beside the shape it expects (docs/backend-integration.md).
//
// @valibot/to-json-schema copies a metadata action's keys into the JSON schema, but only for the actions it converts:
// with `typeMode: 'input'` it stops at the first transformation of a (flattened) pipe, so a declaration written after
// one, or inside a nested pipe whose root ends in a transform (`v.pipe(FlagSchema, tolerate(…))`, where FlagSchema
// turns 1/"1" into true), would be lost. The converter calls no hook for a pipe either. So the schemas are rewritten
// before conversion instead: every pipe's declarations, nested ones included, are merged into one metadata action
// placed right after the pipe's root schema, where the converter always reads it.
import * as v from 'valibot'
import type { AnySchema } from '@/api/define.ts'
import { TOLERANCE_METADATA_KEY, type ToleranceDeclaration, type ToleranceKind } from '@/api/tolerance-kinds.ts'

export const TOLERATES_EXTENSION = 'x-jogada-tolerates'

// The parts of a valibot schema or action the rewrite reads; valibot's own types are per schema kind.
interface Node {
  readonly kind: string
  readonly type: string
  readonly pipe?: readonly Node[]
  readonly metadata?: Record<string, unknown>
  readonly [key: string]: unknown
}

/** The children a schema of each type holds, by the property that holds them (options of a picklist are values). */
const SCHEMA_CHILDREN: Record<string, readonly string[]> = {
  object: ['entries'],
  loose_object: ['entries'],
  strict_object: ['entries'],
  object_with_rest: ['entries', 'rest'],
  array: ['item'],
  union: ['options'],
  variant: ['options'],
  intersect: ['options'],
  record: ['key', 'value'],
  tuple: ['items'],
  loose_tuple: ['items'],
  strict_tuple: ['items'],
  tuple_with_rest: ['items', 'rest'],
  optional: ['wrapped'],
  exact_optional: ['wrapped'],
  undefinedable: ['wrapped'],
  nullable: ['wrapped'],
  nullish: ['wrapped'],
  non_nullable: ['wrapped'],
  non_nullish: ['wrapped'],
  non_optional: ['wrapped'],
}

function declarationOf(item: Node): ToleranceDeclaration | undefined {
  if (item.kind !== 'metadata') return undefined
  return item.metadata?.[TOLERANCE_METADATA_KEY] as ToleranceDeclaration | undefined
}

/** A pipe with its nested pipes expanded, as the converter reads it. */
function flatten(pipe: readonly Node[]): Node[] {
  return pipe.flatMap((item) => (item.pipe ? flatten(item.pipe) : [item]))
}

/**
 * One declaration out of several (a field's own on top of its shared schema's): every kind once, inner ones first; an
 * outer `default` or `neutral` wins over an inner one, since it is the more specific.
 */
export function mergeDeclarations(declarations: readonly ToleranceDeclaration[]): ToleranceDeclaration | undefined {
  if (declarations.length === 0) return undefined
  const accepts: ToleranceKind[] = []
  let merged: { accepts: ToleranceKind[]; default?: unknown; neutral?: ToleranceDeclaration['neutral'] } = { accepts }
  for (const declaration of declarations) {
    for (const kind of declaration.accepts) if (!accepts.includes(kind)) accepts.push(kind)
    if ('default' in declaration) merged = { ...merged, default: declaration.default }
    if ('neutral' in declaration) merged = { ...merged, neutral: declaration.neutral }
  }
  return merged
}

/**
 * A rewriter of valibot schemas for conversion: the result converts to the same JSON schema, plus `x-jogada-tolerates`
 * wherever a declaration sits. One rewriter per document: it keeps one rewritten object per original (a schema that is
 * not touched is returned as it is), so the converter's references by identity (named definitions) still hold.
 */
export function createToleranceRewriter(): <S extends AnySchema>(schema: S) => S {
  const memo = new Map<Node, Node>()

  const rewriteChild = (child: unknown): unknown => {
    if (Array.isArray(child)) {
      const next = child.map(rewriteChild)
      return next.every((item, index) => item === child[index]) ? child : next
    }
    if (child && typeof child === 'object' && (child as Node).kind === 'schema') return rewrite(child as Node)
    if (child && typeof child === 'object') {
      // An object's entries: key -> schema.
      const entries = Object.entries(child)
      const next = entries.map(([key, value]) => [key, rewriteChild(value)] as const)
      return next.every(([, value], index) => value === entries[index]?.[1]) ? child : Object.fromEntries(next)
    }
    return child
  }

  const rewritePipe = (node: Node, pipe: readonly Node[]): Node => {
    const flat = flatten(pipe)
    const declarations = flat.flatMap((item) => declarationOf(item) ?? [])
    const [root, ...actions] = flat.filter((item) => !declarationOf(item))
    if (!root) return node
    const nextRoot = rewrite(root)
    const nextActions = actions.map((item) => (item.kind === 'schema' ? rewrite(item) : item))
    const merged = mergeDeclarations(declarations)
    if (!merged && nextRoot === root && nextActions.every((item, index) => item === actions[index])) return node
    const extension = merged ? [v.metadata({ [TOLERATES_EXTENSION]: merged }) as unknown as Node] : []
    return { ...node, pipe: [nextRoot, ...extension, ...nextActions] }
  }

  const rewrite = (node: Node): Node => {
    const known = memo.get(node)
    if (known) return known
    // A recursive schema meets itself again through its lazy getter: until it is done, it stands for itself.
    memo.set(node, node)
    let next = node
    if (node.pipe) {
      next = rewritePipe(node, node.pipe)
    } else if (node.type === 'lazy') {
      const getter = node.getter as (input: unknown) => Node
      const inner = getter(undefined)
      const rewritten = rewrite(inner)
      if (rewritten !== inner) next = { ...node, getter: () => rewritten }
    } else {
      for (const key of SCHEMA_CHILDREN[node.type] ?? []) {
        const child = node[key]
        const rewritten = rewriteChild(child)
        if (rewritten !== child) next = { ...next, [key]: rewritten }
      }
    }
    memo.set(node, next)
    return next
  }

  return <S extends AnySchema>(schema: S) => rewrite(schema as unknown as Node) as unknown as S
}
