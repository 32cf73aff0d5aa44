/**
 * Players' passwords as the demo stores them: a salted PBKDF2-SHA256 hash through Web Crypto (the browser and Node
 * alike), never the password as typed; the demo database lives in the visitor's localStorage, where anything kept
 * in clear can be read. A real backend does the same with its framework's hasher (Laravel's Hash, bcrypt).
 *
 * Stored as `pbkdf2_sha256$<iterations>$<salt hex>$<hash hex>`: the parameters travel with the hash, so a later
 * change of the iteration count still verifies older rows.
 */

import { randomHex } from '../db/crypto.ts'

export const PASSWORD_HASH_PREFIX = 'pbkdf2_sha256'
/** Enough to make a stolen copy costly to guess, few enough that a test logging in often stays quick. */
export const PASSWORD_ITERATIONS = 50_000
const HASH_BITS = 256

/** What a player row holds between its insert and its hash (registration): matches no password. */
export const UNUSABLE_PASSWORD = '!'

function toHex(bytes: ArrayBuffer | Uint8Array): string {
  return Array.from(new Uint8Array(bytes), (b) => b.toString(16).padStart(2, '0')).join('')
}

function fromHex(hex: string): Uint8Array<ArrayBuffer> {
  const bytes = new Uint8Array(new ArrayBuffer(hex.length / 2))
  for (let i = 0; i < bytes.length; i++) bytes[i] = Number.parseInt(hex.slice(i * 2, i * 2 + 2), 16)
  return bytes
}

async function derive(password: string, salt: Uint8Array<ArrayBuffer>, iterations: number): Promise<string> {
  const key = await crypto.subtle.importKey('raw', new TextEncoder().encode(password), 'PBKDF2', false, ['deriveBits'])
  const bits = await crypto.subtle.deriveBits({ name: 'PBKDF2', hash: 'SHA-256', salt, iterations }, key, HASH_BITS)
  return toHex(bits)
}

/** The stored form of a password, under a fresh random salt (16 bytes from crypto.getRandomValues). */
export async function hashPassword(password: string, saltHex: string = randomHex(16)): Promise<string> {
  const hash = await derive(password, fromHex(saltHex), PASSWORD_ITERATIONS)
  return `${PASSWORD_HASH_PREFIX}$${PASSWORD_ITERATIONS}$${saltHex}$${hash}`
}

/** Whether `password` is the one behind `stored`; false for anything that is not a hash of this format. */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const match = /^pbkdf2_sha256\$(\d{1,7})\$((?:[0-9a-f]{2})+)\$([0-9a-f]{64})$/.exec(stored)
  if (!match) return false
  const [, iterations, salt, expected] = match as unknown as [string, string, string, string]
  if (Number(iterations) < 1) return false
  const actual = await derive(password, fromHex(salt), Number(iterations))
  // Every character compared, whatever the first difference: no timing hint of how close a guess came.
  let difference = 0
  for (let i = 0; i < expected.length; i++) difference |= expected.charCodeAt(i) ^ actual.charCodeAt(i)
  return difference === 0
}
