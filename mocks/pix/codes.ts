import { buildBrCode } from './br-code.ts'
import { toDecimal } from '@/api/money.ts'

// Pure pieces of the simulated PIX gateway, apart from the live database so the seed builds its history with them.

/**
 * The demo receiver's PIX key: a random key (EVP) in the DICT's UUID format. Made up: no account holds it, so a
 * bank app that reads the code finds no receiver and nothing can be paid to it by mistake.
 */
export const DEMO_PIX_KEY = '3f1c9a52-7d4e-4b8a-9c21-5e6f0a7b8c9d'
/** Field 59 (at most 25 characters) and 60 (at most 15). */
export const MERCHANT_NAME = 'JOGADA PAGAMENTOS LTDA'
export const MERCHANT_CITY = 'SAO PAULO'
/** The ISPB (participant code) in the end-to-end ids the simulated gateway hands out; not a real participant. */
export const DEMO_ISPB = '99999999'

const ALPHANUMERIC = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789'

/** `length` random upper-case letters and digits (Web Crypto; the seed passes faker's instead). */
export function randomAlphanumeric(length: number): string {
  return Array.from(
    crypto.getRandomValues(new Uint8Array(length)),
    (byte) => ALPHANUMERIC[byte % ALPHANUMERIC.length],
  ).join('')
}

/**
 * A deposit's transaction id: `JGD`, the row id on six digits and ten random characters (19 in all), so it is
 * unique in the database, hard to guess, and a valid BR Code txid (at most 25 letters and digits).
 */
export function transactionIdFor(depositId: number, random: string = randomAlphanumeric(10)): string {
  return `JGD${String(depositId).padStart(6, '0')}${random}`
}

/** The PIX copy-and-paste text of a deposit: dynamic (point of initiation 12, pay once), with its amount and txid. */
export function depositCode(transactionId: string, amountCentavos: number): string {
  return buildBrCode({
    key: DEMO_PIX_KEY,
    amount: amountCentavos,
    merchantName: MERCHANT_NAME,
    merchantCity: MERCHANT_CITY,
    txid: transactionId,
    oneTime: true,
  })
}

/**
 * A PIX end-to-end id as the Banco Central formats it: `E`, the payer's ISPB (8 digits), the UTC date and time
 * `yyyyMMddHHmm`, and 11 letters or digits (32 characters).
 */
export function endToEndId(at: Date | number, random: string = randomAlphanumeric(11)): string {
  const stamp = new Date(at).toISOString().replace(/\D/g, '').slice(0, 12)
  return `E${DEMO_ISPB}${stamp}${random.slice(0, 11).padEnd(11, '0')}`
}

/** The receipt the mock draws (pix/receipt-handlers.ts, pix/receipt.ts), from the link's query string. */
export const PROOF_PATH = '/storage/proofs/comprovante-pix.svg'

/**
 * A withdrawal's proof link: the receipt with the end-to-end id, the amount in reais and the payment time, so
 * the "Comprovante" link of the history opens a receipt of that very payment.
 */
export function proofLink(e2e: string, amountCentavos: number, paidAt: string): string {
  const query = new URLSearchParams({ e2e, valor: toDecimal(amountCentavos), data: paidAt })
  return `${PROOF_PATH}?${query.toString()}`
}
