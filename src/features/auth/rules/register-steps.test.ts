import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import * as v from 'valibot'
import { RegisterBodySchema } from '@/api/auth.ts'
import { createTestI18n } from '@/testing/providers.ts'
import {
  emptyRegisterValues,
  firstInvalidStep,
  initialRegisterState,
  isNextDisabled,
  isStepValid,
  reachedSteps,
  type RegisterAction,
  registerReducer,
  type RegisterState,
  type RegisterStep,
  type RegisterValues,
  REGISTER_STEPS,
  serverFieldErrors,
  stepPrompts,
  toRegisterBody,
  validateStep,
} from './register-steps.ts'
import { maskPhone } from '@/shared/br/masks.ts'

const ptBR = createTestI18n('pt-BR')
const messages = (step: RegisterStep, values: RegisterValues) =>
  Object.fromEntries(Object.entries(validateStep(step, values)).map(([field, error]) => [field, ptBR._(error)]))

const run = (state: RegisterState, ...actions: RegisterAction[]) => actions.reduce(registerReducer, state)

const valid = {
  name: 'Maria da Silva',
  email: 'maria@exemplo.com.br',
  phone: '(11) 91234-5678',
  password: 'Jogada@2026',
} as const

const filled = (promoCode = ''): RegisterValues => ({
  ...emptyRegisterValues(promoCode),
  name: valid.name,
  email: valid.email,
  phone: valid.phone,
  password: valid.password,
  passwordConfirmation: valid.password,
})

/** Register mode, walked to the given step. */
function atStep(step: number): RegisterState {
  let state = run(initialRegisterState(), { type: 'open', mode: 'register' })
  for (let i = 0; i < step; i += 1) state = registerReducer(state, { type: 'next' })
  expect(state.step).toBe(step)
  return state
}

describe('register modal: opening and prompts', () => {
  it('starts in login mode at step 0, the values empty with the terms checked', () => {
    expect(initialRegisterState()).toEqual({ mode: 'login', step: 0, formError: null, submitting: false })
    expect(emptyRegisterValues().acceptTerms).toBe(true)
    expect(emptyRegisterValues('AMIGO10').promoCode).toBe('AMIGO10')
  })

  it('opens in a mode, at step 0', () => {
    expect(run(atStep(3), { type: 'open', mode: 'register' })).toMatchObject({ mode: 'register', step: 0 })
  })

  it('has the five prompts word for word', () => {
    expect(REGISTER_STEPS.map((step) => ptBR._(stepPrompts[step]))).toEqual([
      'Vamos começar com seu nome',
      'Qual é o seu email?',
      'Qual o seu telefone?',
      'Crie uma senha segura',
      'Finalize seu cadastro',
    ])
  })

  it('the progress bar marks the current step and those before it', () => {
    expect(reachedSteps(0)).toEqual([true, false, false, false, false])
    expect(reachedSteps(2)).toEqual([true, true, true, false, false])
    expect(reachedSteps(4)).toEqual([true, true, true, true, true])
  })
})

describe("register modal: each step's rules", () => {
  it('step 0: the name needs 3 characters', () => {
    expect(messages(0, { ...filled(), name: 'Jo' })).toEqual({
      name: 'Por favor, informe seu nome completo (mínimo 3 caracteres).',
    })
    expect(isStepValid(0, { ...filled(), name: 'Joana' })).toBe(true)
  })

  it('step 1: a valid email', () => {
    expect(messages(1, { ...filled(), email: 'maria@' })).toEqual({ email: 'Por favor, informe um email válido.' })
    expect(isStepValid(1, filled())).toBe(true)
  })

  it('step 1: Next is disabled while the email is not an address (empty included)', () => {
    const at1 = atStep(1)
    expect(isNextDisabled(at1, { ...filled(), email: '' })).toBe(true)
    expect(isNextDisabled(at1, { ...filled(), email: 'maria@exemplo' })).toBe(true)
    expect(isNextDisabled(at1, filled())).toBe(false)
  })

  it('step 2: a valid phone with DDD', () => {
    expect(maskPhone('1191234')).toBe('(11) 9123-4')
    expect(messages(2, { ...filled(), phone: maskPhone('1191234') })).toEqual({
      phone: 'Por favor, informe um telefone válido com DDD.',
    })
    expect(maskPhone('11912345678')).toBe('(11) 91234-5678')
    expect(isStepValid(2, filled())).toBe(true)
  })

  it('step 3: 8 characters and a matching confirmation; Next disabled until both hold', () => {
    const at3 = atStep(3)
    const short = { ...filled(), password: '1234567', passwordConfirmation: '' }
    expect(isNextDisabled(at3, short)).toBe(true)
    expect(messages(3, short)).toEqual({
      password: 'Sua senha deve ter pelo menos 8 caracteres.',
      passwordConfirmation: 'As senhas não coincidem.',
    })
    const mismatch = { ...filled(), passwordConfirmation: 'Jogada@2025' }
    expect(isNextDisabled(at3, mismatch)).toBe(true)
    expect(messages(3, mismatch)).toEqual({ passwordConfirmation: 'As senhas não coincidem.' })
    expect(isNextDisabled(at3, filled())).toBe(false)
  })

  it('submit finds the first step whose values break its rules', () => {
    expect(firstInvalidStep(filled())).toBeUndefined()
    expect(firstInvalidStep({ ...filled(), email: 'nope', password: 'x' })).toBe(1)
    // The terms are the submit's own check, not a step's.
    expect(firstInvalidStep({ ...filled(), acceptTerms: false })).toBeUndefined()
  })
})

