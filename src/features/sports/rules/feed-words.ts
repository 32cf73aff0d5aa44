import type { I18n, MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'

/**
 * The sports feed's own words (API-Football's, in English: `Match Winner`, `Home`, `Over 2.5`, `England`) as the
 * player reads them. The feed, the slip's stored picks and the placement keep the provider's words (the contract's
 * `market`, `value`, `league_country`): only what is shown is translated, here, so a real feed reads the same way as
 * the mock. A word this module does not know is shown as given, never hidden.
 */

const MARKETS: Readonly<Record<string, MessageDescriptor>> = {
  'Match Winner': msg({ message: 'Resultado final', comment: 'Sports market "Match Winner" (1X2)' }),
  'Double Chance': msg({ message: 'Dupla chance', comment: 'Sports market "Double Chance"' }),
  'Goals Over/Under': msg({ message: 'Total de gols', comment: 'Sports market "Goals Over/Under"' }),
  'Both Teams Score': msg({ message: 'Ambas marcam', comment: 'Sports market "Both Teams Score"' }),
  'Exact Score': msg({ message: 'Placar exato', comment: 'Sports market "Exact Score"' }),
  'First Half Winner': msg({ message: 'Vencedor do 1º tempo', comment: 'Sports market "First Half Winner"' }),
}

/** The selections whose words do not depend on their market. */
const SELECTIONS: Readonly<Record<string, MessageDescriptor>> = {
  Home: msg({ message: 'Casa', context: 'sports selection', comment: 'Selection "Home": the home side wins' }),
  Draw: msg({ message: 'Empate', context: 'sports selection', comment: 'Selection "Draw"' }),
  Away: msg({ message: 'Fora', context: 'sports selection', comment: 'Selection "Away": the away side wins' }),
  Yes: msg({ message: 'Sim', context: 'sports selection', comment: 'Selection "Yes" (both teams score)' }),
  No: msg({ message: 'Não', context: 'sports selection', comment: 'Selection "No" (both teams score)' }),
  Other: msg({ message: 'Outro placar', context: 'sports selection', comment: 'Exact score: any score not listed' }),
}

/** Double chance: two of the three results, "Home/Draw" being the home side wins or it is a draw. */
const DOUBLE_CHANCE: Readonly<Record<string, MessageDescriptor>> = {
  'Home/Draw': msg({ message: 'Casa ou empate', comment: 'Double chance "Home/Draw"' }),
  'Home/Away': msg({ message: 'Casa ou fora', comment: 'Double chance "Home/Away": either side wins' }),
  'Draw/Away': msg({ message: 'Empate ou fora', comment: 'Double chance "Draw/Away"' }),
}

const COUNTRIES: Readonly<Record<string, MessageDescriptor>> = {
  Brazil: msg({ message: 'Brasil', comment: 'Country of a football league' }),
  England: msg({ message: 'Inglaterra', comment: 'Country of a football league' }),
  Spain: msg({ message: 'Espanha', comment: 'Country of a football league' }),
  World: msg({ message: 'Mundo', comment: 'The "country" of an international football competition' }),
  Argentina: msg({ message: 'Argentina', comment: 'Country of a football league' }),
  Portugal: msg({ message: 'Portugal', comment: 'Country of a football league' }),
  Italy: msg({ message: 'Itália', comment: 'Country of a football league' }),
  Germany: msg({ message: 'Alemanha', comment: 'Country of a football league' }),
  France: msg({ message: 'França', comment: 'Country of a football league' }),
}

/** A selection with a line: `Over 2.5`, `Under 0.5`, and a side with a handicap (`Home -1.5`, `Away +0.5`). */
const WITH_LINE = /^(Over|Under|Home|Away)\s+([+-]?\d+(?:\.\d+)?)$/

const lineWords = {
  Over: (line: string) => msg({ message: `Mais de ${line}`, comment: 'Selection "Over 2.5": more goals than the line' }),
  Under: (line: string) =>
    msg({ message: `Menos de ${line}`, comment: 'Selection "Under 2.5": fewer goals than the line' }),
  Home: (line: string) => msg({ message: `Casa ${line}`, comment: 'Selection "Home -1.5": the home side, handicap' }),
  Away: (line: string) => msg({ message: `Fora ${line}`, comment: 'Selection "Away +0.5": the away side, handicap' }),
} as const

const lineFormats = new Map<string, Intl.NumberFormat>()

/** A line as the reader writes numbers (`2,5` in pt-BR), its sign kept for a handicap. */
function formatLine(line: string, locale: string): string {
  let format = lineFormats.get(locale)
  if (!format) {
    format = new Intl.NumberFormat(locale, { maximumFractionDigits: 2, signDisplay: 'auto' })
    lineFormats.set(locale, format)
  }
  const text = format.format(Number(line))
  return line.startsWith('+') ? `+${text}` : text
}

/** The message of a market's name, or null for a market the app does not know. */
export function marketMessage(name: string): MessageDescriptor | null {
  return MARKETS[name.trim()] ?? null
}

/**
 * The message of a selection of `market`, or null when it is to be shown as given: a score (`1:0`), a team's name,
 * a word the app does not know. A line keeps its number, written in `locale`.
 */
export function selectionMessage(market: string, value: string, locale: string): MessageDescriptor | null {
  const word = value.trim()
  if (market.trim() === 'Double Chance' && DOUBLE_CHANCE[word]) return DOUBLE_CHANCE[word]
  const known = SELECTIONS[word]
  if (known) return known
  const line = WITH_LINE.exec(word)
  if (line) {
    const [, kind, number] = line as unknown as [string, keyof typeof lineWords, string]
    return lineWords[kind](formatLine(number, locale))
  }
  return null
}

/** The message of a league's country, or null for a country the app does not know. */
export function countryMessage(country: string): MessageDescriptor | null {
  return COUNTRIES[country.trim()] ?? null
}

/** A market's name in the reader's language, or as the feed gave it. */
export function marketLabel(name: string, i18n: I18n): string {
  const message = marketMessage(name)
  return message ? i18n._(message) : name
}

/** A selection in the reader's language (`Mais de 2,5`, `Empate`), or as the feed gave it (`1:0`, a team). */
export function selectionLabel(market: string, value: string, i18n: I18n): string {
  const message = selectionMessage(market, value, i18n.locale)
  return message ? i18n._(message) : value
}

/** A league's country in the reader's language, or as the feed gave it. */
export function countryLabel(country: string, i18n: I18n): string {
  const message = countryMessage(country)
  return message ? i18n._(message) : country
}
