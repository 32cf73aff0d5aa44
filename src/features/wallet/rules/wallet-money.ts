import { formatBRL } from '@/shared/money.ts'

const formats = new Map<string, Intl.NumberFormat>()

/**
 * A wallet's amount in its own currency ('Minhas Carteiras' may list more than one); BRL, the only currency the
 * platform sells, goes through the app's formatBRL, and an unknown code falls back to it too.
 */
export function formatWalletMoney(centavos: number, currency: string): string {
  const code = currency.trim().toUpperCase()
  if (code === 'BRL' || !/^[A-Z]{3}$/.test(code)) return formatBRL(centavos)
  let format = formats.get(code)
  if (!format) {
    try {
      format = new Intl.NumberFormat('pt-BR', { style: 'currency', currency: code })
    } catch {
      return formatBRL(centavos)
    }
    formats.set(code, format)
  }
  return format.format(centavos / 100)
}
