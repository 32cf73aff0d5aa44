import { useState } from 'react'
import { assetUrl } from '@/shared/asset-url.ts'
import { initials } from '@/shared/initials.ts'
import { teamBadgePath } from '../rules/markets.ts'
import classes from './event-card.module.css'

/**
 * A team's badge (or, with `path`, a league's icon) from the backend's storage, or its initials when the image is missing or fails (decorative either
 * way: the team's name is written beside it).
 */
export function TeamBadge({ name, size = 32, path }: { name: string; size?: number; path?: string }) {
  const src = assetUrl(path ?? teamBadgePath(name))
  const [failed, setFailed] = useState(false)
  if (!src || failed) {
    return (
      <span className={classes.badgeFallback} style={{ width: size, height: size }} aria-hidden="true">
        {initials(name)}
      </span>
    )
  }
  return (
    <img
      className={classes.badge}
      src={src}
      alt=""
      width={size}
      height={size}
      loading="lazy"
      decoding="async"
      onError={() => setFailed(true)}
    />
  )
}

