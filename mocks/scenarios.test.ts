import { describe, expect, it } from 'vitest'
import { createScenarioStore, parseScenarioParams, scenarioToParams, SCENARIO_STORAGE_KEY } from './scenarios.ts'
import { memoryStorage } from './db/memory-storage.ts'


describe('parseScenarioParams', () => {
  it('reads ?mock= latency and ?mockFault= faults per endpoint or for all', () => {
    expect(parseScenarioParams('?mock=slow')).toEqual({ latency: 'slow' })
    expect(parseScenarioParams('?mockFault=settings.data:500,*:network')).toEqual({
      faults: { 'settings.data': '500', '*': 'network' },
    })
    expect(parseScenarioParams('?mock=none&mockFault=categories.list:timeout,profile.getLanguage:malformed')).toEqual({
      latency: 'none',
      faults: { 'categories.list': 'timeout', 'profile.getLanguage': 'malformed' },
    })
  })

  it('ignores unknown values and malformed entries', () => {
    expect(parseScenarioParams('?mock=turbo&lang=en')).toEqual({})
    expect(parseScenarioParams('?mockFault=settings.data:418,:500,nocolon,categories.list:network')).toEqual({
      faults: { 'categories.list': 'network' },
    })
  })

  it('an empty mockFault clears faults; scenarioToParams is its inverse', () => {
    expect(parseScenarioParams('?mockFault=')).toEqual({ faults: {} })
    const scenario = { latency: 'realistic', faults: { 'settings.data': '500', '*': 'timeout' } } as const
    expect(parseScenarioParams(scenarioToParams(scenario))).toEqual(scenario)
  })
})

describe('scenario store', () => {
  it('an endpoint fault wins over the * fault', () => {
    const store = createScenarioStore()
    store.set({ faults: { '*': 'network', 'settings.data': '500' } })
    expect(store.faultFor('settings.data')).toBe('500')
    expect(store.faultFor('categories.list')).toBe('network')
    store.clearFault('*')
    expect(store.faultFor('categories.list')).toBeUndefined()
  })

  it('latency: none is 0, realistic 150–600 ms, slow 2–4 s, the same sequence every run', () => {
    const store = createScenarioStore()
    expect(store.latencyFor('settings.data')).toBe(0)
    store.set({ latency: 'realistic' })
    const first = Array.from({ length: 20 }, () => store.latencyFor('settings.data'))
    for (const ms of first) {
      expect(ms).toBeGreaterThanOrEqual(150)
      expect(ms).toBeLessThanOrEqual(600)
    }
    expect(new Set(first).size).toBeGreaterThan(5)
    store.reset()
    store.set({ latency: 'realistic' })
    expect(Array.from({ length: 20 }, () => store.latencyFor('settings.data'))).toEqual(first)
    store.set({ latency: 'slow' })
    const slow = store.latencyFor('categories.list')
    expect(slow).toBeGreaterThanOrEqual(2_000)
    expect(slow).toBeLessThanOrEqual(4_000)
  })

  it('persists panel changes, not URL overrides, and reset() returns to the environment default', () => {
    const storage = memoryStorage()
    const store = createScenarioStore()
    store.attachStorage(storage, { latency: 'realistic' })
    expect(store.get()).toEqual({ latency: 'realistic', faults: {} })

    store.applyUrl('?mock=slow&mockFault=settings.data:500')
    expect(store.get()).toEqual({ latency: 'slow', faults: { 'settings.data': '500' } })
    expect(storage.map.has(SCENARIO_STORAGE_KEY)).toBe(false)

    store.setFault('categories.list', 'timeout')
    const reloaded = createScenarioStore()
    reloaded.attachStorage(storage, { latency: 'realistic' })
    expect(reloaded.get().faults).toEqual({ 'settings.data': '500', 'categories.list': 'timeout' })

    reloaded.reset()
    expect(reloaded.get()).toEqual({ latency: 'realistic', faults: {} })
  })

  it('ignores a corrupt stored scenario', () => {
    const storage = memoryStorage()
    storage.setItem(SCENARIO_STORAGE_KEY, '{not json')
    const store = createScenarioStore()
    store.attachStorage(storage, { latency: 'realistic' })
    expect(store.get()).toEqual({ latency: 'realistic', faults: {} })
    storage.setItem(SCENARIO_STORAGE_KEY, JSON.stringify({ latency: 'warp', faults: { a: 'nope', b: 'network' } }))
    store.attachStorage(storage, { latency: 'realistic' })
    expect(store.get()).toEqual({ latency: 'realistic', faults: { b: 'network' } })
  })
})
