import type { FormEventHandler, ReactNode } from 'react'
import { Alert, Anchor, Button, Stack, Text } from '@mantine/core'
import { Trans, useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import { useAtomValue, useSetAtom } from 'jotai'
import { pauseRefusalAtom } from '@/shared/protection/pause-refusal.ts'
import { authModalAtom } from '@/shared/session.ts'
import { sessionNoticeAtom } from '@/shared/session-notice.ts'
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
  const { i18n } = useLingui()
  const sessionNotice = useAtomValue(sessionNoticeAtom)
  const pauseRefusal = useAtomValue(pauseRefusalAtom)
  const setAuthModal = useSetAtom(authModalAtom)
  return (
    <form onSubmit={onSubmit} noValidate aria-busy={pending}>
      <Stack gap="md">
        <WelcomeBonusLine />
        {sessionNotice && !formError ? (
          <Alert color="blue" variant="light" role="status">
            {i18n._(sessionNotice)}
          </Alert>
        ) : null}
        {formError ? (
          <Alert color="red" variant="light" role="alert">
            {formError}
            {pauseRefusal ? (
              <>
                {' '}
                {/* During a break the cash balance can still be withdrawn, from a screen of its own. */}
                <Anchor component={Link} to="/pausa/saque" fw={600} onClick={() => setAuthModal(null)}>
                  <Trans>Sacar meu saldo</Trans>
                </Anchor>
              </>
            ) : null}
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
