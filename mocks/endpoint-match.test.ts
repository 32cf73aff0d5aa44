import { describe, expect, it } from 'vitest'
import { defineEndpoint } from '@/api/define.ts'
import { endpointList } from '@/api/endpoints.ts'
import * as v from 'valibot'
import { apiRelativePath, matchEndpoint } from './endpoint-match.ts'

describe('matchEndpoint', () => {
  it('finds every endpoint of the contract by its own method and path', () => {
    for (const endpoint of endpointList) {
      const path = endpoint.path.replace(/:([A-Za-z_]\w*)/g, '7')
      expect(matchEndpoint(endpoint.method, path)?.endpoint.id, endpoint.id).toBe(endpoint.id)
    }
  })

  it('reads path parameters (decoded), a trailing slash either way, HEAD as GET, and the method', () => {
    expect(matchEndpoint('GET', 'games/single/1625')).toMatchObject({
      endpoint: { id: 'games.single' },
      params: { id: '1625' },
    })
    expect(matchEndpoint('GET', 'casinos/provider/pixel%20gaming')?.params).toEqual({ provider: 'pixel gaming' })
    expect(matchEndpoint('GET', 'profile')?.endpoint.id).toBe('profile.show')
    expect(matchEndpoint('GET', 'settings/data/')?.endpoint.id).toBe('settings.data')
    expect(matchEndpoint('head', 'settings/data')?.endpoint.id).toBe('settings.data')
    expect(matchEndpoint('GET', 'profile/mywallet')?.endpoint.id).toBe('profile.mywallet')
    expect(matchEndpoint('POST', 'profile/mywallet/3')?.endpoint.id).toBe('profile.mywallet.activate')
    expect(matchEndpoint('DELETE', 'settings/data')).toBeNull()
    expect(matchEndpoint('GET', 'settings/data/extra')).toBeNull()
    expect(matchEndpoint('GET', 'games/single/%E0%A4%A')).toBeNull()
  })

  it('prefers a literal segment over a parameter', () => {
    const byId = defineEndpoint({
      id: 'x.one',
      method: 'GET',
      path: 'x/:id',
      response: v.unknown(),
      auth: 'none',
      tag: 'x',
      summary: '',
    })
    const latest = defineEndpoint({
      id: 'x.latest',
      method: 'GET',
      path: 'x/latest',
      response: v.unknown(),
      auth: 'none',
      tag: 'x',
      summary: '',
    })
    expect(matchEndpoint('GET', 'x/latest', [byId, latest])?.endpoint.id).toBe('x.latest')
    expect(matchEndpoint('GET', 'x/latest', [latest, byId])?.endpoint.id).toBe('x.latest')
    expect(matchEndpoint('GET', 'x/9', [latest, byId])?.endpoint.id).toBe('x.one')
  })
})

describe('apiRelativePath', () => {
  it('strips the API prefix; null outside it', () => {
    expect(apiRelativePath('/api/settings/data')).toBe('settings/data')
    expect(apiRelativePath('/api')).toBe('')
    expect(apiRelativePath('/storage/banners/a.svg')).toBeNull()
    expect(apiRelativePath('/apiary')).toBeNull()
  })
})
