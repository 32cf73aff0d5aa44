import {
  sportsEvent,
  sportsEvents,
  sportsLeagues,
  sportsLiveEvents,
  sportsMyBets,
  sportsNextEvents,
  sportsStoreMultiple,
  sportsStoreSingle,
} from '@/api/sports.ts'
import { placeBets, placementErrors, ticketWire, type PlacementKind } from './bets.ts'
import { eventWire, findEvent, leaguesWire, liveEvents, mainEvents, nextEvents } from './feed.ts'
import './push.ts'
import { handle, reply, type HandlerContext } from '../handlers/define.ts'
import { paginate } from '../handlers/paginate.ts'

/** Tickets per page of my bets. */
export const TICKETS_PER_PAGE = 10

function place(kind: PlacementKind) {
  return (ctx: HandlerContext<typeof sportsStoreSingle> | HandlerContext<typeof sportsStoreMultiple>) => {
    const result = placeBets(kind, ctx.auth.user.id, ctx.body, ctx.now.getTime())
    if (!result.ok) return reply.error(result.status, result.body)
    return { status: true, message: result.message, tickets: result.tickets.map(ticketWire) }
  }
}

/**
 * The sportsbook (mocks/sports): the spec's call-table rows, the original's event page and my bets. The lists are
 * computed from the simulation clock at each call; only bets and what the demo panel forced are stored.
 */
export const sportsHandlers = [
  handle(sportsLeagues, () => ({ leagues: leaguesWire() })),

  handle(sportsEvents, (ctx) => ({
    events: mainEvents(ctx.now.getTime(), ctx.db, ctx.query).map(eventWire),
  })),

  handle(sportsNextEvents, (ctx) => ({
    nextevents: nextEvents(ctx.now.getTime(), ctx.db, ctx.query).map(eventWire),
  })),

  handle(sportsLiveEvents, (ctx) => ({ liveevents: liveEvents(ctx.now.getTime(), ctx.db).map(eventWire) })),

  handle(sportsEvent, (ctx) => {
    const id = Number(ctx.params.id)
    const event = Number.isSafeInteger(id) ? findEvent(id, ctx.now.getTime(), ctx.db) : undefined
    return event ? { event: eventWire(event) } : reply.error(404, { error: 'Evento não encontrado.' })
  }),

  handle(sportsStoreSingle, place('single'), { rules: (input) => placementErrors('single', input) }),
  handle(sportsStoreMultiple, place('multiple'), { rules: (input) => placementErrors('multiple', input) }),

  handle(sportsMyBets, (ctx) => {
    const status = ctx.query.status
    const rows = ctx.db.sportsTickets
      .where(
        (ticket) =>
          ticket.user_id === ctx.auth.user.id &&
          (status === undefined || (status === 'open' ? ticket.status === 'open' : ticket.status !== 'open')),
      )
      .sort((a, b) => b.created_at.localeCompare(a.created_at) || b.id - a.id)
    const page = paginate(rows.map(ticketWire), ctx.query.page ?? 1, TICKETS_PER_PAGE, ctx.request.url)
    if (!status) return { bets: page }
    // Paging links keep the filter.
    const keep = (url: string | null) => (url ? `${url}&status=${status}` : url)
    return {
      bets: {
        ...page,
        first_page_url: keep(page.first_page_url),
        last_page_url: keep(page.last_page_url),
        next_page_url: keep(page.next_page_url),
        prev_page_url: keep(page.prev_page_url),
        links: page.links.map((link) => ({ ...link, url: keep(link.url) })),
      },
    }
  }),
]
