import type { Banner } from '@/api/settings.ts'
import { assetUrl } from '@/shared/asset-url.ts'

/** The banner list is asked for one device: mobile under 768 px, desktop from there (as the backend expects). */
export type BannerDevice = 'mobile' | 'desktop'

/**
 * The image sizes the banners are drawn for (the backend's artwork: 1200 × 400 on desktop, 600 × 400 on phones).
 * The box is reserved at this ratio before any image arrives, so the banner never pushes the page down.
 */
export const BANNER_SIZE: Record<BannerDevice, { width: number; height: number }> = {
  desktop: { width: 1200, height: 400 },
  mobile: { width: 600, height: 400 },
}

/**
 * The images to try for a banner, best first, each once: the device's own image, then the other one. A phone starts
 * with `mobile_image`, a desktop with `display_image` (or the older `image`).
 */
export function bannerSources(banner: Banner, device: BannerDevice): string[] {
  const desktop = [banner.display_image, banner.image]
  const ordered = device === 'mobile' ? [banner.mobile_image, ...desktop] : [...desktop, banner.mobile_image]
  const urls = ordered.map((path) => assetUrl(path)).filter((url): url is string => Boolean(url))
  return [...new Set(urls)]
}

/** The banners of one type that have an image to show; a banner with none is left out. */
export function bannersOfType(banners: readonly Banner[], type: Banner['type'], device: BannerDevice): Banner[] {
  return banners.filter((banner) => banner.type === type && bannerSources(banner, device).length > 0)
}
