// @vitest-environment node
import { beforeEach, describe, expect, it } from 'vitest'
import { resetMockState } from '../node.ts'
import { db } from '../db/index.ts'
import { escapeXml, receiptFields, receiptSvg } from './receipt.ts'

const receiptUrl = (query: Record<string, string>) =>
  `http://localhost/storage/proofs/comprovante-pix.svg?${new URLSearchParams(query).toString()}`

/** An approved withdrawal of the seed, with its end-to-end id. */
function paidWithdrawal() {
  const paid = db.withdrawals.findBy((w) => w.status === 1 && w.end_to_end_id !== null)
  if (!paid?.end_to_end_id) throw new Error('the seed has an approved withdrawal')
  return { ...paid, e2e: paid.end_to_end_id }
}

describe('the receipt the mock draws', () => {
  beforeEach(() => resetMockState())

  it('answers the proof link of an approved withdrawal with an image/svg+xml receipt of that payment, with no script', async () => {
    const paid = paidWithdrawal()
    const response = await fetch(receiptUrl({ e2e: paid.e2e, valor: paid.amount, data: paid.reviewed_at ?? '' }))
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('image/svg+xml; charset=utf-8')
    expect(response.headers.get('content-security-policy')).toContain("default-src 'none'")
    const svg = await response.text()
    expect(svg).toContain(receiptFields(new URLSearchParams({ valor: paid.amount })).valor)
    expect(svg).toContain(paid.e2e)
    expect(svg).not.toMatch(/<script/i)
  })

  it('draws the withdrawal’s own amount and time whatever the link says, and nothing for an id no payment has', async () => {
    const paid = paidWithdrawal()
    const forgedAmount = await (
      await fetch(receiptUrl({ e2e: paid.e2e, valor: '99999.99', data: '2030-01-01T00:00:00.000Z' }))
    ).text()
    expect(forgedAmount).not.toContain('99.999,99')
    expect(forgedAmount).not.toContain('2030')
    expect(forgedAmount).toContain(receiptFields(new URLSearchParams({ valor: paid.amount })).valor)
    const forged = await fetch(
      receiptUrl({ e2e: 'E99999999202611011200ABCDEFGHIJK', valor: '1234.5', data: '2026-11-01T15:00:00.000Z' }),
    )
    expect(forged.status).toBe(404)
    expect(forged.headers.get('content-type')).not.toContain('svg')
    expect((await fetch(receiptUrl({ valor: '1234.5' }))).status).toBe(404)
    // A withdrawal still in analysis has no receipt either.
    const pending = db.withdrawals.findBy((w) => w.status === 0)
    if (pending) {
      db.withdrawals.update(pending.id, { end_to_end_id: 'E00000000000000000000PENDING00' })
      expect((await fetch(receiptUrl({ e2e: 'E00000000000000000000PENDING00' }))).status).toBe(404)
    }
  })

  it('escapes whatever the link carries and shows dashes for values that are not one', async () => {
    const refused = await fetch(
      receiptUrl({ e2e: '<script>alert(1)</script>', valor: '<b>1</b>', data: 'ontem "às" 3h' }),
    )
    expect(refused.status).toBe(404)
    const svg = receiptSvg(receiptFields(new URLSearchParams({ e2e: '<script>alert(1)</script>', valor: '<b>1</b>' })))
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
