import { connect } from 'node:net'
import { request as httpRequest } from 'node:http'
import NodeWebSocket from 'ws'
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { resetMockState } from './node.ts'
import { DEMO_PLAYER } from './db/index.ts'
import { MAX_CHANNELS_PER_SOCKET } from './realtime.ts'
import { clock } from './sim/clock.ts'
import { MAX_BODY_BYTES, MAX_SPORTS_ADVANCE_MS, MAX_URL_BYTES, type RunningMockServer } from './server.ts'
import { runMockServerForFile } from './server-test-support.ts'

// What mock:server answers to hostile or broken input: a status, never a 500, and nothing that outlives
// `/__mock/reset` (mocks/README.md, "Mock server" and "Rules a backend copies").

const runningServer = runMockServerForFile()
let running: RunningMockServer

beforeAll(() => {
  running = runningServer()
})
beforeEach(() => resetMockState())

/** Sends raw bytes on a fresh connection and resolves with the status line's code and what came back. */
function rawHttp(text: string): Promise<{ status: number; raw: string }> {
  return new Promise((resolve, reject) => {
    const socket = connect(running.port, '127.0.0.1', () => socket.write(text))
    let raw = ''
    socket.on('data', (chunk: Buffer) => {
      raw += chunk.toString('latin1')
      // One answer is enough: the connection may stay open.
      if (/\r\n\r\n/.test(raw)) {
        const length = /content-length: (\d+)/i.exec(raw)?.[1]
        const bodyStart = raw.indexOf('\r\n\r\n') + 4
        if (length === undefined || raw.length - bodyStart >= Number(length)) {
          socket.destroy()
          resolve({ status: Number(/^HTTP\/1\.1 (\d{3})/.exec(raw)?.[1] ?? 0), raw })
        }
      }
    })
    socket.on('error', reject)
    socket.on('end', () => resolve({ status: Number(/^HTTP\/1\.1 (\d{3})/.exec(raw)?.[1] ?? 0), raw }))
  })
}

const login = () =>
  fetch(`${running.apiUrl}auth/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email: DEMO_PLAYER.email, password: DEMO_PLAYER.password }),
  })

describe('mock server: broken requests get their status, not a 500', () => {
  it('answers 414 to a path over 8 KB, and serves one just under it', async () => {
    const long = await rawHttp(`GET /api/${'a'.repeat(MAX_URL_BYTES)} HTTP/1.1\r\nHost: localhost\r\n\r\n`)
    expect(long.status).toBe(414)
    const under = await rawHttp(`GET /api/${'a'.repeat(MAX_URL_BYTES - 100)} HTTP/1.1\r\nHost: localhost\r\n\r\n`)
    expect(under.status).toBe(404)
  })

  it('answers 400 to an absolute-form target no URL parser reads', async () => {
    expect((await rawHttp('GET http://[ HTTP/1.1\r\nHost: localhost\r\n\r\n')).status).toBe(400)
    // A readable absolute-form target is served as usual.
    expect((await rawHttp(`GET ${running.apiUrl}settings/data HTTP/1.1\r\nHost: localhost\r\n\r\n`)).status).toBe(200)
  })

  it('answers 400 to a multipart body without a boundary', async () => {
    const response = await fetch(`${running.apiUrl}auth/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'multipart/form-data' },
      body: 'email=a',
    })
    expect(response.status).toBe(400)
    expect(await response.json()).toEqual({ message: 'O corpo da requisição não é um multipart/form-data válido.' })
  })

  it('refuses a body declared over the limit with 413 before reading it when the client expects 100-continue', async () => {
    const answer = await new Promise<{ status: number; continued: boolean; sent: number }>((resolve, reject) => {
      let continued = false
      let sent = 0
      const outgoing = httpRequest(`${running.apiUrl}auth/login`, {
        method: 'POST',
        headers: {
          'Content-Type': 'application/json',
          'Content-Length': String(6 * 1024 * 1024),
          Expect: '100-continue',
        },
      })
      outgoing.on('continue', () => {
        continued = true
        sent += 1024
        outgoing.end(Buffer.alloc(1024, 0x20))
      })
      outgoing.on('response', (response) => {
        response.resume()
        resolve({ status: response.statusCode ?? 0, continued, sent })
      })
      outgoing.on('error', reject)
      outgoing.flushHeaders()
    })
    expect(answer).toEqual({ status: 413, continued: false, sent: 0 })
    expect(6 * 1024 * 1024).toBeGreaterThan(MAX_BODY_BYTES)
    // A body within the limit gets `100 Continue` and its answer.
    const small = JSON.stringify({ email: DEMO_PLAYER.email, password: DEMO_PLAYER.password })
    const fits = await new Promise<{ status: number; continued: boolean }>((resolve, reject) => {
      let continued = false
      const outgoing = httpRequest(`${running.apiUrl}auth/login`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'Content-Length': String(small.length), Expect: '100-continue' },
      })
      outgoing.on('continue', () => {
        continued = true
        outgoing.end(small)
      })
      outgoing.on('response', (response) => {
        response.resume()
        resolve({ status: response.statusCode ?? 0, continued })
      })
      outgoing.on('error', reject)
      outgoing.flushHeaders()
    })
    expect(fits).toEqual({ status: 200, continued: true })
  })
})

