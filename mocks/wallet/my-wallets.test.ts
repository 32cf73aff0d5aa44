// @vitest-environment node
import { beforeEach, describe, expect, it } from 'vitest'
import { callApi } from '@/api/client.ts'
import { depositBrasilcash } from '@/api/deposit.ts'
import { profileWallet } from '@/api/wallet.ts'
import { profileActivateWallet, profileMyWallets } from '@/api/wallet-area.ts'
import { resetMockState } from '../node.ts'
import { db, DEMO_PLAYER } from '../db/index.ts'
import { signInAs } from '../auth/players.ts'
import { clock } from '../sim/clock.ts'
import { WALLET_ACTIVATED, WALLET_NOT_FOUND } from './handlers.ts'
import { failure, signIn } from '../handlers/test-support.ts'

beforeEach(() => resetMockState())

describe('GET profile/mywallet', () => {
  it('answers the demo player’s three BRL wallets, the main one active (1)', async () => {
    signIn()
    const { wallets } = await callApi(profileMyWallets)
    expect(wallets).toEqual([
      {
        id: 1,
        name: 'Carteira principal',
        currency: 'BRL',
        symbol: 'R$',
        total_balance: 30000,
        balance_bonus: 5000,
        active: true,
      },
      {
        id: 6,
        name: 'Carteira de esportes',
        currency: 'BRL',
        symbol: 'R$',
        total_balance: 9000,
        balance_bonus: 1000,
        active: false,
      },
      {
        id: 7,
        name: 'Carteira reserva',
        currency: 'BRL',
        symbol: 'R$',
        total_balance: 0,
        balance_bonus: 0,
        active: false,
      },
    ])
  })

  it('sends active as Laravel’s 1/0', async () => {
    signIn()
    const response = await fetch('http://localhost/api/profile/mywallet', {
      headers: { Authorization: `Bearer ${signInAs(1).token}` },
    })
    const body = (await response.json()) as { wallets: Array<{ active: unknown }> }
    expect(body.wallets.map((w) => w.active)).toEqual([1, 0, 0])
  })

  it('answers the one wallet of another player, and 401 without a session', async () => {
    expect(await failure(callApi(profileMyWallets))).toMatchObject({ status: 401 })
    signIn(2)
    expect((await callApi(profileMyWallets)).wallets).toEqual([expect.objectContaining({ id: 2, active: true })])
  })
})

describe('POST profile/mywallet/:id', () => {
  it('activates the wallet, deactivates the others, and profile/wallet answers it from then on', async () => {
    signIn()
    await expect(callApi(profileActivateWallet, { params: { id: 6 } })).resolves.toEqual({
      status: true,
      message: WALLET_ACTIVATED,
      wallet: { id: 6, active: true },
    })
    expect(WALLET_ACTIVATED).toBe('Carteira atualizada com sucesso')
    expect((await callApi(profileMyWallets)).wallets.map((w) => [w.id, w.active])).toEqual([
      [1, false],
      [6, true],
      [7, false],
    ])
    expect((await callApi(profileWallet)).wallet).toMatchObject({
      id: 6,
      balance: 8000,
      total_balance: 9000,
      active: true,
    })
  })

  it('puts a new deposit in the active wallet, and pays it there even after a switch back', async () => {
    signIn()
    await callApi(profileActivateWallet, { params: { id: 7 } })
    await callApi(depositBrasilcash, {
      body: { amount: '40.00', accept_bonus: true, cpf: DEMO_PLAYER.cpf, gateway: 'brasilcash', paymentType: 'pix' },
    })
    await callApi(profileActivateWallet, { params: { id: 1 } })
    clock.advance(20_000)
    expect((await callApi(profileWallet)).wallet).toMatchObject({ id: 1, balance: 25000 })
    expect(db.wallets.find(7)?.balance).toBe('40.00')
  })

  it('activating the active wallet again changes nothing', async () => {
    signIn()
    await callApi(profileActivateWallet, { params: { id: 1 } })
    expect(db.wallets.where((w) => w.user_id === 1 && w.active).map((w) => w.id)).toEqual([1])
  })

  it('answers 404 {message} for another player’s wallet or an unknown one, changing nothing', async () => {
    signIn()
    expect(await failure(callApi(profileActivateWallet, { params: { id: 2 } }))).toMatchObject({
      status: 404,
      body: WALLET_NOT_FOUND,
      messages: ['Carteira não encontrada.'],
    })
    expect(await failure(callApi(profileActivateWallet, { params: { id: 999 } }))).toMatchObject({ status: 404 })
    expect(db.wallets.find(2)?.active).toBe(true)
    expect(db.wallets.find(1)?.active).toBe(true)
  })
})
