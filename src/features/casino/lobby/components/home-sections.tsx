import { lazy, memo, useEffect, useMemo, useRef, useState, type ReactNode } from 'react'
import { Button } from '@mantine/core'
import { useSuspenseQuery } from '@tanstack/react-query'
import { Trans, useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import type { Category } from '@/api/categories.ts'
import { categoriesQueryOptions } from '@/shared/queries.ts'
import { LoadFailure } from '@/shared/ui/load-failure.tsx'
import { QueryBoundary } from '@/shared/ui/query-boundary.tsx'
import { retryImport } from '@/shared/retry-import.ts'
import { GameGrid, GameGridPlaceholder } from '../../components/game-grid.tsx'
import {
  bannersQueryOptions,
  featuredGamesQueryOptions,
  homeGamesQueryOptions,
  listingQueryOptions,
} from '../../queries.ts'
import { casinoTexts } from '../../rules/failures.ts'
import { toCasinoGamesQuery } from '../../rules/listing-query.ts'
import { BannerCarousel } from './banner-carousel.tsx'
import { BannerImage } from './banner-image.tsx'
import { bannersOfType, type BannerDevice } from '../rules/banners.ts'
import { FIRST_ROW, FIRST_ROWS, GRID_FIRST, homeGridGames } from '../rules/home-games.ts'
import { useNearScreen } from '../use-near-screen.ts'
import classes from '../home-page.module.css'

/**
 * The carousels are all below the first screen: their code (the card row, Mantine's Carousel and Embla) downloads
 * when the first of them comes near the screen, not with the lobby's chunk that the first screen waits for
 * (vite.config.ts, the `lobby` group; the first screen's size budget in docs/performance.md). Meanwhile their section
 * shows its placeholder row.
 */
const GameCarousel = lazy(() =>
  retryImport(() => import('../../components/game-carousel.tsx')).then((module) => ({ default: module.GameCarousel })),
)

/** A section's failure: logged for the developers, a quiet line with a retry for the player (no toast). */
function SectionFailure({ error, retry }: { error: unknown; retry: () => void }) {
  useEffect(() => {
    console.error('[home] a section did not load', error)
  }, [error])
  return <LoadFailure message={casinoTexts.loadGames} error={error} onRetry={retry} layout="section" />
}

/** A section that shows nothing when it fails. */
const nothing = () => null

/**
 * The banner carousel. While the banners load, their box is held at its final size (nothing moves when they arrive);
 * a failed call shows no banners at all, as does a list without any carousel banner.
 */
export function HomeCarousel({ device }: { device: BannerDevice }) {
  return (
    <QueryBoundary pending={<BannerPlaceholder device={device} />} failure={nothing}>
      <CarouselBanners device={device} />
    </QueryBoundary>
  )
}

function CarouselBanners({ device }: { device: BannerDevice }) {
  const { data } = useSuspenseQuery(bannersQueryOptions(device))
  const banners = useMemo(() => bannersOfType(data, 'carousel', device), [data, device])
  return <BannerCarousel banners={banners} device={device} />
}

function BannerPlaceholder({ device }: { device: BannerDevice }) {
  const { t } = useLingui()
  return (
    <div className={classes.bannerPlaceholder} data-device={device} role="status" aria-label={t`Carregando os banners`}>
      <span className={classes.bannerPlaceholderBox} />
      <span className={classes.bannerPlaceholderControls} />
    </div>
  )
}

/** The home-type banners, one under the other (two side by side from 768 px). Nothing while loading or on failure. */
export function HomeBanners({ device }: { device: BannerDevice }) {
  return (
    <QueryBoundary pending={null} failure={nothing}>
      <HomeBannerList device={device} />
    </QueryBoundary>
  )
}

function HomeBannerList({ device }: { device: BannerDevice }) {
  const { t } = useLingui()
  const { data } = useSuspenseQuery(bannersQueryOptions(device))
  const banners = useMemo(() => bannersOfType(data, 'home', device), [data, device])
  if (banners.length === 0) return null
  return (
    <section className={classes.homeBanners} aria-label={t`Promoções`}>
      {banners.map((banner, index) => (
        <BannerImage key={banner.id ?? index} banner={banner} device={device} />
      ))}
    </section>
  )
}

function SectionTitle({ id, children, action }: { id: string; children: ReactNode; action?: ReactNode }) {
  return (
    <div className={classes.sectionHeader}>
      <h2 id={id} className={classes.sectionTitle}>
        {children}
      </h2>
      {action}
    </div>
  )
}

interface HomeGridProps {
  mobileOnly: boolean
  isPhone: boolean
  /** Only the rows a first screen shows (FIRST_ROWS), until the rest of the lobby renders (home-page.tsx). */
  firstRowsOnly?: boolean
}

/** The game grid: the show_home games (only the mobile ones on phones and Android), placeholder cards until then. */
export function HomeGridSection({ mobileOnly, isPhone, firstRowsOnly = false }: HomeGridProps) {
  const { t } = useLingui()
  return (
    <section className={classes.section} aria-labelledby="home-games">
      <SectionTitle id="home-games">
        <Trans>Jogos</Trans>
      </SectionTitle>
      <QueryBoundary
        pending={<GameGridPlaceholder count={7} label={t`Carregando os Jogos...`} />}
        failure={(props) => <SectionFailure {...props} />}
      >
        <HomeGrid mobileOnly={mobileOnly} isPhone={isPhone} firstRowsOnly={firstRowsOnly} />
      </QueryBoundary>
    </section>
  )
}

function HomeGrid({ mobileOnly, isPhone, firstRowsOnly }: HomeGridProps) {
  const { t } = useLingui()
  const { data } = useSuspenseQuery(homeGamesQueryOptions())
  const games = useMemo(() => homeGridGames(data, mobileOnly), [data, mobileOnly])
  const layout = isPhone ? 'phone' : 'desktop'
  const [count, setCount] = useState(GRID_FIRST[layout])
  const drawn = firstRowsOnly ? Math.min(count, FIRST_ROWS * FIRST_ROW[layout]) : count
  const shown = useMemo(() => games.slice(0, drawn), [games, drawn])
  if (games.length === 0) {
    return (
      <p className={classes.empty}>
        <Trans>Nenhum jogo para mostrar.</Trans>
      </p>
    )
  }
  return (
    <>
      <GameGrid games={shown} eager={FIRST_ROW[layout]} label={t`Jogos`} />
      {!firstRowsOnly && count < games.length ? (
        <Button
          variant="light"
          className={classes.more}
          onClick={() => setCount((value) => value + 2 * GRID_FIRST[layout])}
        >
          <Trans>Ver mais jogos</Trans>
        </Button>
      ) : null}
    </>
  )
}

/** The featured games, as the smaller "recommended" carousel (2 cards, 3 from 700 px). */
export function FeaturedSection() {
  const { t } = useLingui()
  const title = t`Recomendados`
  return (
    <DeferredSection titleId="home-featured" title={title}>
      <FeaturedCarousel title={title} />
    </DeferredSection>
  )
}

function FeaturedCarousel({ title }: { title: string }) {
  const { data } = useSuspenseQuery(featuredGamesQueryOptions())
  if (data.length === 0) return null
  return <GameCarousel games={data} label={title} variant="recommended" />
}

/**
 * One carousel per category (its first page of games), each with its title and "Ver todos" to its listing. Without
 * the category list there are none: the side menu, which shares that list, already says it failed and offers the
 * retry that brings them back.
 */
export function CategorySections() {
  return (
    <QueryBoundary pending={null} failure={nothing}>
      <CategoryList />
    </QueryBoundary>
  )
}

function CategoryList() {
  const { data } = useSuspenseQuery(categoriesQueryOptions())
  return data.map((category) => <CategorySection key={category.slug} category={category} />)
}

const CategorySection = memo(function CategorySection({ category }: { category: Category }) {
  const titleId = `home-category-${category.slug}`
  return (
    <DeferredSection
      titleId={titleId}
      title={category.name}
      action={
        <Link
          to="/casino/provider/{-$provider}/category/{-$category}"
          params={{ provider: 'all', category: category.slug }}
          className={classes.seeAll}
          aria-describedby={titleId}
        >
          <Trans>Ver todos</Trans>
        </Link>
      }
    >
      <CategoryCarousel category={category} />
    </DeferredSection>
  )
})

function CategoryCarousel({ category }: { category: Category }) {
  const query = useMemo(
    () => toCasinoGamesQuery({ provider: 'all', category: category.slug, page: 1 }),
    [category.slug],
  )
  const { data } = useSuspenseQuery(listingQueryOptions(query))
  if (data.games.data.length === 0) {
    return (
      <p className={classes.empty}>
        <Trans>Nenhum jogo para mostrar.</Trans>
      </p>
    )
  }
  return <GameCarousel games={data.games.data} label={category.name} />
}

/**
 * A carousel section further down the page: its title at once, its data only once it comes near the screen (the
 * first screen's requests go first), a row of placeholder cards of the final height meanwhile.
 */
function DeferredSection({
  titleId,
  title,
  action,
  children,
}: {
  titleId: string
  title: string
  action?: ReactNode
  children: ReactNode
}) {
  const { t } = useLingui()
  const ref = useRef<HTMLDivElement>(null)
  const near = useNearScreen(ref, '200px')
  const label = t`Carregando os Jogos...`
  // Not a region itself: the carousel inside is one, named by the same title.
  return (
    <div ref={ref} className={classes.section}>
      <SectionTitle id={titleId} action={action}>
        {title}
      </SectionTitle>
      {near ? (
        <QueryBoundary
          pending={<CarouselPlaceholder label={label} />}
          failure={(props) => <SectionFailure {...props} />}
        >
          {children}
        </QueryBoundary>
      ) : (
        <CarouselPlaceholder label={label} still />
      )}
    </div>
  )
}

/**
 * A row of placeholder cards. `still` while the section is far from the screen: nothing loads there yet, and a dozen
 * sections of pulsing cards nobody sees kept the compositor busy for as long as the page was open.
 */
function CarouselPlaceholder({ label, still = false }: { label: string; still?: boolean }) {
  return (
    <div className={classes.carouselPlaceholder} role="status" aria-label={label} data-still={still || undefined}>
      {Array.from({ length: 7 }, (_, index) => (
        <span key={index} className={classes.carouselPlaceholderCard} aria-hidden="true" />
      ))}
    </div>
  )
}
