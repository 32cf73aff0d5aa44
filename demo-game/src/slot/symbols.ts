/**
 * The slot's symbols, drawn here as SVG (no image files, no emoji: they must look the same on every system). One
 * hidden sprite per document holds the gradients and a <symbol> per id; every reel cell and pay table row shows a
 * symbol with <use>, so a spin adds a few nodes per cell instead of a whole drawing.
 */
const SVG = 'http://www.w3.org/2000/svg'
export const SPRITE_ID = 'slot-sprite'

const GRADIENTS = `
<radialGradient id="sg-red" cx=".35" cy=".3" r=".75"><stop offset="0" stop-color="#ff8787"/><stop offset=".55" stop-color="#e03131"/><stop offset="1" stop-color="#9b1c1c"/></radialGradient>
<radialGradient id="sg-yellow" cx=".35" cy=".3" r=".8"><stop offset="0" stop-color="#fff9c4"/><stop offset=".5" stop-color="#fcc419"/><stop offset="1" stop-color="#d39e00"/></radialGradient>
<radialGradient id="sg-orange" cx=".35" cy=".3" r=".8"><stop offset="0" stop-color="#ffd8a8"/><stop offset=".5" stop-color="#fd7e14"/><stop offset="1" stop-color="#c2410c"/></radialGradient>
<radialGradient id="sg-purple" cx=".35" cy=".3" r=".8"><stop offset="0" stop-color="#e5dbff"/><stop offset=".5" stop-color="#845ef7"/><stop offset="1" stop-color="#5f3dc4"/></radialGradient>
<linearGradient id="sg-gold" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#fff3bf"/><stop offset=".45" stop-color="#fcc419"/><stop offset="1" stop-color="#b07800"/></linearGradient>
<linearGradient id="sg-green" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#4fcc84"/><stop offset="1" stop-color="#006b33"/></linearGradient>
<linearGradient id="sg-leaf" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#8ce99a"/><stop offset="1" stop-color="#2b8a3e"/></linearGradient>
<linearGradient id="sg-blue" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#d0ebff"/><stop offset=".5" stop-color="#4dabf7"/><stop offset="1" stop-color="#1864ab"/></linearGradient>
<linearGradient id="sg-bar" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#343a40"/><stop offset="1" stop-color="#101113"/></linearGradient>`

const SHINE = (cx: number, cy: number, rx = 6, ry = 3.5) =>
  `<ellipse cx="${cx}" cy="${cy}" rx="${rx}" ry="${ry}" fill="#fff" opacity=".7" transform="rotate(-30 ${cx} ${cy})"/>`

const GRAPES: Array<[number, number]> = [
  [32, 42],
  [50, 40],
  [68, 42],
  [41, 57],
  [59, 57],
  [32, 71],
  [50, 72],
  [68, 71],
  [50, 86],
]

