import { StatusBadge } from '@/shared/ui/status-badge.tsx'
import { useEffect, useId } from 'react'
import { Paper, Text } from '@mantine/core'
import { Trans, useLingui } from '@lingui/react/macro'
import { useSuspenseQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import type { Ticket, TicketSelection } from '@/api/sports.ts'
import { formatBRL } from '@/shared/money.ts'
import { useMoneyMoved } from '@/shared/wallet.ts'
import { LinkButton } from '@/shared/ui/link-button.tsx'
import { Page } from '@/shared/ui/page.tsx'
import { PageLinks } from '@/shared/ui/page-links.tsx'
import { marketLabel, selectionLabel } from '../rules/feed-words.ts'
import { formatOdd } from './rules/format.ts'
import { myBetsQueryOptions, type MyBetsTab } from './queries.ts'
import { TICKET_STATUS, TICKET_TYPE, ticketDate, ticketReturn } from './rules/tickets.ts'
import classes from './my-bets-page.module.css'

export interface MyBetsSearch {
  tab: MyBetsTab
  page: number
}

/**
 * `Minhas apostas`: the player's tickets, open or settled (the tab and the page in the address), each with its
 * selections, odds, stake, return and status, and the date in São Paulo time.
 */
export function MyBetsPage({ search }: { search: MyBetsSearch }) {
  const { t } = useLingui()
  const { data: page, dataUpdatedAt } = useSuspenseQuery(myBetsQueryOptions(search.tab, search.page))
  // A settled ticket paid or took money on the server, which pushes no event for it: each read of the results also
  // reloads the wallet, so the balance beside them agrees (the top bar's own refresh is every 30 s).
  const moneyMoved = useMoneyMoved()
  useEffect(() => {
    if (search.tab === 'settled') void moneyMoved()
  }, [search.tab, dataUpdatedAt, moneyMoved])
  return (
    <Page title={<Trans>Minhas apostas</Trans>}>
      <nav aria-label={t`Apostas`} className={classes.tabs}>
        <Link
          to="/sports/my-bets"
          search={{ tab: 'open', page: 1 }}
          className={classes.tab}
          activeOptions={{ includeSearch: false }}
          aria-current={search.tab === 'open' ? 'page' : undefined}
        >
          <Trans>Em aberto</Trans>
        </Link>
        <Link
          to="/sports/my-bets"
          search={{ tab: 'settled', page: 1 }}
          className={classes.tab}
          activeOptions={{ includeSearch: false }}
          aria-current={search.tab === 'settled' ? 'page' : undefined}
        >
          <Trans>Encerradas</Trans>
        </Link>
      </nav>
      {page.data.length === 0 ? (
        <div className={classes.empty}>
          <Text>
            {search.tab === 'open' ? (
              <Trans>Você não tem apostas em aberto.</Trans>
            ) : (
              <Trans>Você ainda não tem apostas encerradas.</Trans>
            )}
          </Text>
          <LinkButton to="/sports" variant="light">
            <Trans>Ver jogos</Trans>
          </LinkButton>
        </div>
      ) : (
        <ul className={classes.tickets} aria-label={t`Bilhetes`}>
          {page.data.map((ticket) => (
            <TicketCard key={ticket.id} ticket={ticket} />
          ))}
        </ul>
      )}
      <PageLinks
        page={page}
        label={t`Páginas de apostas`}
        searchFor={(number) => ({ tab: search.tab, page: number })}
      />
    </Page>
  )
}

function TicketCard({ ticket }: { ticket: Ticket }) {
  const { i18n } = useLingui()
  const headingId = useId()
  const status = TICKET_STATUS[ticket.status]
  const result = ticketReturn(ticket)
  const number = ticket.id
  return (
    <Paper component="li" withBorder radius="md" className={classes.ticket} aria-labelledby={headingId}>
      <header className={classes.ticketHead}>
        <h2 id={headingId} className={classes.ticketTitle}>
          {i18n._(TICKET_TYPE[ticket.type])}{' '}
          <span className={classes.number}>
            <Trans>Bilhete nº {number}</Trans>
          </span>
        </h2>
        <StatusBadge tone={status.tone}>{i18n._(status.label)}</StatusBadge>
      </header>
      <time dateTime={ticket.created_at} className={classes.date}>
        {ticketDate(ticket.created_at)}
      </time>
      <ul className={classes.selections}>
        {ticket.selections.map((selection, index) => (
          <SelectionRow key={selection.bet_id ?? index} selection={selection} />
        ))}
      </ul>
      <dl className={classes.figures}>
        <div>
          <dt>
            <Trans>Odd</Trans>
          </dt>
          <dd>{formatOdd(ticket.odd)}</dd>
        </div>
        <div>
          <dt>
            <Trans>Valor apostado</Trans>
          </dt>
          <dd>{formatBRL(ticket.total_bets)}</dd>
        </div>
        <div>
          <dt>{result.settled ? <Trans>Retorno</Trans> : <Trans>Retorno potencial</Trans>}</dt>
          <dd>{formatBRL(result.amount)}</dd>
        </div>
      </dl>
    </Paper>
  )
}

function SelectionRow({ selection }: { selection: TicketSelection }) {
  const { i18n } = useLingui()
  const status = TICKET_STATUS[selection.status]
  const score =
    selection.goals_home != null && selection.goals_away != null
      ? ` ${selection.goals_home} × ${selection.goals_away} `
      : ' × '
  return (
    <li className={classes.selection}>
      <div>
        <span className={classes.match}>
          {selection.team_home_name}
          {score}
          {selection.team_away_name}
        </span>
        <span className={classes.market}>
          {marketLabel(selection.market, i18n)}:{' '}
          <strong>{selectionLabel(selection.market, selection.value, i18n)}</strong> @ {formatOdd(selection.odd)}
        </span>
      </div>
      <StatusBadge tone={status.tone}>{i18n._(status.label)}</StatusBadge>
    </li>
  )
}
