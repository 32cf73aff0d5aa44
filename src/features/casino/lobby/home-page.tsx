import type { CSSProperties, ReactNode } from 'react'
import { VisuallyHidden } from '@mantine/core'
import { Trans } from '@lingui/react/macro'
import { useIsPhone } from '@/shared/hooks/use-is-phone.ts'
import { assetUrl } from '@/shared/asset-url.ts'
import { useSettings } from '@/shared/settings.ts'
import { CategorySections, FeaturedSection, HomeBanners, HomeCarousel, HomeGridSection } from './components/home-sections.tsx'
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
 */
export function HomePage({ search, marqueeSeed }: HomePageProps) {
  const isPhone = useIsPhone()
  const device = isPhone ? 'mobile' : 'desktop'
  const background = assetUrl(useSettings().software_background)
  const style = background ? ({ '--home-background': `url("${background}")` } as CSSProperties) : undefined
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
      <HomeGridSection mobileOnly={wantsMobileGames(isPhone)} isPhone={isPhone} />
      {/* Below the grid's first rows: what loads here with a height of its own moves nothing on the first screen. */}
      <HomeBanners device={device} />
      <FeaturedSection />
      <CategorySections />
    </div>
  )
}
