import { describe, expect, it } from 'vitest'
import type { FaqDocument } from '../documents/types.ts'
import { faqTopic, foldText, searchFaq } from './faq-search.ts'

const faq: FaqDocument = {
  categories: [
    {
      id: 'deposits',
      title: 'Depósitos',
      entries: [
        { id: 'pix', question: 'Como faço um depósito?', answer: 'Pelo PIX, na página Depositar.' },
        { id: 'min', question: 'Qual o valor mínimo?', answer: 'R$ 20,00.' },
      ],
    },
    {
      id: 'withdrawals',
      title: 'Saques',
      entries: [{ id: 'time', question: 'Quanto tempo leva um saque?', answer: 'Até 24 horas.' }],
    },
  ],
}

describe('FAQ search', () => {
  it('ignores accents and case', () => {
    expect(foldText('Depósito ÁGIL')).toBe('deposito agil')
    expect(searchFaq(faq, 'COMO FACO').flatMap((category) => category.entries.map((entry) => entry.id))).toEqual([
      'pix',
    ])
  })

  it('needs every word, anywhere in the question, the answer or the category', () => {
    expect(searchFaq(faq, 'saque horas').map((category) => category.id)).toEqual(['withdrawals'])
    expect(searchFaq(faq, 'depositos minimo').flatMap((category) => category.entries.map((entry) => entry.id))).toEqual(
      ['min'],
    )
    expect(searchFaq(faq, 'pix saque')).toEqual([])
  })

  it('an empty search keeps everything', () => {
    expect(searchFaq(faq, '   ')).toEqual(faq.categories)
  })
})

describe('faqTopic', () => {
  it('narrows the FAQ to one category; no topic or an unknown one is the whole FAQ', () => {
    expect(faqTopic(faq, 'withdrawals').categories.map((c) => c.id)).toEqual(['withdrawals'])
    expect(faqTopic(faq, undefined)).toBe(faq)
    expect(faqTopic(faq, 'nao-existe')).toBe(faq)
  })
})
