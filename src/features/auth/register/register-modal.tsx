import '@mantine/core/styles/CheckboxIndicator.layer.css'
import '@mantine/core/styles/CheckboxCard.layer.css'
import '@mantine/core/styles/Checkbox.layer.css'
import '@mantine/core/styles/PasswordInput.layer.css'
import { useEffect, useId, useReducer, useRef, useState, type FormEvent } from 'react'
import { Alert, Anchor, Button, Checkbox, Collapse, Group, PasswordInput, Stack, Text, TextInput } from '@mantine/core'
import { Trans, useLingui } from '@lingui/react/macro'
import { useAtomValue } from 'jotai'
import { digitsOnly } from '@/shared/br/masks.ts'
import { referralCodeAtom } from '@/shared/session.ts'
import { AppModal } from '@/shared/ui/app-modal.tsx'
import {
  LAST_STEP,
  REGISTER_STEPS,
  initialRegisterState,
  isNextDisabled,
  reachedSteps,
  registerReducer,
  stepPrompts,
  toRegisterBody,
  validateStep,
  type FieldError,
  type RegisterField,
  type RegisterState,
  type RegisterValues,
} from '../rules/register-steps.ts'
import { authMessages, validatePassword, validatePasswordConfirmation, validatePhone } from '../rules/validation.ts'
import { PasswordStrengthMeter } from './password-strength-meter.tsx'
import { usePhoneExistsCheck, useRegister } from './use-register.ts'
import classes from './register.module.css'

export interface RegisterModalProps {
  opened: boolean
  onClose: () => void
  onSwitchToLogin: () => void
}

const STEP_COUNT = REGISTER_STEPS.length

/**
 * The five-step register modal. All step logic lives in the pure reducer
 * (rules/register-steps.ts); this component adds what needs the outside world: the phone-exists check, the
 * register call, focus, and the words.
 */
