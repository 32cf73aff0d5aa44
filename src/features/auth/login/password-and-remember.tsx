import '@mantine/core/styles/CheckboxIndicator.layer.css'
import '@mantine/core/styles/CheckboxCard.layer.css'
import '@mantine/core/styles/Checkbox.layer.css'
import { Anchor, Checkbox, Group } from '@mantine/core'
import { Trans, useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import type { UseFormReturnType } from '@mantine/form'
import { PasswordField } from '../components/password-field.tsx'

/** The fields both login forms share. */
export interface PasswordAndRememberValues {
  password: string
  remember: boolean
}

interface PasswordAndRememberProps<V extends PasswordAndRememberValues> {
  form: UseFormReturnType<V>
  /** The modal closes itself when the player follows the link. */
  onForgotPassword?: () => void
}

/** The part both login forms share (modal and page): password, remember, and the forgot-password link. */
export function PasswordAndRemember<V extends PasswordAndRememberValues>({
  form,
  onForgotPassword,
}: PasswordAndRememberProps<V>) {
  const { t } = useLingui()
  return (
    <>
      <PasswordField
        label={t`Senha`}
        name="password"
        autoComplete="current-password"
        required
        {...form.getInputProps('password')}
      />
      <Group justify="space-between" wrap="nowrap">
        <Checkbox label={t`Lembrar de mim`} {...form.getInputProps('remember', { type: 'checkbox' })} />
        <Anchor size="sm" renderRoot={(props) => <Link to="/forgot-password" {...props} />} onClick={onForgotPassword}>
          <Trans>Esqueceu a senha?</Trans>
        </Anchor>
      </Group>
    </>
  )
}