/** The drawings, in a 100 x 100 box. */
const SYMBOLS: Record<string, string> = {
  cherry: `<path d="M52 14C44 30 36 42 31 56M52 14C58 32 64 44 70 58" stroke="#2b8a3e" stroke-width="5" fill="none" stroke-linecap="round"/>
<path d="M52 14C62 4 80 8 86 20C74 26 60 24 52 14Z" fill="url(#sg-leaf)"/>
<circle cx="30" cy="68" r="19" fill="url(#sg-red)"/><circle cx="70" cy="70" r="19" fill="url(#sg-red)"/>${SHINE(24, 61)}${SHINE(64, 63)}`,
  lemon: `<g transform="rotate(-28 50 52)"><path d="M8 52h10M82 52h10" stroke="#d39e00" stroke-width="9" stroke-linecap="round"/>
<ellipse cx="50" cy="52" rx="36" ry="27" fill="url(#sg-yellow)" stroke="#c99400" stroke-width="2"/>
<ellipse cx="38" cy="42" rx="13" ry="5" fill="#fff" opacity=".6"/></g>`,
  orange: `<circle cx="50" cy="56" r="34" fill="url(#sg-orange)"/>
<g fill="#c2410c" opacity=".35"><circle cx="62" cy="64" r="1.6"/><circle cx="70" cy="52" r="1.6"/><circle cx="54" cy="76" r="1.6"/><circle cx="40" cy="70" r="1.6"/><circle cx="66" cy="76" r="1.6"/></g>
<path d="M50 24C54 14 64 10 74 12C70 22 60 26 50 24Z" fill="url(#sg-leaf)"/><circle cx="50" cy="23" r="3" fill="#2b8a3e"/>${SHINE(38, 42, 9, 5)}`,
  grape: `<path d="M50 30C50 20 54 14 60 10" stroke="#5c3d1e" stroke-width="4" fill="none" stroke-linecap="round"/>
<path d="M52 24C60 12 78 14 84 24C72 32 60 30 52 24Z" fill="url(#sg-leaf)"/>
${GRAPES.map(([x, y]) => `<circle cx="${x}" cy="${y}" r="10" fill="url(#sg-purple)" stroke="#5f3dc4" stroke-width="1"/>`).join('')}
${SHINE(28, 38, 3.5, 2)}${SHINE(46, 36, 3.5, 2)}${SHINE(37, 53, 3.5, 2)}`,
  bell: `<path d="M50 12c-4 0-6 3-6 6-14 4-21 16-21 31v14l-9 11h72l-9-11V49c0-15-7-27-21-31 0-3-2-6-6-6z" fill="url(#sg-gold)" stroke="#a86b00" stroke-width="2.5" stroke-linejoin="round"/>
<circle cx="50" cy="82" r="8" fill="url(#sg-gold)" stroke="#a86b00" stroke-width="2.5"/>
<path d="M34 64V50c0-10 4-18 12-22" stroke="#fff" stroke-width="4" fill="none" stroke-linecap="round" opacity=".6"/>`,
  bar: `<rect x="8" y="28" width="84" height="44" rx="9" fill="url(#sg-bar)" stroke="url(#sg-gold)" stroke-width="4"/>
<text x="50" y="61" text-anchor="middle" font-family="Inter, Arial, Helvetica, sans-serif" font-size="28" font-weight="900" letter-spacing="2" fill="url(#sg-gold)">BAR</text>`,
  seven: `<path d="M20 14h62v15L55 88H31l27-57H20z" fill="url(#sg-red)" stroke="url(#sg-gold)" stroke-width="4.5" stroke-linejoin="round"/>
<path d="M26 20h48" stroke="#fff" stroke-width="3" opacity=".55" stroke-linecap="round"/>`,
  wild: `<circle cx="50" cy="50" r="42" fill="url(#sg-green)" stroke="url(#sg-gold)" stroke-width="5"/>
<path d="M26 64 22 34l15 12 13-18 13 18 15-12-4 30z" fill="url(#sg-gold)" stroke="#a86b00" stroke-width="2" stroke-linejoin="round"/>
<rect x="26" y="66" width="48" height="8" rx="2" fill="url(#sg-gold)" stroke="#a86b00" stroke-width="2"/>
<circle cx="50" cy="54" r="4" fill="#e03131"/><circle cx="36" cy="58" r="3" fill="#4dabf7"/><circle cx="64" cy="58" r="3" fill="#4dabf7"/>`,
  diamond: `<path d="M50 88 10 40l17-22h46l17 22z" fill="url(#sg-blue)" stroke="#1864ab" stroke-width="2" stroke-linejoin="round"/>
<path d="M10 40h80M27 18l13 22 10 48 10-48 13-22M40 40l10-22 10 22" stroke="#fff" stroke-width="2" fill="none" opacity=".65" stroke-linejoin="round"/>`,
  star: `<path d="m50 8 12 27 29 3-22 20 7 29-26-15-26 15 7-29L9 38l29-3z" fill="url(#sg-gold)" stroke="#a86b00" stroke-width="2.5" stroke-linejoin="round"/>`,
  coin: `<circle cx="50" cy="50" r="40" fill="url(#sg-gold)" stroke="#a86b00" stroke-width="3"/><circle cx="50" cy="50" r="31" fill="none" stroke="#a86b00" stroke-width="2" opacity=".6"/>`,
}

/** Ids the provider may name differently. */
const ALIASES: Record<string, string> = { grapes: 'grape', '7': 'seven', gem: 'diamond', scatter: 'star' }

/** The drawing a symbol id shows, or null for an id with no drawing (a coin with its initial instead). */
export function drawingOf(id: string): string | null {
  const key = id.toLowerCase()
  const name = ALIASES[key] ?? key
  return name in SYMBOLS && name !== 'coin' ? name : null
}

/** Puts the sprite in the document once (the reels and the pay table both use it). */
export function ensureSprite(doc: Document = document): void {
  if (doc.getElementById(SPRITE_ID)) return
  const sprite = doc.createElementNS(SVG, 'svg')
  sprite.id = SPRITE_ID
  sprite.setAttribute('aria-hidden', 'true')
  sprite.setAttribute('focusable', 'false')
  sprite.setAttribute('class', 'sprite')
  const defs = Object.entries(SYMBOLS)
    .map(([name, body]) => `<symbol id="sym-${name}" viewBox="0 0 100 100">${body}</symbol>`)
    .join('')
  // A constant of this file (no data from outside): parsed once into SVG nodes.
  sprite.innerHTML = `<defs>${GRADIENTS}</defs>${defs}`
  doc.body.append(sprite)
}

/** A symbol's picture (decorative: the cell around it carries the symbol's name). */
export function symbolArt(symbol: { id: string; name: string }): SVGSVGElement {
  const svg = document.createElementNS(SVG, 'svg')
  svg.setAttribute('viewBox', '0 0 100 100')
  svg.setAttribute('class', 'sym')
  svg.setAttribute('aria-hidden', 'true')
  svg.setAttribute('focusable', 'false')
  const drawing = drawingOf(symbol.id)
  const use = document.createElementNS(SVG, 'use')
  use.setAttribute('href', `#sym-${drawing ?? 'coin'}`)
  svg.append(use)
  if (!drawing) {
    const text = document.createElementNS(SVG, 'text')
    text.setAttribute('x', '50')
    text.setAttribute('y', '63')
    text.setAttribute('text-anchor', 'middle')
    text.setAttribute('class', 'sym-initial')
    text.textContent = (symbol.name.trim()[0] ?? symbol.id[0] ?? '?').toUpperCase()
    svg.append(text)
  }
  return svg
}
