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
import { memoryStorage } from './memory-storage.ts'

afterEach(() => {
  vi.useRealTimers()
})

describe('seed', () => {
  it('is deterministic: the same seed gives deep-equal data, another seed other players', () => {
    expect(seed()).toEqual(seed())
    expect(seed(SEED + 1).users).not.toEqual(seed().users)
    expect(seed(SEED + 1).settings).toEqual(seed().settings)
  })

  it('has the seeded settings, readable by the contract', () => {
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
    // The password is stored hashed (mocks/auth/passwords.test.ts verifies it against DEMO_PLAYER.password).
    expect(users[0]).toMatchObject({ id: 1, email: DEMO_PLAYER.email })
    expect(users[0]?.password).toMatch(/^pbkdf2_sha256\$/)
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
    const stored = JSON.parse(storage.map.get(DB_STORAGE_KEY) ?? 'null') as {
      version: number
      seedId: string
      data: unknown
    }
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
    const broken = {
      version: SCHEMA_VERSION,
      seedId: createDb().seedId,
      savedAt: '',
      data: { ...seed(), users: undefined },
    }
    const storage = memoryStorage({ [DB_STORAGE_KEY]: JSON.stringify(broken) })
    expect(createDb().attachStorage(storage)).toBe('corrupt')
  })

  it('drops a stored row that breaks its table’s shape, reports it, and keeps everything else', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    const good = createDb()
    good.settings.update({ software_name: 'Guardado' })
    const stored = JSON.parse(JSON.stringify(good.data)) as ReturnType<typeof seed>
    const [firstWallet, secondWallet] = stored.wallets
    if (!firstWallet || !secondWallet) throw new Error('the seed has wallets')
    // A text where the seed has a decimal string is fine; an object is not. A row with no id, and one that lacks a
    // column every seeded row has, go too.
    ;(firstWallet as unknown as Record<string, unknown>).balance = { broken: true }
    delete (secondWallet as unknown as Record<string, unknown>).user_id
    ;(stored.users as unknown[]).push('not a row', { name: 'sem id' })
    const envelope = { version: SCHEMA_VERSION, seedId: good.seedId, savedAt: '', revision: 1, data: stored }
    const storage = memoryStorage({ [DB_STORAGE_KEY]: JSON.stringify(envelope) })
    const db = createDb()
    expect(db.attachStorage(storage)).toBe('loaded')
    expect(db.settings.get().software_name).toBe('Guardado')
    expect(db.wallets.find(firstWallet.id)).toBeUndefined()
    expect(db.wallets.find(secondWallet.id)).toBeUndefined()
    expect(db.wallets.all()).toHaveLength(seed().wallets.length - 2)
    expect(db.users.all()).toHaveLength(seed().users.length)
    expect(warn).toHaveBeenCalledWith(
      '[mock db] stored rows left out:',
      expect.arrayContaining([
        expect.objectContaining({ table: 'wallets', reason: 'balance is object, expected string' }),
        expect.objectContaining({ table: 'wallets', reason: 'missing user_id' }),
        expect.objectContaining({ table: 'users', reason: 'not an object' }),
        expect.objectContaining({ table: 'users', reason: 'no whole-number id' }),
      ]),
    )
    warn.mockRestore()
  })

  it('drops nothing from a database the mock saved itself', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    const storage = memoryStorage()
    const db = createDb()
    db.attachStorage(storage, { debounceMs: 60_000 })
    db.wallets.update(1, { balance_withdrawal: '10.00' })
    db.flush()
    const again = createDb()
    expect(again.attachStorage(storage)).toBe('loaded')
    expect(again.data).toEqual(db.data)
    expect(warn).not.toHaveBeenCalled()
    warn.mockRestore()
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

describe('two tabs, one database', () => {
  /** Two tabs of the demo: two databases over the same localStorage. */
  function twoTabs(debounceMs = 60_000) {
    const storage = memoryStorage()
    const a = createDb()
    const b = createDb()
    a.attachStorage(storage, { debounceMs, events: new EventTarget() })
    b.attachStorage(storage, { debounceMs, events: new EventTarget() })
    return { storage, a, b }
  }

  const session = (user_id: number, token: string) => ({
    user_id,
    token,
    created_at: '2026-11-01T12:00:00.000Z',
    expires_at: '2026-11-01T13:00:00.000Z',
  })

  it('a login in one tab does not log the other out: each sees both sessions, and neither save drops the other’s', () => {
    const { storage, a, b } = twoTabs()
    // Tab B is logged in; tab A logs in afterwards.
    b.sync()
    b.sessions.insert(session(1, 'token-b'))
    b.flush()
    a.sync()
    a.sessions.insert(session(2, 'token-a'))
    a.flush()
    // B answers its next request from the shared database: A's login is there, its own too.
    b.sync()
    expect(b.sessions.findBy((row) => row.token === 'token-a')).toBeDefined()
    expect(b.sessions.findBy((row) => row.token === 'token-b')).toBeDefined()
    b.users.update(1, { name: 'Mudou na aba B' })
    b.flush()
    const stored = createDb()
    stored.attachStorage(storage, { events: new EventTarget() })
    expect(stored.sessions.all().map((row) => row.token)).toEqual(expect.arrayContaining(['token-a', 'token-b']))
    expect(stored.users.find(1)?.name).toBe('Mudou na aba B')
  })

  it('makes each secret once per database, random, kept in storage (not in the seed) and shared by tabs; a reset makes a new one', () => {
    const { storage, a, b } = twoTabs()
    expect(a.data.secrets).toBeUndefined()
    const secret = a.secret('realtime')
    expect(secret).toMatch(/^[0-9a-f]{64}$/)
    expect(a.secret('realtime')).toBe(secret)
    expect(JSON.stringify(seed())).not.toContain(secret)
    expect(createDb().secret('realtime')).not.toBe(secret)
    a.flush()
    // The other tab made none yet: it takes the stored one, and a tab that made its own first yields to the stored one.
    b.sync()
    expect(b.secret('realtime')).toBe(secret)
    const reloaded = createDb()
    reloaded.attachStorage(storage, { events: new EventTarget() })
    expect(reloaded.secret('realtime')).toBe(secret)
    reloaded.reset()
    expect(reloaded.secret('realtime')).not.toBe(secret)
  })

  it('merges what both tabs changed before either saved (read-modify-write): deposits, updates and removals of each survive', () => {
    const { storage, a, b } = twoTabs()
    const before = a.deposits.count()
    const template = { ...(a.deposits.all()[0] ?? fail('no deposit')) }
    a.deposits.insert({ ...template, id: undefined, transaction_id: 'JGD-A' })
    a.users.update(1, { name: 'Nome da aba A' })
    b.deposits.insert({ ...template, id: 9_001, transaction_id: 'JGD-B' })
    b.users.update(2, { name: 'Nome da aba B' })
    b.mailbox.removeWhere(() => true)
    a.flush()
    b.flush()
    a.sync()
    for (const tab of [
      a,
      b,
      (() => {
        const fresh = createDb()
        fresh.attachStorage(storage, { events: new EventTarget() })
        return fresh
      })(),
    ]) {
      expect(tab.deposits.count()).toBe(before + 2)
      expect(tab.deposits.all().map((row) => row.transaction_id)).toEqual(expect.arrayContaining(['JGD-A', 'JGD-B']))
      expect(tab.users.find(1)?.name).toBe('Nome da aba A')
      expect(tab.users.find(2)?.name).toBe('Nome da aba B')
      expect(tab.mailbox.count()).toBe(0)
    }
  })

  it('picks up another tab’s save only when the revision moved, and tells its listeners; a reset reaches the other tab', () => {
    const { a, b } = twoTabs()
    const listener = vi.fn()
    b.subscribe(listener)
    expect(b.sync()).toBe(false)
    expect(listener).not.toHaveBeenCalled()
    a.settings.update({ software_name: 'Nome novo' })
    a.flush()
    expect(b.sync()).toBe(true)
    expect(listener).toHaveBeenCalled()
    expect(b.settings.get().software_name).toBe('Nome novo')
    expect(b.sync()).toBe(false)

    b.users.update(1, { name: 'Antes do reset' })
    b.flush()
    a.reset()
    expect(b.sync()).toBe(true)
    expect(b.users.find(1)?.name).toBe(seed().users[0]?.name)
    expect(b.settings.get().software_name).toBe('Jogada')
  })

  it('syncs on the storage event another tab’s save raises', () => {
    const storage = memoryStorage()
    const events = new EventTarget()
    const a = createDb()
    const b = createDb()
    a.attachStorage(storage, { events: new EventTarget() })
    b.attachStorage(storage, { events })
    const listener = vi.fn()
    b.subscribe(listener)
    a.users.update(1, { name: 'Pela outra aba' })
    a.flush()
    expect(b.users.find(1)?.name).not.toBe('Pela outra aba')
    events.dispatchEvent(Object.assign(new Event('storage'), { key: 'jogada:mock-db:revision' }))
    expect(b.users.find(1)?.name).toBe('Pela outra aba')
    expect(listener).toHaveBeenCalled()
  })

  it('reports a full storage (QuotaExceededError) instead of losing data silently, and saves the changes once there is room', () => {
    const storage = memoryStorage()
    const db = createDb()
    db.attachStorage(storage, { debounceMs: 60_000, events: new EventTarget() })
    let full = true
    const guarded: KeyValueStorage = {
      ...storage,
      setItem: (key, value) => {
        if (full) throw new DOMException('The quota has been exceeded.', 'QuotaExceededError')
        storage.setItem(key, value)
      },
    }
    db.attachStorage(guarded, { debounceMs: 60_000, events: new EventTarget() })
    const listener = vi.fn()
    db.subscribe(listener)
    expect(db.saveFailure()).toBeNull()
    db.users.update(1, { name: 'Não coube' })
    db.flush()
    expect(db.saveFailure()).toBe('quota')
    expect(listener).toHaveBeenCalled()
    expect(JSON.parse(storage.map.get(DB_STORAGE_KEY) ?? '{}').data.users[0].name).not.toBe('Não coube')

    full = false
    db.settings.update({ software_name: 'Com espaço' })
    db.flush()
    expect(db.saveFailure()).toBeNull()
    const saved = JSON.parse(storage.map.get(DB_STORAGE_KEY) ?? '{}') as {
      data: { users: Array<{ name: string }>; settings: { software_name: string } }
    }
    expect(saved.data.users[0]?.name).toBe('Não coube')
    expect(saved.data.settings.software_name).toBe('Com espaço')
  })
})

function fail(message: string): never {
  throw new Error(message)
}
