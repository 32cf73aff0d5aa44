import { describe, expect, it } from 'vitest'
import { ApiError } from '@/api/errors.ts'
import { describeApiFailure, type FailureTexts } from '@/shared/notices.ts'
import { type Notice } from '@/shared/notice.ts'
import { createTestI18n } from '@/testing/providers.ts'
import {
  couponFailure,
  historyFailure,
  walletListFailure,
  walletLoadFailure,
  withdrawFailure,
  withdrawRefusal,
} from './failures.ts'

const ptBR = createTestI18n('pt-BR')
const read = (notices: Notice[]) => notices.map((n) => (typeof n === 'string' ? n : ptBR._(n)))
const texts = (error: unknown, failure: FailureTexts) => read(describeApiFailure(error, failure))
const http = (status: number, body?: unknown) => new ApiError({ kind: 'http', endpointId: 'x', status, body })
const kind = (k: 'network' | 'timeout' | 'malformed') => new ApiError({ kind: k, endpointId: 'x' })
const debugTrace = {
  message: 'SQLSTATE[HY000]: General error',
  exception: 'Illuminate\\Database\\QueryException',
  trace: [{ file: '/var/www/jogada/app/Models/Wallet.php', line: 88 }],
}

describe('wallet load and list failures', () => {
  it('every value of a 4xx error body, else the fallback', () => {
    expect(texts(http(400, { error: 'Carteira bloqueada' }), walletLoadFailure)).toEqual(['Carteira bloqueada'])
    expect(texts(http(422, { a: ['um'], b: 'dois', status: false }), walletListFailure)).toEqual(['um', 'dois'])
    for (const error of [
      http(500),
      http(500, debugTrace),
      kind('network'),
      kind('timeout'),
      kind('malformed'),
      new Error('x'),
    ]) {
      expect(texts(error, walletLoadFailure)).toEqual(['Erro ao carregar dados da carteira'])
      expect(texts(error, walletListFailure)).toEqual(['Erro ao carregar carteiras'])
    }
  })

  it('the same words twice show once', () => {
    expect(texts(http(422, { wallet: ['Inválido'], currency: ['Inválido'] }), walletLoadFailure)).toEqual(['Inválido'])
  })
})

describe('history failures', () => {
  it('no answer, an unreadable answer, the server words of a 4xx', () => {
    expect(texts(kind('network'), historyFailure)).toEqual(['Ocorreu um erro na comunicação com o servidor'])
    expect(texts(kind('timeout'), historyFailure)).toEqual(['Ocorreu um erro na comunicação com o servidor'])
    expect(texts(kind('malformed'), historyFailure)).toEqual(['Ocorreu um erro ao processar a resposta do servidor'])
    expect(texts(http(500), historyFailure)).toEqual(['Ocorreu um erro ao processar a resposta do servidor'])
    expect(texts(http(500, debugTrace), historyFailure)).toEqual([
      'Ocorreu um erro ao processar a resposta do servidor',
    ])
    expect(texts(http(400, { error: 'Sem permissão', message: 'Tente depois' }), historyFailure)).toEqual([
      'Sem permissão',
      'Tente depois',
    ])
  })
})

describe('withdraw failures', () => {
  it('the message first, then the errors map, then other words', () => {
    expect(texts(http(400, { message: 'Limite diário atingido', errors: { a: ['x'] } }), withdrawFailure)).toEqual([
      'Limite diário atingido',
    ])
    expect(
      texts(http(422, { errors: { amount: ['Valor alto'], pix_key: ['Chave inválida'] } }), withdrawFailure),
    ).toEqual(['Valor alto', 'Chave inválida'])
    expect(texts(http(400, { error: 'Saldo insuficiente' }), withdrawFailure)).toEqual(['Saldo insuficiente'])
    expect(texts(http(422, { amount: ['O campo valor é obrigatório.'] }), withdrawFailure)).toEqual([
      'O campo valor é obrigatório.',
    ])
  })

  it('fallbacks: a 5xx, no words, no answer, not a call failure, success false', () => {
    expect(texts(http(500), withdrawFailure)).toEqual(['Erro ao processar requisição'])
    expect(texts(http(500, debugTrace), withdrawFailure)).toEqual(['Erro ao processar requisição'])
    expect(texts(http(400, { status: false }), withdrawFailure)).toEqual(['Erro ao processar requisição'])
    expect(texts(kind('malformed'), withdrawFailure)).toEqual(['Erro ao processar requisição'])
    expect(texts(kind('network'), withdrawFailure)).toEqual(['Erro de conexão'])
    expect(texts(kind('timeout'), withdrawFailure)).toEqual(['Erro de conexão'])
    expect(texts(new TypeError('boom'), withdrawFailure)).toEqual(['Erro ao processar sua solicitação'])
    expect(read(withdrawRefusal(undefined))).toEqual(['Erro ao processar sua solicitação'])
    expect(read(withdrawRefusal('  '))).toEqual(['Erro ao processar sua solicitação'])
    expect(read(withdrawRefusal('Conta em análise'))).toEqual(['Conta em análise'])
  })
})

describe('coupon failures', () => {
  it('the server message of a 4xx or Erro ao aplicar o cupom', () => {
    expect(texts(http(404, { message: 'Cupom inválido' }), couponFailure)).toEqual(['Cupom inválido'])
    expect(texts(http(422, { code: ['Informe o código do cupom.'] }), couponFailure)).toEqual([
      'Informe o código do cupom.',
    ])
    for (const error of [http(500), http(500, debugTrace), kind('network'), kind('malformed')]) {
      expect(texts(error, couponFailure)).toEqual(['Erro ao aplicar o cupom'])
    }
  })
})
