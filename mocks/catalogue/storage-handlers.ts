import { http, HttpResponse } from 'msw'
import { bannerIsBroken, coverIsBroken } from './broken-images.ts'
import { prepareCatalogue } from './catalogue.ts'
import { coverSvg, providerLogoSvg } from './covers.ts'
import { badgeSvg, leagueForFile, leagueIconSvg, teamForFile } from '../sports/badges.ts'

/**
 * The catalogue's pictures under /storage, drawn by the mock (catalogue/covers.ts): game covers and studio
 * wordmarks. Not endpoints of the contract: files the original backend serves from its storage. Both the browser
 * mock (the service worker) and mock:server answer them. The static pictures in public/storage (banners, category
 * icons, avatars) pass through, except a banner the "Imagens quebradas" switch breaks.
 */
const IMAGE_HEADERS = {
  'Content-Type': 'image/svg+xml; charset=utf-8',
  // The same URL always draws the same picture.
  'Cache-Control': 'public, max-age=86400, immutable',
  // Opened as a page, the document may run nothing and load nothing.
  'Content-Security-Policy': "default-src 'none'; style-src 'unsafe-inline'",
  'X-Content-Type-Options': 'nosniff',
}

function svg(body: string): Response {
  return new HttpResponse(body, { headers: IMAGE_HEADERS })
}

/** A missing file; not cached, so turning the broken images off shows the picture at the next load. */
function notFound(): Response {
  return new HttpResponse('Not found', {
    status: 404,
    headers: {
      'Content-Type': 'text/plain; charset=utf-8',
      'Cache-Control': 'no-store',
      'X-Content-Type-Options': 'nosniff',
    },
  })
}

/** `sweet-bonanza.svg` -> `sweet-bonanza`; anything else (another extension, a path) -> null. */
function svgName(file: unknown): string | null {
  if (typeof file !== 'string') return null
  const match = /^([a-z0-9-]+)\.svg$/.exec(file)
  return match?.[1] ?? null
}

export const storageHandlers = [
  http.get('*/storage/games/:file', async ({ params }) => {
    const code = svgName(params.file)
    const game = code ? (await prepareCatalogue()).gameByCode(code) : undefined
    if (!game || coverIsBroken(game)) return notFound()
    return svg(coverSvg(game))
  }),

  http.get('*/storage/providers/:file', async ({ params }) => {
    const code = svgName(params.file)
    const provider = code ? (await prepareCatalogue()).provider(code) : undefined
    return provider ? svg(providerLogoSvg(provider)) : notFound()
  }),

  // Team badges and league icons: drawn as SVG under the backend's .png names (an <img> takes any image type).
  http.get('*/storage/football/fixtures/:file', ({ params }) => {
    const team = typeof params.file === 'string' ? teamForFile(params.file) : undefined
    return team ? svg(badgeSvg(team)) : notFound()
  }),

  http.get('*/storage/football/leagues/:file', ({ params }) => {
    const league = typeof params.file === 'string' ? leagueForFile(params.file) : undefined
    return league ? svg(leagueIconSvg(league)) : notFound()
  }),

  // Only the broken banner is answered here; every other banner is the static file.
  http.get('*/storage/banners/:file', ({ params }) =>
    typeof params.file === 'string' && bannerIsBroken(params.file) ? notFound() : undefined,
  ),
]
