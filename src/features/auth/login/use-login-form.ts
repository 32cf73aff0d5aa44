import { useState } from 'react'
import type { MessageDescriptor } from '@lingui/core'
import { useForm } from '@mantine/form'
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
  const login = useLogin({
    onFailure: (failure) => {
      setFormError(failure.formError)
      form.setErrors({ identifier: failure.fields.email ?? failure.fields.phone, password: failure.fields.password })
    },
  })
  const submit = (body: LoginBody) => {
    setFormError(null)
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
