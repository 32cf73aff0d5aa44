import { useState, type MouseEvent, type ReactNode } from 'react'
import { useRouter } from '@tanstack/react-router'
import type { Banner } from '@/api/settings.ts'
import { sameSitePath } from '@/shared/routing.ts'
import { BANNER_SIZE, bannerSources, type BannerDevice } from '../rules/banners.ts'
import classes from './banner-image.module.css'

export interface BannerImageProps {
  banner: Banner
  device: BannerDevice
  /**
   * The first banner of the page is its largest paint: it loads at once with a high priority. The others load when
   * they come near the screen.
   */
  priority?: boolean
}

/**
 * One banner: its image (the device's own, then the other one when that fails to load, then a drawn placeholder that
 * still carries the banner's text), a link when it has one. The box keeps the artwork's ratio whatever loads.
 */
export function BannerImage({ banner, device, priority = false }: BannerImageProps) {
  const sources = bannerSources(banner, device)
  // Which of the sources is shown; a failure moves to the next one (keyed by the list, so new data starts over).
  const [attempt, setAttempt] = useState({ key: sources.join('|'), index: 0 })
  const key = sources.join('|')
  const index = attempt.key === key ? attempt.index : 0
  const src = sources[index]
  const description = banner.description ?? ''
  const { width, height } = BANNER_SIZE[device]

  const picture = src ? (
    <img
      className={classes.image}
      src={src}
      alt={description}
      width={width}
      height={height}
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : 'auto'}
      decoding={priority ? 'sync' : 'async'}
      onError={() => setAttempt({ key, index: index + 1 })}
    />
  ) : (
    <span className={classes.placeholder} role="img" aria-label={description || undefined}>
      <span aria-hidden="true">{description}</span>
    </span>
  )

  const box = (
    <span className={classes.box} data-device={device}>
      {picture}
    </span>
  )
  if (!banner.link) return box
  return <BannerLink link={banner.link}>{box}</BannerLink>
}

/**
 * A banner's link: a page of this site opens inside the app (no reload), anything else in a new tab. The address comes
 * from the backend, not from the route tree, hence the history push instead of a typed router link.
 */
function BannerLink({ link, children }: { link: string; children: ReactNode }) {
  const router = useRouter()
  const path = sameSitePath(link)
  if (path === undefined) {
    return (
      <a href={link} className={classes.link} rel="noopener noreferrer" target="_blank">
        {children}
      </a>
    )
  }
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return
    event.preventDefault()
    router.history.push(path)
  }
  return (
    <a href={path} className={classes.link} onClick={onClick}>
      {children}
    </a>
  )
}
