import { Anchor, TextInput } from '@mantine/core'
import { Trans, useLingui } from '@lingui/react/macro'
import { AppModal } from '@/shared/ui/app-modal.tsx'
import { parseLoginIdentifier, validateLoginIdentifier } from '../rules/login-identifier.ts'
import type { LoginBody } from './use-login.ts'
import { useLoginForm } from './use-login-form.ts'
import { LoginFormFields } from './login-form-fields.tsx'
import { PasswordAndRemember } from './password-and-remember.tsx'

export interface LoginModalProps {
  opened: boolean
  onClose(): void
  onSwitchToRegister(): void
}

/** The login modal: opened from the top bar, `/openlogin` and the route guard. */
export function LoginModal({ opened, onClose, onSwitchToRegister }: LoginModalProps) {
  return (
    <AppModal opened={opened} onClose={onClose} title={<Trans>Entrar na sua conta</Trans>} centered radius="lg">
      {/* The modal unmounts its body when closed, so every opening starts with a clean form. */}
      <LoginModalForm onForgotPassword={onClose} onSwitchToRegister={onSwitchToRegister} />
    </AppModal>
  )
}

export function LoginModalForm({
  onForgotPassword,
  onSwitchToRegister,
}: {
  onForgotPassword(): void
  onSwitchToRegister(): void
}) {
  const { t } = useLingui()
  const { form, formError, submit, isPending, identifierValid } = useLoginForm({
    identifierRule: validateLoginIdentifier,
  })

  const onSubmit = form.onSubmit(({ identifier, password, remember }) => {
    const parsed = parseLoginIdentifier(identifier)
    if (!parsed) return
    const body: LoginBody =
      parsed.kind === 'phone'
        ? { phone: parsed.digits, password, remember }
        : { email: parsed.email, password, remember }
    submit(body)
  })

  return (
    <LoginFormFields
      onSubmit={onSubmit}
      pending={isPending}
      formError={formError}
      identifier={
        <TextInput
          label={t`Email ou telefone`}
          name="email"
          autoComplete="username"
          required
          {...form.getInputProps('identifier')}
          data-autofocus
        />
      }
      password={<PasswordAndRemember form={form} onForgotPassword={onForgotPassword} />}
      submitDisabled={!identifierValid}
      register={
        <Anchor component="button" type="button" size="sm" fw={600} onClick={onSwitchToRegister}>
          <Trans>Criar conta</Trans>
        </Anchor>
      }
    />
  )
}
