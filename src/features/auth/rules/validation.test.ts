import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import * as v from 'valibot'
import type { MessageDescriptor } from '@lingui/core'
import { createTestI18n } from '@/testing/providers.ts'
import { strengthLabels } from './password-strength.ts'
import { stepPrompts } from './register-steps.ts'
import {
  type FormVariant,
  isEmail,
  authMessages,
  validateCpf,
  validateEmail,
  validateName,
  validatePassword,
  validatePasswordConfirmation,
  validatePhone,
  validateRequired,
} from './validation.ts'

const ptBR = createTestI18n('pt-BR')
/** The pt-BR text a rule shows, or null. */
const text = (descriptor: MessageDescriptor | null) => (descriptor ? ptBR._(descriptor) : null)

describe('name (3 to 64 characters)', () => {
  it.each<[FormVariant, string]>([
    ['field', 'O nome deve ter pelo menos 3 caracteres.'],
    ['step', 'Por favor, informe seu nome completo (mínimo 3 caracteres).'],
    ['page', 'O nome deve ter pelo menos 3 caracteres.'],
  ])('%s: too short shows "%s"', (variant, message) => {
    expect(text(validateName('', variant))).toBe(message)
    expect(text(validateName('Jo', variant))).toBe(message)
    expect(text(validateName('  Jo  ', variant))).toBe(message)
    expect(validateName('Ana', variant)).toBeNull()
    expect(validateName('Maria da Silva', variant)).toBeNull()
  })

  it('at most 64 characters', () => {
    for (const variant of ['field', 'step', 'page'] as const) {
      expect(validateName('a'.repeat(64), variant)).toBeNull()
      expect(text(validateName('a'.repeat(65), variant))).toBe('O nome deve ter no máximo 64 caracteres.')
    }
  })
})

describe('email', () => {
  it('local@domain.tld with a TLD of 2 or more letters', () => {
    for (const ok of [
      'joao@exemplo.com',
      'joao.silva+bet@exemplo.com.br',
      'a_b-c@sub.dominio.io',
      ' joao@exemplo.com ',
    ]) {
      expect(isEmail(ok)).toBe(true)
    }
    for (const bad of [
      '',
      'joao',
      'joao@',
      '@exemplo.com',
      'joao@exemplo',
      'joao@exemplo.c',
      'joao@exemplo.c0m',
      'jo ao@exemplo.com',
      'joao@@exemplo.com',
      'joao..silva@exemplo.com',
    ]) {
      expect(isEmail(bad)).toBe(false)
    }
  })

  it.each<[FormVariant, string]>([
    ['field', 'Digite um email válido.'],
    ['step', 'Por favor, informe um email válido.'],
    ['page', 'Digite um e-mail válido.'],
  ])('%s: invalid shows "%s"', (variant, message) => {
    expect(text(validateEmail('joao@', variant))).toBe(message)
    expect(text(validateEmail('', variant))).toBe(message)
    expect(validateEmail('joao@exemplo.com', variant)).toBeNull()
  })

  it('the page allows at most 32 characters; the modal has no limit', () => {
    const email33 = `${'a'.repeat(21)}@exemplo.com` // 33 characters
    expect(email33).toHaveLength(33)
    expect(text(validateEmail(email33, 'page'))).toBe('O e-mail deve ter no máximo 32 caracteres.')
    expect(validateEmail(email33.slice(1), 'page')).toBeNull()
    expect(validateEmail(email33, 'field')).toBeNull()
    expect(validateEmail(email33, 'step')).toBeNull()
  })

  it('property: whatever the form accepts, the register contract (valibot email) accepts', () => {
    fc.assert(
      fc.property(
        fc.oneof(fc.emailAddress(), fc.string(), fc.stringMatching(/^[a-z0-9._+-]{1,8}@[a-z0-9.-]{1,8}\.[a-z]{1,4}$/)),
        (email) => {
          if (isEmail(email)) expect(v.is(v.pipe(v.string(), v.email()), email.trim())).toBe(true)
        },
      ),
    )
  })
})

