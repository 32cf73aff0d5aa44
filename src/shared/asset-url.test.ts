import { describe, expect, it } from 'vitest'
import { assetUrl, storageOrigin } from './asset-url.ts'
import { formatBRL } from './money.ts'

describe('assetUrl', () => {
  it('serves bare backend paths under /storage and leaves others alone', () => {
    expect(assetUrl('uploads/logo.png')).toBe('/storage/uploads/logo.png')
    expect(assetUrl('storage/uploads/logo.png')).toBe('/storage/uploads/logo.png')
    expect(assetUrl('/brand/logo.svg')).toBe('/brand/logo.svg')
    expect(assetUrl('https://cdn.example/x.png')).toBe('https://cdn.example/x.png')
    expect(assetUrl('data:image/png;base64,AAAA')).toBe('data:image/png;base64,AAAA')
    expect(assetUrl(null)).toBeUndefined()
    expect(assetUrl('')).toBeUndefined()
  })

  it("resolves storage paths on the API's host when the API lives elsewhere", () => {
    const origin = storageOrigin('http://127.0.0.1:4010/api/')
    expect(origin).toBe('http://127.0.0.1:4010')
    expect(assetUrl('/storage/games/x.svg', origin)).toBe('http://127.0.0.1:4010/storage/games/x.svg')
    expect(assetUrl('uploads/logo.png', origin)).toBe('http://127.0.0.1:4010/storage/uploads/logo.png')
    expect(assetUrl('/brand/logo.svg', origin)).toBe('/brand/logo.svg')
    expect(storageOrigin('/api/')).toBe('')
    expect(storageOrigin(undefined)).toBe('')
  })
})

describe('formatBRL', () => {
  it('formats integer centavos as pt-BR reais', () => {
    expect(formatBRL(123456)).toBe('R$\u00a01.234,56')
    expect(formatBRL(5)).toBe('R$\u00a00,05')
    expect(formatBRL(0)).toBe('R$\u00a00,00')
  })
})