export function RegisterModal({ opened, onClose, onSwitchToLogin }: RegisterModalProps) {
  const { t, i18n } = useLingui()
  const referralCode = useAtomValue(referralCodeAtom)
  const [state, dispatch] = useReducer(registerReducer, undefined, () =>
    initialRegisterState({ mode: 'register', promoCode: referralCode ?? '' }),
  )
  const [checkingPhone, setCheckingPhone] = useState(false)
  const checkPhoneExists = usePhoneExistsCheck()
  const { register } = useRegister()
  const bodyRef = useRef<HTMLDivElement>(null)
  const promptId = useId()

  // Reopening starts at step 0 in register mode (a close put the reducer in login mode); a referral code that
  // arrived while the modal was closed is filled in. Adjusting state during render, not in an effect, so the
  // first frame is already right.
  const [seenOpen, setSeenOpen] = useState(opened)
  const [seenCode, setSeenCode] = useState(referralCode)
  if (opened !== seenOpen) {
    setSeenOpen(opened)
    if (opened) dispatch({ type: 'open', mode: 'register', promoCode: referralCode ?? undefined })
  }
  if (referralCode !== seenCode) {
    setSeenCode(referralCode)
    if (referralCode) dispatch({ type: 'change', field: 'promoCode', value: referralCode })
  }

  // Each step's field takes the focus, so a keyboard user types on and Enter moves on.
  useEffect(() => {
    if (!opened) return
    bodyRef.current?.querySelector<HTMLElement>('[data-step-focus]')?.focus()
  }, [opened, state.step])

  const text = (error: FieldError | null | undefined) =>
    error == null ? undefined : typeof error === 'string' ? error : i18n._(error)
  const change = <F extends RegisterField>(field: F, value: RegisterValues[F]) =>
    dispatch({ type: 'change', field, value } as Parameters<typeof dispatch>[0])

  const close = () => {
    dispatch({ type: 'close' })
    setCheckingPhone(false)
    onClose()
  }

  const switchToLogin = () => {
    if (state.submitting) return
    dispatch({ type: 'toggleMode' })
    onSwitchToLogin()
  }

  const next = async () => {
    if (isNextDisabled(state) || checkingPhone) return
    if (state.step === LAST_STEP) {
      await submit()
      return
    }
    if (state.step === 2 && validatePhone(state.values.phone, 'step') === null) {
      setCheckingPhone(true)
      const exists = await checkPhoneExists(digitsOnly(state.values.phone))
      setCheckingPhone(false)
      dispatch({ type: 'next', phoneExists: exists })
      return
    }
    dispatch({ type: 'next' })
  }

  const submit = async () => {
    // The reducer decides whether this submit goes out (all steps valid, terms accepted, none in flight).
    const after = registerReducer(state, { type: 'submit' })
    dispatch({ type: 'submit' })
    if (!after.submitting) return
    const outcome = await register(toRegisterBody(after.values))
    if (outcome === null) return
    if (outcome.ok) dispatch({ type: 'submitSucceeded' })
    else dispatch({ type: 'submitFailed', fieldErrors: outcome.fields, message: outcome.formError })
  }

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    void next()
  }

  const isLast = state.step === LAST_STEP
  const nextDisabled = isNextDisabled(state)

  return (
    <AppModal opened={opened} onClose={close} title={t`Criar conta`} closeOnClickOutside={false} centered>
      <form onSubmit={onSubmit} noValidate aria-labelledby={promptId}>
        <Stack gap="md" ref={bodyRef}>
          <StepProgress step={state.step} />
          <Text id={promptId} component="h3" fw={700} className={classes.prompt} m={0}>
            {i18n._(stepPrompts[state.step])}
          </Text>

          {state.formError !== null && (
            <Alert color="red" variant="light" role="alert">
              {text(state.formError)}
            </Alert>
          )}

          <StepFields state={state} change={change} text={text} />

          <Group justify="space-between" wrap="nowrap">
            {state.step > 0 ? (
              <Button
                type="button"
                variant="default"
                onClick={() => dispatch({ type: 'back' })}
                disabled={state.submitting}
              >
                <Trans>Voltar</Trans>
              </Button>
            ) : (
              <span />
            )}
            <Button type="submit" disabled={nextDisabled} loading={state.submitting || checkingPhone}>
              {isLast ? <Trans>Criar conta</Trans> : <Trans>Próximo</Trans>}
            </Button>
          </Group>

          <Text size="sm" ta="center">
            <Trans>Já tem uma conta?</Trans>{' '}
            <Anchor component="button" type="button" size="sm" onClick={switchToLogin}>
              <Trans>Entrar</Trans>
            </Anchor>
          </Text>
        </Stack>
      </form>
    </AppModal>
  )
}

/** Five segments, the reached ones filled; one progressbar for assistive technology. */
function StepProgress({ step }: { step: RegisterState['step'] }) {
  const { t } = useLingui()
  const current = step + 1
  return (
    <div
      role="progressbar"
      aria-label={t`Progresso do cadastro`}
      aria-valuemin={1}
      aria-valuemax={STEP_COUNT}
      aria-valuenow={current}
      aria-valuetext={t`Etapa ${current} de ${STEP_COUNT}`}
      className={classes.progress}
    >
      {reachedSteps(step).map((reached, index) => (
        <div key={index} className={classes.segment} data-reached={reached || undefined} />
      ))}
    </div>
  )
}

interface StepFieldsProps {
  state: RegisterState
  change: <F extends RegisterField>(field: F, value: RegisterValues[F]) => void
  text: (error: FieldError | null | undefined) => string | undefined
}

function StepFields({ state, change, text }: StepFieldsProps) {
  const { t } = useLingui()
  const { values, errors } = state
  switch (state.step) {
    case 0:
      return (
        <TextInput
          data-step-focus
          data-autofocus
          label={t`Nome completo`}
          autoComplete="name"
          value={values.name}
          onChange={(event) => change('name', event.currentTarget.value)}
          error={text(errors.name)}
        />
      )
    case 1:
      return <EmailStep state={state} change={change} text={text} />
    case 2:
      return (
        <TextInput
          data-step-focus
          type="tel"
          label={t`Telefone com DDD`}
          placeholder="(11) 91234-5678"
          autoComplete="tel-national"
          inputMode="numeric"
          maxLength={15}
          value={values.phone}
          onChange={(event) => change('phone', event.currentTarget.value)}
          error={text(errors.phone)}
        />
      )
    case 3:
      return <PasswordStep state={state} change={change} text={text} />
    case 4:
      return <FinalStep state={state} change={change} text={text} />
  }
}

