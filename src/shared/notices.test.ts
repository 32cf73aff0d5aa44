// @vitest-environment node
import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import { msg } from '@lingui/core/macro'
import { httpFailure } from '@/api/http-failure.ts'
import { ApiError } from '@/api/errors.ts'
import { createTestI18n } from '@/testing/providers.ts'
import {
  actionUnavailable,
  describeApiFailure,
  failureFieldErrors,
  isUnavailable,
  sessionEnded,
  uniqueNotices,
} from './notices.ts'
import { noticeText } from './notice.ts'

const fallback = msg`Erro ao processar requisição`
const noResponse = msg`Erro de conexão`
const unreadable = msg`Ocorreu um erro ao processar a resposta do servidor`
// As the client builds it: the body's words are read as it would read them (http-failure.ts).
const http = (status: number, body: unknown) =>
  httpFailure({ id: 'x', path: 'x/:id', auth: 'optional' }, { status, json: true, body })

describe('describeApiFailure', () => {
  it("shows a 4xx answer's own words, field messages before Laravel's generic message", () => {
    const body = {
      message: 'The given data was invalid.',
      errors: { amount: ['Valor mínimo R$ 10,00'] },
    }
    expect(describeApiFailure(http(422, body), { fallback })).toEqual(['Valor mínimo R$ 10,00'])
    expect(describeApiFailure(http(400, { status: false, message: 'Saldo insuficiente' }), { fallback })).toEqual([
      'Saldo insuficiente',
    ])
  })

  it("never shows a 5xx body: a debug trace with server paths becomes the call's catalogue text", () => {
    const trace = {
      message: 'SQLSTATE[42S22]: Column not found',
      exception: 'Illuminate\\Database\\QueryException',
      file: '/var/www/app/vendor/laravel/framework/src/Illuminate/Database/Connection.php',
      trace: [
        {
          file: '/var/www/app/app/Http/Controllers/WalletController.php',
          line: 88,
        },
      ],
    }
    expect(describeApiFailure(http(500, trace), { fallback })).toEqual([fallback])
    expect(
      describeApiFailure(http(503, { error: 'Service Unavailable' }), {
        fallback,
      }),
    ).toEqual([fallback])
  })

  it('tells no answer and an unreadable answer apart when the call has texts for them', () => {
    const texts = { fallback, noResponse, unreadable }
    expect(describeApiFailure(new ApiError({ kind: 'network', endpointId: 'x' }), texts)).toEqual([noResponse])
    expect(describeApiFailure(new ApiError({ kind: 'timeout', endpointId: 'x' }), texts)).toEqual([noResponse])
    expect(describeApiFailure(new ApiError({ kind: 'malformed', endpointId: 'x' }), texts)).toEqual([unreadable])
    expect(
      describeApiFailure(new ApiError({ kind: 'network', endpointId: 'x' }), {
        fallback,
      }),
    ).toEqual([fallback])
    expect(describeApiFailure(new TypeError('boom'), texts)).toEqual([fallback])
  })

  it('falls back when a 4xx has no words, and keeps the message first when the call prefers it', () => {
    expect(describeApiFailure(http(404, {}), { fallback })).toEqual([fallback])
    expect(describeApiFailure(http(429, undefined), { fallback })).toEqual([fallback])
    const body = {
      message: 'Limite diário atingido',
      errors: { amount: ['Valor inválido'] },
    }
    expect(describeApiFailure(http(422, body), { fallback, prefer: 'message' })).toEqual(['Limite diário atingido'])
    expect(
      describeApiFailure(http(422, { errors: { amount: ['a', 'b'] } }), {
        fallback,
        prefer: 'message',
      }),
    ).toEqual(['a', 'b'])
  })

  it('keeps only the first words when asked, and says nothing for 401/403 when the session handles them', () => {
    expect(
      describeApiFailure(http(422, { code: ['Cupom expirado', 'Cupom inválido'] }), { fallback, first: true }),
    ).toEqual(['Cupom expirado'])
    expect(
      describeApiFailure(http(401, { error: 'Unauthenticated.' }), {
        fallback,
        silentAuth: true,
      }),
    ).toEqual([])
    expect(
      describeApiFailure(http(401, { error: 'Check credentials' }), {
        fallback,
      }),
    ).toEqual(['Check credentials'])
  })

  it('shows the same words once', () => {
    const body = {
      message: 'Saldo insuficiente',
      error: 'Saldo insuficiente',
      errors: {},
    }
    expect(describeApiFailure(http(400, body), { fallback })).toEqual(['Saldo insuficiente'])
  })

  it('always gives at least one notice, and only strings a 4xx body held or the given texts', () => {
    fc.assert(
      fc.property(fc.integer({ min: 400, max: 599 }), fc.jsonValue(), (status, body) => {
        const notices = describeApiFailure(http(status, body), { fallback })
        expect(notices.length).toBeGreaterThan(0)
        const serialized = JSON.stringify(body) ?? ''
        for (const notice of notices) {
          if (typeof notice === 'string') {
            expect(status).toBeLessThan(500)
            expect(serialized).toContain(JSON.stringify(notice).slice(1, -1))
          } else expect([fallback, sessionEnded, actionUnavailable]).toContain(notice)
        }
      }),
    )
  })
})

