import { describe, expect, it } from 'vitest'
import { ApiError } from '@/api/errors.ts'
import { describeProfileFailure, profileFailureMessages } from './failures.ts'

describe('describeProfileFailure', () => {
  const fallback = profileFailureMessages.nameFailed

  it('gives the connection text when no answer came', () => {
    expect(describeProfileFailure(new ApiError({ kind: 'network', endpointId: 'x' }), fallback)).toEqual([
      profileFailureMessages.noResponse,
    ])
    expect(describeProfileFailure(new ApiError({ kind: 'timeout', endpointId: 'x' }), fallback)).toEqual([
      profileFailureMessages.noResponse,
    ])
  })

  it('gives every message of the body, in order', () => {
    const error = new ApiError({
      kind: 'http',
      endpointId: 'x',
      status: 422,
      body: { name: ['O campo nome é obrigatório.'], other: 'Outro problema.' },
    })
    expect(describeProfileFailure(error, fallback)).toEqual(['O campo nome é obrigatório.', 'Outro problema.'])
  })

  it("a 5xx gives the action's text, never the body's words (a debug trace must not reach the screen)", () => {
    const error = new ApiError({
      kind: 'http',
      endpointId: 'x',
      status: 500,
      body: { message: 'SQLSTATE at /var/www' },
    })
    expect(describeProfileFailure(error, fallback)).toEqual([fallback])
  })

  it('the same words twice show once', () => {
    const error = new ApiError({
      kind: 'http',
      endpointId: 'x',
      status: 404,
      body: { error: 'Não encontrado.', message: 'Não encontrado.' },
    })
    expect(describeProfileFailure(error, fallback)).toEqual(['Não encontrado.'])
  })

  it("falls back to the action's text for a wordless or broken answer", () => {
    expect(describeProfileFailure(new ApiError({ kind: 'http', endpointId: 'x', status: 500 }), fallback)).toEqual([
      fallback,
    ])
    expect(describeProfileFailure(new ApiError({ kind: 'malformed', endpointId: 'x' }), fallback)).toEqual([fallback])
    expect(describeProfileFailure(new Error('boom'), fallback)).toEqual([fallback])
  })
})
