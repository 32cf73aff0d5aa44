import { useEffect, useRef, useState, type FormEvent } from 'react'
import { Alert, Anchor, Button, Stack, Text, TextInput } from '@mantine/core'
import { Trans, useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import { useSetAtom } from 'jotai'
import { digitsOnly, maskMobilePhone, PHONE_MASK_MAX } from '@/shared/br/index.ts'
import { redirectAfterAuthAtom } from '@/shared/session.ts'
import { authMessages, parseLoginIdentifier, validatePhone, validateRequired } from '../rules/index.ts'
import { AuthOverlayLayout } from '../components/auth-overlay-layout.tsx'
import { useLogin, type LoginBody, type LoginFailure } from './use-login.ts'
import { WelcomeBonusLine } from './welcome-bonus.tsx'
import { PasswordAndRemember } from './password-and-remember.tsx'

export interface LoginPageProps {
  /** `?redirect=`: where to go after logging in. */
  redirect?: string | undefined
  /**
   * `?user=` and `?pass=`, already removed from the address (and its history entry) by the route:
   * the form is filled with them and submitted once.
   */
  autoLogin?: { user: string; pass: string } | undefined
  /** Takes `?user=` and `?pass=` out of the address bar and history; awaited before the auto-submit. */
  clearCredentials?: () => Promise<void>
}

/** The /login page (part 1 §2): phone and password, in the full-screen layout. */
export function LoginPage({ redirect, autoLogin, clearCredentials }: LoginPageProps) {
  const { t, i18n } = useLingui()
  const setRedirectAfterAuth = useSetAtom(redirectAfterAuthAtom)
  const [phone, setPhone] = useState(() => (autoLogin ? prefillPhone(autoLogin.user) : ''))
  const [password, setPassword] = useState(autoLogin?.pass ?? '')
  const [remember, setRemember] = useState(false)
  const [touched, setTouched] = useState({ phone: false, password: false })
  const [failure, setFailure] = useState<LoginFailure | null>(null)
  const login = useLogin({ onFailure: setFailure })

  useEffect(() => {
    if (redirect) setRedirectAfterAuth(redirect)
  }, [redirect, setRedirectAfterAuth])

  // Once per mount, even under StrictMode's double effects (the login hook also ignores a repeat).
  const autoSubmitted = useRef(false)
  useEffect(() => {
    if (!autoLogin || autoSubmitted.current) return
    autoSubmitted.current = true
    const body = credentialsBody(autoLogin.user, autoLogin.pass)
    void (clearCredentials?.() ?? Promise.resolve()).then(() => {
      if (body) login.submit(body)
    })
  }, [autoLogin, clearCredentials, login])

  const phoneRule = validatePhone(phone, 'page')
  const passwordRule = validateRequired(password, authMessages.passwordRequired)
  const phoneError = touched.phone && phoneRule ? i18n._(phoneRule) : failure?.fields.phone ?? failure?.fields.email
  const passwordError = touched.password && passwordRule ? i18n._(passwordRule) : failure?.fields.password

  const onSubmit = (event: FormEvent) => {
    event.preventDefault()
    setTouched({ phone: true, password: true })
    if (phoneRule || passwordRule) return
    setFailure(null)
    login.submit({ phone: digitsOnly(phone), password, remember })
  }

  return (
    <AuthOverlayLayout title={<Trans>Entrar</Trans>}>
      <form onSubmit={onSubmit} noValidate aria-busy={login.isPending}>
        <Stack gap="md">
          <WelcomeBonusLine />
          {failure ? (
            <Alert color="red" variant="light" role="alert">
              {failure.formError}
            </Alert>
          ) : null}
          <TextInput
            label={t`Telefone`}
            name="phone"
            type="tel"
            inputMode="numeric"
            autoComplete="tel-national"
            placeholder="(11) 98765-4321"
            required
            maxLength={PHONE_MASK_MAX}
            value={phone}
            onChange={(event) => setPhone(maskMobilePhone(event.currentTarget.value))}
            onBlur={() => setTouched((s) => ({ ...s, phone: true }))}
            error={phoneError}
          />
          <PasswordAndRemember
            password={password}
            onPasswordChange={setPassword}
            onPasswordBlur={() => setTouched((s) => ({ ...s, password: true }))}
            passwordError={passwordError}
            remember={remember}
            onRememberChange={setRemember}
          />
          <Button type="submit" fullWidth disabled={phoneRule !== null} loading={login.isPending}>
            <Trans>Entrar</Trans>
          </Button>
          <Text size="sm" ta="center">
            <Trans>Não tem uma conta?</Trans>{' '}
            <Anchor
              size="sm"
              fw={600}
              renderRoot={(props) => <Link to="/register/{-$code}" params={{ code: undefined }} {...props} />}
            >
              <Trans>Criar conta</Trans>
            </Anchor>
          </Text>
        </Stack>
      </form>
    </AuthOverlayLayout>
  )
}

/** A phone fills the masked field; an e-mail (the link may carry either) leaves it empty. */
function prefillPhone(user: string): string {
  const parsed = parseLoginIdentifier(user)
  return parsed?.kind === 'phone' ? maskMobilePhone(parsed.digits) : ''
}

function credentialsBody(user: string, pass: string): LoginBody | null {
  const parsed = parseLoginIdentifier(user)
  if (!parsed || pass === '') return null
  return parsed.kind === 'phone' ? { phone: parsed.digits, password: pass } : { email: parsed.email, password: pass }
}
