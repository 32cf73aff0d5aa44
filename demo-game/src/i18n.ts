import { i18n } from '@lingui/core'
import { messages as ptBR } from '../locales/pt-BR/messages.po'
import { messages as en } from '../locales/en/messages.po'
import { messages as es } from '../locales/es/messages.po'
import type { GameLocale } from './launch.ts'

// Three small catalogs, bundled: a classic script cannot load chunks on demand.
const catalogs = { 'pt-BR': ptBR, en, es }

export function activateLocale(locale: GameLocale): void {
  i18n.loadAndActivate({ locale, messages: catalogs[locale] })
  document.documentElement.lang = locale
}

/**
 * One formatter per locale and options, built on first use: building an Intl.NumberFormat costs more than formatting
 * with it, and the win's count-up formats a figure every frame (docs/performance.md, the demo games).
 */
const formatters = new Map<string, Intl.NumberFormat>()
export function numberFormat(locale: string, options: Intl.NumberFormatOptions): Intl.NumberFormat {
  const key = `${locale}|${JSON.stringify(options)}`
  let format = formatters.get(key)
  if (!format) {
    format = new Intl.NumberFormat(locale, options)
    formatters.set(key, format)
  }
  return format
}

/** Centavos as money in the player's language (BRL). */
export function formatMoney(centavos: number, currency = 'BRL'): string {
  return numberFormat(i18n.locale || 'pt-BR', {
    style: 'currency',
    currency,
    currencyDisplay: 'narrowSymbol',
  }).format(centavos / 100)
}

/** A multiplier such as 2.35x, with the locale's decimal separator. */
export function formatMultiplier(value: number): string {
  return `${numberFormat(i18n.locale || 'pt-BR', { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(value)}x`
}
