import { useEffect, useRef, useState } from 'react'
import { Anchor, Button, Group, Stack, Text, TextInput } from '@mantine/core'
import { Trans, useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import { useSetAtom } from 'jotai'
import { digitsOnly, maskMobilePhone, PHONE_MASK_MAX } from '@/shared/br/masks.ts'
import { redirectAfterAuthAtom } from '@/shared/session.ts'
import { validatePhone } from '../rules/validation.ts'
import { parseLoginIdentifier } from '../rules/login-identifier.ts'
import { AuthOverlayLayout } from '../components/auth-overlay-layout.tsx'
import type { LoginBody } from './use-login.ts'
import { useLoginForm } from './use-login-form.ts'
import { LoginFormFields } from './login-form-fields.tsx'
import { PasswordAndRemember } from './password-and-remember.tsx'

export interface LoginPageProps {
  /** `?redirect=`: where to go after logging in. */
  redirect?: string | undefined
  /**
   * `?user=` and `?pass=`, already removed from the address (and its history entry) by the route:
   * the form is filled with them and submitted once.
   */
  autoLogin?: { user: string; pass: string } | undefined
  /**
   * Ask "Entrar como …?" before submitting `autoLogin`: the link came from elsewhere or would switch accounts
   * (docs/architecture.md, "Start-up and security"). The address is cleared at once either way.
   */
  confirmAutoLogin?: boolean
  /** Takes `?user=` and `?pass=` out of the address bar and history; awaited before the auto-submit. */
  clearCredentials?: () => Promise<void>
}

/** The /login page: phone and password, in the full-screen layout. */
export function LoginPage({ redirect, autoLogin, confirmAutoLogin = false, clearCredentials }: LoginPageProps) {
  const { t } = useLingui()
  const setRedirectAfterAuth = useSetAtom(redirectAfterAuthAtom)
  const { form, formError, submit, isPending, identifierValid } = useLoginForm({
    identifierRule: (value) => validatePhone(value, 'page'),
    initial: autoLogin ? { identifier: prefillPhone(autoLogin.user), password: autoLogin.pass } : undefined,
  })

  useEffect(() => {
    if (redirect) setRedirectAfterAuth(redirect)
  }, [redirect, setRedirectAfterAuth])

  // Once per mount, even under StrictMode's double effects (the login hook also ignores a repeat).
  const autoSubmitted = useRef(false)
  const linkBody = autoLogin ? credentialsBody(autoLogin.user, autoLogin.pass) : null
  const [confirming, setConfirming] = useState(() => confirmAutoLogin && linkBody !== null)
  useEffect(() => {
    if (!autoLogin || autoSubmitted.current) return
    autoSubmitted.current = true
    const body = credentialsBody(autoLogin.user, autoLogin.pass)
    void (clearCredentials?.() ?? Promise.resolve()).then(() => {
      if (body && !confirmAutoLogin) submit(body)
    })
  }, [autoLogin, clearCredentials, confirmAutoLogin, submit])

  const confirmLink = () => {
    setConfirming(false)
    if (linkBody) submit(linkBody)
  }
  // The link's password leaves the form too: the player types their own.
  const cancelLink = () => {
    setConfirming(false)
    form.setValues({ identifier: '', password: '' })
  }

  const onSubmit = form.onSubmit(({ identifier, password, remember }) => {
    submit({ phone: digitsOnly(identifier), password, remember })
  })

  if (confirming && linkBody) {
    const account = linkBody.email ?? maskMobilePhone(linkBody.phone ?? '')
    return (
      <AuthOverlayLayout title={<Trans>Entrar</Trans>}>
        <Stack gap="md">
          <Text fw={600}>
            <Trans>Entrar como {account}?</Trans>
          </Text>
          <Group grow>
            <Button variant="default" onClick={cancelLink}>
              <Trans>Cancelar</Trans>
            </Button>
            <Button onClick={confirmLink}>
              <Trans>Entrar como {account}</Trans>
            </Button>
          </Group>
        </Stack>
      </AuthOverlayLayout>
    )
  }

  return (
    <AuthOverlayLayout title={<Trans>Entrar</Trans>}>
      <LoginFormFields
        onSubmit={onSubmit}
        pending={isPending}
        formError={formError}
        identifier={
          <TextInput
            label={t`Telefone`}
            name="phone"
            type="tel"
            inputMode="numeric"
            autoComplete="tel-national"
            placeholder="(11) 98765-4321"
            required
            maxLength={PHONE_MASK_MAX}
            {...form.getInputProps('identifier')}
            onChange={(event) => form.setFieldValue('identifier', maskMobilePhone(event.currentTarget.value))}
          />
        }
        password={<PasswordAndRemember form={form} />}
        submitDisabled={!identifierValid}
        register={
          <Anchor
            size="sm"
            fw={600}
            renderRoot={(props) => <Link to="/register/{-$code}" params={{ code: undefined }} {...props} />}
          >
            <Trans>Criar conta</Trans>
          </Anchor>
        }
      />
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
