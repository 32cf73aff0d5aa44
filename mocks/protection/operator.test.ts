// @vitest-environment node
import { beforeEach, describe, expect, it } from 'vitest'
import { authRegister } from '@/api/auth.ts'
import { callApi, configureApi } from '@/api/client.ts'
import { depositBrasilcash, normalizeDepositResponse } from '@/api/deposit.ts'
import { missionsAccept, missionsList } from '@/api/missions.ts'
import { settingsOperator } from '@/api/operator.ts'
import { settingsBanners, settingsData } from '@/api/settings.ts'
import { spinResult } from '@/api/spin.ts'
import { profileWallet } from '@/api/wallet.ts'
import { isValidCnpj } from '@/shared/br/cnpj.ts'
import { resetMockState } from '../node.ts'
import { db, DEMO_PLAYER } from '../db/index.ts'
import { setPrebetBonusDisabled } from '../wallet/limits.ts'
import { WELCOME_BANNER_IMAGE } from '../db/reference.ts'
import { encodeSpinToken } from '../spin/spins.ts'
import { walletOf } from '../wallet/wallets.ts'
import { collectRewards, completeMissionNow } from '../missions/missions.ts'
import { clock } from '../sim/clock.ts'
import { runDue } from '../sim/jobs.ts'
import { SPIN_UNAVAILABLE_MESSAGE } from '../spin/handlers.ts'
import { failure, signIn } from '../handlers/test-support.ts'

beforeEach(() => resetMockState())

describe('GET settings/operator', () => {
  it('answers the operator identification, visibly fictitious, without a session', async () => {
    const { operator } = await callApi(settingsOperator)
    expect(operator.legal_name).toBe('Jogada Demonstração Ltda.')
    expect(isValidCnpj(operator.cnpj)).toBe(true)
    expect(operator.authorization_act).toContain('fictícia')
    expect(operator.sac_email).toMatch(/@jogada\.example$/)
    expect(operator.ombudsman_email).toMatch(/@jogada\.example$/)
  })

  it('is not part of the start-up settings, which stay as small as before', async () => {
    const raw = (await callApi(settingsData)).setting
    expect(raw).not.toHaveProperty('operator')
    expect(raw.prebet_bonus_disabled).toBe(false)
  })
})

describe('prebet_bonus_disabled: no bonus granted before a bet (Lei 14.790 art. 29)', () => {
  const NEW_PLAYER = 2
  const OTHER_NEW_PLAYER = 3

  // A deposit runs under the player's own CPF (mocks/README.md, "Rules a backend copies").
  const playerCpf = (userId: number) => db.users.find(userId)?.cpf ?? DEMO_PLAYER.cpf

  async function firstDepositBonus(userId: number): Promise<number> {
    signIn(userId)
    db.wallets.update(walletOf(userId).id, { balance_bonus: '0.00', balance_bonus_rollover: '0.00' })
    const answer = await callApi(depositBrasilcash, {
      body: { amount: '100.00', accept_bonus: true, cpf: playerCpf(userId), gateway: 'brasilcash', paymentType: 'pix' },
    })
    if (!normalizeDepositResponse(answer).ok) throw new Error('no PIX')
    clock.advance(20_000)
    runDue()
    return (await callApi(profileWallet)).wallet.balance_bonus
  }

  it('a first deposit gets no welcome bonus while it is on, and gets one when it is off', async () => {
    setPrebetBonusDisabled(true)
    expect(await firstDepositBonus(NEW_PLAYER)).toBe(0)
    expect(db.deposits.all().at(-1)).toMatchObject({ status: 1, bonus: '0.00' })
    setPrebetBonusDisabled(false)
    expect(await firstDepositBonus(OTHER_NEW_PLAYER)).toBe(10000)
  })

  it('the wheel refuses to spin, and a prize won before pays nothing at registration', async () => {
    const won = await callApi(spinResult, { body: { action: 'start' } })
    setPrebetBonusDisabled(true)
    const refusal = await failure(callApi(spinResult, { body: { action: 'start', device_id: 'device-bbbb-2222' } }))
    expect(refusal.status).toBe(403)
    expect(refusal.body).toEqual({ message: SPIN_UNAVAILABLE_MESSAGE })

    const session = await callApi(authRegister, {
      body: {
        name: 'Maria Souza',
        email: 'maria.souza@exemplo.com.br',
        phone: '21998765432',
        cpf: '11144477735',
        password: 'Senha@123',
        password_confirmation: 'Senha@123',
        reference_code: null,
        term_a: true,
        agreement: true,
        spin_token: encodeSpinToken(won),
      },
    })
    configureApi({ getToken: () => session.access_token })
    expect((await callApi(profileWallet)).wallet.balance_bonus).toBe(0)
    // The prize stays unclaimed: it was not paid, only refused.
    expect(db.spins.findBy((s) => s.nonce === won.nonce)?.redeemed_by).toBeNull()
  })

  it('stops serving the welcome bonus banner', async () => {
    const images = async () =>
      (await callApi(settingsBanners, { query: { client_device: 'desktop' } })).banners.map((b) => b.image)
    expect(await images()).toContain(WELCOME_BANNER_IMAGE)
    setPrebetBonusDisabled(true)
    const served = await images()
    expect(served).not.toContain(WELCOME_BANNER_IMAGE)
    expect(served.length).toBeGreaterThan(0)
  })

  it('missions stay: they pay only for rounds played, so a reward never comes before a bet', async () => {
    setPrebetBonusDisabled(true)
    signIn()
    const [mission] = (await callApi(missionsList, { query: { period: 'daily' } })).missions
    if (!mission) throw new Error('no daily mission')
    await callApi(missionsAccept, { body: { mission_id: mission.id } })
    const now = clock.nowMs()
    // Accepted, no bet yet: nothing to collect.
    expect(collectRewards(1, now)).toEqual({ amount: 0, count: 0 })
    // Its rounds played (the demo panel's shortcut for the bets): the reward is earned, not granted up front.
    expect(completeMissionNow(1, mission.id, now)).toBe(true)
    expect(collectRewards(1, now).count).toBe(1)
  })
})
