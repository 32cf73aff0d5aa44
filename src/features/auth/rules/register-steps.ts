import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import type { RegisterBody } from '@/api/auth.ts'
import { digitsOnly, maskPhone } from '@/shared/br/masks.ts'
import { authMessages } from './validation.ts'
import { emailAllowsNext, REGISTRATION_SERVER_FIELDS, registrationRules } from './registration.ts'

const stepRules = registrationRules('step')

/**
 * The register modal as a pure state machine: five steps, 0 name, 1 email, 2 phone, 3 password
 * and confirmation, 4 promo code, terms and submit. The modal also shows the login form ('login' mode); the two
 * share this state so that the link between them and closing behave as the spec says.
 */

export const LAST_STEP = 4
export type RegisterStep = 0 | 1 | 2 | 3 | 4
export const REGISTER_STEPS: readonly RegisterStep[] = [0, 1, 2, 3, 4]
export type AuthMode = 'login' | 'register'

export interface RegisterValues {
  name: string
  email: string
  /** As shown: masked (##) ####-#### or (##) #####-####. */
  phone: string
  password: string
  passwordConfirmation: string
  /** The referral/promo code; optional. */
  promoCode: string
  /** Checked by default. */
  acceptTerms: boolean
}
export type RegisterField = keyof RegisterValues

/** Our rules give descriptors; the server's field messages arrive as text already in the player's language. */
export type FieldError = MessageDescriptor | string

export interface RegisterState {
  mode: AuthMode
  step: RegisterStep
  values: RegisterValues
  errors: Partial<Record<RegisterField, FieldError>>
  /** Set when submit finds the terms unchecked; the checkbox shows `authMessages.terms`. */
  termsError: boolean
  /** The first server message, shown in the form (rules/failures.ts). */
  formError: FieldError | null
  /** A register request is in flight: submit, Next, Back and the mode link are ignored. */
  submitting: boolean
}

export const STEP_FIELDS: Record<RegisterStep, readonly RegisterField[]> = {
  0: ['name'],
  1: ['email'],
  2: ['phone'],
  3: ['password', 'passwordConfirmation'],
  4: ['promoCode', 'acceptTerms'],
}

/** The spec's prompts, word for word. */
export const stepPrompts: Record<RegisterStep, MessageDescriptor> = {
  0: msg`Vamos começar com seu nome`,
  1: msg`Qual é o seu email?`,
  2: msg`Qual o seu telefone?`,
  3: msg`Crie uma senha segura`,
  4: msg`Finalize seu cadastro`,
}

export const emptyValues: RegisterValues = {
  name: '',
  email: '',
  phone: '',
  password: '',
  passwordConfirmation: '',
  promoCode: '',
  acceptTerms: true,
}

export function initialRegisterState(options: { mode?: AuthMode; promoCode?: string } = {}): RegisterState {
  return {
    mode: options.mode ?? 'login',
    step: 0,
    values: { ...emptyValues, promoCode: options.promoCode ?? '' },
    errors: {},
    termsError: false,
    formError: null,
    submitting: false,
  }
}

type ChangeAction = { [F in RegisterField]: { type: 'change'; field: F; value: RegisterValues[F] } }[RegisterField]

export type RegisterAction =
  /** Opening the modal in a mode; `promoCode` comes from `?code=` or the route. */
  | { type: 'open'; mode: AuthMode; promoCode?: string }
  | ChangeAction
  /**
   * Validates the current step and moves on only when it passes. On the phone step the caller first asks
   * users/phone-exists/{digits} (only when the phone itself is valid: see `validateStep`) and passes the answer;
   * a failed check counts as not existing, so pass false then.
   */
  | { type: 'next'; phoneExists?: boolean }
  | { type: 'back' }
  | { type: 'toggleMode' }
  | { type: 'close' }
  | { type: 'submit' }
  /** The register call failed: the body's field messages (Laravel's field -> messages) and/or its message. */
  | { type: 'submitFailed'; fieldErrors?: Readonly<Record<string, string | readonly string[]>>; message?: string }
  | { type: 'submitSucceeded' }

/** The step's own rules with the step wording (see validation.ts); terms are checked by submit only. */
export function validateStep(step: RegisterStep, values: RegisterValues): Partial<Record<RegisterField, FieldError>> {
  const errors: Partial<Record<RegisterField, FieldError>> = {}
  const set = (field: RegisterField, error: MessageDescriptor | null) => {
    if (error) errors[field] = error
  }
  switch (step) {
    case 0:
      set('name', stepRules.name(values.name, values))
      break
    case 1:
      set('email', stepRules.email(values.email, values))
      break
    case 2:
      set('phone', stepRules.phone(values.phone, values))
      break
    case 3:
      set('password', stepRules.password(values.password, values))
      set('passwordConfirmation', stepRules.passwordConfirmation(values.passwordConfirmation, values))
      break
    case 4:
      break
  }
  return errors
}

export function isStepValid(step: RegisterStep, values: RegisterValues): boolean {
  return Object.keys(validateStep(step, values)).length === 0
}

/**
 * Next is disabled while submitting, on the e-mail step while the e-mail is not an address, and on the password step
 * while password or confirmation is invalid.
 */
export function isNextDisabled(state: RegisterState): boolean {
  return (
    state.submitting ||
    (state.step === 1 && !emailAllowsNext(state.values.email)) ||
    (state.step === 3 && !isStepValid(3, state.values))
  )
}

