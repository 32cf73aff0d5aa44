import { useState } from 'react'
import type { MessageDescriptor } from '@lingui/core'
import { useForm } from '@mantine/form'
import { useSetAtom } from 'jotai'
import { pauseRefusalOf, pauseRefusalAtom } from '@/shared/protection/pause-refusal.ts'
import { sessionNoticeAtom } from '@/shared/session-notice.ts'
import { authMessages, validateRequired } from '../rules/validation.ts'
import { useRuleMessage } from '../use-rule-message.ts'
import { useLogin, type LoginBody } from './use-login.ts'

export interface LoginFormOptions {
  /** The identifier field's rule: e-mail or phone in the modal, a phone on the page. */
  identifierRule: (value: string) => MessageDescriptor | null
  /** Prefilled values (the page's `?user=&pass=` link). */
  initial?: { identifier: string; password: string } | undefined
}

/**
 * The state both login forms share (modal and page): the fields, their rules checked on blur and on submit, the
 * server's line for the form and its field messages after a failed login, and the submit through useLogin.
 */
export function useLoginForm({ identifierRule, initial }: LoginFormOptions) {
  const ruleMessage = useRuleMessage()
  const form = useForm({
    initialValues: { identifier: initial?.identifier ?? '', password: initial?.password ?? '', remember: false },
    validateInputOnBlur: true,
    validate: {
      identifier: (value) => ruleMessage(identifierRule(value)),
      password: (value) => ruleMessage(validateRequired(value, authMessages.passwordRequired)),
    },
  })
  const [formError, setFormError] = useState<string | null>(null)
  const setPauseRefusal = useSetAtom(pauseRefusalAtom)
  const setSessionNotice = useSetAtom(sessionNoticeAtom)
  const login = useLogin({
    onFailure: (failure, error) => {
      // A player on a break is refused with the date and a withdraw-only token (the form then links to /pausa/saque).
      setPauseRefusal(pauseRefusalOf(error))
      setFormError(failure.formError)
      form.setErrors({ identifier: failure.fields.email ?? failure.fields.phone, password: failure.fields.password })
    },
  })
  const submit = (body: LoginBody) => {
    setFormError(null)
    setPauseRefusal(null)
    // Why the last session ended has been read once the player logs in again.
    setSessionNotice(null)
    login.submit(body)
  }
  return {
    form,
    formError,
    submit,
    isPending: login.isPending,
    /** With an invalid e-mail or phone the button is disabled and dimmed. */
    identifierValid: identifierRule(form.values.identifier) === null,
  }
}
