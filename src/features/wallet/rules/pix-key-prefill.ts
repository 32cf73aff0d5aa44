import type { PixKeyType } from '@/api/wallet-area.ts'
import { digitsOnly, maskPixKey } from '@/shared/br/masks.ts'

/** What GET profile/data says about the player that can be a PIX key. */
export interface PixKeyData {
  cpf: string | null
  phone: string | null
  email: string | null
}

/** A stored phone may carry Brazil's country code (+55); the PIX key is the national number. */
function nationalPhone(phone: string): string {
  const digits = digitsOnly(phone)
  return digits.length > 11 && digits.startsWith('55') ? digits.slice(2) : digits
}

/**
 * The key the withdraw page fills in for a type: the player's CPF, phone or e-mail, masked; a random
 * key is never known in advance.
 */
export function prefilledPixKey(type: PixKeyType, data: PixKeyData | undefined): string {
  if (!data) return ''
  switch (type) {
    case 'document':
      return data.cpf ? maskPixKey('document', data.cpf) : ''
    case 'phoneNumber':
      return data.phone ? maskPixKey('phoneNumber', nationalPhone(data.phone)) : ''
    case 'email':
      return data.email ? maskPixKey('email', data.email) : ''
    case 'randomKey':
      return ''
  }
}

/** Document and phone keys are read-only when the player's data has them: the key must be the account's own. */
export function isPixKeyLocked(type: PixKeyType, data: PixKeyData | undefined): boolean {
  return (type === 'document' || type === 'phoneNumber') && prefilledPixKey(type, data) !== ''
}

/**
 * The key type the page starts with: the first of CPF, phone and e-mail the player's data has, so the key arrives
 * filled in (a player registered without a CPF starts on Telefone); CPF when nothing is known yet.
 */
export function defaultPixKeyType(data: PixKeyData | undefined): PixKeyType {
  const known = (['document', 'phoneNumber', 'email'] as const).find((type) => prefilledPixKey(type, data) !== '')
  return known ?? 'document'
}
