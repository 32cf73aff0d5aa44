import type * as v from 'valibot'
import type { UserSchema } from '@/api/users.ts'
import { isValidCpf } from '@/shared/br/cpf.ts'
import { digitsOnly } from '@/shared/br/masks.ts'
import { clock } from '../sim/clock.ts'
import { iso } from '../db/reference.ts'
import { db } from '../db/index.ts'
import { hashPassword, UNUSABLE_PASSWORD, verifyPassword } from './passwords.ts'
import type { UserRecord } from './tables.ts'
import { createSession } from './sessions.ts'
import { EMPTY_PROFILE_DATA } from './user-rows.ts'
import { createWallet } from '../wallet/wallets.ts'

/** The player as the contract shows it (wire shape). */
export type WireUser = v.InferInput<typeof UserSchema>

/**
 * A CPF as the API stores it: exactly 11 digits (the forms send it bare) with valid check digits, checked by the
 * app's own src/shared/br rule so the mock and the forms cannot disagree.
 */
export function isValidCpfDigits(cpf: string): boolean {
  return /^\d{11}$/.test(cpf) && isValidCpf(cpf)
}

const relative = new Intl.RelativeTimeFormat('pt-BR', { numeric: 'always' })
const UNITS: ReadonlyArray<[Intl.RelativeTimeFormatUnit, number]> = [
  ['year', 365 * 24 * 3600],
  ['month', 30 * 24 * 3600],
  ['week', 7 * 24 * 3600],
  ['day', 24 * 3600],
  ['hour', 3600],
  ['minute', 60],
]

/** Carbon's diffForHumans() in pt_BR, as the original's dateHumanReadable accessor: "há 3 meses". */
export function humanDiff(from: string, now = clock.nowMs()): string {
  const seconds = Math.round((now - Date.parse(from)) / 1000)
  const abs = Math.abs(seconds)
  for (const [unit, size] of UNITS) {
    if (abs >= size) return relative.format(-Math.trunc(seconds / size), unit)
  }
  // Carbon never says "0 seconds": a moment ago is "há 1 segundo".
  return relative.format(-(seconds === 0 ? 1 : seconds), 'second')
}

/** What login, register, verify and the profile answer: the contract's fields, never the password. */
export function publicUser(user: UserRecord): WireUser {
  return {
    id: user.id,
    name: user.name,
    email: user.email,
    avatar: user.avatar,
    cpf: user.cpf,
    phone: user.phone,
    language: user.language,
    created_at: user.created_at,
    totalLikes: user.totalLikes,
    dateHumanReadable: humanDiff(user.created_at),
    affiliate_revenue_share: user.affiliate_revenue_share,
    affiliate_revenue_share_fake: user.affiliate_revenue_share_fake,
    affiliate_cpa: user.affiliate_cpa,
  }
}

export function findByEmail(email: string): UserRecord | undefined {
  const wanted = email.trim().toLowerCase()
  return db.users.findBy((u) => u.email.toLowerCase() === wanted)
}

/** A phone as digits, with or without the country code 55. */
export function findByPhone(phone: string): UserRecord | undefined {
  let digits = digitsOnly(phone)
  if ((digits.length === 12 || digits.length === 13) && digits.startsWith('55')) digits = digits.slice(2)
  return digits.length >= 10 ? db.users.findBy((u) => u.phone === digits) : undefined
}

/**
 * The login field holds an e-mail or a phone ("Email ou telefone"): anything with an @ is an e-mail, anything
 * made of phone characters is a phone.
 */
export function findByLogin(identifier: string): UserRecord | undefined {
  const text = identifier.trim()
  if (text.includes('@')) return findByEmail(text)
  return /^\+?[\d\s().-]+$/.test(text) ? findByPhone(text) : undefined
}

/** The player whose referral code this is (codes compare without case, as people type them). */
export function findByReferralCode(code: string | null | undefined): UserRecord | undefined {
  const wanted = code?.trim().toLowerCase()
  if (!wanted) return undefined
  return db.users.findBy((u) => u.code?.toLowerCase() === wanted)
}

export interface NewPlayer {
  name: string
  email: string
  phone: string
  cpf: string | null
  inviter: number | null
}

/**
 * Inserts a player as registration does, with an empty wallet. Synchronous, so nothing slips in between a caller's
 * uniqueness checks and the insert; the password matches nothing until setPassword has stored its hash.
 */
export function createPlayer(input: NewPlayer): UserRecord {
  const now = iso(clock.nowMs())
  const user = db.users.insert({
    name: input.name.trim(),
    email: input.email.trim().toLowerCase(),
    phone: input.phone,
    cpf: input.cpf,
    avatar: null,
    password: UNUSABLE_PASSWORD,
    language: 'pt_BR',
    code: null,
    inviter: input.inviter,
    affiliate_revenue_share: 20,
    affiliate_revenue_share_fake: null,
    affiliate_cpa: '10.00',
    totalLikes: 0,
    ...EMPTY_PROFILE_DATA,
    email_verified_at: null,
    created_at: now,
    updated_at: now,
  })
  createWallet(user.id)
  return user
}

/** Stores a player's new password as a salted hash (mocks/auth/passwords.ts), never as typed. */
export async function setPassword(userId: number, password: string): Promise<void> {
  const hashed = await hashPassword(password)
  db.users.update(userId, { password: hashed, updated_at: iso(clock.nowMs()) })
}

/** Whether `password` is the player's (checked against the stored hash). */
export function checkPassword(user: UserRecord, password: string): Promise<boolean> {
  return verifyPassword(password, user.password)
}

/**
 * A signed-in player for tests and stories: a fresh token and the user as login answers it, ready for
 * localStorage (`token`, `user`) or `configureApi({ getToken })`.
 */
export function signInAs(userId = 1): { token: string; user: WireUser } {
  const user = db.users.find(userId)
  if (!user) throw new Error(`signInAs: no player ${userId}`)
  return { token: createSession(userId).token, user: publicUser(user) }
}
