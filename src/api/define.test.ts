import { describe, expect, expectTypeOf, it } from 'vitest'
import * as v from 'valibot'
import { buildPath, defineEndpoint, pathParamNames, type EndpointArgs, type PathParams } from './define.ts'

describe('buildPath', () => {
  it('fills and URL-encodes path parameters', () => {
    expect(buildPath('wallet/transaction/status/:id', { id: 7 })).toBe('wallet/transaction/status/7')
    expect(buildPath('users/phone-exists/:phone', { phone: '(11) 91234-5678' })).toBe(
      'users/phone-exists/(11)%2091234-5678',
    )
    expect(buildPath('auth/reset-password/:token', { token: 'a/b?c#d&e' })).toBe(
      'auth/reset-password/a%2Fb%3Fc%23d%26e',
    )
    expect(buildPath('casinos/provider/:provider', { provider: 'pragmátic' })).toBe('casinos/provider/pragm%C3%A1tic')
    expect(buildPath('a/:x/b/:y', { x: 1, y: 'z' })).toBe('a/1/b/z')
    expect(buildPath('settings/data')).toBe('settings/data')
  })
  it('throws for a missing or empty parameter instead of calling another route', () => {
    expect(() => buildPath('games/single/:id')).toThrow('Missing path parameter "id" for games/single/:id')
    expect(() => buildPath('games/single/:id', {})).toThrow(/"id"/)
    expect(() => buildPath('games/single/:id', { id: '' })).toThrow(/"id"/)
    expect(() => buildPath('a/:x/b/:y', { x: 1 })).toThrow(/"y"/)
  })
  it('keeps 0 as a real value', () => {
    expect(buildPath('profile/mywallet/:id', { id: 0 })).toBe('profile/mywallet/0')
  })
})

describe('pathParamNames', () => {
  it('lists parameters in path order', () => {
    expect(pathParamNames('a/:x/b/:y')).toEqual(['x', 'y'])
    expect(pathParamNames('settings/data')).toEqual([])
  })
})

describe('types', () => {
  it('derive params, query and body from the definition', () => {
    expectTypeOf<PathParams<'a/:x/b/:y'>>().toEqualTypeOf<{ x: string | number; y: string | number }>()
    const _withBody = defineEndpoint({
      id: 't.body',
      method: 'POST',
      path: 'things/:id',
      body: v.object({ amount: v.string() }),
      response: v.object({}),
      auth: 'none',
      tag: 't',
      summary: 't',
    })
    expectTypeOf<EndpointArgs<typeof _withBody>['body']>().toEqualTypeOf<{ amount: string }>()
    expectTypeOf<EndpointArgs<typeof _withBody>['params']>().toEqualTypeOf<{ id: string | number }>()
    const _emptyBody = defineEndpoint({
      id: 't.empty',
      method: 'POST',
      path: 'things',
      body: v.object({}),
      response: v.object({}),
      auth: 'none',
      tag: 't',
      summary: 't',
    })
    // An empty payload may be left out by callers (the client sends `{}`).
    expectTypeOf<Record<never, never>>().toExtend<EndpointArgs<typeof _emptyBody>>()
    const _withQuery = defineEndpoint({
      id: 't.query',
      method: 'GET',
      path: 'things',
      query: v.object({ period: v.picklist(['daily', 'week']), page: v.optional(v.number()) }),
      response: v.object({}),
      auth: 'none',
      tag: 't',
      summary: 't',
    })
    // A required query parameter makes the query itself required.
    expectTypeOf<EndpointArgs<typeof _withQuery>['query']>().toEqualTypeOf<{
      period: 'daily' | 'week'
      page?: number
    }>()
    expectTypeOf<Record<never, never>>().not.toExtend<EndpointArgs<typeof _withQuery>>()
  })
})
