import { describe, expect, it } from 'vitest'
import { ApiError, errorMessages, fieldErrors, isApiError } from './errors.ts'
import { httpFailure, readsAsUnauthenticated } from './http-failure.ts'

describe('errorMessages', () => {
  it('reads a field -> messages validation body, in order', () => {
    expect(
      errorMessages({ email: ['O campo email já está em uso.'], phone: ['Telefone inválido.', 'Obrigatório.'] }),
    ).toEqual(['O campo email já está em uso.', 'Telefone inválido.', 'Obrigatório.'])
  })
  it("reads Laravel's { message, errors } wrapper from the errors, not the generic message", () => {
    const body = { message: 'The given data was invalid.', errors: { password: ['A senha deve ter 8 caracteres.'] } }
    expect(errorMessages(body)).toEqual(['A senha deve ter 8 caracteres.'])
  })
  it('reads { error }, { status: false, message } and { success: false, message }', () => {
    expect(errorMessages({ error: 'Check credentials' })).toEqual(['Check credentials'])
    expect(errorMessages({ status: false, message: 'Saldo insuficiente' })).toEqual(['Saldo insuficiente'])
    expect(errorMessages({ success: false, message: 'Limite diário atingido' })).toEqual(['Limite diário atingido'])
    expect(errorMessages({ status: false, action: 'deposit', error: 'Você precisa ter saldo para jogar' })).toEqual([
      'Você precisa ter saldo para jogar',
    ])
  })
  it('reads a bare string, arrays and nested objects, and drops blanks, numbers and booleans', () => {
    expect(errorMessages('Erro')).toEqual(['Erro'])
    expect(errorMessages('   ')).toEqual([])
    expect(errorMessages(['a', ['b', { c: 'd' }]])).toEqual(['a', 'b', 'd'])
    expect(errorMessages({ code: 500, ok: false, message: 'Server Error' })).toEqual(['Server Error'])
  })
  it('gives nothing for empty or unusable bodies', () => {
    for (const body of [null, undefined, 42, true, {}, [], { errors: {} }]) expect(errorMessages(body)).toEqual([])
    expect(errorMessages({ message: 'Too Many Attempts.', errors: {} })).toEqual(['Too Many Attempts.'])
  })
})

describe('fieldErrors', () => {
  it('maps each field to its first message, flat or wrapped in errors', () => {
    expect(fieldErrors({ email: ['já está em uso', 'inválido'], phone: 'obrigatório' })).toEqual({
      email: 'já está em uso',
      phone: 'obrigatório',
    })
    expect(fieldErrors({ message: 'The given data was invalid.', errors: { name: ['curto demais'] } })).toEqual({
      name: 'curto demais',
    })
  })
  it('leaves out general messages and empty fields', () => {
    expect(fieldErrors({ error: 'Check credentials' })).toEqual({})
    expect(fieldErrors({ message: 'Unauthenticated.' })).toEqual({})
    expect(fieldErrors({ email: [] })).toEqual({})
    expect(fieldErrors(null)).toEqual({})
    expect(fieldErrors('Erro')).toEqual({})
  })
})

describe('ApiError', () => {
  it('carries kind, status and the server messages, and knows auth failures', () => {
    const error = new ApiError({
      kind: 'http',
      endpointId: 'auth.login',
      status: 401,
      body: { error: 'Unauthenticated.' },
    })
    expect(isApiError(error)).toBe(true)
    expect(error).toBeInstanceOf(Error)
    expect(error.messages).toEqual(['Unauthenticated.'])
    expect(error.isAuthError).toBe(true)
    expect(error.message).toBe('auth.login: http 401')
    expect(new ApiError({ kind: 'http', endpointId: 'x', status: 403 }).isAuthError).toBe(true)
    expect(new ApiError({ kind: 'http', endpointId: 'x', status: 500 }).isAuthError).toBe(false)
    expect(new ApiError({ kind: 'network', endpointId: 'x' }).messages).toEqual([])
    expect(isApiError(new Error('x'))).toBe(false)
  })
})

describe('ApiError.isUnauthenticated: the ways a Laravel backend says "not logged in"', () => {
  const http = (status: number, body: unknown, authRequired = true) =>
    httpFailure({ id: 'x', path: 'x', auth: authRequired ? 'required' : 'none' }, { status, json: true, body })

  it('a 401 always, whatever its words', () => {
    for (const body of [{ error: 'unauthenticated' }, { error: 'Check credentials' }, undefined]) {
      expect(http(401, body, false).isUnauthenticated).toBe(true)
    }
  })

  it('a 400 from a route outside the auth middleware, when the endpoint requires the login and its words say so', () => {
    for (const error of [
      'Token not provided',
      'Token is Expired',
      'token_invalid',
      'Authorization Token not found',
      'Unauthenticated.',
      'Usuário não autenticado',
      'Token inválido',
    ]) {
      const refusal = http(400, { error, status: false })
      expect(refusal.isUnauthenticated, error).toBe(true)
      expect(refusal.isAuthError, error).toBe(true)
    }
    expect(http(400, { status: false, message: 'User not logged in' }).isUnauthenticated).toBe(true)
  })

  it('never a validation 400, a business refusal, an endpoint open to visitors, or no answer', () => {
    expect(http(400, { email: ['O campo email já está em uso.'] }).isUnauthenticated).toBe(false)
    expect(http(400, { error: 'Saldo insuficiente', status: false }).isUnauthenticated).toBe(false)
    // auth/reset-password answers an expired reset token with words like these: it is not the session's.
    expect(http(400, { error: 'Token is Expired' }, false).isUnauthenticated).toBe(false)
    expect(http(422, { error: 'Unauthenticated.' }).isUnauthenticated).toBe(false)
    expect(new ApiError({ kind: 'network', endpointId: 'x', authRequired: true }).isUnauthenticated).toBe(false)
  })

  it('readsAsUnauthenticated reads only `error` and `message`', () => {
    expect(readsAsUnauthenticated({ error: 'Token not provided' })).toBe(true)
    expect(readsAsUnauthenticated({ email: ['Token not provided'] })).toBe(false)
    expect(readsAsUnauthenticated('Unauthenticated.')).toBe(false)
    expect(readsAsUnauthenticated(null)).toBe(false)
  })
})

describe('ApiError.isRouteMissing', () => {
  it('is the client’s verdict on an http failure, and a page that is not JSON on a 2xx', () => {
    expect(new ApiError({ kind: 'http', endpointId: 'x', status: 405, routeMissing: true }).isRouteMissing).toBe(true)
    expect(new ApiError({ kind: 'http', endpointId: 'x', status: 404 }).isRouteMissing).toBe(false)
    expect(new ApiError({ kind: 'malformed', endpointId: 'x', reason: 'not-json' }).isRouteMissing).toBe(true)
    expect(new ApiError({ kind: 'malformed', endpointId: 'x' }).isRouteMissing).toBe(false)
    expect(new ApiError({ kind: 'network', endpointId: 'x', routeMissing: true }).isRouteMissing).toBe(false)
  })
})
