/**
 * Long legal and help texts are content, not interface strings: they stay out of the Lingui catalogues (which load at
 * boot) and live here, one module per document and locale (`<document>.<locale>.ts`), loaded when a page shows them.
 * Figures of the site (software name, bonus, rollover, limits) are `{placeholders}` filled from the settings.
 */
export interface DocumentSection {
  /** The anchor (`#id`), the same in every locale. */
  id: string
  title: string
  paragraphs: readonly string[]
}

export interface LegalDocument {
  sections: readonly DocumentSection[]
}

export interface FaqEntry {
  /** Stable across locales. */
  id: string
  question: string
  answer: string
}

export interface FaqCategory {
  id: string
  title: string
  entries: readonly FaqEntry[]
}

export interface FaqDocument {
  categories: readonly FaqCategory[]
}

export const LEGAL_DOCUMENTS = ['service', 'privacy-policy', 'bonus', 'bonus-welcome', 'conditions-reference'] as const
export type LegalDocumentName = (typeof LEGAL_DOCUMENTS)[number]
