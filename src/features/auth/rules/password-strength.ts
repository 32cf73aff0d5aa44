import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'

export type StrengthLevel = 'weak' | 'medium' | 'strong'

export interface PasswordStrength {
  /** 0, 25, 50, 75 or 100. */
  score: number
  level: StrengthLevel
  label: MessageDescriptor
}

export const strengthLabels: Record<StrengthLevel, MessageDescriptor> = {
  weak: msg`Fraca`,
  medium: msg`Média`,
  strong: msg`Forte`,
}

/**
 * 25 points each for 8 or more characters, lower and upper case both present, a digit, and a special
 * character; below 33 is Fraca, below 66 Média, otherwise Forte. Letters are Unicode-aware (É is upper case), and a
 * special character is anything that is neither a letter, a digit nor a space.
 */
export function passwordStrength(password: string): PasswordStrength {
  let score = 0
  if (password.length >= 8) score += 25
  if (/\p{Ll}/u.test(password) && /\p{Lu}/u.test(password)) score += 25
  if (/\p{Nd}/u.test(password)) score += 25
  if (/[^\p{L}\p{N}\s]/u.test(password)) score += 25
  const level: StrengthLevel = score < 33 ? 'weak' : score < 66 ? 'medium' : 'strong'
  return { score, level, label: strengthLabels[level] }
}
