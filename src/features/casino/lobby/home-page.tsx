import { useEffect, useState, type CSSProperties, type ReactNode } from 'react'
import { useStore } from 'jotai'
import { VisuallyHidden } from '@mantine/core'
import { Trans } from '@lingui/react/macro'
import { useIsPhone } from '@/shared/hooks/use-is-phone.ts'
import { assetUrl } from '@/shared/asset-url.ts'
import { useSettings } from '@/shared/settings.ts'
import { useWhenIdle } from '@/shared/hooks/use-when-idle.ts'
import { lobbyDrawnWholeAtom } from '../state.ts'
import {
  CategorySections,
  FeaturedSection,
  HomeBanners,
  HomeCarousel,
  HomeGridSection,
} from './components/home-sections.tsx'
import { wantsMobileGames } from './rules/home-games.ts'
import { RegisterCall } from './components/register-call.tsx'
import { WinnersMarquee } from './components/winners-marquee.tsx'
import classes from './home-page.module.css'

export interface HomePageProps {
  /**
   * The expandable game search, shown at the top (the search feature's GameSearch, composed by the route: one feature
   * does not import another).
   */
  search?: ReactNode
  /** The winners marquee's seed (rules/marquee.ts); by default one per day. */
  marqueeSeed?: number
}

/**
 * The home lobby: the search, the banner carousel, the call to register (visitors), the winners marquee, the grid
 * of home games, the home-type banners, the recommended games and one carousel per category, over the site's
 * background image. Each section loads and fails on its own: a failed one never takes the page down.
 *
 * The first render draws only what a first screen shows: the grid's first rows and nothing below it. The rest (the
 * grid's other rows, the banners and carousels further down) follows once the browser is idle after that first
 * paint, in a transition React renders in slices. Every element of the first commit is rendered, committed, laid out
 * and painted before the first banner can show, the page's largest paint (docs/performance.md). Only on a visit's
 * first screen: a return to the lobby (in the app, or a reload, back or forward in the browser) draws it whole at once,
 * since the router then restores the player's scroll, which needs the whole page's height.
 */
export function HomePage({ search, marqueeSeed }: HomePageProps) {
  const isPhone = useIsPhone()
  const device = isPhone ? 'mobile' : 'desktop'
  const background = assetUrl(useSettings().software_background)
  const style = background ? ({ '--home-background': `url("${background}")` } as CSSProperties) : undefined
  const store = useStore()
  // Read once, not subscribed: the choice is the first render's, and drawing the page whole sets the flag.
  const [firstRowsFirst] = useState(() => !store.get(lobbyDrawnWholeAtom) && !restoresScroll())
  const idle = useWhenIdle({ transition: true })
  const whole = idle || !firstRowsFirst
  useEffect(() => {
    if (whole) store.set(lobbyDrawnWholeAtom, true)
  }, [store, whole])
  return (
    <div className={classes.page} style={style} data-with-background={background ? true : undefined}>
      {/* The page's name for assistive technology and the document outline; the lobby itself shows no title. */}
      <VisuallyHidden component="h1">
        <Trans>Início</Trans>
      </VisuallyHidden>
      {search ? <div className={classes.search}>{search}</div> : null}
      <HomeCarousel device={device} />
      <RegisterCall />
      <WinnersMarquee seed={marqueeSeed} />
      <HomeGridSection mobileOnly={wantsMobileGames(isPhone)} isPhone={isPhone} firstRowsOnly={!whole} />
      {/* Below the grid's first rows: what loads here with a height of its own moves nothing on the first screen. */}
      {whole ? (
        <>
          <HomeBanners device={device} />
          <FeaturedSection />
          <CategorySections />
        </>
      ) : null}
    </div>
  )
}

/** A reload, or a step back or forward into the site: the router restores the scroll the player left. */
function restoresScroll(): boolean {
  const [entry] = globalThis.performance?.getEntriesByType?.('navigation') ?? []
  const type = (entry as PerformanceNavigationTiming | undefined)?.type
  return type === 'reload' || type === 'back_forward'
}
