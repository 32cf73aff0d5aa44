// @vitest-environment node
import { randomBytes } from 'node:crypto'
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { createServer, request, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { brotliDecompressSync } from 'node:zlib'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { precompressAssets, precompressedAssets } from './precompress.mjs'

let dir: string
const js = `export const text = ${JSON.stringify('jogada '.repeat(400))}`

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'precompress-'))
  mkdirSync(join(dir, 'assets'))
  writeFileSync(join(dir, 'assets/app.js'), js)
  writeFileSync(join(dir, 'assets/app.css'), `a{color:red}`.repeat(200))
  writeFileSync(join(dir, 'assets/tiny.js'), 'export {}')
  writeFileSync(join(dir, 'assets/cover.png'), randomBytes(4000))
  writeFileSync(join(dir, 'config.json'), JSON.stringify({ padding: 'x'.repeat(2000) }))
})
afterEach(() => rmSync(dir, { recursive: true, force: true }))

describe('precompressAssets', () => {
  it("writes a Brotli copy beside each compressible file of assets/ of 1 KB or more, and nothing else's", async () => {
    expect(await precompressAssets(dir)).toEqual(['app.css', 'app.js'])
    expect(brotliDecompressSync(readFileSync(join(dir, 'assets/app.js.br'))).toString()).toBe(js)
    expect(readFileSync(join(dir, 'assets/app.js.br')).length).toBeLessThan(js.length / 10)
    // Too small, not compressible, or outside assets/ (rewritten after the build: config.json, index.html).
    expect(existsSync(join(dir, 'assets/tiny.js.br'))).toBe(false)
    expect(existsSync(join(dir, 'assets/cover.png.br'))).toBe(false)
    expect(existsSync(join(dir, 'config.json.br'))).toBe(false)
  })

  it('does nothing for a build without assets/', async () => {
    expect(await precompressAssets(join(dir, 'none'))).toEqual([])
  })
})

describe('precompressedAssets', () => {
  let server: Server
  let fellThrough: string[]

  beforeEach(async () => {
    await precompressAssets(dir)
    fellThrough = []
    const middleware = precompressedAssets(dir)
    server = createServer((req, res) =>
      middleware(req, res, () => {
        fellThrough.push(req.url ?? '')
        res.statusCode = 204
        res.end()
      }),
    )
    await new Promise<void>((done) => server.listen(0, '127.0.0.1', done))
  })
  afterEach(() => new Promise<void>((done) => server.close(() => done())))

  function get(path: string, acceptEncoding: string, method = 'GET') {
    return new Promise<{ status: number; headers: Record<string, unknown>; body: Buffer }>((done, fail) => {
      const { port } = server.address() as AddressInfo
      const req = request({ port, path, method, headers: { 'accept-encoding': acceptEncoding } }, (res) => {
        const chunks: Buffer[] = []
        res.on('data', (chunk: Buffer) => chunks.push(chunk))
        res.on('end', () => done({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }))
      })
      req.on('error', fail)
      req.end()
    })
  }

  it('sends the Brotli copy to a browser that accepts it, with the type and the encoding', async () => {
    const answer = await get('/assets/app.js?v=1', 'gzip, deflate, br, zstd')
    expect(answer.status).toBe(200)
    expect(answer.headers).toMatchObject({
      'content-type': 'text/javascript; charset=utf-8',
      'content-encoding': 'br',
      vary: 'Accept-Encoding',
    })
    expect(brotliDecompressSync(answer.body).toString()).toBe(js)
    const head = await get('/assets/app.css', 'br', 'HEAD')
    expect(head.headers).toMatchObject({ 'content-type': 'text/css; charset=utf-8', 'content-encoding': 'br' })
    expect(head.body.length).toBe(0)
    expect(fellThrough).toEqual([])
  })

  it('leaves to the next middleware what has no copy, a browser without Brotli, and a path out of the build', async () => {
    await get('/assets/app.js', 'gzip, deflate')
    await get('/assets/tiny.js', 'br')
    await get('/config.json', 'br')
    await get('/assets/..%2f..%2fetc%2fpasswd.js', 'br')
    expect(fellThrough).toEqual([
      '/assets/app.js',
      '/assets/tiny.js',
      '/config.json',
      '/assets/..%2f..%2fetc%2fpasswd.js',
    ])
  })
})
