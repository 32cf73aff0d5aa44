import { http, HttpResponse } from 'msw'
import { PROOF_PATH } from '../db/pix.ts'
import { receiptFields, receiptSvg } from '../pix/receipt.ts'

/**
 * The proof link of an approved withdrawal (db/pix.ts's proofLink) answered with the receipt the mock draws: in the
 * browser (the service worker) and in mock:server. Not an endpoint of the contract: a file the original backend
 * serves from its storage.
 */
export const receiptHandlers = [
  http.get(`*${PROOF_PATH}`, ({ request }) => {
    const svg = receiptSvg(receiptFields(new URL(request.url).searchParams))
    return new HttpResponse(svg, {
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
