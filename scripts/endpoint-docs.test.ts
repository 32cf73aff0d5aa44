// @vitest-environment node
import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { stripEndpointDocs } from './endpoint-docs.ts'

describe('stripEndpointDocs', () => {
  it("removes an endpoint's summary, description and errors, and keeps what the client needs", async () => {
    const code = [
      "import { defineEndpoint } from './define.ts'",
      'export const one = defineEndpoint({',
      "  id: 'a.one',",
      "  method: 'GET',",
      "  path: 'a/one',",
      '  response: Schema,',
      "  auth: 'none',",
      "  summary: 'One thing',",
      '  description: `Shown in the docs, with {braces}, commas, and a ` + "quote",',
      '  errors: { 404: \'Unknown: `{ "error": "…" }`.\', 422: \'Invalid.\' },',
      '  idempotent: true,',
      '})',
      "const notAnEndpoint = other({ summary: 'kept' })",
    ].join('\n')
    const stripped = await stripEndpointDocs(code, 'a.ts')
    expect(stripped).not.toBeNull()
    expect(stripped).not.toMatch(/One thing|Shown in the docs|Unknown|Invalid/)
    for (const kept of ["id: 'a.one'", "method: 'GET'", "path: 'a/one'", 'response: Schema', 'idempotent: true']) {
      expect(stripped).toContain(kept)
    }
    expect(stripped).toContain("other({ summary: 'kept' })")
  })

  it('strips every endpoint of a real API module, and leaves a module without endpoints alone', async () => {
    const source = readFileSync(new URL('../src/api/wallet-area.ts', import.meta.url), 'utf8')
    expect(source).toMatch(/summary:/)
    const stripped = await stripEndpointDocs(source, 'src/api/wallet-area.ts')
    expect(stripped).not.toMatch(/^\s*(summary|description):/m)
    // The endpoints' documented errors go; a response schema's own `errors` field stays.
    expect(stripped).not.toMatch(/errors: \{\s*400:/)
    expect(stripped).toMatch(/errors: v\.optional\(/)
    expect(stripped?.match(/defineEndpoint\(/g)?.length).toBe(source.match(/defineEndpoint\(/g)?.length)
    expect(await stripEndpointDocs('export const x = 1', 'x.ts')).toBeNull()
  })

  it("drops a schema's documentation-only metadata from its pipe, and keeps a tolerance declaration", async () => {
    const code = [
      "import * as v from 'valibot'",
      'export const Money = v.pipe(',
      '  v.union([v.number(), v.string()]),',
      "  v.metadata({ description: 'Amount in reais, as a number or a decimal string.' }),",
      "  v.metadata({ jogadaTolerates: { accepts: ['amount'] } }),",
      '  v.transform(Number),',
      ')',
    ].join('\n')
    const stripped = await stripEndpointDocs(code, 'money.ts')
    expect(stripped).not.toMatch(/Amount in reais/)
    expect(stripped).toContain("jogadaTolerates: { accepts: ['amount'] }")
    expect(stripped).toContain('v.transform(Number)')
    expect(stripped).toMatch(/v\.pipe\(\s*v\.union/)
  })
})
