import { beforeEach, describe, expect, it } from 'vitest'
import { callApi } from '@/api/client.ts'
import { profileEmail, profileLike, profileShow, profileUpdateName } from '@/api/profile.ts'
import { profileData } from '@/api/profile-data.ts'
import { profileWallet } from '@/api/wallet.ts'
import { resetMockState } from '../node.ts'
import { db, DEMO_PLAYER } from '../db/index.ts'
import { expireSession } from '../auth/sessions.ts'
import { avatarRules } from './handlers.ts'
import { failure, signIn } from '../handlers/test-support.ts'

beforeEach(() => resetMockState())

describe('profile/', () => {
  it('answers the player, likes, joined date and the seeded statistics of the demo player', async () => {
    signIn()
    const profile = await callApi(profileShow)
    expect(profile).toMatchObject({
      status: true,
      user: { id: 1, name: 'Jogador Demo', totalLikes: db.users.find(1)?.totalLikes, dateHumanReadable: 'há 3 meses' },
      totalEarnings: 161530,
      totalBets: 137,
      sumBets: 184050,
    })
    expect(profile.user.created_at).toBe(db.users.find(1)?.created_at)
  })

  it('needs a session', async () => {
    expect(await failure(callApi(profileShow))).toMatchObject({ status: 401, body: { error: 'Unauthenticated.' } })
  })
})

describe('profile/data and profile/email', () => {
  it('answer the player’s cpf, phone and e-mail', async () => {
    signIn()
    await expect(callApi(profileData)).resolves.toMatchObject({
      user: { cpf: DEMO_PLAYER.cpf, phone: DEMO_PLAYER.phone, email: DEMO_PLAYER.email },
    })
    await expect(callApi(profileEmail)).resolves.toEqual({ email: DEMO_PLAYER.email })
  })
})

describe('profile/updateName', () => {
  it('changes the name (trimmed) and the next answers show it', async () => {
    signIn()
    await expect(callApi(profileUpdateName, { body: { name: '  Jogadora Demo ' } })).resolves.toEqual({
      status: true,
      message: 'Nome atualizado com sucesso!',
      name: 'Jogadora Demo',
    })
    await expect(callApi(profileShow)).resolves.toHaveProperty('user.name', 'Jogadora Demo')
  })

  it('answers 422 for a name too short or too long', async () => {
    signIn()
    expect((await failure(callApi(profileUpdateName, { body: { name: 'Jo' } }))).body).toEqual({
      name: ['O campo nome deve ter pelo menos 3 caracteres.'],
    })
    expect((await failure(callApi(profileUpdateName, { body: { name: 'x'.repeat(65) } }))).body).toEqual({
      name: ['O campo nome não pode ser superior a 64 caracteres.'],
    })
    expect(db.users.find(1)?.name).toBe('Jogador Demo')
  })
})

describe('profile/like/:user', () => {
  it('toggles the player’s like and answers the new count', async () => {
    signIn(2)
    const before = db.users.find(1)?.totalLikes ?? 0
    await expect(callApi(profileLike, { params: { user: 1 } })).resolves.toEqual({
      status: true,
      message: 'Perfil curtido!',
      totalLikes: before + 1,
    })
    await expect(callApi(profileLike, { params: { user: 1 } })).resolves.toEqual({
      status: true,
      message: 'Curtida removida.',
      totalLikes: before,
    })
    // Likes of different players add up.
    await callApi(profileLike, { params: { user: 1 } })
    signIn(3)
    await expect(callApi(profileLike, { params: { user: 1 } })).resolves.toHaveProperty('totalLikes', before + 2)
  })

  it('answers 404 for an unknown player', async () => {
    signIn()
    expect(await failure(callApi(profileLike, { params: { user: 999 } }))).toMatchObject({
      status: 404,
      body: { error: 'Usuário não encontrado.' },
    })
  })
})

describe('profile/wallet', () => {
  it('answers the demo player’s wallet with the computed totals, in centavos at the client', async () => {
    signIn()
    const { wallet } = await callApi(profileWallet)
    expect(wallet).toMatchObject({
      currency: 'BRL',
      symbol: 'R$',
      balance: 25000,
      balance_bonus: 5000,
      balance_withdrawal: 10000,
      balance_deposit_rollover: 15000,
      balance_bonus_rollover: 50000,
      // Cash plus bonus; the money held by withdrawals in analysis is no longer the player's to play with.
      total_balance: 30000,
      total_balance_without_bonus: 25000,
      hide_balance: false,
      active: true,
    })
    expect(wallet).not.toHaveProperty('user_id')
    expect(wallet).not.toHaveProperty('bets_count')
  })

  it('gives a player without a wallet an empty one', async () => {
    db.wallets.removeWhere((w) => w.user_id === 2)
    signIn(2)
    await expect(callApi(profileWallet)).resolves.toMatchObject({ wallet: { balance: 0, total_balance: 0 } })
    expect(db.wallets.where((w) => w.user_id === 2)).toHaveLength(1)
  })

  it('answers 401 "Unauthenticated." once the session expired', async () => {
    const token = signIn()
    await callApi(profileWallet)
    expireSession(token)
    expect(await failure(callApi(profileWallet))).toMatchObject({ status: 401, messages: ['Unauthenticated.'] })
  })
})

describe('avatar rules (the upload itself is tested in profile-upload.test.ts, under Node)', () => {
  const file = (bytes: number, type: string) => new Blob([new Uint8Array(bytes)], { type })
  const check = (input: Record<string, unknown>) => avatarRules(input, { db, now: new Date(), params: {} })

  it('require an image of at most 2048 kilobytes', () => {
    expect(check({})).toEqual({ avatar: ['O campo avatar é obrigatório.'] })
    expect(check({ avatar: 'texto' })).toEqual({ avatar: ['O campo avatar deve ser uma imagem.'] })
    expect(check({ avatar: file(10, 'application/pdf') })).toEqual({ avatar: ['O campo avatar deve ser uma imagem.'] })
    expect(check({ avatar: file(2048 * 1024 + 1, 'image/png') })).toEqual({
      avatar: ['O campo avatar não pode ser superior a 2048 kilobytes.'],
    })
    expect(check({ avatar: file(2048 * 1024, 'image/webp') })).toEqual({})
  })
})
