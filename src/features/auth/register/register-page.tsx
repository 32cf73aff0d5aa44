import '@mantine/core/styles/CheckboxIndicator.layer.css'
import '@mantine/core/styles/CheckboxCard.layer.css'
import '@mantine/core/styles/Checkbox.layer.css'
import { useEffect, useMemo, useState, type ChangeEvent } from 'react'
import { Alert, Anchor, Button, Checkbox, Stack, Text, TextInput } from '@mantine/core'
import { useForm } from '@mantine/form'
import type { MessageDescriptor } from '@lingui/core'
import { Trans, useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import { useSetAtom } from 'jotai'
import type { RegisterBody } from '@/api/auth.ts'
import { CPF_MASK_MAX, PHONE_MASK_MAX, digitsOnly, maskCpf, maskMobilePhone } from '@/shared/br/masks.ts'
import { referralCodeAtom } from '@/shared/session.ts'
import { useSettings } from '@/shared/settings.ts'
import { prebetBonusesAllowed } from '@/shared/welcome-bonus.ts'
import { AuthOverlayLayout } from '../components/auth-overlay-layout.tsx'
import { PasswordField } from '../components/password-field.tsx'
import {
  emailAllowsNext,
  REGISTRATION_SERVER_FIELDS,
  registrationRules,
  type RegistrationField,
} from '../rules/registration.ts'
import { parseRegisterCode } from './register-code.ts'
import { useRegister } from './use-register.ts'

export interface RegisterPageProps {
  /** The /register/{code} segment: a referral code, or a spin token (see register-code.ts). */
  routeCode?: string | undefined
  /** `?code=`: a referral code. */
  queryCode?: string | undefined
}

interface PageValues {
  cpf: string
  name: string
  phone: string
  email: string
  password: string
  passwordConfirmation: string
  acceptTerms: boolean
}

const pageRules = registrationRules('page')

/** The server's field names to the page's fields (the modal's promo code is not one of them). */
function pageField(name: string): keyof PageValues | undefined {
  const field: RegistrationField | undefined = REGISTRATION_SERVER_FIELDS[name]
  return field === 'promoCode' ? undefined : field
}

/** The one-page registration (/register/{code?}), in the full-screen overlay layout. */
export function RegisterPage({ routeCode, queryCode }: RegisterPageProps) {
  const { t, i18n } = useLingui()
  const setReferralCode = useSetAtom(referralCodeAtom)
  const { register, isPending } = useRegister()
  const [formError, setFormError] = useState<string | null>(null)

  const parsed = useMemo(() => (routeCode ? parseRegisterCode(routeCode) : undefined), [routeCode])
  const spin = parsed?.kind === 'spin' ? parsed : undefined
  // While bonuses before a bet are off the server pays no spin prize, so the page promises none.
  const spinPrizeOffered = prebetBonusesAllowed(useSettings())
  const referralCode = (parsed?.kind === 'referral' ? parsed.code : undefined) ?? queryCode

  // The code also pre-fills the register modal, should the player open it from here.
  useEffect(() => {
    if (referralCode) setReferralCode(referralCode)
  }, [referralCode, setReferralCode])

  const message = (descriptor: MessageDescriptor | null) => (descriptor ? i18n._(descriptor) : null)
  const form = useForm<PageValues>({
    mode: 'controlled',
    initialValues: {
      cpf: '',
      name: '',
      phone: '',
      email: '',
      password: '',
      passwordConfirmation: '',
      acceptTerms: true,
    },
    validateInputOnBlur: true,
    validate: {
      cpf: (value, values) => message(pageRules.cpf(value, values)),
      name: (value, values) => message(pageRules.name(value, values)),
      phone: (value, values) => message(pageRules.phone(value, values)),
      email: (value, values) => message(pageRules.email(value, values)),
      password: (value, values) => message(pageRules.password(value, values)),
      passwordConfirmation: (value, values) => message(pageRules.passwordConfirmation(value, values)),
      acceptTerms: (value, values) => message(pageRules.acceptTerms(value, values)),
    },
  })

  const submit = async (values: PageValues) => {
    setFormError(null)
    const body: RegisterBody = {
      name: values.name.trim(),
      email: values.email.trim(),
      password: values.password,
      password_confirmation: values.passwordConfirmation,
      phone: digitsOnly(values.phone),
      cpf: digitsOnly(values.cpf),
      term_a: values.acceptTerms,
      agreement: values.acceptTerms,
      ...(referralCode ? { reference_code: referralCode } : {}),
      ...(spin ? { spin_token: spin.token } : {}),
      ...(spin?.data ? { spin_data: spin.data } : {}),
    }
    const outcome = await register(body)
    if (outcome === null || outcome.ok) return
    const errors: Partial<Record<keyof PageValues, string>> = {}
    for (const [serverField, text] of Object.entries(outcome.fields)) {
      const field = pageField(serverField)
      if (field) errors[field] ??= text
    }
    form.setErrors(errors)
    setFormError(outcome.formError)
  }

  const masked = (field: 'cpf' | 'phone', mask: (raw: string) => string) => {
    const props = form.getInputProps(field)
    return {
      ...props,
      onChange: (event: ChangeEvent<HTMLInputElement>) => form.setFieldValue(field, mask(event.currentTarget.value)),
    }
  }

  return (
    <AuthOverlayLayout title={<Trans>Cadastro</Trans>}>
      <form onSubmit={form.onSubmit((values) => void submit(values))} noValidate>
        <Stack gap="sm">
          {formError !== null && (
            <Alert color="red" variant="light" role="alert">
              {formError}
            </Alert>
          )}
          {spin && spinPrizeOffered && (
            <Alert color="green" variant="light">
              <Trans>Seu prêmio da roleta será creditado como bônus ao concluir o cadastro.</Trans>
            </Alert>
          )}
          {referralCode && (
            <Text size="sm" c="dimmed">
              <Trans>Código de indicação: {referralCode}</Trans>
            </Text>
          )}
          <TextInput
            label={t`CPF`}
            placeholder="000.000.000-00"
            inputMode="numeric"
            autoComplete="off"
            maxLength={CPF_MASK_MAX}
            key={form.key('cpf')}
            {...masked('cpf', maskCpf)}
          />
          <TextInput
            label={t`Nome completo`}
            autoComplete="name"
            key={form.key('name')}
            {...form.getInputProps('name')}
          />
          <TextInput
            type="tel"
            label={t`Telefone com DDD`}
            placeholder="(11) 91234-5678"
            inputMode="numeric"
            autoComplete="tel-national"
            maxLength={PHONE_MASK_MAX}
            key={form.key('phone')}
            {...masked('phone', maskMobilePhone)}
          />
          <TextInput
            type="email"
            label={t`Email`}
            autoComplete="email"
            key={form.key('email')}
            {...form.getInputProps('email')}
          />
          <PasswordField
            label={t`Senha`}
            autoComplete="new-password"
            key={form.key('password')}
            {...form.getInputProps('password')}
          />
          <PasswordField
            label={t`Confirmar senha`}
            autoComplete="new-password"
            key={form.key('passwordConfirmation')}
            {...form.getInputProps('passwordConfirmation')}
          />
          <Checkbox
            label={t`Li e aceito os termos e condições e confirmo ter mais de 18 anos.`}
            key={form.key('acceptTerms')}
            {...form.getInputProps('acceptTerms', { type: 'checkbox' })}
          />
          {/* Disabled (and dimmed) while the e-mail is not an address; the other fields answer on submit. */}
          <Button type="submit" fullWidth loading={isPending} disabled={!emailAllowsNext(form.values.email)}>
            <Trans>Criar conta</Trans>
          </Button>
          <Text size="sm" ta="center">
            <Trans>Já tem uma conta?</Trans>{' '}
            <Anchor component={Link} to="/login" size="sm" td="underline">
              <Trans>Entrar</Trans>
            </Anchor>
          </Text>
        </Stack>
      </form>
    </AuthOverlayLayout>
  )
}
