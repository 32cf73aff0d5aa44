import { beforeEach, describe, expect, it, vi } from 'vitest'
import * as v from 'valibot'
import { callApi, configureApi } from '@/api/client.ts'
import { defineEndpoint } from '@/api/define.ts'
import { MoneySchema } from '@/api/money.ts'
import { settingsBanners, settingsData } from '@/api/settings.ts'
import { categoriesList } from '@/api/categories.ts'
import { profileUpdateLanguage } from '@/api/language.ts'
import { broadcastingAuth } from '@/api/broadcasting.ts'
import { resetMockState, server } from '../node.ts'
import { db } from '../db/index.ts'
import { createSession, SESSION_TTL_MS } from '../auth/sessions.ts'
import { scenarios } from '../scenarios.ts'
import { clock } from '../sim/clock.ts'
import { checksAnswers, handle, MALFORMED_BODY, registeredEndpointIds, reply } from './define.ts'
import { failure } from './test-support.ts'

beforeEach(() => resetMockState())

function api(path: string, init?: RequestInit) {
  return fetch(new URL(`/api/${path}`, location.origin), init)
}

describe('faults through callApi', () => {
  it('500 answers Laravel’s server error and reaches the app as an http ApiError', async () => {
    scenarios.set({ faults: { 'settings.data': '500' } })
    const error = await failure(callApi(settingsData))
    expect(error).toMatchObject({ kind: 'http', status: 500, endpointId: 'settings.data' })
    expect(error.messages).toEqual(['Server Error'])
    // Only the faulty endpoint fails.
    await expect(callApi(categoriesList)).resolves.toHaveProperty('categories')
  })

  it('network fails the connection', async () => {
    scenarios.set({ faults: { 'categories.list': 'network' } })
    expect(await failure(callApi(categoriesList))).toMatchObject({ kind: 'network' })
  })

  it('timeout never answers, so the client’s timeout fires', async () => {
    configureApi({ timeout: 100 })
    scenarios.set({ faults: { '*': 'timeout' } })
    const started = Date.now()
    expect(await failure(callApi(settingsData))).toMatchObject({ kind: 'timeout' })
    expect(Date.now() - started).toBeGreaterThanOrEqual(90)
  })

  it('malformed answers 200 with a body no response schema accepts', async () => {
    scenarios.set({ faults: { '*': 'malformed' } })
    expect(await failure(callApi(settingsData))).toMatchObject({ kind: 'malformed' })
    expect(await failure(callApi(categoriesList))).toMatchObject({ kind: 'malformed' })
    const response = await api('settings/data')
    expect(response.status).toBe(200)
    expect(await response.text()).toBe(MALFORMED_BODY)
  })

  it('an endpoint fault overrides the * fault; clearing faults heals', async () => {
    scenarios.set({ faults: { '*': 'network', 'settings.data': '500' } })
    expect(await failure(callApi(settingsData))).toMatchObject({ kind: 'http', status: 500 })
    expect(await failure(callApi(categoriesList))).toMatchObject({ kind: 'network' })
    scenarios.reset()
    await expect(callApi(settingsData)).resolves.toHaveProperty('setting.software_name', 'Jogada')
  })

  it('latency delays answers', async () => {
    scenarios.set({ latency: 'realistic' })
    const started = Date.now()
    await callApi(settingsData)
    expect(Date.now() - started).toBeGreaterThanOrEqual(140)
  })
})