describe('mock server: the sports hook is validated and /__mock/reset recovers everything', () => {
  const sports = (body: unknown) =>
    fetch(`${running.origin}/__mock/sports`, { method: 'POST', body: JSON.stringify(body) })

  it('refuses an absurd advanceMs (400) and changes nothing, so logins keep working', async () => {
    const before = clock.nowMs()
    for (const advanceMs of [1e300, MAX_SPORTS_ADVANCE_MS + 1, -5, 1.5, '60000', 0]) {
      const refused = await sports({ advanceMs, football: false })
      expect(refused.status).toBe(400)
      expect(((await refused.json()) as { message: string }).message).toContain('advanceMs')
    }
    expect(clock.nowMs()).toBe(before)
    expect((await login()).status).toBe(200)
    // The largest allowed step is taken.
    expect((await sports({ advanceMs: MAX_SPORTS_ADVANCE_MS })).status).toBe(200)
    expect(clock.nowMs()).toBe(before + MAX_SPORTS_ADVANCE_MS)
  })

  it('puts the clock back on /__mock/reset', async () => {
    const start = clock.nowMs()
    await sports({ advanceMs: MAX_SPORTS_ADVANCE_MS })
    expect(clock.nowMs()).toBeGreaterThan(start)
    expect((await fetch(`${running.origin}/__mock/reset`, { method: 'POST' })).status).toBe(200)
    expect(clock.nowMs()).toBe(start)
    expect((await login()).status).toBe(200)
  })
})

describe('mock server: websocket subscriptions per socket are bounded', () => {
  it(`refuses a subscription past ${MAX_CHANNELS_PER_SOCKET} channels with pusher:error, and keeps the socket`, async () => {
    const socket = new NodeWebSocket(running.realtimeUrl)
    const frames: Array<{ event: string; channel?: string; data: string }> = []
    socket.on('message', (data: Buffer) => frames.push(JSON.parse(data.toString()) as (typeof frames)[number]))
    await new Promise((resolve) => socket.once('open', resolve))
    const subscribe = (channel: string) => socket.send(JSON.stringify({ event: 'pusher:subscribe', data: { channel } }))
    for (let i = 0; i <= MAX_CHANNELS_PER_SOCKET; i++) subscribe(`public-${i}`)
    const succeeded = () => frames.filter((f) => f.event === 'pusher_internal:subscription_succeeded').length
    await vi.waitFor(() => expect(frames.some((f) => f.event === 'pusher:error')).toBe(true))
    expect(succeeded()).toBe(MAX_CHANNELS_PER_SOCKET)
    const refusal = frames.find((f) => f.event === 'pusher:error')
    expect(refusal?.channel).toBe(`public-${MAX_CHANNELS_PER_SOCKET}`)
    expect(JSON.parse(refusal?.data ?? '{}')).toMatchObject({ code: 4301 })
    // The socket still answers, and a channel it holds may be subscribed again.
    subscribe('public-0')
    socket.send(JSON.stringify({ event: 'pusher:ping', data: {} }))
    await vi.waitFor(() => expect(frames.some((f) => f.event === 'pusher:pong')).toBe(true))
    expect(succeeded()).toBe(MAX_CHANNELS_PER_SOCKET + 1)
    socket.close()
  })
})
