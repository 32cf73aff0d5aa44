import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import { createTestI18n } from '@/testing/providers.ts'
import { MARKETS } from '@mocks/sports/pricing.ts'
import { LEAGUES } from '@mocks/sports/leagues.ts'
import {
  countryLabel,
  countryMessage,
  marketLabel,
  marketMessage,
  selectionLabel,
  selectionMessage,
} from './feed-words.ts'

const pt = createTestI18n('pt-BR')
const en = createTestI18n('en')
const es = createTestI18n('es')

describe('feed words', () => {
  it.each([
    ['Match Winner', 'Resultado final', 'Match winner', 'Resultado final'],
    ['Double Chance', 'Dupla chance', 'Double chance', 'Doble oportunidad'],
    ['Goals Over/Under', 'Total de gols', 'Total goals', 'Total de goles'],
    ['Both Teams Score', 'Ambas marcam', 'Both teams to score', 'Ambos equipos marcan'],
    ['Exact Score', 'Placar exato', 'Exact score', 'Resultado exacto'],
    ['First Half Winner', 'Vencedor do 1º tempo', 'First half winner', 'Ganador del primer tiempo'],
  ])('market %s reads %s / %s / %s', (feed, inPt, inEn, inEs) => {
    expect(marketLabel(feed, pt)).toBe(inPt)
    expect(marketLabel(feed, en)).toBe(inEn)
    expect(marketLabel(feed, es)).toBe(inEs)
  })

  it.each([
    ['Match Winner', 'Home', 'Casa', 'Home', 'Local'],
    ['Match Winner', 'Draw', 'Empate', 'Draw', 'Empate'],
    ['Match Winner', 'Away', 'Fora', 'Away', 'Visitante'],
    ['Double Chance', 'Home/Draw', 'Casa ou empate', 'Home or draw', 'Local o empate'],
    ['Double Chance', 'Home/Away', 'Casa ou fora', 'Home or away', 'Local o visitante'],
    ['Double Chance', 'Draw/Away', 'Empate ou fora', 'Draw or away', 'Empate o visitante'],
    ['Both Teams Score', 'Yes', 'Sim', 'Yes', 'Sí'],
    ['Both Teams Score', 'No', 'Não', 'No', 'No'],
    ['Exact Score', 'Other', 'Outro placar', 'Any other score', 'Otro resultado'],
  ])('%s: %s reads %s / %s / %s', (market, value, inPt, inEn, inEs) => {
    expect(selectionLabel(market, value, pt)).toBe(inPt)
    expect(selectionLabel(market, value, en)).toBe(inEn)
    expect(selectionLabel(market, value, es)).toBe(inEs)
  })

  it('keeps the line of an over/under and writes it as the reader writes numbers', () => {
    expect(selectionLabel('Goals Over/Under', 'Over 2.5', pt)).toBe('Mais de 2,5')
    expect(selectionLabel('Goals Over/Under', 'Under 2.5', pt)).toBe('Menos de 2,5')
    expect(selectionLabel('Goals Over/Under', 'Over 2.5', en)).toBe('Over 2.5')
    expect(selectionLabel('Goals Over/Under', 'Under 0.5', es)).toBe('Menos de 0,5')
    expect(selectionLabel('Goals Over/Under', 'Over 3', pt)).toBe('Mais de 3')
  })

  it('keeps the sign of a handicap', () => {
    expect(selectionLabel('Asian Handicap', 'Home -1.5', pt)).toBe('Casa -1,5')
    expect(selectionLabel('Asian Handicap', 'Away +0.5', es)).toBe('Visitante +0,5')
  })

  it('shows scores, team names and unknown words as given', () => {
    expect(selectionLabel('Exact Score', '1:0', pt)).toBe('1:0')
    expect(selectionLabel('Team To Score First', 'Palmeiras', pt)).toBe('Palmeiras')
    expect(selectionLabel('Odd/Even', 'Odd', pt)).toBe('Odd')
    expect(selectionLabel('Goals Over/Under', 'Over', pt)).toBe('Over')
    expect(marketLabel('Corners 1x2', pt)).toBe('Corners 1x2')
    expect(countryLabel('Atlantis', es)).toBe('Atlantis')
    expect(marketMessage('Corners 1x2')).toBeNull()
    expect(selectionMessage('Exact Score', '2:1', 'pt-BR')).toBeNull()
    expect(countryMessage('Atlantis')).toBeNull()
  })

  it('a double chance word outside the double chance market is not read as one', () => {
    // "Home/Draw" in a half-time/full-time market means "home at half time, a draw at the end".
    expect(selectionLabel('HT/FT Double', 'Home/Draw', pt)).toBe('Home/Draw')
  })

  it.each([
    ['Brazil', 'Brasil', 'Brazil', 'Brasil'],
    ['England', 'Inglaterra', 'England', 'Inglaterra'],
    ['Spain', 'Espanha', 'Spain', 'España'],
    ['World', 'Mundo', 'World', 'Mundo'],
  ])('country %s reads %s / %s / %s', (feed, inPt, inEn, inEs) => {
    expect(countryLabel(feed, pt)).toBe(inPt)
    expect(countryLabel(feed, en)).toBe(inEn)
    expect(countryLabel(feed, es)).toBe(inEs)
  })

  it("knows every market, selection and country of the demo's feed", () => {
    for (const market of MARKETS) {
      expect(marketMessage(market.name), market.name).not.toBeNull()
      for (const { value } of market.values) {
        if (/^\d+:\d+$/.test(value)) continue
        expect(selectionMessage(market.name, value, 'pt-BR'), `${market.name}: ${value}`).not.toBeNull()
      }
    }
    for (const league of LEAGUES) expect(countryMessage(league.country), league.country).not.toBeNull()
  })

  it('any over/under line keeps its number, in the notation of the reader', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 20 }), fc.constantFrom(0, 25, 5, 75), (whole, fraction) => {
        const line = fraction === 0 ? `${whole}` : `${whole}.${fraction}`
        expect(selectionLabel('Goals Over/Under', `Over ${line}`, pt)).toBe(`Mais de ${line.replace('.', ',')}`)
        expect(selectionLabel('Goals Over/Under', `Under ${line}`, en)).toBe(`Under ${line}`)
      }),
    )
  })
})
