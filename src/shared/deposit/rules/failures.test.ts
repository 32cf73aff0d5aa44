import { describe, expect, it } from 'vitest'
import { ApiError } from '@/api/errors.ts'
import { describeApiFailure } from '@/shared/notices.ts'
import { type Notice } from '@/shared/notice.ts'
import { createTestI18n } from '@/testing/providers.ts'
import { depositFailureTexts, depositRefusal } from './failures.ts'

const i18n = createTestI18n('pt-BR')
const read = (notices: Notice[]) => notices.map((text) => (typeof text === 'string' ? text : i18n._(text)))
const texts = (failure: unknown) => read(describeApiFailure(failure, depositFailureTexts))
const apiError = (init: Omit<ConstructorParameters<typeof ApiError>[0], 'endpointId'>) =>
  new ApiError({ endpointId: 'deposit.brasilcash', ...init })

describe('deposit refusals (a 2xx without a usable code)', () => {
  it('a code without a transaction id, or an empty answer', () => {
    expect(read(depositRefusal({ ok: false, reason: 'missing-id', messages: [] }))).toEqual([
      'Erro ao obter ID da transação. Tente novamente.',
    ])
    expect(read(depositRefusal({ ok: false, reason: 'empty', messages: [] }))).toEqual([
      'Erro ao gerar o PIX. Tente novamente.',
    ])
  })

  it('a refusal shows its words, or the generic text', () => {
    expect(read(depositRefusal({ ok: false, reason: 'rejected', messages: ['CPF inválido'] }))).toEqual([
      'CPF inválido',
    ])
    expect(read(depositRefusal({ ok: false, reason: 'rejected', messages: [] }))).toEqual([
      'Erro ao processar requisição',
    ])
  })
})

describe('deposit failures', () => {
  it('a 4xx shows each value of its error object, the same words once', () => {
    const body = { amount: ['O valor mínimo é 20.'], cpf: ['CPF inválido.', 'O valor mínimo é 20.'] }
    expect(texts(apiError({ kind: 'http', status: 422, body }))).toEqual(['O valor mínimo é 20.', 'CPF inválido.'])
    expect(texts(apiError({ kind: 'http', status: 400, body: { error: 'Gateway indisponível' } }))).toEqual([
      'Gateway indisponível',
    ])
  })

  it('a 5xx shows the generic text, never its body (a debug trace stays off the screen)', () => {
    const trace = { message: 'SQLSTATE[42S22]: Column not found', trace: [{ file: '/var/www/app/Http/Pix.php' }] }
    expect(texts(apiError({ kind: 'http', status: 500, body: trace }))).toEqual(['Erro ao processar requisição'])
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
