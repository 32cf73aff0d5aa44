import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import * as v from 'valibot'
import { featuredGames } from './casino.ts'
import type { EndpointWireResponse } from './define.ts'
import { missionsList } from './missions.ts'
import { DateTimeSchema, MoneySchema, toDecimal } from './money.ts'
import { paginated } from './pagination.ts'
import { settingsData } from './settings.ts'
import { readDate, readFormattedAmount, readTolerantly, STRUCTURAL_TOLERANCES } from './tolerance.ts'
import { walletWithdrawHistory } from './wallet-area.ts'

type SettingsWire = EndpointWireResponse<typeof settingsData>

const settings: SettingsWire = {
  setting: {
    software_name: 'Jogada',
    software_logo_white: null,
    software_logo_black: null,
    min_deposit: '20.00',
    max_deposit: '5000.00',
    initial_bonus: '100',
    rexpay_is_enable: 0,
    digitopay_is_enable: 1,
    brasilcash_is_enable: 0,
    turn_on_football: 1,
  },
}

function kinds(result: ReturnType<typeof readTolerantly>) {
  return result.tolerated.map((t) => `${t.kind} ${t.path}`)
}

describe('readTolerantly', () => {
  it('reads a conforming answer strictly and reports nothing', () => {
    const result = readTolerantly(settingsData.response, settings)
    expect(result).toMatchObject({ success: true, tolerated: [] })
  })

  it('gives a missing flag its documented default, and names it (the settings of a backend without sports)', () => {
    const { turn_on_football: _football, brasilcash_is_enable: _cash, ...rest } = settings.setting
    const body = { setting: rest }
    expect(v.safeParse(settingsData.response, body).success).toBe(false)
    const result = readTolerantly(settingsData.response, body)
    expect(result.success).toBe(true)
    if (!result.success) return
    expect(result.output).toMatchObject({ setting: { turn_on_football: false, brasilcash_is_enable: false } })
    expect(kinds(result)).toEqual(['missing $.setting.brasilcash_is_enable', 'missing $.setting.turn_on_football'])
  })

  it('reads flags as "true"/"yes", numbers as text, null for absent values and extra fields', () => {
    const body = {
      setting: {
        ...settings.setting,
        rexpay_is_enable: 'true',
        digitopay_is_enable: 'no',
        initial_bonus: 100,
        software_description: null,
        max_bonus: null,
        rollover: null,
        extra_field: { anything: [1, 2] },
      },
    }
    const result = readTolerantly(settingsData.response, body)
    expect(result.success).toBe(true)
    if (!result.success) return
    expect(result.output).toMatchObject({
      setting: { rexpay_is_enable: true, digitopay_is_enable: false, rollover: 0, max_bonus: null },
    })
    expect(kinds(result)).toEqual(
      expect.arrayContaining(['flag $.setting.rexpay_is_enable', 'null-absent $.setting.rollover']),
    )
  })

  it('reads formatted amounts as reais', () => {
    const body = { setting: { ...settings.setting, min_deposit: 'R$ 3,00', max_deposit: 'R$ 1.234,56' } }
    const result = readTolerantly(settingsData.response, body)
    expect(result).toMatchObject({
      success: true,
      output: { setting: { min_deposit: 300, max_deposit: 123_456 } },
    })
    expect(kinds(result)).toEqual(['amount $.setting.min_deposit', 'amount $.setting.max_deposit'])
  })

  it('maps an unknown game type to none, another letter case to the member, and drops an unreadable game', () => {
    const game = (id: number, extra: Record<string, unknown>) => ({
      id,
      game_name: `Jogo ${id}`,
      game_code: `jogo-${id}`,
      cover: null,
      ...extra,
    })
    const body = {
      featured_games: [
        game(1, { game_type: 'crash' }),
        game(2, { game_type: 'Slots ' }),
        { id: 3, cover: null },
        game(4, {}),
      ],
    }
    const result = readTolerantly(featuredGames.response, body)
    expect(result.success).toBe(true)
    if (!result.success) return
    const games = (result.output as { featured_games: Array<{ id: number; game_type: unknown }> }).featured_games
    expect(games.map((g) => [g.id, g.game_type])).toEqual([
      [1, null],
      [2, 'slots'],
      [4, null],
    ])
    expect(kinds(result)).toEqual([
      'neutral $.featured_games[0].game_type',
      'case $.featured_games[1].game_type',
      'dropped-item $.featured_games[2]',
    ])
  })

  it('reads a plain array or { data } alone as one page, and a keyed list as a list', () => {
    const row = { type: 'pix', amount: '50.00', status: 0, dateHumanReadable: 'há 2 dias', proof: null }
    const page = v.object({ withdraws: paginated(v.object({ type: v.string(), amount: MoneySchema })) })
    for (const withdraws of [[row, row], { data: [row, row] }]) {
      const result = readTolerantly(page, { withdraws })
      expect(result).toMatchObject({
        success: true,
        output: { withdraws: { current_page: 1, last_page: 1, total: 2, data: [{ amount: 5000 }, { amount: 5000 }] } },
      })
      expect(kinds(result)).toEqual(['page $.withdraws'])
    }
    const keyed = readTolerantly(walletWithdrawHistory.response, {
      withdraws: {
        current_page: 1,
        last_page: 1,
        per_page: 12,
        total: 2,
        next_page_url: null,
        prev_page_url: null,
        data: { 0: row, 2: row },
      },
    })
    expect(keyed.success).toBe(true)
    expect(kinds(keyed)).toEqual(['keyed-list $.withdraws.data'])
  })

  it('reads a progress written as "3/10" and dates in a backend\'s own spelling', () => {
    const mission = { id: 1, challenge_name: 'Gire 10 vezes', challenge_bonus: '5.00', myRounds: '3/10' }
    const result = readTolerantly(missionsList.response, { missions: [mission] })
    expect(result).toMatchObject({ success: true, output: { missions: [{ myRounds: 3 }] } })
    expect(kinds(result)).toEqual(['fraction $.missions[0].myRounds'])

    const date = readTolerantly(DateTimeSchema, '2026-11-27 14:30:00')
    expect(date).toMatchObject({ success: true, output: '2026-11-27T14:30:00Z' })
  })

  it('still fails, with the JSON path, what was expected and what came, when nothing declared absorbs it', () => {
    const body = { setting: { ...settings.setting, min_deposit: 'vinte reais', software_name: undefined } }
    const result = readTolerantly(settingsData.response, body)
    expect(result.success).toBe(false)
    if (result.success) return
    expect(result.issues.map((issue) => issue.path)).toEqual(['$.setting.software_name', '$.setting.min_deposit'])
    expect(result.issues[1]).toMatchObject({ received: '"vinte reais"' })
  })

  it('absorbs only the structural kinds an endpoint accepts', () => {
    const body = { featured_games: [{ id: 1, game_name: 'A', game_code: 'a', cover: null }, { id: 2 }] }
    expect(readTolerantly(featuredGames.response, body, STRUCTURAL_TOLERANCES).success).toBe(true)
    const narrowed = readTolerantly(
      featuredGames.response,
      body,
      STRUCTURAL_TOLERANCES.filter((kind) => kind !== 'dropped-item'),
    )
    expect(narrowed.success).toBe(false)
  })
})

