import { describe, expect, it } from 'vitest'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { HttpResponse } from 'msw'
import { sportsMyBets } from '@/api/sports.ts'
import { profileWallet } from '@/api/wallet.ts'
import { captureRequests, faults } from '@/testing/auth-fixtures.ts'
import { signedInAsDemo } from '@/testing/profile-fixtures.ts'
import { renderRoute } from '@/testing/render.tsx'
import { ticketsPage, ticketWire } from '@/testing/slip-fixtures.ts'

const settled = ticketWire(8, {
  type: 'multiple',
  total_bets: '10.00',
  total_earnings: '37.92',
  odd: 3.79,
  status: 'won',
  payout: '37.92',
  settled_at: '2026-11-24T03:00:00Z',
  selections: [
    { ...ticketWire(0).selections[0]!, status: 'won', goals_home: 2, goals_away: 1 },
    {
      ...ticketWire(0).selections[0]!,
      event_id: 2,
      bet_id: '2-1-0',
      team_home_name: 'Mandante 2',
      team_away_name: 'Visitante 2',
      market: 'Goals Over/Under',
      value: 'Over 2.5',
      odd: 2.05,
      status: 'won',
      goals_home: 3,
      goals_away: 0,
    },
  ],
})

function open(url: string, answer: () => Response) {
  const sent = captureRequests(sportsMyBets, answer)
  const { store } = signedInAsDemo({ modalOpen: false })
  return { sent, ...renderRoute(url, { store }) }
}

const heading = () => screen.findByRole('heading', { level: 1, name: 'Minhas apostas' }, { timeout: 10_000 })
const toast = (text: string) => screen.findByText(text, { selector: '.mantine-Notification-description' })

describe('Minhas apostas', () => {
  it('lists the open tickets with selections, odds, stake, potential return, status and the São Paulo date', async () => {
    const { sent } = open('/sports/my-bets', () => HttpResponse.json(ticketsPage([ticketWire(7)])))
    await heading()
    const ticket = screen.getByRole('listitem', { name: /Simples/ })
    expect(within(ticket).getByText('Bilhete nº 7')).toBeInTheDocument()
    expect(within(ticket).getByText('23/11/2026 22:30')).toBeInTheDocument()
    expect(within(ticket).getByText('Mandante 1 × Visitante 1')).toBeInTheDocument()
    // The feed's words (`Match Winner`, `Home`) in the player's language.
    expect(within(ticket).getByText(/^Resultado final:/)).toBeInTheDocument()
    expect(within(ticket).getByText('Casa')).toBeInTheDocument()
    expect(within(ticket).getByText('Retorno potencial').nextSibling).toHaveTextContent('46,25')
    expect(within(ticket).getByText('Valor apostado').nextSibling).toHaveTextContent('25,00')
    expect(within(ticket).getAllByText('Em aberto')).toHaveLength(2)
    expect(screen.getByRole('link', { name: 'Em aberto' })).toHaveAttribute('aria-current', 'page')
    expect(sent[0]!.url.searchParams.get('status')).toBe('open')
    expect(sent[0]!.url.searchParams.get('page')).toBe('1')
  })

  it('the settled tab lives in the address: results, payout and the final score', async () => {
    const { sent, router } = open('/sports/my-bets', () => HttpResponse.json(ticketsPage([settled])))
    await heading()
    await userEvent.click(screen.getByRole('link', { name: 'Encerradas' }))
    await waitFor(() => expect(router.state.location.search).toEqual({ tab: 'settled', page: 1 }))
    await waitFor(() => expect(sent.at(-1)!.url.searchParams.get('status')).toBe('settled'))
    const ticket = await screen.findByRole('listitem', { name: /Múltipla/ })
    expect(within(ticket).getByText('Retorno').nextSibling).toHaveTextContent('37,92')
    expect(within(ticket).getByText('Mandante 2 3 × 0 Visitante 2')).toBeInTheDocument()
    expect(within(ticket).getAllByText('Ganhou')).toHaveLength(3)
  })

  it('showing the settled tickets refreshes the balance: a result the player reads agrees with the top bar', async () => {
    const wallet = captureRequests(profileWallet)
    open('/sports/my-bets', () => HttpResponse.json(ticketsPage([settled])))
    await heading()
    // The top bar has read the wallet, and it is fresh: the open tab alone asks nothing more.
    await screen.findByRole('link', { name: /^Saldo: R\$/ })
    await waitFor(() => expect(wallet).toHaveLength(1))
    await userEvent.setup().click(screen.getByRole('link', { name: 'Encerradas' }))
    await screen.findByText('Bilhete nº 8')
    await waitFor(() => expect(wallet).toHaveLength(2))
  })

  it('pages through the tickets with links', async () => {
    const tickets = Array.from({ length: 10 }, (_, i) => ticketWire(100 + i))
    const { sent } = open('/sports/my-bets?tab=open&page=2', () =>
      HttpResponse.json(ticketsPage(tickets, { page: 2, total: 25 })),
    )
    await heading()
    expect(sent[0]!.url.searchParams.get('page')).toBe('2')
    const pages = screen.getByRole('navigation', { name: 'Páginas de apostas' })
    expect(within(pages).getByRole('link', { name: /3/ })).toHaveAttribute('href', '/sports/my-bets?tab=open&page=3')
  })

  it('says when there is nothing, with a way to the games', async () => {
    open('/sports/my-bets', () => HttpResponse.json(ticketsPage([])))
    await heading()
    expect(screen.getByText('Você não tem apostas em aberto.')).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Ver jogos' })).toHaveAttribute('href', '/sports')
  })

  it.each([
    ['a 500', faults.html500(), 'Não foi possível carregar suas apostas.'],
    ['no answer', faults.network(), 'Sem resposta do servidor. Verifique sua conexão e tente novamente.'],
    ['a malformed answer', faults.malformed(), 'Ocorreu um erro ao processar a resposta do servidor'],
  ])('%s: the failure view with a retry, and the notice', async (_name, answer, text) => {
    open('/sports/my-bets', answer)
    expect(await toast(text)).toBeInTheDocument()
    expect(await screen.findByRole('button', { name: 'Tentar novamente' })).toBeInTheDocument()
  })

  it('a visitor is sent to log in, with the way back remembered', async () => {
    const { router } = renderRoute('/sports/my-bets?tab=settled')
    await waitFor(() => expect(router.state.location.pathname).toBe('/openlogin'))
    expect(router.state.location.search).toMatchObject({ redirect: '/sports/my-bets?tab=settled&page=1' })
  })
})
