import { useState } from 'react'
import { Alert, Button, Stack } from '@mantine/core'
import { useForm } from '@mantine/form'
import { Trans, useLingui } from '@lingui/react/macro'
import { useMutation } from '@tanstack/react-query'
import { useCanGoBack, useRouter } from '@tanstack/react-router'
import { noticeText } from '@/shared/notice.ts'
import { useToast } from '@/shared/toast.ts'
import { validateRequired } from '../rules/validation.ts'
import { describeRequestFailure } from '../rules/failures.ts'
import { AuthOverlayLayout } from '../components/auth-overlay-layout.tsx'
import { PasswordField } from '../components/password-field.tsx'
import { resetPasswordMutationOptions } from '../queries.ts'
import { useRuleMessage } from '../use-rule-message.ts'

/** How long the success notice stays readable before the full page load of /login replaces the page. */
export const RESET_REDIRECT_DELAY_MS = 1200

export interface ResetPasswordPageProps {
  token: string
  /** The full page load after success; replaceable in stories and tests. */
  goToLogin?: () => void
}

const loadLoginPage = () => window.location.assign('/login')

/** /reset-password/{token}: a new password, then a clean start at /login. */
export function ResetPasswordPage({ token, goToLogin = loadLoginPage }: ResetPasswordPageProps) {
  const { t, i18n } = useLingui()
  const toast = useToast()
  const router = useRouter()
  const canGoBack = useCanGoBack()
  const ruleMessage = useRuleMessage()
  // Both required; matching is the server's check. Checked at submit only: the fields start empty on purpose.
  const form = useForm({
    initialValues: { password: '', password_confirmation: '' },
    validate: {
      password: (value) => ruleMessage(validateRequired(value)),
      password_confirmation: (value) => ruleMessage(validateRequired(value)),
    },
  })
  const [failureMessages, setFailureMessages] = useState<string[] | null>(null)
  const mutation = useMutation({
    ...resetPasswordMutationOptions(token),
    onSuccess: () => {
      toast.success(t`Senha restaurada com sucesso!`)
      // A full load: the app restarts clean, without any state of the old password.
      window.setTimeout(goToLogin, RESET_REDIRECT_DELAY_MS)
    },
    onError: (error) => {
      const failure = describeRequestFailure(error)
      toast.errors(failure.toasts)
      setFailureMessages(failure.toasts.map((notice) => noticeText(i18n, notice)))
      form.setErrors({ password: failure.fields.password, password_confirmation: failure.fields.password_confirmation })
    },
  })

  const onSubmit = form.onSubmit(({ password, password_confirmation: confirmation }) => {
    if (mutation.isPending || mutation.isSuccess) return
    setFailureMessages(null)
    mutation.mutate({ password, confirmation })
  })

  const back = () => {
    if (canGoBack) router.history.back()
    else void router.navigate({ to: '/{-$action}', params: { action: undefined } })
  }

  return (
    <AuthOverlayLayout
      title={<Trans>Redefinir senha</Trans>}
      footer={
        <Button variant="subtle" onClick={back}>
          <Trans>Voltar</Trans>
        </Button>
      }
    >
      <form onSubmit={onSubmit} noValidate aria-busy={mutation.isPending}>
        <Stack gap="md">
          {failureMessages ? (
            <Alert color="red" variant="light" role="alert">
              <Stack gap={4}>
                {failureMessages.map((message) => (
                  <span key={message}>{message}</span>
                ))}
              </Stack>
            </Alert>
          ) : null}
          <PasswordField
            label={t`Nova senha`}
            name="password"
            autoComplete="new-password"
            required
            {...form.getInputProps('password')}
          />
          <PasswordField
            label={t`Confirmar nova senha`}
            name="password_confirmation"
            autoComplete="new-password"
            required
            {...form.getInputProps('password_confirmation')}
          />
          <Button type="submit" fullWidth disabled={mutation.isPending || mutation.isSuccess}>
            {mutation.isPending ? <Trans>Enviando...</Trans> : <Trans>Salvar nova senha</Trans>}
          </Button>
        </Stack>
      </form>
    </AuthOverlayLayout>
  )
}
