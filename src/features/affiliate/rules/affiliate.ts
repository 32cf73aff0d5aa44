import type { PixKeyType } from '@/api/wallet-area.ts'

/** The programme's rates, from the player's own record. */
export interface AffiliateRates {
  /** Percent. */
  revenueShare: number | null
  /** Shown instead of the real share when set. */
  revenueShareFake: number | null
  /** Centavos paid per referred player's first deposit. */
  cpa: number | null
  /** The player's CPF, which prefills the withdraw modal's key. */
  cpf: string | null
}

/** The share the page shows: the `_fake` value when the operator set one, otherwise the real one (0 when neither). */
export function shownRevenueShare(rates: Pick<AffiliateRates, 'revenueShare' | 'revenueShareFake'>): number {
  return rates.revenueShareFake ?? rates.revenueShare ?? 0
}

/** The invitation text the share links carry, the link last so messengers preview it. */
export function shareMessage(intro: string, url: string): string {
  return `${intro} ${url}`
}

/** WhatsApp's share address: the app (or WhatsApp Web) opens with the text ready to send. */
export function whatsappShareUrl(intro: string, url: string): string {
  return `https://wa.me/?text=${encodeURIComponent(shareMessage(intro, url))}`
}

/** Telegram's share address: the link and the invitation text. */
export function telegramShareUrl(intro: string, url: string): string {
  return `https://t.me/share/url?url=${encodeURIComponent(url)}&text=${encodeURIComponent(intro)}`
}

/** The withdraw-earnings modal's key types are the wallet's ones under the names the affiliate endpoint takes. */
export const AFFILIATE_PIX_TYPE = {
  document: 'cpf',
  phoneNumber: 'phone',
  email: 'email',
  randomKey: 'random',
} as const satisfies Record<PixKeyType, string>

/** The QR image's file name: the code, so two downloads of different codes do not overwrite each other. */
export function qrFileName(code: string): string {
  return `qrcode-${code.replace(/[^0-9A-Za-z_-]/g, '')}.png`
}
