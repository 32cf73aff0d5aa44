import { clock } from '../sim/clock.ts'
import { hmacHex, randomHex } from '../db/crypto.ts'
import { iso } from '../db/reference.ts'
import { db } from '../db/index.ts'
import type { SpinRecord } from './tables.ts'

/**
 * The mock's spin-signing secret. Not a credential: the mock signs and checks its own spin results with it,
 * as the original backend does with its app key.
 */
export const SPIN_SECRET = 'jogada-mock-spin-secret'

/** The wheel's 20 sectors, in reais (the spin issue answers spin/prizes from this list). */
export const SPIN_PRIZES: readonly string[] = [
  5, 10, 2, 20, 5, 50, 3, 10, 5, 100, 2, 15, 5, 25, 3, 10, 5, 200, 2, 30,
].map((reais) => reais.toFixed(2))

/** What the registration's spin_token carries (base64 of this as JSON). */
export interface SpinTokenPayload {
  signature: string
  nonce: string
}

function signSpin(nonce: string, index: number, value: string, currency: string): Promise<string> {
  return hmacHex(SPIN_SECRET, `${nonce}:${index}:${value}:${currency}`)
}

/** Small prizes come up far more often than the big ones, as on any promotional wheel. */
function pickSector(random: () => number): number {
  const weights = SPIN_PRIZES.map((value) => 1 / Number(value))
  let left = random() * weights.reduce((a, b) => a + b, 0)
  for (const [index, weight] of weights.entries()) {
    left -= weight
    if (left <= 0) return index
  }
  return 0
}

/**
 * How many spins the mock keeps: every spin is a row, and a row per request would let anyone fill the visitor's
 * storage. Past the cap the oldest spin is dropped; its token then pays nothing (an unknown nonce), which is what an
 * unclaimed spin that old deserves. A real backend keeps spins per device and client with an expiry instead.
 */
export const MAX_STORED_SPINS = 1000

/**
 * The visitor's spin, when they already spun: the first one tied to their device id or to their client (one spin
 * per device and per visitor session, so leaving the device id out or sending a new one draws nothing new).
 */
export function spinOfVisitor(deviceId: string | null, client: string | null): SpinRecord | null {
  return (
    db.spins.findBy(
      (spin) => (deviceId !== null && spin.device_id === deviceId) || (client !== null && spin.client === client),
    ) ?? null
  )
}

/** Spins the wheel: stores the result with a fresh signed nonce (and the visitor's device and client, when known). */
export async function spinWheel(
  random: () => number = Math.random,
  deviceId: string | null = null,
  client: string | null = null,
): Promise<SpinRecord> {
  const index = pickSector(random)
  const value = SPIN_PRIZES[index] ?? '0.00'
  const nonce = randomHex(16)
  const signature = await signSpin(nonce, index, value, 'BRL')
  const stored = db.spins.all()
  const excess = stored.length + 1 - MAX_STORED_SPINS
  if (excess > 0) {
    const oldest = new Set(stored.slice(0, excess).map((spin) => spin.id))
    db.spins.removeWhere((spin) => oldest.has(spin.id))
  }
  return db.spins.insert({
    nonce,
    signature,
    index,
    value,
    currency: 'BRL',
    created_at: iso(clock.nowMs()),
    redeemed_by: null,
    redeemed_at: null,
    device_id: deviceId,
    client,
  })
}

export function encodeSpinToken(payload: SpinTokenPayload): string {
  return btoa(JSON.stringify({ signature: payload.signature, nonce: payload.nonce }))
}

/** base64 (standard or URL-safe, padded or not) of `{signature, nonce}`; anything else is null. */
export function decodeSpinToken(token: string): SpinTokenPayload | null {
  try {
    const base64 = token.trim().replace(/-/g, '+').replace(/_/g, '/')
    const json: unknown = JSON.parse(atob(base64.padEnd(Math.ceil(base64.length / 4) * 4, '=')))
    if (json && typeof json === 'object' && 'signature' in json && 'nonce' in json) {
      const { signature, nonce } = json
      if (typeof signature === 'string' && typeof nonce === 'string') return { signature, nonce }
    }
  } catch {
    // Not base64 or not JSON: not a spin token.
  }
  return null
}

/** The spin behind a token whose signature checks out and whose prize nobody claimed yet. */
export async function verifySpinToken(token: string | null | undefined): Promise<SpinRecord | null> {
  const payload = token ? decodeSpinToken(token) : null
  if (!payload) return null
  const spin = db.spins.findBy((s) => s.nonce === payload.nonce)
  if (!spin || spin.redeemed_by !== null) return null
  const expected = await signSpin(spin.nonce, spin.index, spin.value, spin.currency)
  return expected === payload.signature ? spin : null
}

/** Marks the spin as paid to the player; false when it was claimed meanwhile (a nonce pays once). */
export function claimSpin(spin: SpinRecord, userId: number): boolean {
  const current = db.spins.find(spin.id)
  if (!current || current.redeemed_by !== null) return false
  db.spins.update(spin.id, { redeemed_by: userId, redeemed_at: iso(clock.nowMs()) })
  return true
}
