import type { AppLocale } from '@/shared/i18n/locales.ts'
import type { FaqDocument, LegalDocument, LegalDocumentName } from './types.ts'

// One lazy chunk per document and locale: a page downloads only the one it shows, in the active language.
const legalModules = import.meta.glob<LegalDocument>(
  ['./service.*.ts', './privacy-policy.*.ts', './bonus.*.ts', './bonus-welcome.*.ts', './conditions-reference.*.ts'],
  { import: 'default' },
)
const faqModules = import.meta.glob<FaqDocument>('./faq.*.ts', { import: 'default' })

function loader<T>(modules: Record<string, () => Promise<T>>, name: string, locale: AppLocale): () => Promise<T> {
  const load = modules[`./${name}.${locale}.ts`] ?? modules[`./${name}.pt-BR.ts`]
  if (!load) throw new Error(`No document ${name}`)
  return load
}

export function loadLegalDocument(name: LegalDocumentName, locale: AppLocale): Promise<LegalDocument> {
  return loader(legalModules, name, locale)()
}

export function loadFaq(locale: AppLocale): Promise<FaqDocument> {
  return loader(faqModules, 'faq', locale)()
}

