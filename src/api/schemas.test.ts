import { describe, expect, it } from 'vitest'
import * as v from 'valibot'
import { authVerify, LoginBodySchema, RegisterBodySchema } from './auth.ts'
import { GamePlaySchema, GameSchema, SearchGameSchema } from './casino.ts'
import { MissionSchema } from './missions.ts'
import { SpinPrizesSchema, spinWinners } from './spin.ts'
import { FootballEventSchema } from './sports.ts'
import { WalletSchema } from './wallet.ts'

/** Field -> messages of a failed parse, as the mock's 422 answer reports them. */
function nestedIssues(result: {
  success: boolean
  issues?: readonly [v.BaseIssue<unknown>, ...v.BaseIssue<unknown>[]]
}) {
  expect(result.success).toBe(false)
  return result.issues ? v.flatten(result.issues).nested : undefined
}

const user = {
  id: 7,
  name: 'Ana Souza',
  email: 'ana@example.com',
  avatar: null,
  cpf: '52998224725',
  phone: '11912345678',
}

describe('Laravel booleans and numbers inside records', () => {
  it('reads game flags sent as 1/0, "1"/"0" or booleans, defaulting the missing ones to false', () => {
    const game = v.parse(GameSchema, {
      id: 1,
      game_name: 'Fortune Tiger',
      game_code: 'fortune-tiger',
      cover: '/storage/games/fortune-tiger.webp',
      show_home: 1,
      is_mobile: '0',
      is_new: true,
      views: '1200',
      provider: { id: 3, name: 'PG Soft' },
    })
    expect(game).toMatchObject({ show_home: true, is_mobile: false, is_new: true, is_hot: false, views: 1200 })
    expect(game.provider?.name).toBe('PG Soft')
    expect(v.safeParse(GameSchema, { ...game, show_home: 'yes' }).success).toBe(false)
  })

  it('reads wallet amounts as centavos and a null rollover as 0', () => {
    const wallet = v.parse(WalletSchema, {
      currency: 'BRL',
      symbol: 'R$',
      balance: '150.75',
      balance_bonus: 20,
      balance_withdrawal: '0.00',
      balance_deposit_rollover: null,
      total_balance: '170.75',
      hide_balance: 0,
    })
    expect(wallet).toMatchObject({
      balance: 15075,
      balance_bonus: 2000,
      balance_withdrawal: 0,
      balance_deposit_rollover: 0,
      balance_bonus_rollover: 0,
      total_balance: 17075,
      hide_balance: false,
      active: true,
    })
  })

  it('defaults a mission the player has not accepted', () => {
    const mission = v.parse(MissionSchema, { id: 1, challenge_name: 'Gire 50 vezes', challenge_bonus: '5.00' })
    expect(mission).toMatchObject({
      challenge_bonus: 500,
      myRounds: 0,
      myRoundsPercentage: 0,
      haveMission: false,
      challenge_description: '',
    })
  })

  it('keeps odds as plain numbers and absent live odds as null', () => {
    const event = v.parse(FootballEventSchema, {
      id: 9,
      fixture_id: 1035000,
      date: '2026-11-01T16:00:00-03:00',
      league_name: 'Série A',
      league_country: 'Brazil',
      team_home_name: 'Palmeiras',
      team_away_name: 'Flamengo',
      status_long: 'First Half',
      finished: 0,
      odds_home: '2.10',
      bets: [
        {
          name: 'Match Winner',
          values: [
            { value: 'Home', odd: '2.10' },
            { value: 1, odd: 3 },
          ],
        },
      ],
    })
    expect(event).toMatchObject({ odds_home: 2.1, odds_draw: null, odds_away: null, finished: false, goals_home: null })
    // A backend that never suspends sends no flag: every market and value is open.
    expect(event.bets[0]?.suspended).toBe(false)
    expect(event.bets[0]?.values).toEqual([
      { value: 'Home', odd: 2.1, suspended: false },
      { value: '1', odd: 3, suspended: false },
    ])
    expect(event).toMatchObject({ status_short: null, elapsed: null })
  })
})

