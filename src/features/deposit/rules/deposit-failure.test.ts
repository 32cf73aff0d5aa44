import { describe, expect, it } from 'vitest'
import { ApiError } from '@/api/errors.ts'
import { createTestI18n } from '@/testing/providers.ts'
import { describeDepositFailure } from './deposit-failure.ts'

const i18n = createTestI18n('pt-BR')
const texts = (failure: unknown) =>
  describeDepositFailure(failure).map((text) => (typeof text === 'string' ? text : i18n._(text)))
const apiError = (init: Omit<ConstructorParameters<typeof ApiError>[0], 'endpointId'>) =>
  new ApiError({ endpointId: 'deposit.brasilcash', ...init })

describe('deposit failures (part 1 §8)', () => {
  it('a code without a transaction id, or an empty answer', () => {
    expect(texts({ ok: false, reason: 'missing-id', messages: [] })).toEqual([
      'Erro ao obter ID da transação. Tente novamente.',
    ])
    expect(texts({ ok: false, reason: 'empty', messages: [] })).toEqual(['Erro ao gerar o PIX. Tente novamente.'])
  })

  it('a 2xx refusal shows its words, or the generic text', () => {
    expect(texts({ ok: false, reason: 'rejected', messages: ['CPF inválido'] })).toEqual(['CPF inválido'])
    expect(texts({ ok: false, reason: 'rejected', messages: [] })).toEqual(['Erro ao processar requisição'])
  })

  it('an API error shows each value of its error object', () => {
    const body = { amount: ['O valor mínimo é 20.'], cpf: ['CPF inválido.', 'Outro.'] }
    expect(texts(apiError({ kind: 'http', status: 422, body }))).toEqual(['O valor mínimo é 20.', 'CPF inválido.', 'Outro.'])
    expect(texts(apiError({ kind: 'http', status: 400, body: { error: 'Gateway indisponível' } }))).toEqual([
      'Gateway indisponível',
    ])
  })

  it('an API error without words (HTML page, broken body) shows the generic text', () => {
    expect(texts(apiError({ kind: 'http', status: 500 }))).toEqual(['Erro ao processar requisição'])
    expect(texts(apiError({ kind: 'malformed' }))).toEqual(['Erro ao processar requisição'])
    expect(texts(new Error('boom'))).toEqual(['Erro ao processar requisição'])
  })

  it('no response: Erro de conexão', () => {
    expect(texts(apiError({ kind: 'network' }))).toEqual(['Erro de conexão'])
    expect(texts(apiError({ kind: 'timeout' }))).toEqual(['Erro de conexão'])
  })

  it('401/403 are left to the session', () => {
    expect(texts(apiError({ kind: 'http', status: 401, body: { error: 'Unauthenticated.' } }))).toEqual([])
  })
})
