import { describe, expect, it } from 'vitest'
import { screen, within } from '@testing-library/react'
import { gameFixture } from '@/testing/casino-fixtures.ts'
import { renderWithProviders } from '@/testing/render.tsx'
import { GameCarousel } from './game-carousel.tsx'

/**
 * The `--carousel-slide-size` the page's stylesheets give `element` in a window `width` px wide: the last rule that
 * matches it, counting a `(min-width: N px)` block only from N on (jsdom parses stylesheets but lays nothing out).
 */
function slideSizeAt(element: Element, width: number): string | undefined {
  let value: string | undefined
  const walk = (rules: CSSRuleList, applies: boolean) => {
    for (const rule of Array.from(rules)) {
      if (rule instanceof CSSMediaRule) {
        const minWidth = /^\(min-width: (\d+)px\)$/.exec(rule.media.mediaText)
        walk(rule.cssRules, applies && minWidth !== null && width >= Number(minWidth[1]))
      } else if (applies && rule instanceof CSSStyleRule && element.matches(rule.selectorText)) {
        value = rule.style.getPropertyValue('--carousel-slide-size').trim() || value
      }
    }
  }
  for (const sheet of Array.from(document.styleSheets)) walk(sheet.cssRules, true)
  return value
}

const games = [1, 2, 3, 4, 5, 6, 7].map((id) => gameFixture({ id, game_name: `Jogo ${id}` }))
const firstSlide = async (label: string) => {
  const region = await screen.findByRole('region', { name: label })
  const slide = within(region).getAllByRole('link')[0]?.closest('.mantine-Carousel-slide')
  if (!slide) throw new Error('no slide')
  return slide
}

describe('GameCarousel', () => {
  it('is a named region of game cards with named previous and next buttons', async () => {
    const games = [1, 2, 3, 4].map((id) => gameFixture({ id, game_name: `Jogo ${id}` }))
    renderWithProviders(<GameCarousel games={games} label="Slots" />)
    const region = await screen.findByRole('region', { name: 'Slots' })
    expect(within(region).getAllByRole('link')).toHaveLength(4)
    expect(within(region).getByRole('button', { name: 'Próximos jogos' })).toBeInTheDocument()
    expect(within(region).getByRole('button', { name: 'Jogos anteriores' })).toBeInTheDocument()
  })

  it.each([
    [300, 2.5],
    [320, 2.8],
    [479, 2.8],
    [480, 3.2],
    [699, 3.2],
    [700, 3.5],
    [1023, 3.5],
    [1024, 6],
  ])('games: at %i px a card is 1/%d of the row', async (width, perView) => {
    renderWithProviders(<GameCarousel games={games} label="Slots" />)
    expect(slideSizeAt(await firstSlide('Slots'), width)).toBe(`calc(100% / ${perView})`)
  })

  it.each([
    [360, 2],
    [700, 3],
  ])('recommended: at %i px a card is 1/%d of the row', async (width, perView) => {
    renderWithProviders(<GameCarousel games={games} label="Recomendados" variant="recommended" />)
    expect(slideSizeAt(await firstSlide('Recomendados'), width)).toBe(`calc(100% / ${perView})`)
  })
})
