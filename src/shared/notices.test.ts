// @vitest-environment node
import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import { msg } from '@lingui/core/macro'
import { ApiError } from '@/api/errors.ts'
import { describeApiFailure, failureFieldErrors, uniqueNotices } from './notices.ts'

const fallback = msg`Erro ao processar requisição`
const noResponse = msg`Erro de conexão`
const unreadable = msg`Ocorreu um erro ao processar a resposta do servidor`
const http = (status: number, body: unknown) => new ApiError({ kind: 'http', endpointId: 'x', status, body })

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
          } else expect(notice).toBe(fallback)
        }
      }),
    )
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