describe('answers that come in more than one shape', () => {
  it('auth/verify gives the user whether it is sent bare or as {user}', () => {
    expect(v.parse(authVerify.response, user)).toMatchObject({ id: 7, name: 'Ana Souza' })
    expect(v.parse(authVerify.response, { user })).toMatchObject({ id: 7, name: 'Ana Souza' })
    expect(v.safeParse(authVerify.response, { user: { id: 7 } }).success).toBe(false)
  })

  it('games/single is either a game to frame or a request to deposit first', () => {
    const play = v.parse(GamePlaySchema, {
      game: { id: 1, game_name: 'Aviator', game_code: 'aviator', cover: null },
      gameUrl: 'https://games.example/aviator?t=1',
      token: 'abc',
    })
    expect('gameUrl' in play && play.gameUrl).toBe('https://games.example/aviator?t=1')
    const deposit = v.parse(GamePlaySchema, {
      status: false,
      action: 'deposit',
      error: 'Você precisa ter saldo para jogar',
    })
    expect(deposit).toEqual({ status: false, action: 'deposit', error: 'Você precisa ter saldo para jogar' })
    expect(v.safeParse(GamePlaySchema, { status: true }).success).toBe(false)
  })

  it('search results in the short {name, image, slug} form become game cards', () => {
    const [short, full] = v.parse(v.array(SearchGameSchema), [
      { id: 5, name: 'Sweet Bonanza', image: '/storage/sb.webp', slug: 'sweet-bonanza' },
      { id: 6, game_name: 'Spaceman', game_code: 'spaceman', cover: null },
    ])
    expect(short).toMatchObject({
      id: 5,
      game_name: 'Sweet Bonanza',
      game_code: 'sweet-bonanza',
      cover: '/storage/sb.webp',
    })
    expect(full).toMatchObject({ id: 6, game_name: 'Spaceman' })
  })

  it('spin prizes come as an array or a map by sector index, and end up in sector order', () => {
    const list = [{ value: '10.00', currency: 'BRL' }, { value: 5 }]
    expect(v.parse(SpinPrizesSchema, list)).toEqual([
      { value: 1000, currency: 'BRL' },
      { value: 500, currency: 'BRL' },
    ])
    expect(
      v.parse(SpinPrizesSchema, { '10': { value: 1 }, '2': { value: 2 }, '0': { value: 3 } }).map((p) => p.value),
    ).toEqual([300, 200, 100])
    expect(v.safeParse(SpinPrizesSchema, { first: { value: 1 } }).success).toBe(false)
  })

  it('spin winners are a pair: the list and the total bonus', () => {
    const [winners, total] = v.parse(spinWinners.response, [
      [{ name: 'J***o', prize: '50.00', nivel: 2, currency: 'BRL' }],
      '12345.67',
    ])
    expect(winners).toEqual([{ name: 'J***o', prize: 5000, nivel: 2, currency: 'BRL' }])
    expect(total).toBe(1234567)
  })
})

describe('request bodies', () => {
  it('login needs an email or a phone, reported on the email field', () => {
    expect(v.is(LoginBodySchema, { email: 'ana@example.com', password: 'x' })).toBe(true)
    expect(v.is(LoginBodySchema, { phone: '11912345678', password: 'x', remember: true })).toBe(true)
    expect(nestedIssues(v.safeParse(LoginBodySchema, { password: 'x' }))).toEqual({
      email: ['Informe o email ou o telefone.'],
    })
  })

  it('registration reports a password mismatch on password_confirmation', () => {
    const body = {
      name: 'Ana Souza',
      email: 'ana@example.com',
      password: 'Segura#2026',
      password_confirmation: 'Segura#2026',
      phone: '11912345678',
      term_a: true,
      agreement: true,
    }
    expect(v.is(RegisterBodySchema, body)).toBe(true)
    expect(nestedIssues(v.safeParse(RegisterBodySchema, { ...body, password_confirmation: 'outra' }))).toEqual({
      password_confirmation: ['As senhas não coincidem.'],
    })
    expect(v.is(RegisterBodySchema, { ...body, phone: '(11) 91234-5678' })).toBe(false)
  })
})
