import type { ReactNode, Ref } from 'react'
import classes from './message-screen.module.css'

export interface MessageScreenProps {
  /** The round badge's icon (decorative: the title says it). */
  icon: ReactNode
  title: ReactNode
  description: ReactNode
  /** The way out: a button or a link. */
  action: ReactNode
  /** `danger`: something failed; `warning`: something is unavailable for now. */
  tone?: 'danger' | 'warning'
  /**
   * `inline`: in a page's content; `fullScreen`: the whole window (nothing else could load); `cover`: over its
   * positioned parent, on the screen's backdrop (a screen without the app's shell, such as the game's).
   */
  layout: 'inline' | 'fullScreen' | 'cover'
  /** The screen's own heading (h1, larger), rather than a page section's (h2). */
  main?: boolean
  /** To move the focus to the message when it replaces what had it. */
  headingRef?: Ref<HTMLHeadingElement>
  /** Drawn behind the card (the maintenance screen's particles). */
  backdrop?: ReactNode
}

/**
 * The one centred message card of a screen that cannot show what it was for: an icon, a heading, what happened and
 * the way out (a page that did not load, a game in maintenance). Plain elements, not Paper/Stack/Title: the boot
 * failure and the route error's plain card use it from the entry chunk, and those components cost more bytes than the
 * stylesheet.
 */
export function MessageScreen({
  icon,
  title,
  description,
  action,
  tone = 'danger',
  layout,
  main = false,
  headingRef,
  backdrop,
}: MessageScreenProps) {
  const Heading = main ? 'h1' : 'h2'
  return (
    <div className={classes[layout]}>
      {backdrop}
      <div className={classes.card} role="alert">
        <span className={classes.icon} data-tone={tone} data-main={main || undefined} aria-hidden="true">
          {icon}
        </span>
        <Heading
          className={classes.title}
          data-main={main || undefined}
          ref={headingRef}
          tabIndex={headingRef ? -1 : undefined}
        >
          {title}
        </Heading>
        <p className={classes.description}>{description}</p>
        {action}
      </div>
    </div>
  )
}
