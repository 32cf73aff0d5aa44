import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import type { PixKeyType } from '@/api/wallet-area.ts'
import { isValidCpf } from './br/cpf.ts'
import { alnumOnly, digitsOnly } from './br/masks.ts'

/*
 * Money moves only under the player's real CPF (docs/decisions/054-cpf-for-money-movement.md): a deposit and a
 * withdrawal send the CPF on the account, or ask for it once when the account has none (the server keeps it); a
 * withdrawal goes only to the player's own keys, so a CPF key must be that CPF. The server decides (mocks/README.md,
 * "Rules a backend copies"); these are the same rules, said before a request is sent.
 */

export const playerCpfMessages = {
  /** The registration's words for a CPF that is not one (src/features/auth/rules/validation.ts). */
  invalid: msg`Digite um CPF válido.`,
  /** A CPF key that is not the player's own CPF (a CNPJ is not the player's either): the server's words. */
  notOwnKey: msg`A chave CPF precisa ser o seu CPF.`,
} satisfies Record<string, MessageDescriptor>

/** The words every withdrawal form says about its key (the wallet's dialog and page, the pause's, the affiliate's). */
export const pixKeyMessages = {
  keyRequired: msg`Por favor, insira sua chave PIX`,
  typeRequired: msg`Por favor, selecione o tipo de chave`,
} satisfies Record<string, MessageDescriptor>

/**
 * A withdrawal form's key rules, one message per field: a type chosen, a key typed, and a document key that is the
 * player's own CPF (ownKeyIssue).
 */
export function pixKeyIssues(
  type: PixKeyType | '' | null,
  key: string,
  ownCpf: string | null,
): { pixType?: MessageDescriptor; pixKey?: MessageDescriptor } {
  const issues: { pixType?: MessageDescriptor; pixKey?: MessageDescriptor } = {}
  if (!type) issues.pixType = pixKeyMessages.typeRequired
  const keyIssue = key.trim() === '' ? pixKeyMessages.keyRequired : ownKeyIssue(type ?? '', key, ownCpf)
  if (keyIssue) issues.pixKey = keyIssue
  return issues
}

/** The CPF on the account as eleven digits, or null when there is none (or what is there is not a CPF). */
export function cpfOnFile(cpf: string | null | undefined): string | null {
  return cpf && isValidCpf(cpf) ? digitsOnly(cpf) : null
}

/** The CPF field's rule: a real CPF, check digits and all (src/shared/br/cpf.ts). */
export function cpfIssue(typed: string): MessageDescriptor | null {
  return isValidCpf(typed) ? null : playerCpfMessages.invalid
}

/**
 * A document key must be the player's own CPF (`ownCpf`: the one on file or the one typed, digits), once the key is
 * complete (a CPF's 11 digits, or longer: a CNPJ); other key types are the player's own declared keys.
 */
export function ownKeyIssue(type: PixKeyType | '', key: string, ownCpf: string | null): MessageDescriptor | null {
  if (type !== 'document' || ownCpf === null) return null
  const document = alnumOnly(key)
  if (document.length < 11) return null
  return document === ownCpf ? null : playerCpfMessages.notOwnKey
}