describe('register modal: Next, Back, mode link and closing', () => {
  it('Next moves one step on and never past the last; Back goes down one and never below 0', () => {
    expect(run(atStep(4), { type: 'next' }).step).toBe(4)
    const back = run(atStep(2), { type: 'back' })
    expect(back.step).toBe(1)
    expect(run(back, { type: 'back' }, { type: 'back' }, { type: 'back' }).step).toBe(0)
  })

  it('the link to login mode resets the step to 0 and the line', () => {
    const failed = run(atStep(4), { type: 'submit' }, { type: 'submitFailed', message: 'Erro ao realizar cadastro.' })
    const login = run(failed, { type: 'toggleMode' })
    expect(login).toMatchObject({ mode: 'login', step: 0, formError: null })
    expect(run(login, { type: 'toggleMode' })).toMatchObject({ mode: 'register', step: 0 })
  })

  it('Next, Back, a step shown and submit do nothing in login mode', () => {
    const login = initialRegisterState()
    for (const action of [
      { type: 'next' },
      { type: 'back' },
      { type: 'submit' },
      { type: 'showStep', step: 2 },
    ] as const) {
      expect(run(login, action)).toBe(login)
    }
  })

  it('closing resets to login mode at step 0', () => {
    expect(run(atStep(4), { type: 'submit' }, { type: 'close' })).toEqual(initialRegisterState({ mode: 'login' }))
  })
})

describe('register modal: the last step', () => {
  it('submit goes out from the last step only', () => {
    expect(run(atStep(3), { type: 'submit' }).submitting).toBe(false)
    expect(run(atStep(4), { type: 'submit' }).submitting).toBe(true)
  })

  it('a second submit while one is in flight is ignored, and so are Next, Back and the mode link', () => {
    const sending = run(atStep(4), { type: 'submit' })
    expect(sending.submitting).toBe(true)
    expect(isNextDisabled(sending, filled())).toBe(true)
    for (const action of [
      { type: 'submit' },
      { type: 'next' },
      { type: 'back' },
      { type: 'toggleMode' },
      { type: 'showStep', step: 1 },
    ] as const) {
      expect(registerReducer(sending, action)).toBe(sending)
    }
  })

  it('submit checking every step again takes the player to the first invalid one', () => {
    expect(run(atStep(4), { type: 'showStep', step: 1 })).toMatchObject({ step: 1, submitting: false })
  })

  it('a failure puts the server field messages on their fields and goes to the first step with one', () => {
    const { errors, first, step } = serverFieldErrors({
      phone: 'O campo telefone já está em uso.',
      email: 'O campo email já está em uso.',
    })
    expect(errors).toEqual({ phone: 'O campo telefone já está em uso.', email: 'O campo email já está em uso.' })
    expect(first).toBe('O campo telefone já está em uso.')
    expect(step).toBe(1)
    const failed = run(atStep(4), { type: 'submit' }, { type: 'submitFailed', step, message: first ?? null })
    expect(failed).toMatchObject({ step: 1, submitting: false, formError: 'O campo telefone já está em uso.' })
  })

  it('a failure with a message or an unknown field stays on the step', () => {
    const withMessage = run(
      atStep(4),
      { type: 'submit' },
      { type: 'submitFailed', message: 'Erro ao realizar cadastro.' },
    )
    expect(withMessage).toMatchObject({ step: 4, submitting: false, formError: 'Erro ao realizar cadastro.' })
    const unknown = serverFieldErrors({ cpf: 'O CPF já está em uso.' })
    expect(unknown).toEqual({ errors: {}, first: 'O CPF já está em uso.', step: undefined })
    const failed = run(
      atStep(4),
      { type: 'submit' },
      { type: 'submitFailed', step: unknown.step, message: unknown.first ?? null },
    )
    expect(failed).toMatchObject({ step: 4, formError: 'O CPF já está em uso.' })
    expect(run(failed, { type: 'edited' }).formError).toBeNull()
  })

  it('an answer after the modal was reopened changes nothing either', () => {
    for (const mode of ['login', 'register'] as const) {
      const reopened = run(atStep(4), { type: 'submit' }, { type: 'open', mode })
      expect(reopened).toMatchObject({ mode, step: 0, submitting: false })
      expect(run(reopened, { type: 'submitFailed', step: 1, message: 'erro' })).toBe(reopened)
    }
  })

  it('an answer after the modal was closed changes nothing', () => {
    const closed = run(atStep(4), { type: 'submit' }, { type: 'close' })
    expect(run(closed, { type: 'submitFailed', message: 'late' })).toBe(closed)
  })

  it('success resets everything', () => {
    expect(run(atStep(4), { type: 'submit' }, { type: 'submitSucceeded' })).toEqual(initialRegisterState())
  })
})

