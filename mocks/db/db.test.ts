import { afterEach, describe, expect, it, vi } from 'vitest'
import * as v from 'valibot'
import { SettingSchema, BannerSchema } from '@/api/settings.ts'
import { CategorySchema } from '@/api/categories.ts'
import { WalletSchema } from '@/api/wallet.ts'
import { isValidCpf } from '@/shared/br/cpf.ts'
import { createDb } from './db.ts'
import { DB_STORAGE_KEY, type KeyValueStorage } from './persistence.ts'
import { SCHEMA_VERSION } from './schema.ts'
import { DEMO_PLAYER, seed, SEED } from './seed.ts'

function memoryStorage(initial: Record<string, string> = {}): KeyValueStorage & { map: Map<string, string> } {
  const map = new Map(Object.entries(initial))
  return {
    map,
    getItem: (key) => map.get(key) ?? null,
    setItem: (key, value) => void map.set(key, value),
    removeItem: (key) => void map.delete(key),
  }
}

afterEach(() => {
  vi.useRealTimers()
})

describe('seed', () => {
  it('is deterministic: the same seed gives deep-equal data, another seed other players', () => {
    expect(seed()).toEqual(seed())
    expect(seed(SEED + 1).users).not.toEqual(seed().users)
    expect(seed(SEED + 1).settings).toEqual(seed().settings)
  })

  it('has the settings issue 2 fixes, readable by the contract', () => {
    const { settings } = seed()
    expect(settings).toMatchObject({
      software_name: 'Jogada',
      software_logo_black: '/brand/logo-black.svg',
      software_logo_white: '/brand/logo-white.svg',
      min_deposit: '20.00',
      max_deposit: '5000.00',
      initial_bonus: 100,
      max_bonus: '500.00',
      min_withdraw: '50.00',
      max_withdraw: '5000.00',
      disable_rollover: false,
      rexpay_is_enable: true,
      digitopay_is_enable: true,
      brasilcash_is_enable: true,
      turn_on_football: true,
    })
    const parsed = v.parse(SettingSchema, settings)
    expect(parsed.min_deposit).toBe(2000)
    expect(parsed.max_withdraw).toBe(500000)
  })

  it('seeds categories (with bingo and top) and banners that match the contract', () => {
    const data = seed()
    expect(data.categories.map((c) => c.slug)).toEqual(expect.arrayContaining(['bingo', 'top']))
    expect(data.categories.length).toBeGreaterThanOrEqual(8)
    for (const category of data.categories) {
      expect(v.is(CategorySchema, category)).toBe(true)
      expect(category.image).toBe(`/storage/categories/${category.slug}.svg`)
    }
    for (const banner of data.banners) expect(v.is(BannerSchema, banner)).toBe(true)
    expect(data.banners.some((b) => b.type === 'carousel')).toBe(true)
  })

  it('seeds the demo player and made-up players with valid CPFs and mobile numbers', () => {
    const { users, sequences } = seed()
    expect(users[0]).toMatchObject({ id: 1, email: DEMO_PLAYER.email, password: DEMO_PLAYER.password })
    for (const user of users) {
      expect(isValidCpf(user.cpf ?? '')).toBe(true)
      expect(user.phone).toMatch(/^\d{2}9\d{8}$/)
    }
    expect(sequences.users).toBe(users.length)
    expect(new Set(users.map((u) => u.email)).size).toBe(users.length)
  })

  it('signs the demo player in as demo@jogada.com.br / Jogada@2026, with a referral code and referred players', () => {
    const { users } = seed()
    expect(DEMO_PLAYER).toMatchObject({ email: 'demo@jogada.com.br', password: 'Jogada@2026', code: 'JOGADA1' })
    expect(users[0]).toMatchObject({ phone: DEMO_PLAYER.phone, cpf: DEMO_PLAYER.cpf, code: 'JOGADA1' })
    expect(users.filter((u) => u.inviter === 1)).toHaveLength(users.length - 1)
  })

  it('gives every player one active wallet that the contract reads, the demo player’s with money in every pot', () => {
    const { users, wallets, sequences } = seed()
    expect(wallets.filter((w) => w.active).map((w) => w.user_id)).toEqual(users.map((u) => u.id))
    // The demo player has two more, inactive, to switch between in 'Minhas Carteiras'.
    expect(wallets.filter((w) => w.user_id === 1).map((w) => [w.name, w.active])).toEqual([
      ['Carteira principal', true],
      ['Carteira de esportes', false],
      ['Carteira reserva', false],
    ])
    expect(sequences.wallets).toBe(wallets.length)
    for (const wallet of wallets) {
      expect(wallet).toMatchObject({ currency: 'BRL', symbol: 'R$' })
      const { user_id: _u, name: _n, bets_count: _b, created_at: _c, updated_at: _up, ...wire } = wallet
      expect(v.is(WalletSchema, { ...wire, total_balance: '0.00' })).toBe(true)
    }
    expect(wallets[0]).toMatchObject({
      balance: '250.00',
      balance_bonus: '50.00',
      balance_withdrawal: '100.00',
      balance_bonus_rollover: '500.00',
    })
    expect(wallets[0]?.bets_count).toBeGreaterThan(0)
  })
})

