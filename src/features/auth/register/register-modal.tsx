import '@mantine/core/styles/CheckboxIndicator.layer.css'
import '@mantine/core/styles/CheckboxCard.layer.css'
import '@mantine/core/styles/Checkbox.layer.css'
import '@mantine/core/styles/PasswordInput.layer.css'
import { useEffect, useId, useReducer, useRef, useState, type FormEvent } from 'react'
import { Alert, Anchor, Button, Checkbox, Collapse, Group, PasswordInput, Stack, Text, TextInput } from '@mantine/core'
import { useForm, type UseFormReturnType } from '@mantine/form'
import type { MessageDescriptor } from '@lingui/core'
import { Trans, useLingui } from '@lingui/react/macro'
import { useAtomValue } from 'jotai'
import { digitsOnly, maskPhone } from '@/shared/br/masks.ts'
import { referralCodeAtom } from '@/shared/session.ts'
import { AppModal } from '@/shared/ui/app-modal.tsx'
import { registrationRules } from '../rules/registration.ts'
import {
  LAST_STEP,
  REGISTER_STEPS,
  STEP_FIELDS,
  emptyRegisterValues,
  firstInvalidStep,
  initialRegisterState,
  isNextDisabled,
  reachedSteps,
  registerReducer,
  serverFieldErrors,
  stepPrompts,
  toRegisterBody,
  type RegisterState,
  type RegisterValues,
} from '../rules/register-steps.ts'
import { authMessages } from '../rules/validation.ts'
import { PasswordStrengthMeter } from './password-strength-meter.tsx'
import { usePhoneExistsCheck, useRegister } from './use-register.ts'
import classes from './register.module.css'

export interface RegisterModalProps {
  opened: boolean
  onClose: () => void
  onSwitchToLogin: () => void
}

const STEP_COUNT = REGISTER_STEPS.length
const stepRules = registrationRules('step')

type RegisterForm = UseFormReturnType<RegisterValues>

/**
 * The five-step register modal. The values and their messages are a @mantine/form form on the registration rules
 * (rules/registration.ts, in the step wording); the step, the mode, the request in flight and the form's line are the
 * pure reducer's (rules/register-steps.ts). This component adds what needs the outside world: the phone-exists
 * check, the register call, focus, and the words.
 */
