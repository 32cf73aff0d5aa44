import { useState } from 'react'
import { Alert, Button, Stack, Text, TextInput } from '@mantine/core'
import { useForm } from '@mantine/form'
import { Trans, useLingui } from '@lingui/react/macro'
import { useMutation } from '@tanstack/react-query'
import { useToast } from '@/shared/toast.ts'
import { loginIdentifierValue, parseLoginIdentifier } from '../rules/login-identifier.ts'
import { authMessages, validateRequired } from '../rules/validation.ts'
import { describeRequestFailure } from '../rules/failures.ts'
import { AuthOverlayLayout } from '../components/auth-overlay-layout.tsx'
import { forgotPasswordMutationOptions } from '../queries.ts'
import { useRuleMessage } from '../use-rule-message.ts'

/** /forgot-password: one field, the reset e-mail sent by the server. */
export function ForgotPasswordPage() {
  const { t } = useLingui()
  const toast = useToast()
  const ruleMessage = useRuleMessage()
  const form = useForm({
    initialValues: { identifier: '' },
    validateInputOnBlur: true,
    validate: { identifier: (value) => ruleMessage(validateRequired(value, authMessages.identifierRequired)) },
  })
  const [sent, setSent] = useState(false)
  const mutation = useMutation({
    ...forgotPasswordMutationOptions(),
    onSuccess: () => {
      setSent(true)
      toast.success(t`Um token foi enviado para você em sua caixa de E-mail!`)
    },
    onError: (error) => {
      const failure = describeRequestFailure(error)
      toast.errors(failure.toasts)
      form.setErrors({ identifier: failure.fields.email })
    },
  })

  const onSubmit = form.onSubmit(({ identifier }) => {
    const parsed = parseLoginIdentifier(identifier)
    if (!parsed || mutation.isPending) return
    setSent(false)
    mutation.mutate(loginIdentifierValue(parsed))
  })

  return (
    <AuthOverlayLayout title={<Trans>Recuperar senha</Trans>}>
      <form onSubmit={onSubmit} noValidate aria-busy={mutation.isPending}>
        <Stack gap="md">
          <Text size="sm" c="dimmed">
            <Trans>Informe o email ou telefone da sua conta e enviaremos um link para criar uma nova senha.</Trans>
          </Text>
          <TextInput
            label={t`Email ou telefone`}
            placeholder={t`Digite seu email ou telefone`}
            name="email"
            autoComplete="username"
            required
            {...form.getInputProps('identifier')}
          />
          {sent ? (
            <Alert color="green" variant="light" role="status">
              <Trans>Um token foi enviado para você em sua caixa de E-mail!</Trans>
            </Alert>
          ) : null}
          <Button type="submit" fullWidth loading={mutation.isPending}>
            <Trans>Redefinir senha</Trans>
          </Button>
        </Stack>
      </form>
    </AuthOverlayLayout>
  )
}
