import { describe, expect, it } from 'vitest'
import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { HttpResponse } from 'msw'
import { sportsEvent } from '@/api/sports.ts'
import { server } from '@mocks/node.ts'
import { answer, override } from '@mocks/override.ts'
import { faults } from '@/testing/auth-fixtures.ts'
import { renderRoute } from '@/testing/render.tsx'
import { liveEventFixture } from '@/testing/sports-fixtures.ts'

describe('sports event page', () => {
  it('shows the teams, the score, the clock and every market; a value goes into the slip', async () => {
    const user = userEvent.setup()
    const event = liveEventFixture({ id: 77, goals_home: 2, goals_away: 1, elapsed: 67 })
    server.use(override(sportsEvent, answer(sportsEvent, { event })))
    renderRoute('/sports/event/2026-11-25/77')
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Palmeiras 77 × Flamengo 77' }, { timeout: 10_000 }),
    ).toBeInTheDocument()
    expect(screen.getByLabelText('2 × 1')).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Brasil · Série A' })).toBeInTheDocument()
    expect(screen.getByText('67 min')).toBeInTheDocument()
    expect(screen.getByText('2º tempo')).toBeInTheDocument()
    const markets = within(screen.getByRole('region', { name: 'Mercados' }))
    expect(markets.getByRole('region', { name: 'Resultado final' })).toBeInTheDocument()
    expect(markets.getByRole('button', { name: 'Casa 1,85' })).toBeInTheDocument()
    expect(markets.queryByText(/Match Winner|Goals Over|Home|Over 2/)).not.toBeInTheDocument()
    const over = within(markets.getByRole('region', { name: 'Total de gols' })).getByRole('button', {
      name: /^Mais de 2,5/,
    })
    await user.click(over)
    expect(over).toHaveAttribute('aria-pressed', 'true')
  })

  it('reads the feed in Spanish for a Spanish reader', async () => {
    server.use(
      override(sportsEvent, answer(sportsEvent, { event: liveEventFixture({ id: 78, league_country: 'England' }) })),
    )
    renderRoute('/sports/event/2026-11-25/78', { locale: 'es' })
    expect(await screen.findByRole('link', { name: 'Inglaterra · Série A' }, { timeout: 10_000 })).toBeInTheDocument()
    const markets = within(screen.getByRole('region', { name: 'Total de goles' }))
    expect(markets.getByRole('button', { name: /^Más de 2,5/ })).toBeInTheDocument()
    expect(screen.getByRole('button', { name: /^Visitante 4,20/ })).toBeInTheDocument()
  })

  it('a suspended market says so: its buttons are disabled with a padlock, the others stay open', async () => {
    const open = liveEventFixture({ id: 79 })
    const event = { ...open, bets: open.bets.map((market, index) => ({ ...market, suspended: index === 0 })) }
    server.use(override(sportsEvent, answer(sportsEvent, { event })))
    renderRoute('/sports/event/2026-11-25/79')
    const winner = within(await screen.findByRole('region', { name: 'Resultado final' }, { timeout: 10_000 }))
    expect(winner.getByRole('heading', { level: 3 })).toHaveTextContent('Resultado final Suspenso')
    for (const name of ['Casa Suspenso', 'Empate Suspenso', 'Fora Suspenso'])
      expect(winner.getByRole('button', { name })).toBeDisabled()
    const goals = within(screen.getByRole('region', { name: 'Total de gols' }))
    expect(goals.queryByText('Suspenso')).not.toBeInTheDocument()
    expect(goals.getByRole('button', { name: 'Mais de 2,5 2,05' })).toBeEnabled()
  })

  it('an unknown event is the not-found page', async () => {
    server.use(override(sportsEvent, () => HttpResponse.json({ message: 'Evento não encontrado' }, { status: 404 })))
    renderRoute('/sports/event/2026-11-25/9999')
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Página não encontrada' }, { timeout: 10_000 }),
    ).toBeInTheDocument()
  })

  it('a failure shows the failure view with a retry', async () => {
    server.use(override(sportsEvent, faults.json(500, { message: 'trace' })))
    renderRoute('/sports/event/2026-11-25/77')
    expect(await screen.findByText('Não foi possível carregar a partida.', {}, { timeout: 10_000 })).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Tentar novamente' })).toBeInTheDocument()
  })
})
