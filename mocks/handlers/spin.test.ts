// @vitest-environment node
import { beforeEach, describe, expect, it } from 'vitest'
import { callApi } from '@/api/client.ts'
import { spinPrizes, spinResult, spinWinners } from '@/api/spin.ts'
import { resetMockState } from '../node.ts'
import { db } from '../db/index.ts'
import { claimSpin, SPIN_PRIZES } from '../db/spins.ts'
import { ALREADY_SPUN_MESSAGE } from './spin.ts'
import { failure } from './test-support.ts'

beforeEach(() => resetMockState())

const spin = (device_id?: string) =>
  callApi(spinResult, { body: { action: 'start', ...(device_id ? { device_id } : {}) } })

describe('GET spin/prizes', () => {
  it('answers the 20 sectors in order, in centavos after the contract', async () => {
    const prizes = await callApi(spinPrizes)
    expect(prizes).toHaveLength(20)
    expect(prizes.map((prize) => prize.value)).toEqual(SPIN_PRIZES.map((value) => Math.round(Number(value) * 100)))
    expect(prizes.every((prize) => prize.currency === 'BRL')).toBe(true)
  })
})

describe('GET spin/winners', () => {
  it('answers masked winners with prizes from the sectors, and their total', async () => {
    const [winners, total] = await callApi(spinWinners)
    expect(winners.length).toBeGreaterThan(0)
    for (const winner of winners) {
      expect(winner.name).toContain('***')
      expect(SPIN_PRIZES.map((value) => Math.round(Number(value) * 100))).toContain(winner.prize)
    }
    expect(total).toBe(winners.reduce((sum, winner) => sum + winner.prize, 0))
  })
})

describe('POST spin/result', () => {
  it('answers a sector index with its prize, stored with the device', async () => {
    const result = await spin('device-aaaa-1111')
    expect(result.data.index).toBeGreaterThanOrEqual(0)
    expect(result.data.index).toBeLessThan(20)
    expect(result.data.prize.value).toBe(Math.round(Number(SPIN_PRIZES[result.data.index]) * 100))
    expect(db.spins.all()).toEqual([expect.objectContaining({ nonce: result.nonce, device_id: 'device-aaaa-1111' })])
  })

  it('one spin per device: the same device gets its first result back, another device spins anew', async () => {
    const first = await spin('device-aaaa-1111')
    await expect(spin('device-aaaa-1111')).resolves.toEqual(first)
    expect(db.spins.all()).toHaveLength(1)
    const other = await spin('device-bbbb-2222')
    expect(other.nonce).not.toBe(first.nonce)
    expect(db.spins.all()).toHaveLength(2)
  })

  it('refuses a device whose prize a registration already claimed (409 with a message)', async () => {
    await spin('device-aaaa-1111')
    const stored = db.spins.all()[0]
    if (!stored) throw new Error('no spin stored')
    expect(claimSpin(stored, 1)).toBe(true)
    const error = await failure(spin('device-aaaa-1111'))
    expect(error.status).toBe(409)
    expect(error.body).toEqual({ message: ALREADY_SPUN_MESSAGE })
  })

  it('without a device id (the original call) every request spins', async () => {
    const first = await spin()
    const second = await spin()
    expect(second.nonce).not.toBe(first.nonce)
  })

  it('answers 422 for a malformed device id', async () => {
    expect((await failure(spin('short'))).status).toBe(422)
  })
})
