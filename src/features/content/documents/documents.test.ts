import { describe, expect, it } from 'vitest'
import { LOCALES } from '@/shared/i18n/locales.ts'
import { PLACEHOLDERS, placeholdersIn } from '../rules/fill.ts'
import { loadFaq, loadLegalDocument } from './load.ts'
import { LEGAL_DOCUMENTS, type FaqDocument, type LegalDocument } from './types.ts'

const texts = (document: LegalDocument) =>
  document.sections.flatMap((section) => [section.id, section.title, ...section.paragraphs])
const faqTexts = (faq: FaqDocument) =>
  faq.categories.flatMap((category) => [
    category.id,
    category.title,
    ...category.entries.flatMap((entry) => [entry.id, entry.question, entry.answer]),
  ])
const faqIds = (faq: FaqDocument) =>
  faq.categories.map((category) => [category.id, category.entries.map((entry) => entry.id)])

describe('content documents', () => {
  it.each(LEGAL_DOCUMENTS)(
    '%s: every locale has the same section ids, no empty text, known placeholders only',
    async (name) => {
      const source = await loadLegalDocument(name, 'pt-BR')
      expect(source.sections.length).toBeGreaterThan(0)
      for (const locale of LOCALES) {
        const document = await loadLegalDocument(name, locale)
        expect(
          document.sections.map((section) => section.id),
          locale,
        ).toEqual(source.sections.map((section) => section.id))
        for (const text of texts(document)) expect(text.trim(), `${name}.${locale}`).not.toBe('')
        for (const section of document.sections) expect(section.paragraphs.length).toBeGreaterThan(0)
        for (const placeholder of texts(document).flatMap(placeholdersIn)) expect(PLACEHOLDERS).toContain(placeholder)
      }
    },
  )

  it('the service terms have 21 sections naming the software, 18+ and one account per person', async () => {
    const document = await loadLegalDocument('service', 'pt-BR')
    expect(document.sections).toHaveLength(21)
    const all = texts(document).join(' ')
    expect(all).toContain('{software}')
    expect(all).toContain('18 anos')
    expect(all).toContain('apenas uma conta')
  })

  it('the section ids are unique anchors', async () => {
    for (const name of LEGAL_DOCUMENTS) {
      const ids = (await loadLegalDocument(name, 'pt-BR')).sections.map((section) => section.id)
      expect(new Set(ids).size).toBe(ids.length)
      for (const id of ids) expect(id).toMatch(/^[a-z0-9-]+$/)
    }
  })

  it('the FAQ: the same categories and entries in every locale, no empty text, known placeholders', async () => {
    const source = await loadFaq('pt-BR')
    expect(source.categories.map((category) => category.id)).toEqual([
      'depositos',
      'saques',
      'conta',
      'bonus',
      'jogo-responsavel',
    ])
    for (const locale of LOCALES) {
      const faq = await loadFaq(locale)
      expect(faqIds(faq), locale).toEqual(faqIds(source))
      for (const text of faqTexts(faq)) expect(text.trim()).not.toBe('')
      for (const placeholder of faqTexts(faq).flatMap(placeholdersIn)) expect(PLACEHOLDERS).toContain(placeholder)
    }
  })
})
