import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { PIX_KEY_TYPES, type PixKeyType } from '@/shared/br/masks.ts'

/** The key types both withdraw forms offer (part 2 §2, §3), labelled as the spec names them. */
export const pixKeyTypeLabels: Record<PixKeyType, MessageDescriptor> = {
  document: msg`CPF`,
  phoneNumber: msg`Telefone`,
  email: msg`E-mail`,
  randomKey: msg`Chave Aleatória`,
}

export const pixKeyTypes: readonly PixKeyType[] = PIX_KEY_TYPES

export function isPixKeyType(value: string): value is PixKeyType {
  return (PIX_KEY_TYPES as readonly string[]).includes(value)
}
