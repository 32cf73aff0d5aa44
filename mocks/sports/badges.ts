import { teamSlug } from '@/api/sports.ts'
import { escapeXml } from '../catalogue/covers.ts'
import { hashText } from '@/shared/prng.ts'
import { allTeams, LEAGUES } from './leagues.ts'

/**
 * Team badges and league icons drawn locally (no club's logo is copied): a shield in two colours derived from the
 * name, with its initials, and a round icon per league. Served at the paths the backend uses
 * (`/storage/football/fixtures/{slug}.png`), as SVG: the app only puts them in <img>, which takes any image type.
 * The same name always gives the same bytes.
 */
const PALETTE = [
  '#0b6e4f',
  '#c1121f',
  '#1d3557',
  '#f4a261',
  '#2a9d8f',
  '#6a040f',
  '#fcbf49',
  '#3a0ca3',
  '#111111',
  '#e9ecef',
  '#0077b6',
  '#588157',
]

function colours(name: string): [string, string] {
  const hash = hashText(name)
  const first = PALETTE[hash % PALETTE.length] ?? '#0b6e4f'
  let second = PALETTE[(hash >>> 8) % PALETTE.length] ?? '#ffffff'
  if (second === first) second = first === '#e9ecef' ? '#111111' : '#e9ecef'
  return [first, second]
}

/** "Atlético-MG" -> "AM", "Palmeiras" -> "PAL", "Manchester City" -> "MC". */
export function initials(name: string): string {
  const words = name.split(/[\s-]+/).filter((word) => word.length > 2 || /^[A-Z]+$/.test(word))
  if (words.length >= 2)
    return words
      .slice(0, 3)
      .map((word) => word[0]?.toUpperCase() ?? '')
      .join('')
  return name
    .replace(/[^A-Za-zÀ-ÿ]/g, '')
    .slice(0, 3)
    .toUpperCase()
}

const textColour = (background: string) =>
  ['#e9ecef', '#fcbf49', '#f4a261'].includes(background) ? '#111111' : '#ffffff'

export function badgeSvg(name: string): string {
  const [main, stripe] = colours(name)
  const label = escapeXml(initials(name))
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64" width="64" height="64" role="img" aria-label="${escapeXml(name)}">` +
    `<path d="M32 3 L58 11 V30 C58 46 46 56 32 61 C18 56 6 46 6 30 V11 Z" fill="${main}" stroke="${stripe}" stroke-width="3"/>` +
    `<path d="M32 3 V61" stroke="${stripe}" stroke-width="6" opacity="0.35"/>` +
    `<text x="32" y="39" text-anchor="middle" font-family="Arial, sans-serif" font-weight="700" font-size="${label.length > 2 ? 15 : 19}" fill="${textColour(main)}">${label}</text>` +
    `</svg>`
  )
}

export function leagueIconSvg(name: string): string {
  const [main, stripe] = colours(name)
  const label = escapeXml(initials(name))
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64" width="64" height="64" role="img" aria-label="${escapeXml(name)}">` +
    `<circle cx="32" cy="32" r="29" fill="${main}" stroke="${stripe}" stroke-width="4"/>` +
    `<text x="32" y="38" text-anchor="middle" font-family="Arial, sans-serif" font-weight="700" font-size="15" fill="${textColour(main)}">${label}</text>` +
    `</svg>`
  )
}

let teamsBySlug: Map<string, string> | undefined
let leaguesBySlug: Map<string, string> | undefined

/** The team a badge file names (`sao-paulo.png`), or undefined. */
export function teamForFile(file: string): string | undefined {
  const match = /^([a-z0-9-]+)\.png$/.exec(file)
  if (!match) return undefined
  teamsBySlug ??= new Map(allTeams().map((team) => [teamSlug(team), team]))
  return teamsBySlug.get(match[1] ?? '')
}

/** The league an icon file names (`brazil-brasileirao-serie-a.png`: country and name), or undefined. */
export function leagueForFile(file: string): string | undefined {
  const match = /^([a-z0-9-]+)\.png$/.exec(file)
  if (!match) return undefined
  leaguesBySlug ??= new Map(LEAGUES.map((league) => [teamSlug(`${league.country} ${league.name}`), league.name]))
  return leaguesBySlug.get(match[1] ?? '')
}
