import { http, HttpResponse, type JsonBodyType } from 'msw'
import { parsePanelBody, runPanelAction } from './dispatch.ts'

/**
 * The demo panel's one hook, `POST /__mock/panel/<action>` (panel/actions.ts): not an endpoint of the contract (no
 * `handle`, so no latency, fault or contract check, and nothing in public/openapi.json), answered wherever the
 * handlers run. mock:server answers the same path from its `/__mock/` hooks, for this machine only.
 */
export const panelHandlers = [
  http.post('*/__mock/panel/:action', async ({ request, params }) => {
    const answer = runPanelAction(String(params.action), parsePanelBody(await request.text()))
    return HttpResponse.json(answer.body as JsonBodyType, { status: answer.status })
  }),
]
