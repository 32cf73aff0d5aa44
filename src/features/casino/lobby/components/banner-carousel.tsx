import { useEffect, useState, type FocusEvent } from 'react'
import { useReducedMotion } from '@mantine/hooks'
import type { EmblaCarouselType } from 'embla-carousel'
import { useLingui } from '@lingui/react/macro'
import type { Banner } from '@/api/settings.ts'
import { useWhenIdle } from '@/shared/hooks/use-when-idle.ts'
import { IconChevronDown } from '@/shared/ui/icons/chevron-down.tsx'
import { BannerImage } from './banner-image.tsx'
import { useLazyEmbla } from '../use-lazy-embla.ts'
import type { BannerDevice } from '../rules/banners.ts'
import classes from './banner-carousel.module.css'

/** The carousel moves on by itself every 6000 ms, one banner at a time, and wraps from the last to the first. */
export const BANNER_AUTOPLAY_MS = 6000

/**
 * Embla's `duration` (its spring's stiffness, 20 to 60 advised; 25 by default), for the moves Embla slides itself: a
 * hand's, and the autoplay's wrap from the last banner to the first. Embla moves the banners from JavaScript, one
 * frame and one commit of the page's layers at a time, until they are within 0.001 px of the next banner: 107 frames
 * at 25, the last 50 of them under half a pixel, seen by nobody; 73 frames at 20, and the visible part of the move
 * takes 0.6 s instead of 0.95. One such slide in the seconds 5 to 10 of the bench's phone cost the page's main thread
 * 257 to 278 ms at 25 and 162 to 215 ms at 20 (docs/performance.md).
 */
const SLIDE_DURATION = 20

/**
 * An autoplay step costs the page none of those frames: Embla jumps to the next banner (one write of the container's
 * transform) and the compositor glides the container there, a CSS transition (`data-gliding`, banner-carousel.module.css).
 * The step from the last banner to the first stays Embla's: its jump rewinds the container by the whole strip, which a
 * transition would play backwards across every banner.
 */
function glideNext(embla: EmblaCarouselType): void {
  stopGliding(embla)
  if (embla.selectedScrollSnap() === embla.scrollSnapList().length - 1) {
    embla.scrollNext()
    return
  }
  embla.containerNode().dataset.gliding = ''
  embla.scrollNext(true)
}

/** Ends a glide at once (its transition jumps to where it was going): a hand on the carousel moves it from there. */
function stopGliding(embla: EmblaCarouselType | undefined): void {
  if (embla) delete embla.containerNode().dataset.gliding
}

export interface BannerCarouselProps {
  /** Banners that have an image (bannersOfType). */
  banners: readonly Banner[]
  device: BannerDevice
}

/**
 * The home's banner carousel (the WAI-ARIA carousel pattern): one banner at a time, swipe and drag (Embla), previous,
 * next and one button per banner, and a pause button. It moves on every 6 s, and holds still while the pointer is over
 * it, while focus is inside it, once paused, and always under prefers-reduced-motion (the buttons then jump instead of
 * sliding). Only the banner on screen can be reached with Tab; while it plays, slide changes are not announced.
 */
