// @vitest-environment node
import { beforeEach, describe, expect, it } from 'vitest'
import { callApi } from '@/api/client.ts'
import { spinResult } from '@/api/spin.ts'
import { resetMockState } from '../node.ts'
import { claimSpin } from './spins.ts'
import { db } from '../db/index.ts'
import { forgetSpinDevices, spinCounts } from './controls.ts'

beforeEach(() => resetMockState())

const spin = () => callApi(spinResult, { body: { action: 'start', device_id: 'device-aaaa-1111' } })

describe('spin controls', () => {
  it('counts spins and claims; forgetting the devices lets a device spin anew, claims kept', async () => {
    const first = await spin()
    expect(await spin()).toEqual(first)
    const stored = db.spins.all()[0]
    if (!stored) throw new Error('no spin')
    claimSpin(stored, 1)
    expect(spinCounts()).toEqual({ spun: 1, claimed: 1 })

    expect(forgetSpinDevices()).toBe(1)
    const second = await spin()
    expect(second.nonce).not.toBe(first.nonce)
    expect(spinCounts()).toEqual({ spun: 2, claimed: 1 })
  })
})
