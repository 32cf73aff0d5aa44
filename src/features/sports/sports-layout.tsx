import type { ReactNode } from 'react'
import { Link } from '@tanstack/react-router'
import { useAtomValue } from 'jotai'
import { Trans, useLingui } from '@lingui/react/macro'
import { userAtom } from '@/shared/session.ts'
import { useSettings } from '@/shared/settings.ts'
import { IconHome } from '@/shared/ui/icons/home.tsx'
import { IconSearch } from '@/shared/ui/icons/search.tsx'
import { IconCalendar, IconLive, IconStar, IconTicket } from './components/icons.tsx'
import { SportsMaintenance } from './components/sports-maintenance.tsx'
import { BetSlip } from './slip/components/bet-slip.tsx'
import { useSportsPush } from './use-sports-push.ts'
import classes from './sports-layout.module.css'

/**
 * The frame of every sports page: the sports navigation (home, live, favourites, search) and the header options
 * (featured games, calendar) around the page, and the bet slip once beside it. With football turned off in the
 * settings, the maintenance image replaces all of it.
 */
export function SportsLayout({ children }: { children: ReactNode }) {
  const football = useSettings().turn_on_football
  if (!football) return <SportsMaintenance />
  return <SportsFrame>{children}</SportsFrame>
}

function SportsFrame({ children }: { children: ReactNode }) {
  const { t } = useLingui()
  const player = useAtomValue(userAtom) !== null
  useSportsPush()
  return (
    <div className={classes.layout}>
      <div className={classes.main}>
        <div className={classes.bars}>
          <nav className={classes.nav} aria-label={t`Navegação de esportes`}>
            <SportsNavLink to="/sports" exact icon={<IconHome size={18} />}>
              <Trans>Início</Trans>
            </SportsNavLink>
            <SportsNavLink to="/sports/live" icon={<IconLive size={18} />}>
              <Trans>Ao vivo</Trans>
            </SportsNavLink>
            <SportsNavLink to="/sports/favorites" icon={<IconStar size={18} />}>
              <Trans>Favoritos</Trans>
            </SportsNavLink>
            <SportsNavLink to="/sports/search" icon={<IconSearch size={18} />}>
              <Trans>Buscar</Trans>
            </SportsNavLink>
            {player && (
              <SportsNavLink to="/sports/my-bets" icon={<IconTicket size={18} />}>
                <Trans>Minhas apostas</Trans>
              </SportsNavLink>
            )}
          </nav>
          <div className={classes.options}>
            <SportsNavLink to="/sports" exact>
              <Trans>Jogos em destaque</Trans>
            </SportsNavLink>
            <SportsNavLink to="/sports/calendar" icon={<IconCalendar size={18} />}>
              <Trans>Calendário</Trans>
            </SportsNavLink>
          </div>
        </div>
        {children}
      </div>
      <div className={classes.slip}>
        <BetSlip />
      </div>
    </div>
  )
}

type SportsPath =
  '/sports' | '/sports/live' | '/sports/favorites' | '/sports/search' | '/sports/calendar' | '/sports/my-bets'

function SportsNavLink({
  to,
  exact = false,
  icon,
  children,
}: {
  to: SportsPath
  exact?: boolean
  icon?: ReactNode
  children: ReactNode
}) {
  return (
    <Link to={to} className={classes.link} activeOptions={{ exact, includeSearch: false }}>
      {icon}
      <span>{children}</span>
    </Link>
  )
}
