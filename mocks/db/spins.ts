import { clock } from '../sim/clock.ts'
import { hmacHex, randomHex } from './crypto.ts'
import { iso } from './reference.ts'
import { db } from './index.ts'
import type { SpinRecord } from './schema.ts'

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

/** The device's spin, when it already spun (the first one: a device spins once). */
export function spinOfDevice(deviceId: string): SpinRecord | null {
  return db.spins.findBy((spin) => spin.device_id === deviceId) ?? null
}

/** Spins the wheel: stores the result with a fresh signed nonce (and the visitor's device, when known). */
export async function spinWheel(
  random: () => number = Math.random,
  deviceId: string | null = null,
): Promise<SpinRecord> {
  const index = pickSector(random)
  const value = SPIN_PRIZES[index] ?? '0.00'
  const nonce = randomHex(16)
  const signature = await signSpin(nonce, index, value, 'BRL')
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