describe('validation', () => {
  it('answers 422 with Laravel’s field -> messages object for a bad body', async () => {
    const response = await api('profile/updateLanguage', {
      method: 'PUT',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ language: 'klingon' }),
    })
    expect(response.status).toBe(422)
    expect(await response.json()).toEqual({ language: ['O campo language é inválido.'] })
  })

  it('reports missing fields as required', async () => {
    const session = createSession(1)
    const response = await api('broadcasting/auth', {
      method: 'POST',
      headers: { Authorization: `Bearer ${session.token}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({ socket_id: 'nope' }),
    })
    expect(response.status).toBe(422)
    expect(await response.json()).toEqual({
      socket_id: ['O campo socket_id é inválido.'],
      channel_name: ['O campo channel_name é obrigatório.'],
    })
  })

  it('answers 422 for a body that is not JSON', async () => {
    const response = await api('profile/updateLanguage', {
      method: 'PUT',
      headers: { 'Content-Type': 'application/json' },
      body: '{',
    })
    expect(response.status).toBe(422)
  })

  it('validates the query, reading numbers from the query string', async () => {
    const paged = defineEndpoint({
      id: 'test.paged',
      method: 'GET',
      path: 'test/paged',
      query: v.object({ page: v.pipe(v.number(), v.minValue(1)), searchTerm: v.optional(v.string()) }),
      response: v.object({ page: v.number(), searchTerm: v.nullable(v.string()) }),
      auth: 'none',
      tag: 'test',
      summary: 'test',
    })
    server.use(handle(paged, ({ query }) => ({ page: query.page, searchTerm: query.searchTerm ?? null })))
    await expect(callApi(paged, { query: { page: 2, searchTerm: '123' } })).resolves.toEqual({ page: 2, searchTerm: '123' })
    expect((await failure(callApi(paged, { query: { page: 0 } }))).body).toEqual({ page: ['O campo page é inválido.'] })
    expect((await api('settings/banners?client_device=tv')).status).toBe(422)
    await expect(callApi(settingsBanners, { query: { client_device: 'mobile' } })).resolves.toHaveProperty('device', 'mobile')
  })
})

describe('auth', () => {
  it('answers 401 { error: "Unauthenticated." } without a token on a required endpoint', async () => {
    const response = await api('broadcasting/auth', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ socket_id: '1.2', channel_name: 'private-App.Models.User.1' }),
    })
    expect(response.status).toBe(401)
    expect(await response.json()).toEqual({ error: 'Unauthenticated.' })
  })

  it('answers 401 for an unknown or expired token, and tells the app through onAuthError', async () => {
    const session = createSession(1)
    const onAuthError = vi.fn()
    configureApi({ getToken: () => session.token, onAuthError })
    const body = { socket_id: '1.2', channel_name: 'private-App.Models.User.1' }
    await expect(callApi(broadcastingAuth, { body })).resolves.toHaveProperty('auth')

    clock.advance(SESSION_TTL_MS)
    expect(await failure(callApi(broadcastingAuth, { body }))).toMatchObject({ status: 401 })
    expect(onAuthError).toHaveBeenCalledOnce()

    configureApi({ getToken: () => 'not-a-token' })
    expect(await failure(callApi(broadcastingAuth, { body }))).toMatchObject({ status: 401 })
  })

  it('a session whose player was removed is no session', async () => {
    const session = createSession(2)
    db.users.remove(2)
    configureApi({ getToken: () => session.token })
    const error = await failure(
      callApi(broadcastingAuth, { body: { socket_id: '1.2', channel_name: 'private-App.Models.User.2' } }),
    )
    expect(error.status).toBe(401)
  })
})

describe('idempotency', () => {
  const deposit = defineEndpoint({
    id: 'test.deposit',
    method: 'POST',
    path: 'test/deposit',
    body: v.object({ amount: MoneySchema }),
    response: v.object({ status: v.boolean(), idTransaction: v.number(), amount: MoneySchema }),
    auth: 'none',
    tag: 'test',
    summary: 'test',
    idempotent: true,
  })
  let runs = 0
  const depositHandler = handle(deposit, async ({ body }) => {
    runs++
    await new Promise((resolve) => setTimeout(resolve, 20))
    return { status: true, idTransaction: runs, amount: (body.amount / 100).toFixed(2) }
  })

  beforeEach(() => {
    runs = 0
    server.use(depositHandler)
  })

  it('a repeated key returns the first answer without running the resolver again', async () => {
    const first = await callApi(deposit, { body: { amount: '50.00' } }, { idempotencyKey: 'k-1' })
    const again = await callApi(deposit, { body: { amount: '50.00' } }, { idempotencyKey: 'k-1' })
    expect(first).toEqual({ status: true, idTransaction: 1, amount: 5000 })
    expect(again).toEqual(first)
    expect(runs).toBe(1)
    await callApi(deposit, { body: { amount: '50.00' } }, { idempotencyKey: 'k-2' })
    expect(runs).toBe(2)
    expect(db.idempotencyKeys.count()).toBe(2)
  })

  it('a double click (two requests in flight with one key) runs once', async () => {
    const [a, b] = await Promise.all([
      callApi(deposit, { body: { amount: '20.00' } }, { idempotencyKey: 'dbl' }),
      callApi(deposit, { body: { amount: '20.00' } }, { idempotencyKey: 'dbl' }),
    ])
    expect(a).toEqual(b)
    expect(runs).toBe(1)
  })

  it('marks replays, refuses the key with another body, and forgets keys after a day', async () => {
    const init = (amount: string) => ({
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'Idempotency-Key': 'k' },
      body: JSON.stringify({ amount }),
    })
    await api('test/deposit', init('10.00'))
    const replayed = await api('test/deposit', init('10.00'))
    expect(replayed.headers.get('Idempotent-Replayed')).toBe('true')
    expect((await api('test/deposit', init('99.00'))).status).toBe(422)
    clock.advance(24 * 3600_000)
    expect((await api('test/deposit', init('99.00'))).status).toBe(200)
    expect(runs).toBe(2)
  })

  it('does not keep 5xx answers, so a retry after a server error runs again', async () => {
    scenarios.set({ faults: { 'test.deposit': '500' } })
    await failure(callApi(deposit, { body: { amount: '10.00' } }, { idempotencyKey: 'retry' }))
    scenarios.reset()
    await callApi(deposit, { body: { amount: '10.00' } }, { idempotencyKey: 'retry' })
    expect(runs).toBe(1)
  })
})

describe('handle', () => {
  it('answers 500 when a resolver breaks the contract (the mock cannot drift from src/api)', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {})
    const drifting = defineEndpoint({
      id: 'test.drift',
      method: 'GET',
      path: 'test/drift',
      response: v.object({ amount: MoneySchema }),
      auth: 'none',
      tag: 'test',
      summary: 'test',
    })
    // The wire type allows any string; only the runtime check sees that this is no amount.
    server.use(handle(drifting, () => ({ amount: 'cinquenta' })))
    const failed = await failure(callApi(drifting))
    expect(failed.status).toBe(500)
    expect(failed.messages[0]).toContain('test.drift')
    expect(error).toHaveBeenCalled()
  })

  it('checks answers wherever developers run the mock, not in the deployed demo', () => {
    // Vitest and Storybook (Vite's env, not production), `npm run mock:server` (Node, no import.meta.env).
    expect(checksAnswers(import.meta.env)).toBe(true)
    expect(checksAnswers({ PROD: false })).toBe(true)
    expect(checksAnswers(undefined)).toBe(true)
    // `vite build` of the demo.
    expect(checksAnswers({ PROD: true })).toBe(false)
  })

  it('passes path params and lets resolvers answer errors with reply.error', async () => {
    const item = defineEndpoint({
      id: 'test.item',
      method: 'GET',
      path: 'test/items/:id',
      response: v.object({ id: v.string() }),
      auth: 'none',
      tag: 'test',
      summary: 'test',
    })
    server.use(
      handle(item, ({ params }) =>
        params.id === '404' ? reply.error(404, { error: 'Não encontrado' }) : { id: params.id ?? '' },
      ),
    )
    await expect(callApi(item, { params: { id: 7 } })).resolves.toEqual({ id: '7' })
    const missing = await failure(callApi(item, { params: { id: 404 } }))
    expect(missing).toMatchObject({ status: 404, messages: ['Não encontrado'] })
  })

  it('registers every handled endpoint id for the demo panel', () => {
    expect(registeredEndpointIds()).toEqual(
      expect.arrayContaining([
        'settings.data',
        'settings.banners',
        'categories.list',
        'profile.getLanguage',
        'profile.updateLanguage',
        'broadcasting.auth',
      ]),
    )
  })

  it('reads form bodies too (Laravel Echo posts broadcasting/auth as a form)', async () => {
    const session = createSession(1)
    const response = await api('broadcasting/auth', {
      method: 'POST',
      headers: { Authorization: `Bearer ${session.token}`, 'Content-Type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ socket_id: '1.2', channel_name: 'private-App.Models.User.1' }),
    })
    expect(response.status).toBe(200)
    expect(await response.json()).toHaveProperty('auth', expect.stringMatching(/^jogada:[0-9a-f]{64}$/))
  })

  it('updateLanguage for a visitor answers without storing anything', async () => {
    await expect(callApi(profileUpdateLanguage, { body: { language: 'en' } })).resolves.toEqual({ status: true, language: 'en' })
    expect(db.users.all().every((u) => u.language === 'pt_BR')).toBe(true)
  })
})
