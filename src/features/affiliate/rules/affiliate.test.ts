import { describe, expect, it } from 'vitest'
import { qrFileName, shownRevenueShare, telegramShareUrl, whatsappShareUrl } from './affiliate.ts'

describe('shownRevenueShare', () => {
  it('shows the _fake value when set, the real share otherwise, 0 without either', () => {
    expect(shownRevenueShare({ revenueShare: 20, revenueShareFake: 40 })).toBe(40)
    expect(shownRevenueShare({ revenueShare: 20, revenueShareFake: null })).toBe(20)
    expect(shownRevenueShare({ revenueShare: null, revenueShareFake: null })).toBe(0)
  })
})

describe('share links', () => {
  const url = 'https://jogada.test/register?code=AB12&x=1'
  it('WhatsApp carries the invitation and the link in one encoded text', () => {
    expect(whatsappShareUrl('Jogue comigo!', url)).toBe(
      `https://wa.me/?text=${encodeURIComponent(`Jogue comigo! ${url}`)}`,
    )
  })
  it('Telegram carries the link and the text apart', () => {
    const share = new URL(telegramShareUrl('Jogue comigo!', url))
    expect(share.origin + share.pathname).toBe('https://t.me/share/url')
    expect(share.searchParams.get('url')).toBe(url)
    expect(share.searchParams.get('text')).toBe('Jogue comigo!')
  })
})

describe('qrFileName', () => {
  it('names the PNG after the code, without characters a file system refuses', () => {
    expect(qrFileName('JOGADA1')).toBe('qrcode-JOGADA1.png')
    expect(qrFileName('a/b:c')).toBe('qrcode-abc.png')
  })
})
