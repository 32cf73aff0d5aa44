import { http, HttpResponse } from 'msw'
import { PROVIDER_RPC_PATH } from './bridge.ts'
import { providerRequest } from './provider.ts'

/**
 * `POST /__mock/provider/rpc` `{ message, windowId }` → `{ reply }`: the demo game's protocol messages, which reach the
 * app's window by postMessage (mocks/provider/bridge.ts), passed on to the provider wherever the mock runs (the demo's
 * service worker). `windowId` is the bridge's id for the sending window, so the bridge's rules hold as before: a
 * session belongs to the first window that says hello with it. `reply` is null for a note that needs no answer.
 */
export const providerRpcHandlers = [
  http.post(`*/${PROVIDER_RPC_PATH}`, async ({ request }) => {
    let input: unknown
    try {
      input = await request.json()
    } catch {
      input = null
    }
    const { message, windowId } = (input && typeof input === 'object' ? input : {}) as Record<string, unknown>
    if (typeof windowId !== 'string' || windowId === '') {
      return HttpResponse.json({ message: 'windowId is required' }, { status: 400 })
    }
    return HttpResponse.json({ reply: providerRequest(message, { windowId }) })
  }),
]
