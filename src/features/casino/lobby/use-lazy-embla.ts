import { startTransition, useCallback, useEffect, useState } from 'react'
import type EmblaCarousel from 'embla-carousel'
import type { EmblaCarouselType, EmblaOptionsType } from 'embla-carousel'
import { cachedImport } from '@/shared/retry-import.ts'

/** Embla's code, downloaded once, the first time a carousel starts (a failed download is tried again next time). */
const loadEmbla: () => Promise<{ default: typeof EmblaCarousel }> = cachedImport(() => import('embla-carousel'))

/**
 * embla-carousel-react's hook, with Embla's code loaded only when `start` turns true: the lobby's first screen draws
 * its first banner without it, and Embla is about a third of the lobby chunk's download, which comes before that
 * screen (scripts/landing-preload.ts; the first screen's size budget, docs/performance.md). Until Embla is in (or if
 * its download fails) the carousel is its first banner, as laid out, and `embla` is undefined. Other `options` (by
 * value: a new object with the same values changes nothing) start Embla again with them.
 */
export function useLazyEmbla(
  options: EmblaOptionsType,
  start: boolean,
  /** Tests give a download that fails. */
  load = loadEmbla,
): [(viewport: HTMLElement | null) => void, EmblaCarouselType | undefined] {
  const [viewport, setViewport] = useState<HTMLElement | null>(null)
  // A ref callback runs inside React's commit, and a state set there is rendered at once, before the browser paints,
  // with every effect of that commit run first: on the lobby that was the whole first screen's effects, before its
  // first banner could show (docs/performance.md). As a transition it renders after the paint.
  const viewportRef = useCallback((node: HTMLElement | null) => startTransition(() => setViewport(node)), [])
  const [embla, setEmbla] = useState<EmblaCarouselType>()
  const optionsKey = JSON.stringify(options)
  useEffect(() => {
    if (!start || !viewport) return
    let api: EmblaCarouselType | undefined
    let gone = false
    load().then(
      ({ default: createEmbla }) => {
        if (gone) return
        api = createEmbla(viewport, JSON.parse(optionsKey) as EmblaOptionsType)
        setEmbla(api)
      },
      (error: unknown) => console.error('[home] the banner carousel could not start', error),
    )
    return () => {
      gone = true
      api?.destroy()
      setEmbla(undefined)
    }
  }, [start, viewport, optionsKey, load])
  return [viewportRef, embla]
}
