import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import { createTestI18n } from '@/testing/providers.ts'
import { loginIdentifierValue, parseLoginIdentifier, validateLoginIdentifier } from './login-identifier.ts'

const ptBR = createTestI18n('pt-BR')
const message = (input: string) => {
  const descriptor = validateLoginIdentifier(input)
  return descriptor ? ptBR._(descriptor) : null
}

describe("the login modal's 'Email ou telefone' field", () => {
  it('reads an e-mail as an e-mail, trimmed', () => {
    expect(parseLoginIdentifier(' demo@jogada.com.br ')).toEqual({ kind: 'email', email: 'demo@jogada.com.br' })
    expect(parseLoginIdentifier('joao')).toEqual({ kind: 'email', email: 'joao' })
  })

  it('reads a phone as its digits, however it is typed', () => {
    expect(parseLoginIdentifier('(11) 91234-5678')).toEqual({ kind: 'phone', digits: '11912345678' })
    expect(parseLoginIdentifier('11 91234.5678')).toEqual({ kind: 'phone', digits: '11912345678' })
    expect(parseLoginIdentifier('1134567890')).toEqual({ kind: 'phone', digits: '1134567890' })
    expect(parseLoginIdentifier('+55 (11) 91234-5678')).toEqual({ kind: 'phone', digits: '11912345678' })
    expect(parseLoginIdentifier('5511912345678')).toEqual({ kind: 'phone', digits: '11912345678' })
    // A national number that happens to start with 55 (DDD 55) keeps it.
    expect(parseLoginIdentifier('55991234567')).toEqual({ kind: 'phone', digits: '55991234567' })
  })

  it('is nothing when empty', () => {
    expect(parseLoginIdentifier('')).toBeNull()
    expect(parseLoginIdentifier('   ')).toBeNull()
  })

  it('the request carries the e-mail, or the phone as digits', () => {
    expect(loginIdentifierValue({ kind: 'email', email: 'demo@jogada.com.br' })).toBe('demo@jogada.com.br')
    expect(loginIdentifierValue({ kind: 'phone', digits: '11912345678' })).toBe('11912345678')
  })

  it('validates by what was typed', () => {
    expect(message('')).toBe('Informe seu email ou telefone.')
    expect(message('demo@jogada')).toBe('Digite um email válido.')
    expect(message('(11) 9123')).toBe('Digite um telefone válido com DDD.')
    expect(message('demo@jogada.com.br')).toBeNull()
    expect(message('(11) 91234-5678')).toBeNull()
  })

  it('property: any formatting of a phone gives the same digits', () => {
    fc.assert(
      fc.property(
        fc.stringMatching(/^[1-9]{2}9[0-9]{8}$/),
        fc.array(fc.constantFrom(' ', '-', '.', '(', ')'), { maxLength: 11 }),
        (digits, separators) => {
          const typed = [...digits].map((d, i) => d + (separators[i] ?? '')).join('')
          expect(parseLoginIdentifier(typed)).toEqual({ kind: 'phone', digits })
        },
      ),
    )
  })
})