export function BannerCarousel({ banners, device }: BannerCarouselProps) {
  const { t } = useLingui()
  const reducedMotion = useReducedMotion(false, { getInitialValueInEffect: false })
  // Embla measures the page when it starts: on the lobby's first render that was the page's whole first layout, forced
  // inside React's commit (the longest task of a phone's first visit). It starts once the browser is idle after the
  // first paint instead, its code downloaded then (use-lazy-embla.ts); until then the first banner shows as it will,
  // and the buttons wait for it.
  const emblaMayStart = useWhenIdle()
  const [viewportRef, embla] = useLazyEmbla(
    { loop: banners.length > 1, align: 'start', duration: SLIDE_DURATION },
    emblaMayStart,
  )
  const [selected, setSelected] = useState(0)
  const [hovered, setHovered] = useState(false)
  const [focused, setFocused] = useState(false)
  const [paused, setPaused] = useState(false)
  const count = banners.length
  const canPlay = count > 1 && !reducedMotion
  const playing = canPlay && !paused && !hovered && !focused

  useEffect(() => {
    if (!embla) return
    const onSelect = () => setSelected(embla.selectedScrollSnap())
    onSelect()
    embla.on('select', onSelect).on('reInit', onSelect)
    return () => {
      embla.off('select', onSelect).off('reInit', onSelect)
    }
  }, [embla])

  // One timer per banner shown: moving by hand (a swipe, a button) starts the 6 s again.
  useEffect(() => {
    if (!playing || !embla) return
    const timer = setTimeout(() => glideNext(embla), BANNER_AUTOPLAY_MS)
    return () => clearTimeout(timer)
  }, [playing, embla, selected])

  useEffect(() => {
    if (!embla) return
    const container = embla.containerNode()
    const done = () => stopGliding(embla)
    // The banners' own transitions end here too, as they bubble: only the container's ends the glide.
    const ended = (event: TransitionEvent) => {
      if (event.target === container) done()
    }
    container.addEventListener('transitionend', ended)
    container.addEventListener('transitioncancel', ended)
    embla.on('pointerDown', done)
    return () => {
      container.removeEventListener('transitionend', ended)
      container.removeEventListener('transitioncancel', ended)
      embla.off('pointerDown', done)
      done()
    }
  }, [embla])

  const moveBy = (move: (embla: EmblaCarouselType) => void) => {
    stopGliding(embla)
    if (embla) move(embla)
  }

  const onBlur = (event: FocusEvent<HTMLElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget)) setFocused(false)
  }

  if (count === 0) return null
  return (
    <section
      className={classes.root}
      aria-roledescription={t`carrossel`}
      aria-label={t`Destaques`}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={onBlur}
    >
      <div className={classes.viewport} ref={viewportRef}>
        <div className={classes.container} aria-live={playing ? 'off' : 'polite'}>
          {banners.map((banner, index) => {
            const position = index + 1
            return (
              <div
                key={banner.id ?? index}
                className={classes.slide}
                role="group"
                aria-roledescription={t`banner`}
                aria-label={t`${position} de ${count}`}
                inert={index !== selected}
              >
                <BannerImage banner={banner} device={device} priority={index === 0} />
              </div>
            )
          })}
        </div>
      </div>
      {count > 1 && (
        <div className={classes.controls}>
          {canPlay && (
            <button
              type="button"
              className={classes.control}
              aria-label={paused ? t`Reproduzir os banners` : t`Pausar os banners`}
              onClick={() => setPaused((value) => !value)}
            >
              {paused ? <PlayIcon /> : <PauseIcon />}
            </button>
          )}
          <button
            type="button"
            className={classes.control}
            aria-label={t`Banner anterior`}
            onClick={() => moveBy((api) => api.scrollPrev(reducedMotion))}
          >
            <IconChevronDown className={classes.previousIcon} size={18} />
          </button>
          <div className={classes.dots}>
            {banners.map((banner, index) => {
              const position = index + 1
              return (
                <button
                  key={banner.id ?? index}
                  type="button"
                  className={classes.dot}
                  aria-label={t`Mostrar o banner ${position}`}
                  aria-current={index === selected ? 'true' : undefined}
                  onClick={() => moveBy((api) => api.scrollTo(index, reducedMotion))}
                />
              )
            })}
          </div>
          <button
            type="button"
            className={classes.control}
            aria-label={t`Próximo banner`}
            onClick={() => moveBy((api) => api.scrollNext(reducedMotion))}
          >
            <IconChevronDown className={classes.nextIcon} size={18} />
          </button>
        </div>
      )}
    </section>
  )
}

function PauseIcon() {
  return (
    <svg width={14} height={14} viewBox="0 0 24 24" fill="currentColor" aria-hidden="true" focusable="false">
      <rect x="5" y="4" width="5" height="16" rx="1" />
      <rect x="14" y="4" width="5" height="16" rx="1" />
    </svg>
  )
}

function PlayIcon() {
  return (
    <svg width={14} height={14} viewBox="0 0 24 24" fill="currentColor" aria-hidden="true" focusable="false">
      <path d="M7 4.5v15a1 1 0 0 0 1.5.86l12-7.5a1 1 0 0 0 0-1.72l-12-7.5A1 1 0 0 0 7 4.5z" />
    </svg>
  )
}