export function RegisterModal({ opened, onClose, onSwitchToLogin }: RegisterModalProps) {
  const { t, i18n } = useLingui()
  const referralCode = useAtomValue(referralCodeAtom)
  const [state, dispatch] = useReducer(registerReducer, undefined, () => initialRegisterState({ mode: 'register' }))
  const [checkingPhone, setCheckingPhone] = useState(false)
  const checkPhoneExists = usePhoneExistsCheck()
  const { register } = useRegister()
  const bodyRef = useRef<HTMLDivElement>(null)
  const promptId = useId()
  // Counts the openings and closings (the effect below): a register answer that arrives after either belongs to a form the player
  // walked away from, and must not put its messages on the new one.
  const session = useRef(0)

  const message = (descriptor: MessageDescriptor | null) => (descriptor ? i18n._(descriptor) : null)
  const form: RegisterForm = useForm<RegisterValues>({
    mode: 'controlled',
    initialValues: emptyRegisterValues(referralCode ?? ''),
    validate: {
      name: (value, values) => message(stepRules.name(value, values)),
      email: (value, values) => message(stepRules.email(value, values)),
      phone: (value, values) => message(stepRules.phone(value, values)),
      password: (value, values) => message(stepRules.password(value, values)),
      passwordConfirmation: (value, values) => message(stepRules.passwordConfirmation(value, values)),
      promoCode: (value, values) => message(stepRules.promoCode(value, values)),
      acceptTerms: (value, values) => message(stepRules.acceptTerms(value, values)),
    },
    // Next is disabled while the e-mail is not an address, so the reason shows once the player leaves the field; on
    // the password step Next is disabled while either field is invalid, so the reasons show as the player types.
    validateInputOnBlur: ['email'],
    validateInputOnChange: ['password', 'passwordConfirmation'],
    onValuesChange: (values, previous) => {
      dispatch({ type: 'edited' })
      // A new password can settle (or break) the match the confirmation showed.
      if (values.password !== previous.password && values.passwordConfirmation !== '') {
        form.validateField('passwordConfirmation')
      }
    },
  })
  const values = form.getValues()

  // Reopening starts at step 0 in register mode (a close put the reducer in login mode); a referral code that
  // arrived while the modal was closed is filled in. Adjusting state during render, not in an effect, so the
  // first frame is already right.
  const [seenOpen, setSeenOpen] = useState(opened)
  const [seenCode, setSeenCode] = useState(referralCode)
  if (opened !== seenOpen) {
    setSeenOpen(opened)
    if (opened) {
      dispatch({ type: 'open', mode: 'register' })
      form.clearErrors()
      if (referralCode) form.setFieldValue('promoCode', referralCode)
    }
  }
  if (referralCode !== seenCode) {
    setSeenCode(referralCode)
    if (referralCode) form.setFieldValue('promoCode', referralCode)
  }

  useEffect(() => {
    session.current += 1
  }, [opened])

  // Each step's field takes the focus, so a keyboard user types on and Enter moves on.
  useEffect(() => {
    if (!opened) return
    bodyRef.current?.querySelector<HTMLElement>('[data-step-focus]')?.focus()
  }, [opened, state.step])

  /** Leaving a step drops its messages but keeps those of other steps (a server message for a later step). */
  const clearStepErrors = () => {
    for (const field of STEP_FIELDS[state.step]) form.clearFieldError(field)
  }

  const close = () => {
    dispatch({ type: 'close' })
    // The referral code came from the address and must survive a reopen; what was typed goes.
    form.setValues(emptyRegisterValues(form.getValues().promoCode))
    form.clearErrors()
    setCheckingPhone(false)
    onClose()
  }

  const switchToLogin = () => {
    if (state.submitting) return
    dispatch({ type: 'toggleMode' })
    form.clearErrors()
    onSwitchToLogin()
  }

  const back = () => {
    if (state.submitting) return
    clearStepErrors()
    dispatch({ type: 'back' })
  }

  const next = async () => {
    if (state.mode !== 'register' || isNextDisabled(state, form.getValues()) || checkingPhone) return
    if (state.step === LAST_STEP) {
      await submit()
      return
    }
    // Every field of the step is checked, so each shows its own message.
    const invalid = STEP_FIELDS[state.step].filter((field) => form.validateField(field).hasError)
    if (invalid.length > 0) return
    if (state.step === 2) {
      setCheckingPhone(true)
      const exists = await checkPhoneExists(digitsOnly(form.getValues().phone))
      setCheckingPhone(false)
      if (exists) {
        form.setFieldError('phone', i18n._(authMessages.phoneInUse))
        return
      }
    }
    clearStepErrors()
    dispatch({ type: 'next' })
  }

  const submit = async () => {
    if (state.submitting) return
    const submitted = form.getValues()
    // Earlier steps were checked on Next; checking again keeps a stale or changed value from slipping through.
    const invalidStep = firstInvalidStep(submitted)
    if (invalidStep !== undefined) {
      dispatch({ type: 'showStep', step: invalidStep })
      for (const field of STEP_FIELDS[invalidStep]) form.validateField(field)
      return
    }
    if (form.validateField('acceptTerms').hasError) return
    dispatch({ type: 'submit' })
    const attempt = session.current
    const outcome = await register(toRegisterBody(submitted))
    if (outcome === null || attempt !== session.current) return
    if (outcome.ok) {
      dispatch({ type: 'submitSucceeded' })
      form.setValues(emptyRegisterValues())
      form.clearErrors()
      return
    }
    const { errors, first, step } = serverFieldErrors(outcome.fields)
    form.setErrors(errors)
    // Go back to the first step with a field message so the player sees it beside the field.
    dispatch({ type: 'submitFailed', step, message: outcome.formError || first || null })
  }

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    void next()
  }

  const isLast = state.step === LAST_STEP
  const nextDisabled = isNextDisabled(state, values)

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
              {state.formError}
            </Alert>
          )}

          <StepFields step={state.step} form={form} />

          <Group justify="space-between" wrap="nowrap">
            {state.step > 0 ? (
              <Button type="button" variant="default" onClick={back} disabled={state.submitting}>
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
  step: RegisterState['step']
  form: RegisterForm
}

function StepFields({ step, form }: StepFieldsProps) {
  const { t } = useLingui()
  switch (step) {
    case 0:
      return (
        <TextInput
          data-step-focus
          data-autofocus
          label={t`Nome completo`}
          autoComplete="name"
          {...form.getInputProps('name')}
        />
      )
    case 1:
      return (
        <TextInput
          data-step-focus
          type="email"
          label={t`Email`}
          autoComplete="email"
          inputMode="email"
          {...form.getInputProps('email')}
        />
      )
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
          {...form.getInputProps('phone')}
          onChange={(event) => form.setFieldValue('phone', maskPhone(event.currentTarget.value))}
        />
      )
    case 3:
      return <PasswordStep form={form} />
    case 4:
      return <FinalStep form={form} />
  }
}

function PasswordStep({ form }: Pick<StepFieldsProps, 'form'>) {
  const { t } = useLingui()
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
          {...form.getInputProps('password')}
          visible={visible}
          onVisibilityChange={setVisible}
          visibilityToggleFocusable
          visibilityToggleButtonProps={toggleProps}
        />
        <PasswordStrengthMeter password={form.getValues().password} />
      </div>
      <PasswordInput
        label={t`Confirmar senha`}
        autoComplete="new-password"
        {...form.getInputProps('passwordConfirmation')}
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

function FinalStep({ form }: Pick<StepFieldsProps, 'form'>) {
  const { t } = useLingui()
  const promoId = useId()
  // Open at first when the code came from the address, so the player sees it was applied.
  const [promoOpen, setPromoOpen] = useState(form.getValues().promoCode !== '')
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
          <TextInput mt="xs" label={t`Código promocional`} autoComplete="off" {...form.getInputProps('promoCode')} />
        </Collapse>
      </div>
      <Checkbox
        label={t`Li e aceito os termos e condições e confirmo ter mais de 18 anos.`}
        {...form.getInputProps('acceptTerms', { type: 'checkbox' })}
      />
    </Stack>
  )
}