describe('readFormattedAmount', () => {
  it('reads the ways people write reais', () => {
    expect(readFormattedAmount('R$ 3,00')).toBe('3.00')
    expect(readFormattedAmount('R$\u00a01.234,56')).toBe('1234.56')
    expect(readFormattedAmount('1,234.56')).toBe('1234.56')
    expect(readFormattedAmount('-R$ 5,5')).toBe('-5.5')
    expect(readFormattedAmount('R$ 1.000')).toBe('1000')
    expect(readFormattedAmount('dez reais')).toBeUndefined()
    expect(readFormattedAmount('R$')).toBeUndefined()
  })

  it('gives back the same centavos as the pt-BR formatting of any amount', () => {
    const brl = new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL' })
    fc.assert(
      fc.property(fc.integer({ min: -1_000_000_000, max: 1_000_000_000 }), (centavos) => {
        const text = readFormattedAmount(brl.format(centavos / 100))
        expect(text).toBeDefined()
        expect(v.parse(MoneySchema, text)).toBe(v.parse(MoneySchema, toDecimal(centavos)))
      }),
    )
  })
})

describe('readDate', () => {
  it("reads Laravel's default, the pt-BR spelling, a bare date and Unix time; keeps ISO as it is", () => {
    expect(readDate('2026-11-27 14:30:00')).toBe('2026-11-27T14:30:00Z')
    expect(readDate('27/11/2026 14:30')).toBe('2026-11-27T14:30:00-03:00')
    expect(readDate('2026-11-27')).toBe('2026-11-27T00:00:00Z')
    expect(readDate(1_795_000_000)).toBe(new Date(1_795_000_000_000).toISOString())
    expect(readDate(1_795_000_000_000)).toBe(new Date(1_795_000_000_000).toISOString())
    expect(readDate('2026-11-27T14:30:00Z')).toBe('2026-11-27T14:30:00Z')
    expect(readDate('ontem')).toBeUndefined()
    expect(readDate('2026-13-45 10:00:00')).toBeUndefined()
  })
})
