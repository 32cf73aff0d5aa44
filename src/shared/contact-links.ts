/** The chat channels of the settings (the footer's buttons, the support page). */
export type ContactChannel = 'whatsapp' | 'telegram'

/**
 * Settings may hold a full link (https://wa.me/5511…, https://t.me/jogada), a bare number or an
 * @handle. Always hand the player a link.
 */
export function contactLink(channel: ContactChannel, value: string | null | undefined): string | null {
  const text = value?.trim()
  if (!text) return null
  if (/^https?:\/\//i.test(text)) return text
  if (channel === 'whatsapp') {
    const digits = text.replace(/\D/g, '')
    return digits.length >= 10 ? `https://wa.me/${digits}` : null
  }
  const handle = text.replace(/^@/, '').replace(/^t\.me\//i, '')
  return /^[A-Za-z0-9_]{3,}$/.test(handle) ? `https://t.me/${handle}` : null
}
