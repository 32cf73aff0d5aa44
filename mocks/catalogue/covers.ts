import { gameHash, type CatalogueGame, type CatalogueProvider } from './catalogue.ts'
import { hashText } from '@/shared/prng.ts'

/**
 * The catalogue's pictures, drawn as SVG from the game itself (no network, no stock images): a cover per game in a
 * fixed 3:4 frame (viewBox 0 0 300 400) with the game's name, colours derived from its code, its studio's badge and
 * a motif of its kind (reels for slots, cards for card tables, a wheel for roulette, a "AO VIVO" mark for live
 * tables…), and a wordmark per studio. The same game always gives the same bytes.
 */
export const COVER_WIDTH = 300
export const COVER_HEIGHT = 400

const FONT = "Inter, system-ui, -apple-system, 'Segoe UI', Roboto, Arial, sans-serif"

export function escapeXml(text: string): string {
  return text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  )
}

/** Greedy word wrap into at most `maxLines` lines of about `width` characters (the last one cut with "…"). */
export function wrapWords(text: string, width: number, maxLines: number): string[] {
  const lines: string[] = []
  let line = ''
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const next = line ? `${line} ${word}` : word
    if (next.length <= width || !line) line = next
    else {
      lines.push(line)
      line = word
    }
  }
  if (line) lines.push(line)
  if (lines.length <= maxLines) return lines
  const kept = lines.slice(0, maxLines)
  kept[maxLines - 1] = `${(kept[maxLines - 1] ?? '').slice(0, Math.max(1, width - 1))}…`
  return kept
}

const SYMBOLS = ['7', '★', '♦', '♥', '♣', '♠', 'BAR', '$', '●'] as const
const SUITS = [
  ['♠', '#212529'],
  ['♥', '#e03131'],
  ['♦', '#e03131'],
  ['♣', '#212529'],
] as const

function reels(hash: number): string {
  return [0, 1, 2]
    .map((i) => {
      const symbol = SYMBOLS[(hash >>> (i * 4)) % SYMBOLS.length] ?? '7'
      const size = symbol.length > 1 ? 24 : 44
      return (
        `<rect x="${42 + i * 74}" y="112" width="66" height="96" rx="12" fill="#fff" opacity="0.94"/>` +
        `<text x="${75 + i * 74}" y="${160 + size / 3}" text-anchor="middle" font-size="${size}" font-weight="800" fill="#c92a2a">${escapeXml(symbol)}</text>`
      )
    })
    .join('')
}

function cards(hash: number): string {
  const [suitA, colorA] = SUITS[hash % 4] ?? SUITS[0]
  const [suitB, colorB] = SUITS[(hash >>> 3) % 4] ?? SUITS[1]
  const card = (x: number, angle: number, suit: string, color: string, rank: string) =>
    `<g transform="rotate(${angle} ${x + 40} 215)"><rect x="${x}" y="100" width="80" height="115" rx="10" fill="#fff" stroke="#dee2e6"/>` +
    `<text x="${x + 12}" y="128" font-size="22" font-weight="800" fill="${color}">${rank}</text>` +
    `<text x="${x + 40}" y="185" text-anchor="middle" font-size="44" fill="${color}">${suit}</text></g>`
  return card(92, -12, suitA, colorA, 'A') + card(128, 10, suitB, colorB, 'K')
}

function wheel(hash: number): string {
  const spokes = Array.from({ length: 12 }, (_, i) => {
    const a = (i * Math.PI) / 6 + (hash % 6) / 10
    return `<line x1="150" y1="160" x2="${(150 + 62 * Math.cos(a)).toFixed(1)}" y2="${(160 + 62 * Math.sin(a)).toFixed(1)}" stroke="#fff" stroke-width="2" opacity="0.7"/>`
  }).join('')
  return (
    `<circle cx="150" cy="160" r="70" fill="#2b8a3e" stroke="#fcc419" stroke-width="8"/>` +
    `<circle cx="150" cy="160" r="62" fill="none" stroke="#c92a2a" stroke-width="14" stroke-dasharray="12 12"/>` +
    spokes +
    `<circle cx="150" cy="160" r="18" fill="#fcc419"/><circle cx="${150 + 48}" cy="${160 - 20}" r="7" fill="#fff"/>`
  )
}

function balls(hash: number): string {
  return [0, 1, 2]
    .map((i) => {
      const number = 1 + ((hash >>> (i * 5)) % 75)
      return (
        `<circle cx="${80 + i * 70}" cy="${150 + (i % 2) * 30}" r="32" fill="#fff"/>` +
        `<circle cx="${80 + i * 70}" cy="${150 + (i % 2) * 30}" r="22" fill="none" stroke="#1c7ed6" stroke-width="4"/>` +
        `<text x="${80 + i * 70}" y="${159 + (i % 2) * 30}" text-anchor="middle" font-size="24" font-weight="800" fill="#1c7ed6">${number}</text>`
      )
    })
    .join('')
}

function crash(hash: number): string {
  const multiplier = (1.5 + (hash % 980) / 10).toFixed(2)
  return (
    `<path d="M40 220 Q170 210 250 100" fill="none" stroke="#fff" stroke-width="6" stroke-linecap="round"/>` +
    `<path d="M250 100 l-26 6 l14 14 z" fill="#ffd43b"/>` +
    `<text x="60" y="140" font-size="34" font-weight="800" fill="#ffd43b">${multiplier}x</text>`
  )
}

