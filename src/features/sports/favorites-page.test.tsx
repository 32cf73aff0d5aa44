import { describe, expect, it } from 'vitest'
import { screen, within } from '@testing-library/react'
import { HttpResponse } from 'msw'
import { sportsEvent } from '@/api/sports.ts'
import { server } from '@mocks/node.ts'
import { answer, override } from '@mocks/override.ts'
import { holdAnswers } from '@/testing/deposit-fixtures.ts'
import { renderRoute } from '@/testing/render.tsx'
import { liveEventFixture } from '@/testing/sports-fixtures.ts'

/** The favourites as the star buttons store them on this device. */
function starMatches(...events: number[]) {
  localStorage.setItem('sportsFavorites', JSON.stringify({ events, leagues: [] }))
}

const starred = () => screen.findByRole('region', { name: 'Partidas favoritas' }, { timeout: 10_000 })

describe('sports favourites page', () => {
  it('says the starred matches are loading while they are on their way', async () => {
    starMatches(77)
    holdAnswers(sportsEvent)
    renderRoute('/sports/favorites')
    expect(await within(await starred()).findByRole('status')).toHaveTextContent('Carregando partidas…')
  })

  it('shows a starred match once it is there', async () => {
    starMatches(77)
    server.use(override(sportsEvent, answer(sportsEvent, { event: liveEventFixture({ id: 77 }) })))
    renderRoute('/sports/favorites')
    expect(await within(await starred()).findByText(/Palmeiras 77/)).toBeInTheDocument()
    expect(screen.queryByText('Carregando partidas…')).not.toBeInTheDocument()
  })

  it('a starred match that is gone ends the wait: it is no longer available', async () => {
    starMatches(77)
    server.use(override(sportsEvent, () => HttpResponse.json({ message: 'Evento não encontrado' }, { status: 404 })))
    renderRoute('/sports/favorites')
    expect(await within(await starred()).findByText('Essas partidas já não estão disponíveis.')).toBeInTheDocument()
    expect(screen.queryByText('Carregando partidas…')).not.toBeInTheDocument()
  })
})