describe('collections', () => {
  it('insert hands out increasing ids; update, find and remove work on the live data', () => {
    const db = createDb()
    const before = db.users.count()
    const user = db.users.insert({ ...seed().users[1]!, email: 'novo@exemplo.com.br', id: undefined })
    expect(user.id).toBe(before + 1)
    expect(db.users.update(user.id, { name: 'Outro Nome' })?.name).toBe('Outro Nome')
    expect(db.users.findBy((u) => u.email === 'novo@exemplo.com.br')?.name).toBe('Outro Nome')
    expect(db.users.remove(user.id)).toBe(true)
    expect(db.users.find(user.id)).toBeUndefined()
    expect(db.users.insert({ ...seed().users[1]!, id: undefined }).id).toBe(before + 2)
  })

  it('reset() goes back to the seed, and collections keep working on the new data', () => {
    const db = createDb()
    db.categories.removeWhere(() => true)
    db.settings.update({ software_name: 'Outro' })
    expect(db.categories.count()).toBe(0)
    db.reset()
    expect(db.data).toEqual(seed())
    expect(db.categories.count()).toBe(seed().categories.length)
  })
})

describe('persistence', () => {
  it('starts from the seed when storage is empty and saves it under jogada:mock-db with version and seed id', () => {
    const storage = memoryStorage()
    const db = createDb()
    expect(db.attachStorage(storage)).toBe('missing')
    const stored = JSON.parse(storage.map.get(DB_STORAGE_KEY) ?? 'null') as { version: number; seedId: string; data: unknown }
    expect(stored.version).toBe(SCHEMA_VERSION)
    expect(stored.seedId).toBe(db.seedId)
    expect(stored.data).toEqual(seed())
  })

  it('survives a reload: changes are saved (batched) and a new instance loads them', () => {
    vi.useFakeTimers()
    const storage = memoryStorage()
    const first = createDb()
    first.attachStorage(storage, { debounceMs: 200 })
    first.settings.update({ software_name: 'Jogada Teste' })
    first.users.update(1, { name: 'Jogadora Demo' })
    const savedBefore = storage.map.get(DB_STORAGE_KEY)
    expect(JSON.parse(savedBefore ?? '{}').data.settings.software_name).toBe('Jogada')
    vi.advanceTimersByTime(200)

    const second = createDb()
    expect(second.attachStorage(storage)).toBe('loaded')
    expect(second.settings.get().software_name).toBe('Jogada Teste')
    expect(second.users.find(1)?.name).toBe('Jogadora Demo')
  })

  it('flushes pending writes on pagehide, without waiting for the debounce', () => {
    const storage = memoryStorage()
    const events = new EventTarget()
    const db = createDb()
    db.attachStorage(storage, { debounceMs: 60_000, events })
    db.settings.update({ software_name: 'Antes de sair' })
    events.dispatchEvent(new Event('pagehide'))
    expect(JSON.parse(storage.map.get(DB_STORAGE_KEY) ?? '{}').data.settings.software_name).toBe('Antes de sair')
  })

  it('resets cleanly to the seed when the stored JSON is corrupt', () => {
    const storage = memoryStorage({ [DB_STORAGE_KEY]: '{"version":1,"seedId":' })
    const db = createDb()
    expect(db.attachStorage(storage)).toBe('corrupt')
    expect(db.data).toEqual(seed())
    // The bad copy is replaced, so the next load is clean.
    expect(createDb().attachStorage(storage)).toBe('loaded')
  })

  it('treats valid JSON with a missing table as corrupt', () => {
    const broken = { version: SCHEMA_VERSION, seedId: createDb().seedId, savedAt: '', data: { ...seed(), users: undefined } }
    const storage = memoryStorage({ [DB_STORAGE_KEY]: JSON.stringify(broken) })
    expect(createDb().attachStorage(storage)).toBe('corrupt')
  })

  it('resets cleanly when the stored version or seed is outdated', () => {
    const db = createDb()
    const changed = { ...seed(), settings: { ...seed().settings, software_name: 'Antigo' } }
    for (const envelope of [
      { version: SCHEMA_VERSION - 1, seedId: db.seedId },
      { version: SCHEMA_VERSION, seedId: 'another-seed' },
    ]) {
      const storage = memoryStorage({ [DB_STORAGE_KEY]: JSON.stringify({ ...envelope, savedAt: '', data: changed }) })
      const fresh = createDb()
      expect(fresh.attachStorage(storage)).toBe('outdated')
      expect(fresh.settings.get().software_name).toBe('Jogada')
      expect(JSON.parse(storage.map.get(DB_STORAGE_KEY) ?? '{}').version).toBe(SCHEMA_VERSION)
    }
  })

  it('reset() writes the seed to storage at once', () => {
    const storage = memoryStorage()
    const db = createDb()
    db.attachStorage(storage, { debounceMs: 60_000 })
    db.users.removeWhere(() => true)
    db.reset()
    expect(JSON.parse(storage.map.get(DB_STORAGE_KEY) ?? '{}').data).toEqual(seed())
  })
})
