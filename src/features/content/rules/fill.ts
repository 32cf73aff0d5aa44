import type { Setting } from '@/api/settings.ts'
import type { AppLocale } from '@/shared/i18n/locales.ts'
import { formatBRL } from '@/shared/money.ts'
import type { FaqDocument, LegalDocument } from '../documents/types.ts'

/** The settings' figures a document may name, by placeholder. */
export const PLACEHOLDERS = [
  'software',
  'bonusPercent',
  'maxBonus',
  'minDeposit',
  'maxDeposit',
  'rollover',
  'rolloverDeposit',
  'minWithdraw',
  'maxWithdraw',
] as const
export type Placeholder = (typeof PLACEHOLDERS)[number]
export type DocumentValues = Record<Placeholder, string>

const NO_LIMIT: Record<AppLocale, string> = { 'pt-BR': 'sem limite', en: 'no limit', es: 'sin límite' }
const number = (value: number, locale: AppLocale) =>
  new Intl.NumberFormat(locale, { maximumFractionDigits: 2 }).format(value)
const money = (centavos: number | null | undefined, fallback: string) =>
  typeof centavos === 'number' && centavos > 0 ? formatBRL(centavos) : fallback

/**
 * The figures as the documents print them: amounts in reais, percents and rollover multipliers as numbers. Withdraw
 * limits may come under either spelling of the settings; a missing cap reads "no limit".
 */
export function documentValues(setting: Setting, locale: AppLocale): DocumentValues {
  const noLimit = NO_LIMIT[locale]
  return {
    software: setting.software_name,
    bonusPercent: number(setting.initial_bonus, locale),
    maxBonus: money(setting.max_bonus, noLimit),
    minDeposit: formatBRL(setting.min_deposit),
    maxDeposit: money(setting.max_deposit, noLimit),
    rollover: number(setting.disable_rollover ? 0 : setting.rollover, locale),
    rolloverDeposit: number(setting.disable_rollover ? 0 : setting.rollover_deposit, locale),
    minWithdraw: money(setting.min_withdraw ?? setting.min_withdrawal, formatBRL(0)),
    maxWithdraw: money(setting.max_withdraw ?? setting.max_withdrawal, noLimit),
  }
}

/** `{name}` -> its value; a name that is not a placeholder stays as written. */
export function fillText(text: string, values: DocumentValues): string {
  return text.replace(/\{(\w+)\}/g, (whole, name: string) =>
    (PLACEHOLDERS as readonly string[]).includes(name) ? values[name as Placeholder] : whole,
  )
}

export function fillDocument(document: LegalDocument, values: DocumentValues): LegalDocument {
  return {
    sections: document.sections.map((section) => ({
      ...section,
      title: fillText(section.title, values),
      paragraphs: section.paragraphs.map((paragraph) => fillText(paragraph, values)),
    })),
  }
}

export function fillFaq(faq: FaqDocument, values: DocumentValues): FaqDocument {
  return {
    categories: faq.categories.map((category) => ({
      ...category,
      entries: category.entries.map((entry) => ({
        ...entry,
        question: fillText(entry.question, values),
        answer: fillText(entry.answer, values),
      })),
    })),
  }
}

/** Placeholders a text names, for the test that every one is known. */
export function placeholdersIn(text: string): string[] {
  return [...text.matchAll(/\{(\w+)\}/g)].map((match) => match[1] ?? '')
}
