import { describe, expect, it } from 'vitest'
import { emailAllowsNext, REGISTRATION_SERVER_FIELDS, registrationRules } from './registration.ts'
import { authMessages } from './validation.ts'

describe('the registration rule set', () => {
  it('one rule per field, in the wording of each screen', () => {
    const step = registrationRules('step')
    const page = registrationRules('page')
    const values = { password: 'Senha@123' }
    expect(step.email('maria@', values)).toBe(authMessages.emailStep)
    expect(page.email('maria@', values)).toBe(authMessages.emailPage)
    expect(page.email('um.email.bem.comprido@exemplo.com.br', values)).toBe(authMessages.emailTooLong)
    expect(step.name('Jo', values)).toBe(authMessages.nameStep)
    expect(page.name('Jo', values)).toBe(authMessages.nameTooShort)
    expect(step.passwordConfirmation('Senha@124', values)).toBe(authMessages.passwordMismatch)
    expect(page.acceptTerms(false, values)).toBe(authMessages.terms)
    expect(page.cpf('111.111.111-11', values)).toBe(authMessages.cpf)
  })

  it('the e-mail lets the form go on only when it is an address', () => {
    expect(['', 'maria', 'maria@', 'maria@exemplo'].map(emailAllowsNext)).toEqual([false, false, false, false])
    expect(emailAllowsNext('maria@exemplo.com.br')).toBe(true)
  })

  it("maps the server's field names to the registration's fields", () => {
    expect(REGISTRATION_SERVER_FIELDS.password_confirmation).toBe('passwordConfirmation')
    expect(REGISTRATION_SERVER_FIELDS.reference_code).toBe('promoCode')
    expect(REGISTRATION_SERVER_FIELDS.agreement).toBe('acceptTerms')
  })
})
