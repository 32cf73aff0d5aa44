// @vitest-environment node
import { beforeEach, describe, expect, it } from 'vitest'
import { callApi } from '@/api/client.ts'
import { spinPrizes, spinResult, spinWinners } from '@/api/spin.ts'
import { resetMockState } from '../node.ts'
import { db } from '../db/index.ts'
import { claimSpin, MAX_STORED_SPINS, SPIN_PRIZES, spinWheel } from './spins.ts'
import { forgetSpinDevices } from './controls.ts'
import { ALREADY_SPUN_MESSAGE } from './handlers.ts'
import { failure } from '../handlers/test-support.ts'

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

  it('one spin per device: the same device gets its first result back', async () => {
    const first = await spin('device-aaaa-1111')
    await expect(spin('device-aaaa-1111')).resolves.toEqual(first)
    expect(db.spins.all()).toHaveLength(1)
  })

  it('one spin per visitor session: a new device id or none draws nothing new', async () => {
    const first = await spin('device-aaaa-1111')
    await expect(spin('device-bbbb-2222')).resolves.toEqual(first)
    // The re-spin of the review: calls without a device id, hoping for the top prize.
    const again = await Promise.all(Array.from({ length: 50 }, () => spin()))
    expect(new Set(again.map((answer) => answer.nonce))).toEqual(new Set([first.nonce]))
    expect(db.spins.all()).toHaveLength(1)
  })

  it('without a device id (the original call) the first spin is drawn and kept for the visitor', async () => {
    const first = await spin()
    expect(db.spins.all()).toEqual([expect.objectContaining({ nonce: first.nonce, device_id: null })])
    await expect(spin()).resolves.toEqual(first)
  })

  it('refuses a visitor whose prize a registration claimed, even from another device id or none', async () => {
    await spin('device-aaaa-1111')
    const stored = db.spins.all()[0]
    if (!stored) throw new Error('no spin stored')
    expect(claimSpin(stored, 1)).toBe(true)
    for (const deviceId of ['device-bbbb-2222', undefined]) {
      const error = await failure(spin(deviceId))
      expect(error.status).toBe(409)
      expect(error.body).toEqual({ message: ALREADY_SPUN_MESSAGE })
    }
  })

  it('a spin the demo panel untied lets the visitor spin anew', async () => {
    const first = await spin('device-aaaa-1111')
    expect(forgetSpinDevices()).toBe(1)
    const second = await spin('device-aaaa-1111')
    expect(second.nonce).not.toBe(first.nonce)
  })

  it(`keeps at most ${MAX_STORED_SPINS} spins, dropping the oldest`, async () => {
    const first = await spinWheel(Math.random, null, null)
    for (let i = 1; i < MAX_STORED_SPINS; i++) await spinWheel(Math.random, null, null)
    expect(db.spins.all()).toHaveLength(MAX_STORED_SPINS)
    const newest = await spinWheel(Math.random, null, null)
    const kept = db.spins.all()
    expect(kept).toHaveLength(MAX_STORED_SPINS)
    expect(kept.some((row) => row.nonce === first.nonce)).toBe(false)
    expect(kept.at(-1)?.nonce).toBe(newest.nonce)
  })

  it('answers 422 for a malformed device id', async () => {
    expect((await failure(spin('short'))).status).toBe(422)
  })
})
