import type { FaqCategory, FaqDocument } from '../documents/types.ts'

/** Lower case without accents: "Saque" finds "saque", "deposito" finds "depósito". */
export function foldText(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
}

/**
 * The FAQ narrowed to the entries whose question or answer holds every word of the search (accents and case
 * ignored); categories left empty drop out. An empty search is the whole FAQ.
 */
export function searchFaq(faq: FaqDocument, search: string): FaqCategory[] {
  const words = foldText(search).split(/\s+/).filter(Boolean)
  if (words.length === 0) return [...faq.categories]
  return faq.categories
    .map((category) => ({
      ...category,
      entries: category.entries.filter((entry) => {
        const haystack = foldText(`${entry.question} ${entry.answer} ${category.title}`)
        return words.every((word) => haystack.includes(word))
      }),
    }))
    .filter((category) => category.entries.length > 0)
}

/** The FAQ narrowed to one category (a support centre topic); the whole FAQ for no topic or an unknown one. */
export function faqTopic(faq: FaqDocument, topic: string | undefined): FaqDocument {
  const category = faq.categories.find((c) => c.id === topic)
  return category ? { categories: [category] } : faq
}
