import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import type { RegisterBody } from '@/api/auth.ts'
import { digitsOnly } from '@/shared/br/masks.ts'
import { emailAllowsNext, REGISTRATION_SERVER_FIELDS, registrationRules } from './registration.ts'

const stepRules = registrationRules('step')

/**
 * The register modal's steps as a pure state machine: five steps, 0 name, 1 email, 2 phone, 3 password
 * and confirmation, 4 promo code, terms and submit. The values and their messages are the modal's form
 * (@mantine/form, see docs/architecture.md "Forms"); this machine keeps what the form does not: the mode, the step,
 * the request in flight and the form's line. The modal also shows the login form ('login' mode); the two share this
 * state so that the link between them and closing behave as the spec says.
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

export interface RegisterState {
  mode: AuthMode
  step: RegisterStep
  /** The first server message, shown in the form (rules/failures.ts); already in the player's language. */
  formError: string | null
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

export function emptyRegisterValues(promoCode = ''): RegisterValues {
  return {
    name: '',
    email: '',
    phone: '',
    password: '',
    passwordConfirmation: '',
    promoCode,
    acceptTerms: true,
  }
}

export function initialRegisterState(options: { mode?: AuthMode } = {}): RegisterState {
  return { mode: options.mode ?? 'login', step: 0, formError: null, submitting: false }
}

export type RegisterAction =
  /** Opening the modal in a mode. */
  | { type: 'open'; mode: AuthMode }
  /** The player changed a value: the server's line is answered. */
  | { type: 'edited' }
  /** The current step passed its rules (and, on the phone step, the phone is not in use): move on. */
  | { type: 'next' }
  | { type: 'back' }
  /** Submit's last check found this step's values broken: the player is taken there to see why. */
  | { type: 'showStep'; step: RegisterStep }
  | { type: 'toggleMode' }
  | { type: 'close' }
  /** Every step passed its rules and the terms are accepted: the request goes out. */
  | { type: 'submit' }
  /** The register call failed: the step of the first field with a server message, and the form's line. */
  | { type: 'submitFailed'; step?: RegisterStep; message: string | null }
  | { type: 'submitSucceeded' }

/** The step's own rules with the step wording (see validation.ts); terms are checked by submit only. */
export function validateStep(
  step: RegisterStep,
  values: RegisterValues,
): Partial<Record<RegisterField, MessageDescriptor>> {
  const errors: Partial<Record<RegisterField, MessageDescriptor>> = {}
  for (const field of STEP_FIELDS[step]) {
    if (field === 'acceptTerms') continue
    const error = (
      stepRules[field] as (value: RegisterValues[typeof field], all: RegisterValues) => MessageDescriptor | null
    )(values[field], values)
    if (error) errors[field] = error
  }
  return errors
}

export function isStepValid(step: RegisterStep, values: RegisterValues): boolean {
  return Object.keys(validateStep(step, values)).length === 0
}

/** The first step whose values break its rules, for submit's last check; undefined when all pass. */
export function firstInvalidStep(values: RegisterValues): RegisterStep | undefined {
  return REGISTER_STEPS.find((step) => !isStepValid(step, values))
}

/**
 * Next is disabled while submitting, on the e-mail step while the e-mail is not an address, and on the password step
 * while password or confirmation is invalid.
 */
export function isNextDisabled(state: Pick<RegisterState, 'step' | 'submitting'>, values: RegisterValues): boolean {
  return (
    state.submitting ||
    (state.step === 1 && !emailAllowsNext(values.email)) ||
    (state.step === 3 && !isStepValid(3, values))
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

/**
 * A refused register's field messages (already one text per server field, see use-register.ts) on the modal's
 * fields, the first message of all, and the first step with a field message: the modal goes back there so the
 * player sees it beside the field.
 */
export function serverFieldErrors(fields: Readonly<Record<string, string>>): {
  errors: Partial<Record<RegisterField, string>>
  first: string | undefined
  step: RegisterStep | undefined
} {
  const errors: Partial<Record<RegisterField, string>> = {}
  let first: string | undefined
  for (const [name, text] of Object.entries(fields)) {
    if (text === '') continue
    first ??= text
    const field = serverField(name)
    if (field && !errors[field]) errors[field] = text
  }
  const step = REGISTER_STEPS.find((s) => STEP_FIELDS[s].some((field) => errors[field]))
  return { errors, first, step }
}

export function registerReducer(state: RegisterState, action: RegisterAction): RegisterState {
  switch (action.type) {
    case 'open':
      // A fresh opening, like a close, walks away from a request still in flight: its late answer changes nothing.
      return { mode: action.mode, step: 0, formError: null, submitting: false }

    case 'edited':
      return state.formError === null ? state : { ...state, formError: null }

    case 'next':
      if (state.mode !== 'register' || state.submitting || state.step === LAST_STEP) return state
      return { ...state, step: clampStep(state.step + 1), formError: null }

    case 'back':
      if (state.mode !== 'register' || state.submitting) return state
      return { ...state, step: clampStep(state.step - 1), formError: null }

    case 'showStep':
      if (state.mode !== 'register' || state.submitting) return state
      return { ...state, step: action.step }

    case 'toggleMode':
      if (state.submitting) return state
      return { ...state, mode: state.mode === 'login' ? 'register' : 'login', step: 0, formError: null }

    case 'close':
      return initialRegisterState({ mode: 'login' })

    case 'submit':
      if (state.mode !== 'register' || state.submitting || state.step !== LAST_STEP) return state
      return { ...state, submitting: true, formError: null }

    case 'submitFailed':
      // An answer for a request the player walked away from (the modal was closed) changes nothing.
      if (!state.submitting) return state
      return { ...state, submitting: false, step: action.step ?? state.step, formError: action.message }

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
