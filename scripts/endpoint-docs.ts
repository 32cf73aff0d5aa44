import { transformAsync, type PluginObj, type types as t } from '@babel/core'

/** The properties of an endpoint definition that only document it (for the OpenAPI document and its readers). */
export const ENDPOINT_DOC_KEYS = new Set(['summary', 'description', 'errors'])

function docKey(property: t.ObjectProperty | t.ObjectMethod | t.SpreadElement): boolean {
  if (property.type !== 'ObjectProperty' || property.computed) return false
  const { key } = property
  const name = key.type === 'Identifier' ? key.name : key.type === 'StringLiteral' ? key.value : null
  return name !== null && ENDPOINT_DOC_KEYS.has(name)
}

const stripDocs: PluginObj = {
  name: 'strip-endpoint-docs',
  visitor: {
    CallExpression(path) {
      const { callee, arguments: args } = path.node
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
  if (!code.includes('defineEndpoint(')) return null
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
