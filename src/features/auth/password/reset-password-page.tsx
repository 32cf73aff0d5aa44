import { useState, type FormEvent } from 'react'
import { Alert, Button, Stack } from '@mantine/core'
import { Trans, useLingui } from '@lingui/react/macro'
import { useMutation } from '@tanstack/react-query'
import { useCanGoBack, useRouter } from '@tanstack/react-router'
import { authResetPassword } from '@/api/auth.ts'
import { callApi } from '@/api/client.ts'
import { useToast } from '@/shared/toast.ts'
import { validateRequired } from '../rules/index.ts'
import { AuthOverlayLayout } from '../components/auth-overlay-layout.tsx'
import { PasswordField } from '../components/password-field.tsx'
import { describeRequestFailure } from '../request-failure.ts'

/** How long the success notice stays readable before the full page load of /login replaces the page. */
export const RESET_REDIRECT_DELAY_MS = 1200

export interface ResetPasswordPageProps {
  token: string
  /** The full page load after success; replaceable in stories and tests. */
  goToLogin?: () => void
}

const loadLoginPage = () => window.location.assign('/login')

/** /reset-password/{token} (part 1 §2, §4, §8). */
export function ResetPasswordPage({ token, goToLogin = loadLoginPage }: ResetPasswordPageProps) {
  const { t, i18n } = useLingui()
  const toast = useToast()
  const router = useRouter()
  const canGoBack = useCanGoBack()
  const [password, setPassword] = useState('')
  const [confirmation, setConfirmation] = useState('')
  const [touched, setTouched] = useState(false)
  const [failure, setFailure] = useState<{ messages: string[]; fields: Record<string, string> } | null>(null)
  const mutation = useMutation({
    mutationFn: () =>
      callApi(authResetPassword, { params: { token }, body: { password, password_confirmation: confirmation, token } }),
    onSuccess: () => {
      toast.success(t`Senha restaurada com sucesso!`)
      // A full load: the app restarts clean, without any state of the old password.
      window.setTimeout(goToLogin, RESET_REDIRECT_DELAY_MS)
    },
    onError: (error) => {
      const described = describeRequestFailure(error)
      const messages = described.toasts.map((m) => (typeof m === 'string' ? m : i18n._(m)))
      toast.errors(messages)
      setFailure({ messages, fields: described.fields })
    },
  })

  // Part 1 §5: both required; matching is the server's check.
  const required = t`Campo obrigatório.`
  const passwordError = touched && validateRequired(password) ? required : failure?.fields.password
  const confirmationError =
    touched && validateRequired(confirmation) ? required : failure?.fields.password_confirmation

  const onSubmit = (event: FormEvent) => {
    event.preventDefault()
    setTouched(true)
    if (validateRequired(password) || validateRequired(confirmation) || mutation.isPending || mutation.isSuccess) return
    setFailure(null)
    mutation.mutate()
  }

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
          {failure ? (
            <Alert color="red" variant="light" role="alert">
              <Stack gap={4}>
                {failure.messages.map((message) => (
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
            value={password}
            onChange={(event) => setPassword(event.currentTarget.value)}
            error={passwordError}
          />
          <PasswordField
            label={t`Confirmar nova senha`}
            name="password_confirmation"
            autoComplete="new-password"
            required
            value={confirmation}
            onChange={(event) => setConfirmation(event.currentTarget.value)}
            error={confirmationError}
          />
          <Button type="submit" fullWidth disabled={mutation.isPending || mutation.isSuccess}>
            {mutation.isPending ? <Trans>Enviando...</Trans> : <Trans>Salvar nova senha</Trans>}
          </Button>
        </Stack>
      </form>
    </AuthOverlayLayout>
  )
}
