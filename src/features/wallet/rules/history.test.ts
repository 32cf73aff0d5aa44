import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import { noticeText } from '@/shared/notice.ts'
import { createTestI18n } from '@/testing/providers.ts'
import {
  depositBadge,
  paymentTypeLabel,
  withdrawalBadge,
  withdrawalProof,
  withdrawRequestBadge,
  withdrawRequestStatus,
} from './history.ts'

const ptBR = createTestI18n('pt-BR')
const en = createTestI18n('en')

describe('history badges', () => {
  it('withdrawal: 1 Concluído, 0 Pendente, anything else Cancelado', () => {
    expect(ptBR._(withdrawalBadge(1).label)).toBe('Concluído')
    expect(withdrawalBadge(1).tone).toBe('success')
    expect(ptBR._(withdrawalBadge(0).label)).toBe('Pendente')
    expect(ptBR._(withdrawalBadge(2).label)).toBe('Cancelado')
    expect(ptBR._(withdrawalBadge(-1).label)).toBe('Cancelado')
    expect(ptBR._(withdrawalBadge(Number.NaN).label)).toBe('Cancelado')
  })

  it('deposit: 1 Concluído, 0 Pendente, anything else no badge', () => {
    expect(ptBR._(depositBadge(1)!.label)).toBe('Concluído')
    expect(ptBR._(depositBadge(0)!.label)).toBe('Pendente')
    expect(depositBadge(2)).toBeNull()
    expect(depositBadge(7)).toBeNull()
  })

  it('a withdrawal without proof shows Processando; a proof is a link only if it can be followed', () => {
    expect(withdrawalProof('https://pix.exemplo/comprovante/1.pdf')).toEqual({
      kind: 'link',
      href: 'https://pix.exemplo/comprovante/1.pdf',
    })
    expect(withdrawalProof('/storage/proofs/1.pdf')).toEqual({ kind: 'link', href: '/storage/proofs/1.pdf' })
    for (const proof of [null, undefined, '', '   ', 'javascript:alert(1)', 'data:text/html,x']) {
      const cell = withdrawalProof(proof)
      expect(cell.kind).toBe('processing')
      if (cell.kind === 'processing') expect(ptBR._(cell.label)).toBe('Processando')
    }
  })

  it('property: every status has a withdrawal badge; deposits have one only for 0 and 1', () => {
    fc.assert(
      fc.property(fc.oneof(fc.integer(), fc.double()), (status) => {
        expect(withdrawalBadge(status)).toBeTruthy()
        expect(depositBadge(status) !== null).toBe(status === 0 || status === 1)
      }),
    )
  })
})

describe('payment type labels', () => {
  it.each([
    ['pix', 'PIX'],
    ['PIX', 'PIX'],
    ['bank_transfer', 'bank_transfer'],
    ['credit_card', 'credit_card'],
    ['boleto', 'boleto'],
    ['crypto', 'crypto'],
    ['paypal', 'paypal'],
    ['spin', 'Bonus'],
    ['deposit', 'Depósito'],
    ['balance', 'Saldo'],
    ['refer', 'Indicação'],
    ['cashback', 'cashback'],
  ])('%s -> %s', (type, label) => {
    expect(noticeText(ptBR, paymentTypeLabel(type))).toBe(label)
  })

  it('translates the words, not the names', () => {
    expect(noticeText(en, paymentTypeLabel('refer'))).toBe('Referral')
    expect(noticeText(en, paymentTypeLabel('deposit'))).toBe('Deposit')
    expect(noticeText(en, paymentTypeLabel('pix'))).toBe('PIX')
  })
})

describe('withdrawal request status (wallet dialog)', () => {
  it('pending Em análise, approved Aprovado, rejected Rejeitado', () => {
    expect(ptBR._(withdrawRequestBadge('pending')!.label)).toBe('Em análise')
    expect(ptBR._(withdrawRequestBadge('approved')!.label)).toBe('Aprovado')
    expect(ptBR._(withdrawRequestBadge('REJECTED')!.label)).toBe('Rejeitado')
    expect(withdrawRequestBadge('unknown')).toBeNull()
    expect(withdrawRequestBadge(null)).toBeNull()
  })

  it("also reads the backend's numbers: 0 pending, 1 paid, 2 cancelled", () => {
    expect(withdrawRequestStatus(0)).toBe('pending')
    expect(withdrawRequestStatus(1)).toBe('approved')
    expect(withdrawRequestStatus('2')).toBe('rejected')
    expect(withdrawRequestStatus(3)).toBeNull()
  })
})
