import { describe, expect, it } from 'vitest'
import { ApiError } from '@/api/errors.ts'
import { createTestI18n } from '@/testing/providers.ts'
import {
  describeCouponFailure,
  describeHistoryFailure,
  describeWalletFailure,
  describeWithdrawFailure,
  describeWithdrawRefusal,
  walletFailureTexts,
  type Notice,
} from './failures.ts'

const ptBR = createTestI18n('pt-BR')
const texts = (notices: Notice[]) => notices.map((n) => (typeof n === 'string' ? n : ptBR._(n)))
const http = (status: number, body?: unknown) => new ApiError({ kind: 'http', endpointId: 'x', status, body })
const kind = (k: 'network' | 'timeout' | 'malformed') => new ApiError({ kind: k, endpointId: 'x' })

describe('wallet load, list and switch failures (part 2 §8)', () => {
  it('every value of the error body, else the fallback', () => {
    expect(texts(describeWalletFailure(http(400, { error: 'Carteira bloqueada' }), walletFailureTexts.walletLoad))).toEqual([
      'Carteira bloqueada',
    ])
    expect(
      texts(describeWalletFailure(http(422, { a: ['um'], b: 'dois', status: false }), walletFailureTexts.walletList)),
    ).toEqual(['um', 'dois'])
    for (const error of [http(500), kind('network'), kind('timeout'), kind('malformed'), new Error('x')]) {
      expect(texts(describeWalletFailure(error, walletFailureTexts.walletLoad))).toEqual(['Erro ao carregar dados da carteira'])
      expect(texts(describeWalletFailure(error, walletFailureTexts.walletList))).toEqual(['Erro ao carregar carteiras'])
    }
  })
})

describe('history failures', () => {
  it('no answer, an unreadable answer, the server words', () => {
    expect(texts(describeHistoryFailure(kind('network')))).toEqual(['Ocorreu um erro na comunicação com o servidor'])
    expect(texts(describeHistoryFailure(kind('timeout')))).toEqual(['Ocorreu um erro na comunicação com o servidor'])
    expect(texts(describeHistoryFailure(kind('malformed')))).toEqual(['Ocorreu um erro ao processar a resposta do servidor'])
    expect(texts(describeHistoryFailure(http(500)))).toEqual(['Ocorreu um erro ao processar a resposta do servidor'])
    expect(texts(describeHistoryFailure(http(400, { error: 'Sem permissão', message: 'Tente depois' })))).toEqual([
      'Sem permissão',
      'Tente depois',
    ])
  })
})

describe('withdraw failures', () => {
  it('the message first, then the errors map, then other words', () => {
    expect(texts(describeWithdrawFailure(http(400, { message: 'Limite diário atingido', errors: { a: ['x'] } })))).toEqual([
      'Limite diário atingido',
    ])
    expect(texts(describeWithdrawFailure(http(422, { errors: { amount: ['Valor alto'], pix_key: ['Chave inválida'] } })))).toEqual([
      'Valor alto',
      'Chave inválida',
    ])
    expect(texts(describeWithdrawFailure(http(400, { error: 'Saldo insuficiente' })))).toEqual(['Saldo insuficiente'])
    expect(texts(describeWithdrawFailure(http(422, { amount: ['O campo valor é obrigatório.'] })))).toEqual([
      'O campo valor é obrigatório.',
    ])
  })

  it('fallbacks: no words, no answer, not a call failure, success false', () => {
    expect(texts(describeWithdrawFailure(http(500)))).toEqual(['Erro ao processar requisição'])
    expect(texts(describeWithdrawFailure(http(400, { status: false })))).toEqual(['Erro ao processar requisição'])
    expect(texts(describeWithdrawFailure(kind('malformed')))).toEqual(['Erro ao processar requisição'])
    expect(texts(describeWithdrawFailure(kind('network')))).toEqual(['Erro de conexão'])
    expect(texts(describeWithdrawFailure(kind('timeout')))).toEqual(['Erro de conexão'])
    expect(texts(describeWithdrawFailure(new TypeError('boom')))).toEqual(['Erro ao processar sua solicitação'])
    expect(texts(describeWithdrawRefusal(undefined))).toEqual(['Erro ao processar sua solicitação'])
    expect(texts(describeWithdrawRefusal('  '))).toEqual(['Erro ao processar sua solicitação'])
    expect(texts(describeWithdrawRefusal('Conta em análise'))).toEqual(['Conta em análise'])
  })
})

describe('coupon failures', () => {
  it('the server message or Erro ao aplicar o cupom', () => {
    expect(texts([describeCouponFailure(http(404, { message: 'Cupom inválido' }))])).toEqual(['Cupom inválido'])
    expect(texts([describeCouponFailure(http(422, { code: ['Informe o código do cupom.'] }))])).toEqual([
      'Informe o código do cupom.',
    ])
    for (const error of [http(500), kind('network'), kind('malformed')]) {
      expect(texts([describeCouponFailure(error)])).toEqual(['Erro ao aplicar o cupom'])
    }
  })
})
