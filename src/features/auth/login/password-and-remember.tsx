import '@mantine/core/styles/CheckboxIndicator.layer.css'
import '@mantine/core/styles/CheckboxCard.layer.css'
import '@mantine/core/styles/Checkbox.layer.css'
import { Anchor, Checkbox, Group } from '@mantine/core'
import { Trans, useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import { PasswordField } from '../components/password-field.tsx'

interface PasswordAndRememberProps {
  password: string
  onPasswordChange: (value: string) => void
  onPasswordBlur: () => void
  passwordError: string | null | undefined
  remember: boolean
  onRememberChange: (value: boolean) => void
  /** The modal closes itself when the player follows the link. */
  onForgotPassword?: () => void
}

/** The part both login forms share (modal and page): password, remember, and the forgot-password link. */
export function PasswordAndRemember({
  password,
  onPasswordChange,
  onPasswordBlur,
  passwordError,
  remember,
  onRememberChange,
  onForgotPassword,
}: PasswordAndRememberProps) {
  const { t } = useLingui()
  return (
    <>
      <PasswordField
        label={t`Senha`}
        name="password"
        autoComplete="current-password"
        required
        value={password}
        onChange={(event) => onPasswordChange(event.currentTarget.value)}
        onBlur={onPasswordBlur}
        error={passwordError}
      />
      <Group justify="space-between" wrap="nowrap">
        <Checkbox
          label={t`Lembrar de mim`}
          checked={remember}
          onChange={(event) => onRememberChange(event.currentTarget.checked)}
        />
        <Anchor size="sm" renderRoot={(props) => <Link to="/forgot-password" {...props} />} onClick={onForgotPassword}>
          <Trans>Esqueceu a senha?</Trans>
        </Anchor>
      </Group>
    </>
  )
}
