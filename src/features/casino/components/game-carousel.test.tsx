import { describe, expect, it } from 'vitest'
import { screen, within } from '@testing-library/react'
import { gameFixture } from '@/testing/casino-fixtures.ts'
import { renderWithProviders } from '@/testing/render.tsx'
import { GameCarousel } from './game-carousel.tsx'

describe('GameCarousel', () => {
  it('is a named region of game cards with named previous and next buttons', async () => {
    const games = [1, 2, 3, 4].map((id) => gameFixture({ id, game_name: `Jogo ${id}` }))
    renderWithProviders(<GameCarousel games={games} label="Slots" />)
    const region = await screen.findByRole('region', { name: 'Slots' })
    expect(within(region).getAllByRole('link')).toHaveLength(4)
    expect(within(region).getByRole('button', { name: 'Próximos jogos' })).toBeInTheDocument()
    expect(within(region).getByRole('button', { name: 'Jogos anteriores' })).toBeInTheDocument()
  })
})
