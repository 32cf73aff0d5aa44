import { useState, type FormEvent } from 'react'
import { Alert, Button, Stack, Text, TextInput } from '@mantine/core'
import { Trans, useLingui } from '@lingui/react/macro'
import { useMutation } from '@tanstack/react-query'
import { authForgetPassword } from '@/api/auth.ts'
import { callApi } from '@/api/client.ts'
import { useToast } from '@/shared/toast.ts'
import { authMessages, loginIdentifierValue, parseLoginIdentifier, validateRequired } from '../rules/index.ts'
import { AuthOverlayLayout } from '../components/auth-overlay-layout.tsx'
import { describeRequestFailure } from '../request-failure.ts'

/** /forgot-password (part 1 §2, §8): one field, the reset e-mail sent by the server. */
export function ForgotPasswordPage() {
  const { t, i18n } = useLingui()
  const toast = useToast()
  const [value, setValue] = useState('')
  const [touched, setTouched] = useState(false)
  const [serverError, setServerError] = useState<string | undefined>()
  const [sent, setSent] = useState(false)
  const mutation = useMutation({
    mutationFn: (email: string) => callApi(authForgetPassword, { body: { email } }),
    onSuccess: () => {
      setSent(true)
      toast.success(t`Um token foi enviado para você em sua caixa de E-mail!`)
    },
    onError: (error) => {
      const failure = describeRequestFailure(error)
      toast.errors(failure.toasts.map((m) => (typeof m === 'string' ? m : i18n._(m))))
      setServerError(failure.fields.email)
    },
  })

  const rule = validateRequired(value, authMessages.identifierRequired)
  const error = touched && rule ? i18n._(rule) : serverError

  const onSubmit = (event: FormEvent) => {
    event.preventDefault()
    setTouched(true)
    const parsed = parseLoginIdentifier(value)
    if (rule || !parsed || mutation.isPending) return
    setServerError(undefined)
    setSent(false)
    mutation.mutate(loginIdentifierValue(parsed))
  }

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
            value={value}
            onChange={(event) => setValue(event.currentTarget.value)}
            onBlur={() => setTouched(true)}
            error={error}
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