describe('the register request body', () => {
  it('sends the phone as digits, trims texts and leaves out an empty promo code', () => {
    const body = toRegisterBody({ ...filled(), name: '  Maria da Silva ', promoCode: '   ' })
    expect(body).toEqual({
      name: 'Maria da Silva',
      email: valid.email,
      password: valid.password,
      password_confirmation: valid.password,
      phone: '11912345678',
      term_a: true,
      agreement: true,
    })
    expect(v.safeParse(RegisterBodySchema, body).success).toBe(true)
  })

  it('carries the referral code and a spin token when there are some', () => {
    const body = toRegisterBody(filled(' AMIGO10 '), { spinToken: 'eyJub25jZSI6MX0=' })
    expect(body).toMatchObject({ reference_code: 'AMIGO10', spin_token: 'eyJub25jZSI6MX0=' })
    expect(v.safeParse(RegisterBodySchema, body).success).toBe(true)
  })
})

// --- property ---------------------------------------------------------------------------------------------

const action: fc.Arbitrary<RegisterAction> = fc.oneof(
  { weight: 30, arbitrary: fc.constant({ type: 'next' as const }) },
  { weight: 5, arbitrary: fc.constant({ type: 'back' as const }) },
  { weight: 2, arbitrary: fc.constant({ type: 'edited' as const }) },
  {
    weight: 2,
    arbitrary: fc.record({ type: fc.constant('showStep' as const), step: fc.constantFrom(...REGISTER_STEPS) }),
  },
  { weight: 1, arbitrary: fc.constant({ type: 'toggleMode' as const }) },
  { weight: 1, arbitrary: fc.constant({ type: 'close' as const }) },
  {
    weight: 1,
    arbitrary: fc.record({
      type: fc.constant('open' as const),
      mode: fc.constantFrom('login' as const, 'register' as const, 'register' as const),
    }),
  },
  { weight: 3, arbitrary: fc.constant({ type: 'submit' as const }) },
  {
    weight: 1,
    arbitrary: fc.record({
      type: fc.constant('submitFailed' as const),
      step: fc.option(fc.constantFrom(...REGISTER_STEPS), { nil: undefined }),
      message: fc.option(fc.constant('erro'), { nil: null }),
    }),
  },
  { weight: 1, arbitrary: fc.constant({ type: 'submitSucceeded' as const }) },
)

describe('register modal: properties', () => {
  it('property: any sequence keeps 0 ≤ step ≤ 4, login mode at 0, and only the last step submits', () => {
    fc.assert(
      fc.property(
        fc.constantFrom('login' as const, 'register' as const),
        fc.array(action, { minLength: 10, maxLength: 80, size: 'max' }),
        (mode, actions) => {
          let state = run(initialRegisterState(), { type: 'open', mode })
          for (const a of actions) {
            const next = registerReducer(state, a)
            expect(Number.isInteger(next.step) && next.step >= 0 && next.step <= 4).toBe(true)
            if (next.mode === 'login') expect(next.step).toBe(0)
            if (state.submitting && next.submitting) expect(next).toBe(state)
            if (next.step > state.step && a.type !== 'showStep' && a.type !== 'submitFailed') {
              // Only Next moves forward, one step at a time.
              expect(a.type).toBe('next')
              expect(next.step).toBe(state.step + 1)
            }
            if (next.submitting && !state.submitting) expect(next.step).toBe(4)
            state = next
          }
        },
      ),
      { numRuns: 300 },
    )
  })
})
