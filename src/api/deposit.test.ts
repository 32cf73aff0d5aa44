import { describe, expect, it } from 'vitest'
import * as v from 'valibot'
import {
  DepositBodySchema,
  DepositResponseSchema,
  depositBrasilcash,
  depositEndpointFor,
  depositPayment,
  depositRexpay,
  isPaidStatus,
  normalizeDepositResponse,
  TransactionStatusSchema,
} from './deposit.ts'

const BR_CODE =
  '00020126650014br.gov.bcb.pix0119nubank@thalesog.com0220Gerado por Pix-Utils52040000530398654041.005802BR5914Thales Ogliari6009Sao Paulo62070503***63046069'

/** Wire answer -> the app's outcome, through the response schema as the client does. */
const outcome = (wire: unknown) => normalizeDepositResponse(v.parse(DepositResponseSchema, wire))

describe('normalizeDepositResponse', () => {
  it('reads the Laravel answer {status, idTransaction, qrcode}', () => {
    expect(outcome({ status: true, idTransaction: 'a1b2', qrcode: BR_CODE })).toEqual({
      ok: true,
      idTransaction: 'a1b2',
      qrcode: BR_CODE,
    })
  })

  it('reads {id, qrcode} with a numeric id, and keeps a gateway QR image', () => {
    expect(outcome({ id: 981, qrcode: BR_CODE, qrcode_base64: 'iVBORw0KGgo=' })).toEqual({
      ok: true,
      idTransaction: '981',
      qrcode: BR_CODE,
      qrcodeBase64: 'iVBORw0KGgo=',
    })
  })

  it('prefers idTransaction over id when both are present', () => {
    expect(outcome({ id: 1, idTransaction: 'tx-2', qrcode: BR_CODE })).toMatchObject({ idTransaction: 'tx-2' })
  })

  it('reads the nested {data: {id, pix_dynamic_code, pix_qr_code_base64}} gateway answer', () => {
    expect(
      outcome({ data: { id: 'e2e-55', pix_dynamic_code: BR_CODE, pix_qr_code_base64: 'data:image/png;base64,AAA' } }),
    ).toEqual({
      ok: true,
      idTransaction: 'e2e-55',
      qrcode: BR_CODE,
      qrcodeBase64: 'data:image/png;base64,AAA',
    })
  })

  it("reports a code without a transaction id ('Erro ao obter ID da transação')", () => {
    expect(outcome({ qrcode: BR_CODE })).toEqual({ ok: false, reason: 'missing-id', messages: [] })
    expect(outcome({ data: { pix_dynamic_code: BR_CODE } })).toEqual({ ok: false, reason: 'missing-id', messages: [] })
    expect(outcome({ idTransaction: null, qrcode: BR_CODE })).toMatchObject({ reason: 'missing-id' })
  })

  it("reports an empty answer or one without a PIX code ('Erro ao gerar o PIX')", () => {
    for (const wire of [
      null,
      undefined,
      {},
      { data: {} },
      { data: { id: 3 } },
      { idTransaction: 4, qrcode: '  ' },
      { id: 5, qrcode_base64: 'AAA' },
    ]) {
      expect(outcome(wire), JSON.stringify(wire)).toEqual({ ok: false, reason: 'empty', messages: [] })
    }
  })

  it('reports a 2xx refusal with the server words', () => {
    expect(outcome({ status: false, error: 'Gateway indisponível' })).toEqual({
      ok: false,
      reason: 'rejected',
      messages: ['Gateway indisponível'],
    })
    expect(outcome({ status: 0, message: 'CPF inválido' })).toMatchObject({
      reason: 'rejected',
      messages: ['CPF inválido'],
    })
  })

  it('rejects answers that break the contract itself', () => {
    expect(v.safeParse(DepositResponseSchema, 'ok').success).toBe(false)
    expect(v.safeParse(DepositResponseSchema, { idTransaction: { nested: true }, qrcode: BR_CODE }).success).toBe(false)
    expect(v.safeParse(DepositResponseSchema, { id: 1, qrcode: 42 }).success).toBe(false)
  })
})

describe('deposit request', () => {
  it('sends the amount as a decimal string and the cpf as eleven digits', () => {
    const body = { amount: '50.00', accept_bonus: true, cpf: '52998224725', gateway: 'brasilcash', paymentType: 'pix' }
    expect(v.parse(DepositBodySchema, body)).toEqual(body)
    expect(v.safeParse(DepositBodySchema, { ...body, amount: 50 }).success).toBe(false)
    expect(v.safeParse(DepositBodySchema, { ...body, amount: '50,00' }).success).toBe(false)
    expect(v.safeParse(DepositBodySchema, { ...body, cpf: '529.982.247-25' }).success).toBe(false)
  })

  it('routes brasilcash and rexpay to their paths and every other gateway to wallet/deposit/payment', () => {
    expect(depositEndpointFor('brasilcash')).toBe(depositBrasilcash)
    expect(depositEndpointFor('rexpay')).toBe(depositRexpay)
    expect(depositEndpointFor('digitopay')).toBe(depositPayment)
    expect([depositBrasilcash, depositRexpay, depositPayment].every((e) => e.idempotent && e.auth === 'required')).toBe(
      true,
    )
  })
})

describe('payment status', () => {
  it('is paid for paid or confirmed (any case) and for the backend 1', () => {
    for (const status of ['paid', 'PAID', 'Confirmed', ' confirmed ', 1, '1', true])
      expect(isPaidStatus(status), String(status)).toBe(true)
    for (const status of ['pending', 'waiting', 0, '0', 2, false, ''])
      expect(isPaidStatus(status), String(status)).toBe(false)
  })

  it('reads the amount into centavos and tolerates its absence', () => {
    expect(v.parse(TransactionStatusSchema, { status: 'paid', amount: '50.00' })).toEqual({
      status: 'paid',
      amount: 5000,
    })
    expect(v.parse(TransactionStatusSchema, { status: 0 })).toEqual({ status: 0 })
    expect(v.safeParse(TransactionStatusSchema, { amount: 10 }).success).toBe(false)
  })
})
