import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import * as v from 'valibot'
import { RegisterBodySchema } from '@/api/auth.ts'
import { createTestI18n } from '@/testing/providers.ts'
import {
  type FieldError,
  initialRegisterState,
  isNextDisabled,
  isStepValid,
  reachedSteps,
  type RegisterAction,
  registerReducer,
  type RegisterState,
  REGISTER_STEPS,
  stepPrompts,
  toRegisterBody,
} from './register-steps.ts'

const ptBR = createTestI18n('pt-BR')
const text = (error: FieldError | null | undefined) =>
  error === undefined || error === null ? undefined : typeof error === 'string' ? error : ptBR._(error)

const run = (state: RegisterState, ...actions: RegisterAction[]) => actions.reduce(registerReducer, state)

const valid = {
  name: 'Maria da Silva',
  email: 'maria@exemplo.com.br',
  phone: '11912345678',
  password: 'Jogada@2026',
} as const

/** Register mode, filled and walked to the given step. */
function atStep(step: number, promoCode?: string): RegisterState {
  let state = run(
    initialRegisterState(),
    { type: 'open', mode: 'register', ...(promoCode === undefined ? {} : { promoCode }) },
    { type: 'change', field: 'name', value: valid.name },
    { type: 'change', field: 'email', value: valid.email },
    { type: 'change', field: 'phone', value: valid.phone },
    { type: 'change', field: 'password', value: valid.password },
    { type: 'change', field: 'passwordConfirmation', value: valid.password },
  )
  for (let i = 0; i < step; i += 1) state = registerReducer(state, { type: 'next', phoneExists: false })
  expect(state.step).toBe(step)
  return state
}

