// @vitest-environment node
import { describe, expect, it, vi } from 'vitest'
import type { KeyValueStorage } from './db/persistence.ts'
import { createMoneyPolicyStore, MONEY_POLICY_STORAGE_KEY } from './pix/money-policy.ts'
import { persistedStore } from './persisted-store.ts'
import { createScenarioStore, SCENARIO_STORAGE_KEY } from './scenarios.ts'
import { memoryStorage } from './db/memory-storage.ts'

describe('persistedStore', () => {
  it('keeps the value in memory until storage is attached, then saves what is committed with persist', () => {
    const store = persistedStore('k', { n: 0 })
    const listener = vi.fn()
    store.subscribe(listener)
    store.commit({ n: 1 }, true)
    expect(store.get()).toEqual({ n: 1 })
    expect(listener).toHaveBeenCalledTimes(1)

    const storage = memoryStorage({ k: '{"n":5}' })
    store.attach(storage, (stored) => (stored as { n: number } | null) ?? { n: 0 })
    expect(store.get()).toEqual({ n: 5 })
    store.commit({ n: 6 }, false)
    expect(storage.map.get('k')).toBe('{"n":5}')
    store.commit({ n: 7 }, true)
    expect(storage.map.get('k')).toBe('{"n":7}')
  })

  it('reads bad JSON as null and survives a storage that throws', () => {
    const store = persistedStore('k', 1)
    store.attach(memoryStorage({ k: '{' }), (stored) => (stored === null ? 2 : 3))
    expect(store.get()).toBe(2)
    const failing: KeyValueStorage = {
      getItem: () => {
        throw new Error('denied')
      },
      setItem: () => {
        throw new DOMException('full', 'QuotaExceededError')
      },
      removeItem: () => undefined,
    }
    store.attach(failing, (stored) => (stored === null ? 4 : 5))
    store.commit(6, true)
    expect(store.get()).toBe(6)
  })

  it('backs both the scenario and the money policy, each under its own key', () => {
    const storage = memoryStorage({ [MONEY_POLICY_STORAGE_KEY]: '{"settle":"never"}' })
    const scenarios = createScenarioStore()
    const money = createMoneyPolicyStore()
    scenarios.attachStorage(storage, { latency: 'realistic' })
    money.attachStorage(storage)
    expect(money.get()).toEqual({ settle: 'never', review: 'approve' })
    expect(scenarios.get().latency).toBe('realistic')
    scenarios.setFault('settings.data', '500')
    money.set({ review: 'manual' })
    expect(JSON.parse(storage.map.get(SCENARIO_STORAGE_KEY) ?? '')).toEqual({
      latency: 'realistic',
      faults: { 'settings.data': '500' },
    })
    expect(JSON.parse(storage.map.get(MONEY_POLICY_STORAGE_KEY) ?? '')).toEqual({ settle: 'never', review: 'manual' })
  })
})
