import * as v from 'valibot'
import { MoneySchema } from '@/api/money.ts'
import { FootballEventSchema, type FootballEvent } from '@/api/sports.ts'

/**
 * What the conformance check learns from earlier answers to build later calls (a game id from the listing, an open
 * market from the sports events, a transaction id from the deposit). These read the raw JSON, not the contract's
 * parse: a server in another dialect (a plain array where a page was expected, ids as text) must still lend its
 * values to the calls after it, so one drift does not hide the rest of the report.
 */

export type Json = unknown

export function asRecord(value: Json): Record<string, unknown> | null {
  return value !== null && typeof value === 'object' && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : null
}

/** The items of a list however it came: an array, a page (`{ data: [...] }`), or an object keyed "0", "1", …. */
export function listOf(value: Json): unknown[] {
  if (Array.isArray(value)) return value
  const record = asRecord(value)
  if (!record) return []
  if (Array.isArray(record.data)) return record.data
  const keys = Object.keys(record)
  return keys.length > 0 && keys.every((key) => /^\d+$/.test(key)) ? Object.values(record) : []
}

/** A positive integer id, sent as a number or as its digits. */
export function idOf(value: Json): number | null {
  const number = typeof value === 'string' && /^\s*\d+\s*$/.test(value) ? Number(value) : value
  return typeof number === 'number' && Number.isSafeInteger(number) && number > 0 ? number : null
}

/** true/false, 1/0, "1"/"0", "true", "yes", "on": whether a flag is set (anything else is not). */
export function readFlag(value: Json): boolean {
  if (typeof value === 'string') return ['1', 'true', 'yes', 'on'].includes(value.trim().toLowerCase())
  return value === true || value === 1
}

/** Centavos of an amount sent as reais: 50, "50.00", or formatted ("R$ 50,00", "1.234,56"). */
export function readCentavos(value: Json): number | null {
  const strict = v.safeParse(MoneySchema, value)
  if (strict.success) return strict.output
  if (typeof value !== 'string') return null
  const text = value.replace(/[^\d,.-]/g, '')
  const decimal = /,\d{1,2}$/.test(text) ? text.replace(/\./g, '').replace(',', '.') : text.replace(/,/g, '')
  const again = v.safeParse(MoneySchema, decimal)
  return again.success ? again.output : null
}

function field(value: Json, key: string): Json {
  return asRecord(value)?.[key]
}

/** Game ids of a casino listing, games/all, featured games, favorites or search, in their order. */
export function gameIdsIn(body: Json): number[] {
  const games = [
    ...listOf(field(body, 'games')),
    ...listOf(field(body, 'featured_games')),
    ...listOf(field(body, 'providers')).flatMap((provider) => listOf(field(provider, 'games'))),
    ...(asRecord(field(body, 'game')) ? [field(body, 'game')] : []),
  ]
  return games.map((game) => idOf(field(game, 'id'))).filter((id): id is number => id !== null)
}

/** The first game name of an answer, for a search term. */
export function gameNameIn(body: Json): string | null {
  const games = [
    ...listOf(field(body, 'games')),
    ...listOf(field(body, 'providers')).flatMap((provider) => listOf(field(provider, 'games'))),
  ]
  for (const game of games) {
    const name = field(game, 'game_name') ?? field(game, 'name')
    if (typeof name === 'string' && name.trim() !== '') return name
  }
  return null
}

/** What the search overlay would send for that name: its first word of three letters or more, lower case. */
export function searchTermFor(name: string | null): string {
  const word = (name ?? '').split(/[^\p{L}\p{N}]+/u).find((part) => part.length >= 3)
  return (word ?? 'jogo').toLowerCase()
}

/** A provider's slug as the app links it: its code, else its id (the casino home's provider links). */
export function providerSlugIn(body: Json): string | null {
  for (const provider of listOf(field(body, 'providers'))) {
    const code = field(provider, 'code')
    if (typeof code === 'string' && code.trim() !== '') return code
    const id = idOf(field(provider, 'id'))
    if (id !== null) return String(id)
  }
  return null
}

/** The football events of an events, nextevents, liveevents or event answer. */
export function eventsIn(body: Json): unknown[] {
  const event = field(body, 'event')
  return [
    ...listOf(field(body, 'events')),
    ...listOf(field(body, 'nextevents')),
    ...listOf(field(body, 'liveevents')),
    ...(asRecord(event) ? [event] : []),
  ]
}

export interface OpenSelection {
  event: FootballEvent
  marketIndex: number
  valueIndex: number
}

/**
 * A selection a single can be placed on: a match not started (status NS, or without a status and kicking off after
 * `now`), an open market, an open value with odds above 1. The event is read through the contract, as the slip
 * keeps it, so the bet's body is the one the app would send.
 */
export function openSelection(rawEvents: readonly unknown[], now: Date = new Date()): OpenSelection | null {
  for (const raw of rawEvents) {
    const parsed = v.safeParse(FootballEventSchema, raw)
    if (!parsed.success) continue
    const event = parsed.output
    const notStarted =
      event.status_short === 'NS' || (event.status_short === null && Date.parse(event.date) > now.getTime())
    if (!notStarted || event.finished) continue
    for (const [marketIndex, market] of event.bets.entries()) {
      if (market.suspended) continue
      const valueIndex = market.values.findIndex((value) => !value.suspended && value.odd > 1)
      if (valueIndex >= 0) return { event, marketIndex, valueIndex }
    }
  }
  return null
}

/** The id to poll of a deposit's answer, in any of the gateways' shapes (`idTransaction`, `id`, `data.id`). */
export function transactionIdIn(body: Json): string | null {
  for (const value of [field(body, 'idTransaction'), field(body, 'id'), field(field(body, 'data'), 'id')]) {
    if (typeof value === 'number' && Number.isFinite(value)) return String(value)
    if (typeof value === 'string' && value.trim() !== '') return value.trim()
  }
  return null
}

/** A mission the player has not accepted (nor completed) yet. */
export function acceptableMissionId(body: Json): number | null {
  for (const mission of listOf(field(body, 'missions'))) {
    const id = idOf(field(mission, 'id'))
    if (id !== null && !readFlag(field(mission, 'haveMission')) && !readFlag(field(mission, 'completed'))) return id
  }
  return null
}

/** The active wallet's id in profile/mywallet. */
export function activeWalletId(body: Json): number | null {
  for (const wallet of listOf(field(body, 'wallets'))) {
    if (readFlag(field(wallet, 'active'))) return idOf(field(wallet, 'id'))
  }
  return null
}

/** The user of a login, verify or profile answer (`{ user }` or the user itself). */
export function userIn(body: Json): Record<string, unknown> | null {
  return asRecord(field(body, 'user')) ?? (idOf(field(body, 'id')) !== null ? asRecord(body) : null)
}
