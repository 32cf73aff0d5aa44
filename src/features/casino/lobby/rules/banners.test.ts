import { describe, expect, it } from 'vitest'
import type { Banner } from '@/api/settings.ts'
import { bannerSources, bannersOfType } from './banners.ts'

const banner = (patch: Partial<Banner> = {}): Banner => ({
  type: 'carousel',
  image: '/storage/banners/a.svg',
  display_image: '/storage/banners/a-desktop.svg',
  mobile_image: '/storage/banners/a-mobile.svg',
  ...patch,
})

describe('bannerSources', () => {
  it('a desktop tries its display image, then the plain image, then the mobile one', () => {
    expect(bannerSources(banner(), 'desktop')).toEqual([
      '/storage/banners/a-desktop.svg',
      '/storage/banners/a.svg',
      '/storage/banners/a-mobile.svg',
    ])
  })

  it('a phone tries the mobile image first', () => {
    expect(bannerSources(banner(), 'mobile')[0]).toBe('/storage/banners/a-mobile.svg')
  })

  it('tries each image once and skips the empty ones; bare paths resolve under /storage', () => {
    expect(
      bannerSources(banner({ display_image: null, image: 'banners/x.png', mobile_image: 'banners/x.png' }), 'mobile'),
    ).toEqual(['/storage/banners/x.png'])
  })
})

describe('bannersOfType', () => {
  it('keeps the banners of the type that have an image', () => {
    const list = [
      banner({ id: 1 }),
      banner({ id: 2, type: 'home' }),
      banner({ id: 3, image: null, display_image: null, mobile_image: '' }),
    ]
    expect(bannersOfType(list, 'carousel', 'desktop').map((b) => b.id)).toEqual([1])
    expect(bannersOfType(list, 'home', 'mobile').map((b) => b.id)).toEqual([2])
  })
})
