// @vitest-environment node
import { beforeEach, describe, expect, it } from 'vitest'
import { callApi } from '@/api/client.ts'
import { profileWallet } from '@/api/wallet.ts'
import { couponRedeem } from '@/api/wallet-area.ts'
import { resetMockState } from '../node.ts'
import { db } from '../db/index.ts'
import { couponState, couponsWithUses, findCoupon } from './coupons.ts'
import { clock } from '../sim/clock.ts'
import { COUPON_APPLIED, COUPON_INVALID, COUPON_USED } from './handlers.ts'
import { failure, signIn } from '../handlers/test-support.ts'

beforeEach(() => resetMockState())

const redeem = (code: string, idempotencyKey?: string) =>
  callApi(couponRedeem, { body: { code } }, idempotencyKey ? { idempotencyKey } : undefined)

describe('POST profile/coupon/redeem', () => {
  it('credits the coupon to the bonus balance with its rollover and counts the use', async () => {
    signIn()
    const before = (await callApi(profileWallet)).wallet
    const uses = findCoupon('BEMVINDO')?.uses ?? 0
    await expect(redeem('BEMVINDO')).resolves.toEqual({ status: true, message: 'Cupom aplicado com sucesso!' })
    expect(COUPON_APPLIED).toBe('Cupom aplicado com sucesso!')
    const after = (await callApi(profileWallet)).wallet
    expect(after.balance_bonus).toBe(before.balance_bonus + 2000)
    expect(after.balance_bonus_rollover).toBe(before.balance_bonus_rollover + 20000)
    expect(after.balance).toBe(before.balance)
    expect(findCoupon('BEMVINDO')?.uses).toBe(uses + 1)
    expect(db.couponRedemptions.all()).toEqual([
      { id: 1, coupon_id: 1, user_id: 1, amount: '20.00', created_at: clock.now().toISOString() },
    ])
  })

  it('reads the code without case and surrounding spaces', async () => {
    signIn()
    await expect(redeem('  sextou ')).resolves.toMatchObject({ status: true })
  })

  it('answers 400 "Você já utilizou este cupom." for a once-per-player coupon used before; another player may use it', async () => {
    signIn()
    await redeem('BEMVINDO')
    expect(await failure(redeem('bemvindo'))).toMatchObject({
      status: 400,
      body: COUPON_USED,
      messages: [COUPON_USED.message],
    })
    signIn(2)
    await expect(redeem('BEMVINDO')).resolves.toMatchObject({ status: true })
  })

  it('lets a repeatable coupon be used again', async () => {
    signIn()
    await redeem('SEXTOU')
    await redeem('SEXTOU')
    expect(db.couponRedemptions.where((r) => r.user_id === 1)).toHaveLength(2)
  })

  it('answers 400 "Cupom inválido ou expirado." for an unknown, an expired and an exhausted code, crediting nothing', async () => {
    signIn()
    const bonus = (await callApi(profileWallet)).wallet.balance_bonus
    for (const code of ['NAOEXISTE', 'NATAL2025', 'PRIMEIROS100']) {
      expect(await failure(redeem(code))).toMatchObject({ status: 400, body: COUPON_INVALID })
    }
    expect(COUPON_INVALID.message).toBe('Cupom inválido ou expirado.')
    expect((await callApi(profileWallet)).wallet.balance_bonus).toBe(bonus)
    expect(db.couponRedemptions.count()).toBe(0)
  })

  it('expires a coupon when the simulation clock passes its date', async () => {
    signIn()
    clock.advance(61 * 24 * 3600_000)
    signIn()
    expect(await failure(redeem('SEXTOU'))).toMatchObject({ status: 400, body: COUPON_INVALID })
  })

  it('answers 422 for an empty code, and 401 without a session', async () => {
    expect(await failure(redeem('BEMVINDO'))).toMatchObject({ status: 401 })
    signIn()
    expect(await failure(redeem('   '))).toMatchObject({
      status: 422,
      body: { code: ['O campo código do cupom é obrigatório.'] },
    })
  })

  it('the same Idempotency-Key twice makes one redemption, even for a repeatable coupon', async () => {
    signIn()
    const [a, b] = await Promise.all([redeem('SEXTOU', 'cupom-1'), redeem('SEXTOU', 'cupom-1')])
    expect(b).toEqual(a)
    await expect(redeem('SEXTOU', 'cupom-1')).resolves.toEqual(a)
    expect(db.couponRedemptions.count()).toBe(1)
    await redeem('SEXTOU', 'cupom-2')
    expect(db.couponRedemptions.count()).toBe(2)
  })
})

describe('seeded coupons', () => {
  it('are one per player, one repeatable, one expired and one exhausted', () => {
    expect(couponsWithUses().map((c) => [c.code, c.amount, c.state, c.once_per_player])).toEqual([
      ['BEMVINDO', '20.00', 'valid', true],
      ['SEXTOU', '10.00', 'valid', false],
      ['NATAL2025', '50.00', 'expired', true],
      ['PRIMEIROS100', '15.00', 'exhausted', true],
    ])
    const sextou = findCoupon('SEXTOU')
    expect(sextou && couponState(sextou, Date.parse(sextou.expires_at ?? ''))).toBe('expired')
  })
})
