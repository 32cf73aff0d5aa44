// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { escapeXml, receiptFields, receiptSvg } from './receipt.ts'

const receiptUrl = (query: Record<string, string>) =>
  `http://localhost/storage/proofs/comprovante-pix.svg?${new URLSearchParams(query).toString()}`

describe('the receipt the mock draws', () => {
  it('answers the proof link with an image/svg+xml receipt of that payment, with no script', async () => {
    const response = await fetch(
      receiptUrl({ e2e: 'E99999999202611011200ABCDEFGHIJK', valor: '1234.5', data: '2026-11-01T15:00:00.000Z' }),
    )
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('image/svg+xml; charset=utf-8')
    expect(response.headers.get('content-security-policy')).toContain("default-src 'none'")
    const svg = await response.text()
    expect(svg).toContain('R$\u00a01.234,50')
    expect(svg).toContain('01/11/2026, 12:00:00')
    expect(svg).toContain('E99999999202611011200ABCDEFGHIJK')
    expect(svg).not.toMatch(/<script/i)
  })

  it('escapes whatever the link carries and shows dashes for values that are not one', async () => {
    const svg = await (
      await fetch(receiptUrl({ e2e: '<script>alert(1)</script>', valor: '<b>1</b>', data: 'ontem "às" 3h' }))
    ).text()
    expect(svg).not.toMatch(/<script/i)
    expect(svg).not.toContain('<b>')
    expect(svg).toContain('&#60;script&#62;alert(1)&#60;/script&#62;')
    expect(receiptFields(new URLSearchParams('valor=1e3&data=x'))).toEqual({ valor: '—', data: '—', e2e: '—' })
    expect(escapeXml(`&<>"'`)).toBe('&#38;&#60;&#62;&#34;&#39;')
    // Every text node of the document is either fixed or escaped: parse it as XML-ish by counting tags.
    const drawn = receiptSvg({ valor: '</text><script>x</script>', data: 'a & b', e2e: "'" })
    expect(drawn).not.toMatch(/<script/i)
    expect(drawn.match(/<text/g)?.length).toBe(drawn.match(/<\/text>/g)?.length)
  })
})
