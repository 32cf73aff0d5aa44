import { HttpResponse, type HttpHandler, type HttpResponseResolver } from 'msw'
import type { Endpoint, EndpointWireResponse } from '@/api/define.ts'
import { endpointUrl, methods } from './handlers/define.ts'

/**
 * How a test or a story changes the mock's answer for one endpoint: named by the contract's endpoint definition,
 * never by a URL string, so a renamed path or method cannot leave an override silently matching nothing.
 *
 *   server.use(override(profileWallet, () => HttpResponse.json({ error: 'x' }, { status: 500 })))   // a test
 *   msw.use(override(profileWallet, answer(profileWallet, walletWire)))                          // a story
 *
 * A resolver that returns nothing lets the request through to the seeded mock (to watch what was sent).
 */
export function override<E extends Endpoint>(endpoint: E, resolver: HttpResponseResolver): HttpHandler {
  return methods[endpoint.method](endpointUrl(endpoint), resolver)
}

/** A resolver that answers 200 with `body`, type-checked against the endpoint's wire response. */
export function answer<E extends Endpoint>(_endpoint: E, body: EndpointWireResponse<E>): () => Response {
  return () => HttpResponse.json(body as Parameters<typeof HttpResponse.json>[0])
}