function fish(hash: number): string {
  const bubbles = [0, 1, 2].map(
    (i) =>
      `<circle cx="${220 + i * 14}" cy="${120 - i * 22}" r="${5 + i * 2}" fill="none" stroke="#fff" stroke-width="2"/>`,
  )
  return (
    `<g transform="translate(${60 + (hash % 20)} 120)"><ellipse cx="80" cy="45" rx="78" ry="42" fill="#ffa94d"/>` +
    `<path d="M150 45 l45 -35 v70 z" fill="#ff922b"/><circle cx="40" cy="35" r="8" fill="#fff"/><circle cx="40" cy="35" r="4" fill="#212529"/></g>` +
    bubbles.join('')
  )
}

function show(hash: number): string {
  const rays = Array.from({ length: 16 }, (_, i) => {
    const a = (i * Math.PI) / 8
    return `<line x1="150" y1="160" x2="${(150 + 90 * Math.cos(a)).toFixed(1)}" y2="${(160 + 90 * Math.sin(a)).toFixed(1)}" stroke="#fff" stroke-width="${i % 2 ? 3 : 8}" opacity="0.35"/>`
  }).join('')
  const star = SYMBOLS[hash % 3] === '7' ? '7' : '★'
  return (
    rays +
    `<circle cx="150" cy="160" r="46" fill="#fcc419"/><text x="150" y="178" text-anchor="middle" font-size="50" font-weight="800" fill="#c92a2a">${star}</text>`
  )
}

function motif(game: Pick<CatalogueGame, 'kind'>, hash: number): string {
  switch (game.kind) {
    case 'slot':
      return reels(hash)
    case 'fishing':
      return fish(hash)
    case 'bingo':
      return balls(hash)
    case 'crash':
      return crash(hash)
    case 'roulette':
    case 'live-roulette':
      return wheel(hash)
    case 'cards':
    case 'live-cards':
      return cards(hash)
    case 'live-show':
      return show(hash)
  }
}

/** The cover of a game: `/storage/games/<game_code>.svg`. */
export function coverSvg(
  game: Pick<CatalogueGame, 'game_code' | 'game_name' | 'kind' | 'game_type'> & {
    provider: Pick<CatalogueProvider, 'name'>
  },
): string {
  const hash = gameHash(game)
  const hue = hash % 360
  const second = (hue + 40 + ((hash >>> 9) % 80)) % 360
  const fontSize = game.game_name.length <= 12 ? 34 : game.game_name.length <= 24 ? 29 : 25
  const lines = wrapWords(game.game_name, Math.floor(268 / (fontSize * 0.62)), 3)
  const firstBaseline = 352 - (lines.length - 1) * (fontSize + 4)
  const title = lines
    .map(
      (line, i) =>
        `<text x="150" y="${firstBaseline + i * (fontSize + 4)}" text-anchor="middle">${escapeXml(line)}</text>`,
    )
    .join('')
  const studio = escapeXml(game.provider.name.toUpperCase())
  const live =
    game.game_type === 'live'
      ? `<rect x="206" y="16" width="78" height="26" rx="13" fill="#e03131"/><circle cx="222" cy="29" r="5" fill="#fff"/>` +
        `<text x="258" y="34" text-anchor="middle" font-size="12" font-weight="800" fill="#fff">AO VIVO</text>`
      : ''
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${COVER_WIDTH}" height="${COVER_HEIGHT}" viewBox="0 0 ${COVER_WIDTH} ${COVER_HEIGHT}" role="img" aria-label="${escapeXml(game.game_name)}">` +
    `<defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="hsl(${hue} 70% 42%)"/>` +
    `<stop offset="1" stop-color="hsl(${second} 75% 18%)"/></linearGradient>` +
    `<linearGradient id="shade" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#000" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity="0.7"/></linearGradient></defs>` +
    `<rect width="300" height="400" fill="url(#bg)"/>` +
    `<circle cx="${40 + (hash % 220)}" cy="${60 + ((hash >>> 8) % 120)}" r="120" fill="#fff" opacity="0.07"/>` +
    `<g font-family="${FONT}">` +
    `<rect x="16" y="16" width="${Math.min(180, 18 + studio.length * 7.4).toFixed(0)}" height="26" rx="13" fill="#000" opacity="0.35"/>` +
    `<text x="26" y="34" font-size="12" font-weight="700" fill="#fff" letter-spacing="0.5">${studio.length > 22 ? `${studio.slice(0, 21)}…` : studio}</text>` +
    live +
    motif(game, hash) +
    `<rect y="250" width="300" height="150" fill="url(#shade)"/>` +
    `<g font-size="${fontSize}" font-weight="800" fill="#fff">${title}</g>` +
    `</g></svg>`
  )
}

/** A studio's wordmark: `/storage/providers/<code>.svg`. */
export function providerLogoSvg(provider: Pick<CatalogueProvider, 'code' | 'name'>): string {
  const hue = hashText(provider.code) % 360
  const size = provider.name.length <= 12 ? 26 : provider.name.length <= 18 ? 21 : 17
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="240" height="80" viewBox="0 0 240 80" role="img" aria-label="${escapeXml(provider.name)}">` +
    `<rect width="240" height="80" rx="16" fill="hsl(${hue} 60% 30%)"/>` +
    `<circle cx="36" cy="40" r="18" fill="hsl(${(hue + 180) % 360} 80% 60%)"/>` +
    `<text x="36" y="47" text-anchor="middle" font-family="${FONT}" font-size="20" font-weight="800" fill="#fff">${escapeXml(provider.name.charAt(0))}</text>` +
    `<text x="64" y="48" font-family="${FONT}" font-size="${size}" font-weight="800" fill="#fff">${escapeXml(provider.name)}</text>` +
    `</svg>`
  )
}