function EmailStep({ state, change, text }: StepFieldsProps) {
  const { t } = useLingui()
  const { email } = state.values
  // Next stays disabled while the e-mail is not an address; once the player leaves the field, the reason shows.
  const [left, setLeft] = useState(false)
  const error = state.errors.email ?? (left && email !== '' ? validateStep(1, state.values).email : undefined)
  return (
    <TextInput
      data-step-focus
      type="email"
      label={t`Email`}
      autoComplete="email"
      inputMode="email"
      value={email}
      onChange={(event) => change('email', event.currentTarget.value)}
      onBlur={() => setLeft(true)}
      error={text(error)}
    />
  )
}

function PasswordStep({ state, change, text }: StepFieldsProps) {
  const { t } = useLingui()
  const { password, passwordConfirmation } = state.values
  // Next stays disabled while either field is invalid, so the reason shows as the player types, not on Next.
  const passwordError = state.errors.password ?? (password === '' ? null : validatePassword(password, 'step'))
  const confirmationError =
    state.errors.passwordConfirmation ??
    (passwordConfirmation === '' ? null : validatePasswordConfirmation(password, passwordConfirmation))
  const [visible, setVisible] = useState(false)
  const toggleProps = {
    'aria-label': visible ? t`Ocultar senha` : t`Mostrar senha`,
  }
  return (
    <Stack gap="sm">
      <div>
        <PasswordInput
          data-step-focus
          label={t`Senha`}
          autoComplete="new-password"
          value={password}
          onChange={(event) => change('password', event.currentTarget.value)}
          error={text(passwordError)}
          visible={visible}
          onVisibilityChange={setVisible}
          visibilityToggleFocusable
          visibilityToggleButtonProps={toggleProps}
        />
        <PasswordStrengthMeter password={password} />
      </div>
      <PasswordInput
        label={t`Confirmar senha`}
        autoComplete="new-password"
        value={passwordConfirmation}
        onChange={(event) => change('passwordConfirmation', event.currentTarget.value)}
        error={text(confirmationError)}
        visible={visible}
        onVisibilityChange={setVisible}
        visibilityToggleFocusable
        visibilityToggleButtonProps={{
          'aria-label': visible ? t`Ocultar confirmação de senha` : t`Mostrar confirmação de senha`,
        }}
      />
    </Stack>
  )
}

function FinalStep({ state, change, text }: StepFieldsProps) {
  const { t, i18n } = useLingui()
  const promoId = useId()
  // Open at first when the code came from the address, so the player sees it was applied.
  const [promoOpen, setPromoOpen] = useState(state.values.promoCode !== '')
  return (
    <Stack gap="sm">
      <div>
        <Anchor
          component="button"
          type="button"
          size="sm"
          data-step-focus
          aria-expanded={promoOpen}
          aria-controls={promoId}
          onClick={() => setPromoOpen((open) => !open)}
        >
          <Trans>Tem um código promocional? (opcional)</Trans>
        </Anchor>
        <Collapse expanded={promoOpen} id={promoId} keepMountedMode="display-none">
          <TextInput
            mt="xs"
            label={t`Código promocional`}
            autoComplete="off"
            value={state.values.promoCode}
            onChange={(event) => change('promoCode', event.currentTarget.value)}
            error={text(state.errors.promoCode)}
          />
        </Collapse>
      </div>
      <Checkbox
        label={t`Li e aceito os termos e condições e confirmo ter mais de 18 anos.`}
        checked={state.values.acceptTerms}
        onChange={(event) => change('acceptTerms', event.currentTarget.checked)}
        error={state.termsError ? i18n._(authMessages.terms) : text(state.errors.acceptTerms)}
      />
    </Stack>
  )
}
