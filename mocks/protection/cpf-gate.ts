import type { PixKeyType } from '@/api/wallet-area.ts'
import { alnumOnly } from '@/shared/br/masks.ts'
import { db } from '../db/index.ts'
import { isValidCpfDigits } from '../auth/players.ts'
import { iso } from '../db/reference.ts'
import type { UserRecord } from '../auth/tables.ts'
import { reply } from '../handlers/define.ts'
import { clock } from '../sim/clock.ts'
import { activePause, pauseRefusalMessage } from './pause-db.ts'

/*
 * Money moves only for a known person (mocks/README.md, "Rules a backend copies"): a deposit and a withdrawal need
 * the player's real CPF, asked once when none is on file and kept; the CPF is matched against the players on a
 * break or self-excluded, so a new account cannot sidestep an exclusion; and a withdrawal goes only to the player's
 * own PIX keys.
 */

/** Laravel's pt-BR words, as registration and the profile answer them. */
export const CPF_REQUIRED = 'O campo CPF é obrigatório.'
export const CPF_INVALID = 'O campo CPF não é um CPF válido.'
export const CPF_TAKEN = 'O campo CPF já está em uso.'
/** A CPF sent with a money action that is not the one on the player's account. */
export const CPF_NOT_THE_ACCOUNTS = 'O CPF informado não é o CPF da sua conta.'
/**
 * A CPF on file is the identity money moved under: the profile cannot replace or clear it (else a player could
 * withdraw to another person's CPF key, or wipe the CPF an exclusion is matched on). Changing it is support's work.
 */
export const CPF_LOCKED = 'O CPF não pode ser alterado depois de cadastrado. Fale com o suporte.'
/** A document key that is not the player's own CPF (a company's CNPJ is not the player's either). */
export const CPF_KEY_NOT_OWN = 'A chave CPF precisa ser o seu CPF.'

/**
 * The words of the break or exclusion in force on an account holding `cpf` (the login refusal's words, which a
 * game's round and a bet also answer), or null. `except` leaves one account out: a player on a break may still take
 * out their own cash.
 */
export function excludedCpfMessage(cpf: string, except?: number): string | null {
  for (const user of db.users.where((u) => u.cpf === cpf && u.id !== except)) {
    const pause = activePause(user.id)
    if (pause) return pauseRefusalMessage(pause)
  }
  return null
}

/** The valid CPF on the player's account, or null. */
export function cpfOnFile(user: UserRecord): string | null {
  const stored = db.users.find(user.id)?.cpf ?? user.cpf
  return stored && isValidCpfDigits(stored) ? stored : null
}

/** Another account already holds this CPF (`unique:users,cpf`, the player's own row left out). */
export const cpfTakenByOther = (cpf: string, userId: number) =>
  db.users.all().some((u) => u.id !== userId && u.cpf === cpf)

export type MoneyCpf = { ok: true; cpf: string; kept: boolean } | { ok: false; refusal: Response }

const refuse = (field: string, message: string): MoneyCpf => ({
  ok: false,
  refusal: reply.validation({ [field]: [message] }),
})

/**
 * The CPF a money action runs under: the one on file, or the one the request sends when none is (checked as
 * registration checks it, then against the exclusions and the other accounts). `kept` says the request's CPF is new
 * and is to be stored once the action is accepted (keepCpf). A deposit matches the exclusions of every account with
 * the CPF; a withdrawal (`ownBreakAllowed`) not the player's own break, during which the cash may still be withdrawn.
 */
export function moneyCpf(
  user: UserRecord,
  sent: string | undefined,
  { ownBreakAllowed = false }: { ownBreakAllowed?: boolean } = {},
): MoneyCpf {
  const onFile = cpfOnFile(user)
  const wanted = sent?.trim() || undefined
  if (onFile && wanted !== undefined && wanted !== onFile) return refuse('cpf', CPF_NOT_THE_ACCOUNTS)
  const cpf = onFile ?? wanted
  if (cpf === undefined) return refuse('cpf', CPF_REQUIRED)
  if (!isValidCpfDigits(cpf)) return refuse('cpf', CPF_INVALID)
  const excluded = excludedCpfMessage(cpf, ownBreakAllowed ? user.id : undefined)
  if (excluded) return refuse('cpf', excluded)
  if (!onFile && cpfTakenByOther(cpf, user.id)) return refuse('cpf', CPF_TAKEN)
  return { ok: true, cpf, kept: !onFile }
}

/** Stores a CPF a money action brought (moneyCpf's `kept`): the next deposit or withdrawal does not ask again. */
export function keepCpf(userId: number, check: Extract<MoneyCpf, { ok: true }>): void {
  if (check.kept) db.users.update(userId, { cpf: check.cpf, updated_at: iso(clock.nowMs()) })
}

/**
 * A withdrawal goes only to the player's own key: a document key must be the player's CPF; an e-mail, phone or
 * random key is taken as the player's own declared key, which moneyCpf has already tied to a known CPF.
 */
export function ownKeyRefusal(type: PixKeyType, key: string, cpf: string): Response | null {
  if (type === 'document' && alnumOnly(key) !== cpf) return reply.validation({ pix_key: [CPF_KEY_NOT_OWN] })
  return null
}

/**
 * Both steps for a withdrawal: the CPF it runs under, then its key. Returns the refusal, or the CPF check to keep
 * once the withdrawal is recorded.
 */
export function withdrawalGate(user: UserRecord, sent: string | undefined, type: PixKeyType, key: string): MoneyCpf {
  const check = moneyCpf(user, sent, { ownBreakAllowed: true })
  if (!check.ok) return check
  const keyRefusal = ownKeyRefusal(type, key, check.cpf)
  return keyRefusal ? { ok: false, refusal: keyRefusal } : check
}
