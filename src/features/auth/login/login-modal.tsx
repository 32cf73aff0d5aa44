import { useState, type FormEvent } from 'react'
import { Alert, Anchor, Button, Modal, Stack, Text, TextInput } from '@mantine/core'
import { Trans, useLingui } from '@lingui/react/macro'
import { parseLoginIdentifier, validateLoginIdentifier, validateRequired, authMessages } from '../rules/index.ts'
import { useLogin, type LoginBody, type LoginFailure } from './use-login.ts'
import { WelcomeBonusLine } from './welcome-bonus.tsx'
import { PasswordAndRemember } from './password-and-remember.tsx'

export interface LoginModalProps {
  opened: boolean
  onClose(): void
  onSwitchToRegister(): void
}

/** The login modal (part 1 §2): opened from the top bar, `/openlogin` and the route guard. */
export function LoginModal({ opened, onClose, onSwitchToRegister }: LoginModalProps) {
  const { t } = useLingui()
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={<Trans>Entrar na sua conta</Trans>}
      centered
      radius="lg"
      closeButtonProps={{ 'aria-label': t`Fechar` }}
    >
      {/* The modal unmounts its body when closed, so every opening starts with a clean form. */}
      <LoginModalForm onForgotPassword={onClose} onSwitchToRegister={onSwitchToRegister} />
    </Modal>
  )
}

export function LoginModalForm({
  onForgotPassword,
  onSwitchToRegister,
}: {
  onForgotPassword(): void
  onSwitchToRegister(): void
}) {
  const { t, i18n } = useLingui()
  const [identifier, setIdentifier] = useState('')
  const [password, setPassword] = useState('')
  const [remember, setRemember] = useState(false)
  const [touched, setTouched] = useState({ identifier: false, password: false })
  const [failure, setFailure] = useState<LoginFailure | null>(null)
  const login = useLogin({ onFailure: setFailure })

  const identifierRule = validateLoginIdentifier(identifier)
  const passwordRule = validateRequired(password, authMessages.passwordRequired)
  const identifierError = touched.identifier && identifierRule ? i18n._(identifierRule) : failure?.fields.email ?? failure?.fields.phone
  const passwordError = touched.password && passwordRule ? i18n._(passwordRule) : failure?.fields.password

  const onSubmit = (event: FormEvent) => {
    event.preventDefault()
    setTouched({ identifier: true, password: true })
    const parsed = parseLoginIdentifier(identifier)
    if (identifierRule || passwordRule || !parsed) return
    setFailure(null)
    const body: LoginBody =
      parsed.kind === 'phone' ? { phone: parsed.digits, password, remember } : { email: parsed.email, password, remember }
    login.submit(body)
  }

  return (
    <form onSubmit={onSubmit} noValidate aria-busy={login.isPending}>
      <Stack gap="md">
        <WelcomeBonusLine />
        {failure ? (
          <Alert color="red" variant="light" role="alert">
            {failure.formError}
          </Alert>
        ) : null}
        <TextInput
          label={t`Email ou telefone`}
          name="email"
          autoComplete="username"
          required
          value={identifier}
          onChange={(event) => setIdentifier(event.currentTarget.value)}
          onBlur={() => setTouched((s) => ({ ...s, identifier: true }))}
          error={identifierError}
          data-autofocus
        />
        <PasswordAndRemember
          password={password}
          onPasswordChange={setPassword}
          onPasswordBlur={() => setTouched((s) => ({ ...s, password: true }))}
          passwordError={passwordError}
          remember={remember}
          onRememberChange={setRemember}
          onForgotPassword={onForgotPassword}
        />
        {/* Part 1 §5: with an invalid e-mail or phone the button is disabled and dimmed. */}
        <Button type="submit" fullWidth disabled={identifierRule !== null} loading={login.isPending}>
          <Trans>Entrar</Trans>
        </Button>
        <Text size="sm" ta="center">
          <Trans>Não tem uma conta?</Trans>{' '}
          <Anchor component="button" type="button" size="sm" fw={600} onClick={onSwitchToRegister}>
            <Trans>Criar conta</Trans>
          </Anchor>
        </Text>
      </Stack>
    </form>
  )
}
