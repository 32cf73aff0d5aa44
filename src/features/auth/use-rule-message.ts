import { useCallback } from 'react'
import type { MessageDescriptor } from '@lingui/core'
import { useLingui } from '@lingui/react/macro'

/**
 * The pure rules (rules/validation.ts) return message descriptors; a form's `validate` needs the text or null.
 * Translated when checked, so a language switch shows the next check in the new language.
 */
export function useRuleMessage() {
  const { i18n } = useLingui()
  return useCallback((message: MessageDescriptor | null) => (message ? i18n._(message) : null), [i18n])
}
