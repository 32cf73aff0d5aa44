import { transformAsync, type PluginObj, type types as t } from '@babel/core'

/** The properties of an endpoint definition that only document it (for the OpenAPI document and its readers). */
export const ENDPOINT_DOC_KEYS = new Set(['summary', 'description', 'errors'])

function docKey(property: t.ObjectProperty | t.ObjectMethod | t.SpreadElement): boolean {
  if (property.type !== 'ObjectProperty' || property.computed) return false
  const { key } = property
  const name = key.type === 'Identifier' ? key.name : key.type === 'StringLiteral' ? key.value : null
  return name !== null && ENDPOINT_DOC_KEYS.has(name)
}

/** Metadata keys that only document a schema; a `v.metadata()` with nothing else (no tolerance) is prose. */
export const SCHEMA_DOC_KEYS = new Set(['description', 'title', 'examples'])

function propertyName(property: t.ObjectProperty | t.ObjectMethod | t.SpreadElement): string | null {
  if (property.type !== 'ObjectProperty' || property.computed) return null
  const { key } = property
  return key.type === 'Identifier' ? key.name : key.type === 'StringLiteral' ? key.value : null
}

/** `v.metadata({ description: '…' })`: documentation only, so a pipe can drop it without parsing differently. */
function isDocMetadata(node: t.Node): boolean {
  if (node.type !== 'CallExpression') return false
  const { callee } = node
  const named =
    callee.type === 'MemberExpression' && callee.property.type === 'Identifier' ? callee.property.name : null
  if (named !== 'metadata') return false
  const [object] = node.arguments
  if (object?.type !== 'ObjectExpression' || object.properties.length === 0) return false
  return object.properties.every((property) => {
    const name = propertyName(property)
    return name !== null && SCHEMA_DOC_KEYS.has(name)
  })
}

function isPipeCall(callee: t.Node): boolean {
  return callee.type === 'MemberExpression' && callee.property.type === 'Identifier' && callee.property.name === 'pipe'
}

const stripDocs: PluginObj = {
  name: 'strip-endpoint-docs',
  visitor: {
    CallExpression(path) {
      const { callee, arguments: args } = path.node
      // A schema's description feeds the OpenAPI document only (the same reason as the endpoints' prose below).
      if (isPipeCall(callee) && args.length > 1) {
        path.node.arguments = args.filter((arg, index) => index === 0 || !isDocMetadata(arg))
        return
      }
      if (callee.type !== 'Identifier' || callee.name !== 'defineEndpoint') return
      const [definition] = args
      if (definition?.type !== 'ObjectExpression') return
      definition.properties = definition.properties.filter((property) => !docKey(property))
    },
  },
}

/**
 * An API module without its endpoints' documentation: the app's build ships the definitions (method, path,
 * schemas) but not the prose the OpenAPI document is written from, which would weigh on the entry chunk for
 * nothing. Returns null when the module defines no endpoint.
 */
export async function stripEndpointDocs(code: string, filename: string): Promise<string | null> {
  if (!code.includes('defineEndpoint(') && !code.includes('metadata(')) return null
  const result = await transformAsync(code, {
    filename,
    babelrc: false,
    configFile: false,
    sourceMaps: false,
    parserOpts: { plugins: ['typescript', 'jsx'] },
    generatorOpts: { retainLines: true },
    plugins: [stripDocs],
  })
  return result?.code ?? null
}
