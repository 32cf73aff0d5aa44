// @vitest-environment node
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { resetMockState } from '../node.ts'
import { db } from '../db/index.ts'
import {
  FAULT_KINDS as MOCK_FAULT_KINDS,
  LATENCY_MODES as MOCK_LATENCY_MODES,
  ALL_ENDPOINTS as MOCK_ALL,
  scenarios,
} from '../scenarios.ts'
import { REVIEW_POLICIES as MOCK_REVIEW, SETTLE_DELAYS as MOCK_SETTLE, moneyPolicy } from '../pix/money-policy.ts'
import { brl as mockBrl } from '../wallet/limits.ts'
import { panelActions } from './actions.ts'
import { panelCall, PanelCallError } from './client.ts'
import { ALL_ENDPOINTS, brl, FAULT_KINDS, LATENCY_MODES, REVIEW_POLICIES, SETTLE_DELAYS } from './constants.ts'

beforeEach(() => resetMockState())

const post = (action: string, body: string) =>
  fetch(`http://localhost/__mock/panel/${action}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body,
  })

describe('POST /__mock/panel/:action', () => {
  it("runs the action with the body's arguments and answers its result", async () => {
    expect(await panelCall('deposits.settle-delay', 'never')).toBeNull()
    expect(moneyPolicy.get().settle).toBe('never')
    const deposits = await panelCall('deposits.get')
    expect(deposits).toMatchObject({ settle: 'never', bonusOn: true, bonusPercent: 100 })
    expect(deposits.rows).toHaveLength(10)
    // What a read answers is JSON, the rows as the mock holds them.
    expect(deposits.rows[0]?.deposit).toEqual(db.deposits.find(deposits.rows[0]?.deposit.id ?? 0))
  })

  it('answers 404 for an action it does not know', async () => {
    const response = await post('db.drop', '[]')
    expect(response.status).toBe(404)
    expect(await response.json()).toEqual({ message: 'Ação do painel desconhecida: db.drop.' })
    // Not a property of every object either.
    expect((await post('toString', '[]')).status).toBe(404)
    await expect(panelCall('nope' as 'spin.counts')).rejects.toEqual(
      new PanelCallError(404, 'Ação do painel desconhecida: nope.'),
    )
  })

  it('answers 422 for arguments the action does not take, before running it', async () => {
    for (const body of ['[]', '{"latency":"slow"}', 'not json', '["slow", 1]']) {
      const response = await post('scenario.latency', body)
      expect(response.status, body).toBe(422)
      expect(await response.json()).toMatchObject({ message: 'Argumentos inválidos para scenario.latency.' })
    }
    expect((await post('deposits.pay', '[1.5]')).status).toBe(422)
    expect((await post('sports.advance', '[604800000]')).status).toBe(422)
    expect(scenarios.get().latency).toBe('none')
    expect(await panelCall('scenario.latency', 'slow')).toBeNull()
    expect(scenarios.get().latency).toBe('slow')
  })

  it('still answers while every endpoint of the contract fails: the panel is how the faults are removed', async () => {
    scenarios.set({ latency: 'slow', faults: { '*': 'network' } })
    const started = performance.now()
    expect(await panelCall('scenario.get')).toMatchObject({ faults: { '*': 'network' } })
    await panelCall('scenario.clear-fault', '*')
    expect(scenarios.get().faults).toEqual({})
    // No simulated latency either (slow is 2 to 4 s per answer).
    expect(performance.now() - started).toBeLessThan(2_000)
  })

  it('saves the database after an action, not after a read (the open panel reads every 1.5 s)', async () => {
    const flush = vi.spyOn(db, 'flush')
    await panelCall('spin.counts')
    await panelCall('deposits.get')
    expect(flush).not.toHaveBeenCalled()
    await panelCall('spin.forget-devices')
    expect(flush).toHaveBeenCalledOnce()
    flush.mockRestore()
  })

  it('declares arguments for every action', () => {
    for (const [name, action] of Object.entries(panelActions)) expect(action.args.type, name).toBe('strict_tuple')
  })
})

describe("the panel's constants", () => {
  it('are the stores’ own lists, which the page bundle cannot import', () => {
    expect(LATENCY_MODES).toEqual(MOCK_LATENCY_MODES)
    expect(FAULT_KINDS).toEqual(MOCK_FAULT_KINDS)
    expect(ALL_ENDPOINTS).toBe(MOCK_ALL)
    expect(SETTLE_DELAYS).toEqual(MOCK_SETTLE)
    expect(REVIEW_POLICIES).toEqual(MOCK_REVIEW)
    for (const centavos of [0, 5_000, 123_456, -300]) expect(brl(centavos)).toBe(mockBrl(centavos))
  })
})
