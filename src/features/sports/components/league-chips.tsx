import { Link } from '@tanstack/react-router'
import { UnstyledButton } from '@mantine/core'
import { useAtomValue, useSetAtom } from 'jotai'
import { useQuery } from '@tanstack/react-query'
import { Trans, useLingui } from '@lingui/react/macro'
import type { League } from '@/api/sports.ts'
import { noticeText } from '@/shared/notice.ts'
import { LoadFailure } from '@/shared/ui/load-failure.tsx'
import { leaguesQueryOptions } from '../queries.ts'
import { describeLeaguesFailure } from '../rules/failures.ts'
import { countryLabel } from '../rules/feed-words.ts'
import { leagueIconPath } from '../rules/markets.ts'
import { TeamBadge } from './team-badge.tsx'
import { IconStar } from './icons.tsx'
import { leagueKey, sportsFavoritesAtom, toggleFavoriteLeagueAtom } from '../state.ts'
import classes from './chips.module.css'

/**
 * The league filter of `Main Games`: All plus one chip per league (its icon from country and name), links to the
 * same page with another `?liga=`, so the browser's back walks the filters. When the leagues do not load, the
 * server's own words say why (a 4xx: all of them), with a retry.
 */
export function LeagueChips({ active }: { active: string | undefined }) {
  const { t, i18n } = useLingui()
  const leagues = useQuery(leaguesQueryOptions())
  const activeLeague = leagues.data?.find((league) => league.name === active)
  if (leagues.isError && !leagues.data) {
    // Every message the server sent, one after the other (a body may carry several).
    const notices = describeLeaguesFailure(leagues.error)
    const message = notices.map((notice) => noticeText(i18n, notice)).join(' ')
    return (
      <LoadFailure
        layout="section"
        message={message}
        error={leagues.error}
        onRetry={() => void leagues.refetch()}
        retrying={leagues.isFetching}
      />
    )
  }
  return (
    <nav aria-label={t`Ligas`} className={classes.chips} aria-busy={leagues.isPending || undefined}>
      <Link
        to="/sports"
        search={{}}
        className={classes.chip}
        data-active={active === undefined || undefined}
        aria-current={active === undefined ? 'page' : undefined}
      >
        <Trans>Todas</Trans>
      </Link>
      {leagues.data?.map((league) => (
        <LeagueChip key={leagueKey(league)} league={league} active={active === league.name} />
      ))}
      {activeLeague && <FavoriteLeagueButton league={activeLeague} />}
    </nav>
  )
}

function LeagueChip({ league, active }: { league: League; active: boolean }) {
  const { i18n } = useLingui()
  return (
    <Link
      to="/sports"
      search={{ liga: league.name }}
      className={classes.chip}
      data-active={active || undefined}
      aria-current={active ? 'page' : undefined}
    >
      <TeamBadge name={league.name} path={leagueIconPath(league)} size={20} />
      <span>
        {league.name}
        <span className={classes.country}> · {countryLabel(league.country, i18n)}</span>
      </span>
    </Link>
  )
}

function FavoriteLeagueButton({ league }: { league: League }) {
  const { t } = useLingui()
  const key = leagueKey(league)
  const favorite = useAtomValue(sportsFavoritesAtom).leagues.includes(key)
  const toggle = useSetAtom(toggleFavoriteLeagueAtom)
  const name = league.name
  return (
    <UnstyledButton
      className={classes.chip}
      aria-pressed={favorite}
      aria-label={t`Favoritar a liga ${name}`}
      onClick={() => toggle(key)}
    >
      <IconStar filled={favorite} size={18} />
    </UnstyledButton>
  )
}