describe('register modal: opening and prompts', () => {
  it('starts in login mode at step 0 with the terms checked', () => {
    const state = initialRegisterState()
    expect(state).toMatchObject({
      mode: 'login',
      step: 0,
      errors: {},
      termsError: false,
      formError: null,
      submitting: false,
    })
    expect(state.values.acceptTerms).toBe(true)
    expect(initialRegisterState({ promoCode: 'AMIGO10' }).values.promoCode).toBe('AMIGO10')
  })

  it('opens in a mode, at step 0, pre-filling the referral code', () => {
    const state = run(initialRegisterState(), { type: 'open', mode: 'register', promoCode: 'AMIGO10' })
    expect(state).toMatchObject({ mode: 'register', step: 0 })
    expect(state.values.promoCode).toBe('AMIGO10')
    expect(run(state, { type: 'open', mode: 'register' }).values.promoCode).toBe('AMIGO10')
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

describe('register modal: Next validates the current step first', () => {
  const opened = run(initialRegisterState(), { type: 'open', mode: 'register' })

  it('step 0: the name needs 3 characters', () => {
    const stuck = run(opened, { type: 'change', field: 'name', value: 'Jo' }, { type: 'next' })
    expect(stuck.step).toBe(0)
    expect(text(stuck.errors.name)).toBe('Por favor, informe seu nome completo (mínimo 3 caracteres).')
    const typing = run(stuck, { type: 'change', field: 'name', value: 'Joana' })
    expect(typing.errors.name).toBeUndefined()
    const moved = run(typing, { type: 'next' })
    expect(moved).toMatchObject({ step: 1, errors: {} })
  })

  it('step 1: a valid email', () => {
    const at1 = run(opened, { type: 'change', field: 'name', value: valid.name }, { type: 'next' })
    const stuck = run(at1, { type: 'change', field: 'email', value: 'maria@' }, { type: 'next' })
    expect(stuck.step).toBe(1)
    expect(text(stuck.errors.email)).toBe('Por favor, informe um email válido.')
    expect(run(stuck, { type: 'change', field: 'email', value: valid.email }, { type: 'next' }).step).toBe(2)
  })

  it('step 1: Next is disabled while the email is not an address (empty included)', () => {
    const at1 = run(opened, { type: 'change', field: 'name', value: valid.name }, { type: 'next' })
    expect(isNextDisabled(at1)).toBe(true)
    expect(isNextDisabled(run(at1, { type: 'change', field: 'email', value: 'maria@exemplo' }))).toBe(true)
    expect(isNextDisabled(run(at1, { type: 'change', field: 'email', value: valid.email }))).toBe(false)
  })

  it('step 2: a valid phone with DDD, masked as typed, not already in use', () => {
    const at2 = atStep(2)
    const typed = run(at2, { type: 'change', field: 'phone', value: '1191234' })
    expect(typed.values.phone).toBe('(11) 9123-4')
    const stuck = run(typed, { type: 'next' })
    expect(stuck.step).toBe(2)
    expect(text(stuck.errors.phone)).toBe('Por favor, informe um telefone válido com DDD.')

    const full = run(stuck, { type: 'change', field: 'phone', value: '11912345678' })
    expect(full.values.phone).toBe('(11) 91234-5678')
    const inUse = run(full, { type: 'next', phoneExists: true })
    expect(inUse.step).toBe(2)
    expect(text(inUse.errors.phone)).toBe('O número de telefone informado já está em uso.')
    // A failed check counts as not existing: the caller passes false.
    expect(run(inUse, { type: 'next', phoneExists: false }).step).toBe(3)
  })

  it('step 2: an invalid phone shows the format message even if the check said it exists', () => {
    const stuck = run(atStep(2), { type: 'change', field: 'phone', value: '119' }, { type: 'next', phoneExists: true })
    expect(text(stuck.errors.phone)).toBe('Por favor, informe um telefone válido com DDD.')
  })

  it('step 3: 8 characters and a matching confirmation; Next disabled until both hold', () => {
    const at3 = run(
      atStep(3),
      { type: 'change', field: 'password', value: '1234567' },
      { type: 'change', field: 'passwordConfirmation', value: '' },
    )
    expect(isNextDisabled(at3)).toBe(true)
    const stuck = run(at3, { type: 'next' })
    expect(stuck.step).toBe(3)
    expect(text(stuck.errors.password)).toBe('Sua senha deve ter pelo menos 8 caracteres.')
    expect(text(stuck.errors.passwordConfirmation)).toBe('As senhas não coincidem.')

    const mismatch = run(
      stuck,
      { type: 'change', field: 'password', value: valid.password },
      { type: 'change', field: 'passwordConfirmation', value: 'Jogada@2025' },
    )
    expect(isNextDisabled(mismatch)).toBe(true)
    expect(text(run(mismatch, { type: 'next' }).errors.passwordConfirmation)).toBe('As senhas não coincidem.')

    const matching = run(mismatch, { type: 'change', field: 'passwordConfirmation', value: valid.password })
    expect(isNextDisabled(matching)).toBe(false)
    expect(run(matching, { type: 'next' }).step).toBe(4)
  })

  it('changing the password clears a stale mismatch message', () => {
    const stuck = run(atStep(3), { type: 'change', field: 'passwordConfirmation', value: 'x' }, { type: 'next' })
    expect(stuck.errors.passwordConfirmation).toBeDefined()
    expect(run(stuck, { type: 'change', field: 'password', value: 'x' }).errors.passwordConfirmation).toBeUndefined()
  })
})

describe('register modal: Back, mode link and closing', () => {
  it('Back goes down one step and never below 0, clearing errors', () => {
    const at2 = run(atStep(2), { type: 'change', field: 'phone', value: '1' }, { type: 'next' })
    expect(at2.errors.phone).toBeDefined()
    const back = run(at2, { type: 'back' })
    expect(back).toMatchObject({ step: 1, errors: {} })
    expect(run(back, { type: 'back' }, { type: 'back' }, { type: 'back' }).step).toBe(0)
  })

  it('the link to login mode resets the step to 0 and clears errors; values stay', () => {
    const withError = run(atStep(3), { type: 'change', field: 'password', value: 'x' }, { type: 'next' })
    const login = run(withError, { type: 'toggleMode' })
    expect(login).toMatchObject({ mode: 'login', step: 0, errors: {}, termsError: false, formError: null })
    expect(login.values.email).toBe(valid.email)
    expect(run(login, { type: 'toggleMode' })).toMatchObject({ mode: 'register', step: 0 })
  })

  it('Next and Back do nothing in login mode', () => {
    const login = initialRegisterState()
    expect(run(login, { type: 'next' })).toBe(login)
    expect(run(login, { type: 'back' })).toBe(login)
    expect(run(login, { type: 'submit' })).toBe(login)
  })

  it('closing resets to login mode at step 0, forgetting what was typed but not the referral code', () => {
    const closed = run(
      atStep(4, 'AMIGO10'),
      { type: 'change', field: 'acceptTerms', value: false },
      { type: 'submit' },
      { type: 'close' },
    )
    expect(closed).toEqual(initialRegisterState({ mode: 'login', promoCode: 'AMIGO10' }))
  })
})

describe('register modal: the last step', () => {
  it('unchecked terms set the terms error and nothing is sent; checking them clears it', () => {
    const unchecked = run(atStep(4), { type: 'change', field: 'acceptTerms', value: false }, { type: 'submit' })
    expect(unchecked).toMatchObject({ step: 4, termsError: true, submitting: false })
    const checked = run(unchecked, { type: 'change', field: 'acceptTerms', value: true })
    expect(checked.termsError).toBe(false)
    expect(run(checked, { type: 'submit' }).submitting).toBe(true)
  })

  it('Next on the last step submits', () => {
    expect(run(atStep(4), { type: 'next' }).submitting).toBe(true)
  })

  it('a second submit while one is in flight is ignored, and so are Next, Back and the mode link', () => {
    const sending = run(atStep(4), { type: 'submit' })
    expect(sending.submitting).toBe(true)
    expect(isNextDisabled(sending)).toBe(true)
    for (const action of [{ type: 'submit' }, { type: 'next' }, { type: 'back' }, { type: 'toggleMode' }] as const) {
      expect(registerReducer(sending, action)).toBe(sending)
    }
  })

  it('submit checks every step again and goes back to the first invalid one', () => {
    const changed = run(atStep(4), { type: 'change', field: 'email', value: 'nope' }, { type: 'submit' })
    expect(changed).toMatchObject({ step: 1, submitting: false })
    expect(text(changed.errors.email)).toBe('Por favor, informe um email válido.')
  })

  it('a failure shows the server field messages on their steps and the first one in the form', () => {
    const failed = run(
      atStep(4),
      { type: 'submit' },
      {
        type: 'submitFailed',
        fieldErrors: { phone: ['O campo telefone já está em uso.'], email: ['O campo email já está em uso.', 'outra'] },
      },
    )
    expect(failed).toMatchObject({ step: 1, submitting: false, formError: 'O campo telefone já está em uso.' })
    expect(failed.errors).toEqual({ phone: 'O campo telefone já está em uso.', email: 'O campo email já está em uso.' })
  })

  it('a server message for a later step is still there when the player walks forward to it', () => {
    const failed = run(
      atStep(4),
      { type: 'submit' },
      {
        type: 'submitFailed',
        fieldErrors: { email: ['O campo email já está em uso.'], phone: ['O campo telefone já está em uso.'] },
      },
    )
    const fixed = run(
      failed,
      { type: 'change', field: 'email', value: 'outra@exemplo.com.br' },
      { type: 'next', phoneExists: false },
    )
    expect(fixed.step).toBe(2)
    expect(fixed.errors).toEqual({ phone: 'O campo telefone já está em uso.' })
    expect(run(fixed, { type: 'back' }).errors).toEqual({})
  })

  it('a failure with a message or an unknown field stays on the step', () => {
    const withMessage = run(
      atStep(4),
      { type: 'submit' },
      { type: 'submitFailed', message: 'Erro ao realizar cadastro.' },
    )
    expect(withMessage).toMatchObject({
      step: 4,
      submitting: false,
      errors: {},
      formError: 'Erro ao realizar cadastro.',
    })
    const unknown = run(
      atStep(4),
      { type: 'submit' },
      { type: 'submitFailed', fieldErrors: { cpf: 'O CPF já está em uso.' } },
    )
    expect(unknown).toMatchObject({ step: 4, errors: {}, formError: 'O CPF já está em uso.' })
    const typing = run(unknown, { type: 'change', field: 'promoCode', value: 'X' })
    expect(typing.formError).toBeNull()
  })

  it('an answer after the modal was reopened changes nothing either', () => {
    for (const mode of ['login', 'register'] as const) {
      const reopened = run(atStep(4), { type: 'submit' }, { type: 'open', mode })
      expect(reopened).toMatchObject({ mode, step: 0, submitting: false })
      expect(run(reopened, { type: 'submitFailed', fieldErrors: { email: 'erro' } })).toBe(reopened)
    }
  })

  it('an answer after the modal was closed changes nothing', () => {
    const closed = run(atStep(4), { type: 'submit' }, { type: 'close' })
    expect(run(closed, { type: 'submitFailed', message: 'late' })).toBe(closed)
  })

  it('success resets everything', () => {
    expect(run(atStep(4, 'AMIGO10'), { type: 'submit' }, { type: 'submitSucceeded' })).toEqual(initialRegisterState())
  })
})

describe('the register request body', () => {
  it('sends the phone as digits, trims texts and leaves out an empty promo code', () => {
    const body = toRegisterBody({ ...atStep(4).values, name: '  Maria da Silva ', promoCode: '   ' })
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
    const body = toRegisterBody(atStep(4, ' AMIGO10 ').values, { spinToken: 'eyJub25jZSI6MX0=' })
    expect(body).toMatchObject({ reference_code: 'AMIGO10', spin_token: 'eyJub25jZSI6MX0=' })
    expect(v.safeParse(RegisterBodySchema, body).success).toBe(true)
  })
})

// --- property ---------------------------------------------------------------------------------------------

const textField = fc.constantFrom('name', 'email', 'phone', 'password', 'passwordConfirmation', 'promoCode' as const)
const goodValue = { ...valid, passwordConfirmation: valid.password, promoCode: 'AMIGO10' }
const badValue = {
  name: 'Jo',
  email: 'maria@',
  phone: '(20) 91234-5678',
  password: '1234567',
  passwordConfirmation: 'outra',
  promoCode: '',
}
/** Mostly valid values, so that runs get deep into the steps, with the invalid ones mixed in. */
const change = fc
  .tuple(textField, fc.integer({ min: 0, max: 9 }), fc.constantFrom('', ' ', 'a'.repeat(70), '(11) 9'))
  .map(([field, roll, odd]): RegisterAction => ({
    type: 'change',
    field,
    value: roll < 7 ? goodValue[field] : roll < 9 ? badValue[field] : odd,
  }))
const action: fc.Arbitrary<RegisterAction> = fc.oneof(
  { weight: 30, arbitrary: change },
  {
    weight: 1,
    arbitrary: fc.record({
      type: fc.constant('change' as const),
      field: fc.constant('acceptTerms' as const),
      value: fc.boolean(),
    }),
  },
  {
    weight: 30,
    arbitrary: fc.record({
      type: fc.constant('next' as const),
      phoneExists: fc.option(fc.boolean(), { nil: undefined }),
    }),
  },
  { weight: 2, arbitrary: fc.constant({ type: 'back' as const }) },
  { weight: 1, arbitrary: fc.constant({ type: 'toggleMode' as const }) },
  { weight: 1, arbitrary: fc.constant({ type: 'close' as const }) },
  {
    weight: 1,
    arbitrary: fc.record({
      type: fc.constant('open' as const),
      mode: fc.constantFrom('login' as const, 'register' as const, 'register' as const),
    }),
  },
  { weight: 2, arbitrary: fc.constant({ type: 'submit' as const }) },
  {
    weight: 1,
    arbitrary: fc.record({
      type: fc.constant('submitFailed' as const),
      fieldErrors: fc.dictionary(
        fc.constantFrom('name', 'email', 'phone', 'password_confirmation', 'cpf'),
        fc.constant('erro'),
      ),
    }),
  },
  { weight: 1, arbitrary: fc.constant({ type: 'submitSucceeded' as const }) },
)

/** Mostly register mode, with each field already holding a good or a bad value. */
const startingState = fc
  .tuple(
    fc.constantFrom('register' as const, 'register' as const, 'register' as const, 'login' as const),
    fc.array(change, { minLength: 6, maxLength: 12 }),
  )
  .map(([mode, changes]) => ({ ...changes.reduce(registerReducer, initialRegisterState()), mode }))

describe('register modal: properties', () => {
  it('property: any sequence keeps 0 ≤ step ≤ 4, and Next never passes an invalid step', () => {
    fc.assert(
      fc.property(startingState, fc.array(action, { minLength: 10, maxLength: 80, size: 'max' }), (start, actions) => {
        let state = start
        for (const a of actions) {
          const next = registerReducer(state, a)
          expect(Number.isInteger(next.step) && next.step >= 0 && next.step <= 4).toBe(true)
          if (next.mode === 'login') expect(next.step).toBe(0)
          if (next.step > state.step) {
            // Only Next moves forward, one step at a time, past a valid step whose phone is not in use.
            expect(a.type).toBe('next')
            expect(next.step).toBe(state.step + 1)
            expect(isStepValid(state.step, state.values)).toBe(true)
            if (state.step === 2 && a.type === 'next') expect(a.phoneExists).not.toBe(true)
          }
          if (next.submitting && !state.submitting) {
            expect(REGISTER_STEPS.every((step) => isStepValid(step, next.values))).toBe(true)
            expect(next.values.acceptTerms).toBe(true)
            expect(next.step).toBe(4)
          }
          state = next
        }
      }),
      { numRuns: 300 },
    )
  })
})
