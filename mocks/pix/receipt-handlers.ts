import { http, HttpResponse } from 'msw'
import { toCentavos, toDecimal } from '@/api/money.ts'
import { db } from '../db/index.ts'
import { PROOF_PATH } from './codes.ts'
import { receiptFields, receiptSvg } from './receipt.ts'

/**
 * The proof link of an approved withdrawal (pix/codes.ts's proofLink) answered with the receipt the mock draws: in the
 * browser (the service worker) and in mock:server. Not an endpoint of the contract: a file the original backend
 * serves from its storage.
 *
 * The receipt is drawn only for a real payment: the link's end-to-end id must be an approved withdrawal's, and the
 * amount and time come from that withdrawal, never from the link (a forged link would otherwise draw any amount on
 * the API's origin). Anything else is 404 (mocks/README.md, "Rules a backend copies").
 */
export const receiptHandlers = [
  http.get(`*${PROOF_PATH}`, ({ request }) => {
    db.sync()
    const e2e = new URL(request.url).searchParams.get('e2e')?.trim() ?? ''
    const paid = e2e === '' ? undefined : db.withdrawals.findBy((w) => w.status === 1 && w.end_to_end_id === e2e)
    if (!paid)
      return HttpResponse.json(
        { message: 'Comprovante não encontrado.' },
        { status: 404, headers: { 'Cache-Control': 'no-store' } },
      )
    const fields = receiptFields(
      new URLSearchParams({
        e2e,
        valor: toDecimal(toCentavos(paid.amount)),
        data: paid.reviewed_at ?? paid.updated_at,
      }),
    )
    return new HttpResponse(receiptSvg(fields), {
      headers: {
        'Content-Type': 'image/svg+xml; charset=utf-8',
        // Opened as a page, the document may run nothing and load nothing.
        'Content-Security-Policy': "default-src 'none'; style-src 'unsafe-inline'",
        'X-Content-Type-Options': 'nosniff',
        'Cache-Control': 'no-store',
      },
    })
  }),
]