describe('phone (with DDD)', () => {
  it.each<[FormVariant, string]>([
    ['field', 'Digite um telefone válido com DDD.'],
    ['step', 'Por favor, informe um telefone válido com DDD.'],
    ['page', 'Digite um telefone válido com DDD.'],
  ])('%s: invalid shows "%s"', (variant, message) => {
    expect(text(validatePhone('', variant))).toBe(message)
    expect(text(validatePhone('(11) 91234-567', variant))).toBe(message)
    expect(text(validatePhone('(20) 91234-5678', variant))).toBe(message)
    expect(text(validatePhone('(11) 81234-5678', variant))).toBe(message)
    expect(validatePhone('(11) 91234-5678', variant)).toBeNull()
    expect(validatePhone('(21) 3456-7890', variant)).toBeNull()
    expect(validatePhone('11912345678', variant)).toBeNull()
  })

  it('the phone-in-use message is word for word', () => {
    expect(text(authMessages.phoneInUse)).toBe('O número de telefone informado já está em uso.')
  })
})

describe('password and confirmation', () => {
  it('at least 8 characters: the short hint inline, the sentence on Next and on the page', () => {
    expect(text(validatePassword('1234567', 'field'))).toBe('Mínimo 8 caracteres')
    expect(text(validatePassword('1234567', 'step'))).toBe('Sua senha deve ter pelo menos 8 caracteres.')
    expect(text(validatePassword('', 'page'))).toBe('Sua senha deve ter pelo menos 8 caracteres.')
    expect(validatePassword('12345678', 'field')).toBeNull()
    // Spaces count: a password is taken as typed.
    expect(validatePassword('        ', 'step')).toBeNull()
  })

  it('the confirmation must equal the password exactly', () => {
    expect(validatePasswordConfirmation('Jogada@2026', 'Jogada@2026')).toBeNull()
    expect(text(validatePasswordConfirmation('Jogada@2026', 'jogada@2026'))).toBe('As senhas não coincidem.')
    expect(text(validatePasswordConfirmation('Jogada@2026', ''))).toBe('As senhas não coincidem.')
    expect(text(validatePasswordConfirmation('Jogada@2026', 'Jogada@2026 '))).toBe('As senhas não coincidem.')
  })
})

describe('cpf and required fields', () => {
  it('checks the CPF check digits', () => {
    expect(validateCpf('529.982.247-25')).toBeNull()
    expect(validateCpf('52998224725')).toBeNull()
    expect(text(validateCpf('529.982.247-24'))).toBe('Digite um CPF válido.')
    expect(text(validateCpf('111.111.111-11'))).toBe('Digite um CPF válido.')
    expect(text(validateCpf(''))).toBe('Digite um CPF válido.')
  })

  it('required: blank is an error, with the generic or a given message', () => {
    expect(text(validateRequired('  '))).toBe('Campo obrigatório.')
    expect(text(validateRequired('', authMessages.passwordRequired))).toBe('Informe sua senha.')
    expect(validateRequired('x')).toBeNull()
  })
})

describe('catalogs', () => {
  const all: MessageDescriptor[] = [
    ...Object.values(authMessages),
    ...Object.values(strengthLabels),
    ...Object.values(stepPrompts),
  ]

  it('every message of the auth rules has an en and an es translation', () => {
    for (const locale of ['en', 'es'] as const) {
      const po = readFileSync(join(process.cwd(), 'locales', locale, 'messages.po'), 'utf8')
      for (const descriptor of all) {
        const source = ptBR._(descriptor)
        const entry = new RegExp(`^msgid "${source.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}"\\nmsgstr "(.+)"$`, 'm')
        expect(po, `${locale}: ${source}`).toMatch(entry)
      }
    }
  })

  it('the translations load: English and Spanish differ from the Portuguese source', () => {
    const en = createTestI18n('en')
    const es = createTestI18n('es')
    expect(en._(authMessages.passwordMismatch)).toBe('The passwords do not match.')
    expect(es._(authMessages.passwordMismatch)).toBe('Las contraseñas no coinciden.')
    expect(en._(stepPrompts[0])).toBe("Let's start with your name")
    expect(es._(strengthLabels.strong)).toBe('Fuerte')
  })
})