/** One flag per step for the progress bar: the current step and those before it are reached. */
export function reachedSteps(step: RegisterStep): boolean[] {
  return REGISTER_STEPS.map((s) => s <= step)
}

function clampStep(step: number): RegisterStep {
  return Math.min(LAST_STEP, Math.max(0, step)) as RegisterStep
}

/** The server's field names to the modal's fields (the page's cpf is not one of them). */
function serverField(name: string): RegisterField | undefined {
  const field = REGISTRATION_SERVER_FIELDS[name]
  return field === 'cpf' ? undefined : field
}

function firstText(value: string | readonly string[] | undefined): string | undefined {
  if (typeof value === 'string') return value || undefined
  return value?.find((text) => text !== '')
}

/**
 * Leaving a step drops its errors but keeps those of other steps: after a refused submit the server's message for a
 * later step (phone in use) must still be there when the player walks forward to it.
 */
function otherStepsErrors(state: RegisterState): RegisterState['errors'] {
  const errors = { ...state.errors }
  for (const field of STEP_FIELDS[state.step]) delete errors[field]
  return errors
}

export function registerReducer(state: RegisterState, action: RegisterAction): RegisterState {
  switch (action.type) {
    case 'open':
      // A fresh opening, like a close, walks away from a request still in flight: its late answer changes nothing.
      return {
        ...state,
        mode: action.mode,
        step: 0,
        errors: {},
        termsError: false,
        formError: null,
        submitting: false,
        values: action.promoCode === undefined ? state.values : { ...state.values, promoCode: action.promoCode },
      }

    case 'change': {
      const values: RegisterValues =
        action.field === 'phone'
          ? { ...state.values, phone: maskPhone(action.value) }
          : { ...state.values, [action.field]: action.value }
      const errors = { ...state.errors }
      delete errors[action.field]
      // A new password can settle the mismatch the confirmation showed.
      if (action.field === 'password') delete errors.passwordConfirmation
      const termsError = action.field === 'acceptTerms' && action.value ? false : state.termsError
      return { ...state, values, errors, termsError, formError: null }
    }

    case 'next': {
      if (state.mode !== 'register' || state.submitting) return state
      if (state.step === LAST_STEP) return registerReducer(state, { type: 'submit' })
      const errors = validateStep(state.step, state.values)
      if (state.step === 2 && !errors.phone && action.phoneExists === true) errors.phone = authMessages.phoneInUse
      if (Object.keys(errors).length > 0) return { ...state, errors }
      return { ...state, step: clampStep(state.step + 1), errors: otherStepsErrors(state), formError: null }
    }

    case 'back':
      if (state.mode !== 'register' || state.submitting) return state
      return { ...state, step: clampStep(state.step - 1), errors: otherStepsErrors(state), formError: null }

    case 'toggleMode':
      if (state.submitting) return state
      return {
        ...state,
        mode: state.mode === 'login' ? 'register' : 'login',
        step: 0,
        errors: {},
        termsError: false,
        formError: null,
      }

    case 'close':
      // The referral code came from the address and must survive a reopen; what was typed goes.
      return initialRegisterState({ mode: 'login', promoCode: state.values.promoCode })

    case 'submit': {
      if (state.mode !== 'register' || state.submitting || state.step !== LAST_STEP) return state
      // Earlier steps were checked on Next; checking again keeps a stale or changed value from slipping through.
      for (const step of REGISTER_STEPS) {
        const errors = validateStep(step, state.values)
        if (Object.keys(errors).length > 0) return { ...state, step, errors }
      }
      if (!state.values.acceptTerms) return { ...state, termsError: true }
      return { ...state, submitting: true, errors: {}, termsError: false, formError: null }
    }

    case 'submitFailed': {
      // An answer for a request the player walked away from (the modal was closed) changes nothing.
      if (!state.submitting) return state
      const errors: Partial<Record<RegisterField, FieldError>> = {}
      let first: string | undefined
      for (const [name, value] of Object.entries(action.fieldErrors ?? {})) {
        const text = firstText(value)
        if (text === undefined) continue
        first ??= text
        const field = serverField(name)
        if (field && !errors[field]) errors[field] = text
      }
      const erroredSteps = REGISTER_STEPS.filter((step) => STEP_FIELDS[step].some((field) => errors[field]))
      return {
        ...state,
        submitting: false,
        errors,
        // Go back to the first step with a field error so the player sees it beside the field.
        step: erroredSteps[0] ?? state.step,
        formError: action.message || first || null,
      }
    }

    case 'submitSucceeded':
      return initialRegisterState({ mode: 'login' })
  }
}

/**
 * The auth/register body for the modal's values: phone as digits, texts trimmed, an empty promo code not sent,
 * the single terms checkbox standing for both term_a and agreement.
 */
export function toRegisterBody(
  values: RegisterValues,
  extras: { spinToken?: string | null; spinData?: RegisterBody['spin_data'] } = {},
): RegisterBody {
  const promoCode = values.promoCode.trim()
  return {
    name: values.name.trim(),
    email: values.email.trim(),
    password: values.password,
    password_confirmation: values.passwordConfirmation,
    phone: digitsOnly(values.phone),
    term_a: values.acceptTerms,
    agreement: values.acceptTerms,
    ...(promoCode ? { reference_code: promoCode } : {}),
    ...(extras.spinToken ? { spin_token: extras.spinToken } : {}),
    ...(extras.spinData === undefined ? {} : { spin_data: extras.spinData }),
  }
}
