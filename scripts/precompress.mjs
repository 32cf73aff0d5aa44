// The build's hashed files compressed once with Brotli at its highest level, beside them (`assets/x.js.br`), and a
// static server's way of sending those copies. Hosts that compress on the fly spend a few milliseconds per request
// and pick a fast level: the first screen's files came to 197 KB with gzip and 170 KB with Brotli at level 11, and a
// phone's first banner waits for their bytes (docs/performance.md). Only `assets/`: its names change with their
// content, so a copy can never go stale (config.json and index.html are rewritten after the build by
// `npm run configure`). docs/deploying.md says how nginx serves the copies; Netlify and Cloudflare use Brotli anyway.
import { createReadStream, existsSync, statSync } from 'node:fs'
import { readdir, readFile, writeFile } from 'node:fs/promises'
import { extname, join, resolve, sep } from 'node:path'
import { promisify } from 'node:util'
import { brotliCompress, constants } from 'node:zlib'

const compress = promisify(brotliCompress)

/** The kinds of file that compress; images other than SVG and fonts are compressed already. */
export const COMPRESSIBLE = /\.(?:js|css|svg|json)$/
/** Below this a response is one packet either way. */
export const MIN_BYTES = 1024

const TYPES = {
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.json': 'application/json',
}

/** Writes `<file>.br` beside every compressible file of `<outDir>/assets` of MIN_BYTES or more; returns their names. */
export async function precompressAssets(outDir) {
  const dir = join(outDir, 'assets')
  if (!existsSync(dir)) return []
  const names = (await readdir(dir)).filter((name) => COMPRESSIBLE.test(name))
  const written = await Promise.all(
    names.map(async (name) => {
      const data = await readFile(join(dir, name))
      if (data.length < MIN_BYTES) return null
      const params = { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: data.length }
      await writeFile(join(dir, `${name}.br`), await compress(data, { params }))
      return name
    }),
  )
  return written.filter((name) => name !== null).sort()
}

/**
 * Connect middleware: a GET or HEAD of `/assets/<file>` from a client that accepts Brotli is answered with
 * `<file>.br` when the build has one; anything else goes on to the next middleware.
 */
export function precompressedAssets(outDir) {
  const root = resolve(outDir)
  return (req, res, next) => {
    const path = decodeURIComponent(new URL(req.url ?? '/', 'http://localhost').pathname)
    const acceptsBrotli = /(?:^|[\s,])br(?:[\s;,]|$)/.test(String(req.headers['accept-encoding'] ?? ''))
    if (!['GET', 'HEAD'].includes(req.method) || !path.startsWith('/assets/') || !COMPRESSIBLE.test(path)) return next()
    const file = `${resolve(root, `.${path}`)}.br`
    if (!acceptsBrotli || !file.startsWith(root + sep) || !existsSync(file)) return next()
    res.setHeader('Content-Type', TYPES[extname(path)])
    res.setHeader('Content-Encoding', 'br')
    res.setHeader('Vary', 'Accept-Encoding')
    res.setHeader('Content-Length', statSync(file).size)
    if (req.method === 'HEAD') return res.end()
    createReadStream(file).pipe(res)
  }
}