describe("a real backend's error bodies become the catalogue's messages", () => {
  const unavailable = msg`As missões ainda não estão disponíveis.`
  const texts = { fallback, noResponse, unreadable, unavailable }

  it('a 400 or 422 field bag, bare or in Laravel’s errors wrapper: every field message, and the form’s fields', () => {
    for (const status of [400, 422]) {
      const bare = http(status, { email: ['O campo email já está em uso.'], phone: ['Telefone inválido.'] })
      expect(describeApiFailure(bare, texts)).toEqual(['O campo email já está em uso.', 'Telefone inválido.'])
      expect(failureFieldErrors(bare)).toEqual({ email: 'O campo email já está em uso.', phone: 'Telefone inválido.' })
      const wrapped = http(status, { message: 'The given data was invalid.', errors: { email: ['E-mail inválido.'] } })
      expect(describeApiFailure(wrapped, texts)).toEqual(['E-mail inválido.'])
      expect(failureFieldErrors(wrapped)).toEqual({ email: 'E-mail inválido.' })
    }
  })

  it('{ error } and { status: false, message }: the words, never the flag', () => {
    expect(describeApiFailure(http(400, { error: 'Check credentials' }), texts)).toEqual(['Check credentials'])
    expect(describeApiFailure(http(400, { status: false, message: 'Saldo insuficiente' }), texts)).toEqual([
      'Saldo insuficiente',
    ])
  })

  it('an HTML error page is never shown: the call’s catalogue text (the client keeps no body that is not JSON)', () => {
    expect(describeApiFailure(http(500, undefined), texts)).toEqual([fallback])
    expect(describeApiFailure(http(400, undefined), texts)).toEqual([fallback])
  })

  it('401 { error: "unauthenticated" } and the 400 that means "not logged in" say the session ended, not the framework’s words', () => {
    expect(describeApiFailure(http(401, { error: 'unauthenticated' }), texts)).toEqual([sessionEnded])
    const outsideMiddleware = new ApiError({
      kind: 'http',
      endpointId: 'x',
      status: 400,
      body: { error: 'Token not provided', status: false },
      authRequired: true,
      saysNotLoggedIn: true,
    })
    expect(describeApiFailure(outsideMiddleware, texts)).toEqual([sessionEnded])
    expect(describeApiFailure(outsideMiddleware, { ...texts, silentAuth: true })).toEqual([])
    // Other words of a 401 are the server's to say (a refused login, a session limit).
    expect(describeApiFailure(http(401, { error: 'Check credentials' }), texts)).toEqual(['Check credentials'])
  })

  it('a missing route (404 page, 405, 501, a web page where JSON was expected) says unavailable, not a connection failure', () => {
    const missing = [
      new ApiError({ kind: 'http', endpointId: 'x', status: 404, routeMissing: true }),
      new ApiError({
        kind: 'http',
        endpointId: 'x',
        status: 405,
        body: { message: 'Method Not Allowed' },
        routeMissing: true,
      }),
      new ApiError({ kind: 'http', endpointId: 'x', status: 501, routeMissing: true }),
      new ApiError({ kind: 'malformed', endpointId: 'x', reason: 'not-json' }),
    ]
    for (const error of missing) {
      expect(isUnavailable(error)).toBe(true)
      expect(describeApiFailure(error, texts)).toEqual([unavailable])
      expect(describeApiFailure(error, { fallback })).toEqual([actionUnavailable])
    }
    // A JSON 404 on a resource (the client's verdict: not missing), a broken contract and no answer are not.
    expect(describeApiFailure(http(404, { error: 'Jogo não encontrado' }), texts)).toEqual(['Jogo não encontrado'])
    expect(describeApiFailure(new ApiError({ kind: 'malformed', endpointId: 'x' }), texts)).toEqual([unreadable])
    expect(describeApiFailure(new ApiError({ kind: 'network', endpointId: 'x' }), texts)).toEqual([noResponse])
    expect(isUnavailable(new ApiError({ kind: 'network', endpointId: 'x' }))).toBe(false)
    expect(isUnavailable(new Error('x'))).toBe(false)
  })
})

describe('failureFieldErrors', () => {
  it("reads a 4xx validation answer's fields and nothing of a 5xx", () => {
    expect(failureFieldErrors(http(422, { email: ['O campo email já está em uso.'] }))).toEqual({
      email: 'O campo email já está em uso.',
    })
    expect(failureFieldErrors(http(500, { email: ['/var/www/app'] }))).toEqual({})
    expect(failureFieldErrors(new ApiError({ kind: 'network', endpointId: 'x' }))).toEqual({})
  })
})

describe('uniqueNotices', () => {
  it('drops repeated words and repeated texts, keeping the first order', () => {
    expect(uniqueNotices(['a', fallback, 'b', 'a', fallback])).toEqual(['a', fallback, 'b'])
  })
})

describe('noticeText', () => {
  const en = createTestI18n('en')

  it("translates the app's texts into the active locale", () => {
    expect(noticeText(en, sessionEnded)).toBe('Your session has ended. Please log in again.')
    expect(noticeText(createTestI18n('pt-BR'), sessionEnded)).toBe('Sua sessão terminou. Entre novamente.')
  })

  it("shows the server's words as they came, even when they read like a catalogue id", () => {
    fc.assert(fc.property(fc.string(), (words) => noticeText(en, words) === words))
    expect(noticeText(en, 'Sua sessão terminou. Entre novamente.')).toBe('Sua sessão terminou. Entre novamente.')
  })
})
