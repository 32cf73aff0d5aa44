import type { FormEventHandler, ReactNode } from 'react'
import { Alert, Button, Stack, Text } from '@mantine/core'
import { Trans } from '@lingui/react/macro'
import { WelcomeBonusLine } from './welcome-bonus.tsx'

export interface LoginFormFieldsProps {
  onSubmit: FormEventHandler<HTMLFormElement>
  pending: boolean
  /** The failure the server gave for the whole form, above the fields. */
  formError: ReactNode
  /** The identifier field: e-mail or phone in the modal, phone only on the page. */
  identifier: ReactNode
  /** Password, "Lembrar de mim" and, where there is one, "Esqueceu a senha?". */
  password: ReactNode
  submitDisabled: boolean
  /** The "Criar conta" link or button after "Não tem uma conta?". */
  register: ReactNode
}

/** The login form's frame, the same in the modal and on /login: only the identifier field and the way to register differ. */
export function LoginFormFields({
  onSubmit,
  pending,
  formError,
  identifier,
  password,
  submitDisabled,
  register,
}: LoginFormFieldsProps) {
  return (
    <form onSubmit={onSubmit} noValidate aria-busy={pending}>
      <Stack gap="md">
        <WelcomeBonusLine />
        {formError ? (
          <Alert color="red" variant="light" role="alert">
            {formError}
          </Alert>
        ) : null}
        {identifier}
        {password}
        <Button type="submit" fullWidth disabled={submitDisabled} loading={pending}>
          <Trans>Entrar</Trans>
        </Button>
        <Text size="sm" ta="center">
          <Trans>Não tem uma conta?</Trans> {register}
        </Text>
      </Stack>
    </form>
  )
}
