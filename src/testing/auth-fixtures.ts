import { HttpResponse, delay, type HttpResponseResolver, type JsonBodyType } from 'msw'
import { createStore } from 'jotai'
import { server } from '@mocks/node.ts'
import { DEMO_PLAYER } from '@mocks/db/index.ts'
import { override } from '@mocks/override.ts'
import type { Endpoint } from '@/api/define.ts'
import { authLogin } from '@/api/auth.ts'
import { callApi, configureApi } from '@/api/client.ts'
import { readStoredToken, signInAtom } from '@/shared/session.ts'
import { reportAuthError } from '@/features/auth/session/auth-events.ts'

export { DEMO_PLAYER }

/** The client as main.tsx configures it: the stored token, and 401/403 reported to the session. */
export function configureAppClient(patch: Parameters<typeof configureApi>[0] = {}) {
  configureApi({
    getToken: readStoredToken,
    onAuthError: reportAuthError,
    ...patch,
  })
}

/** A real session of the demo player in the mock, stored like a login stores it. */
export async function demoSessionStore() {
  const session = await callApi(authLogin, {
    body: { email: DEMO_PLAYER.email, password: DEMO_PLAYER.password },
  })
  const store = createStore()
  store.set(signInAtom, { token: session.access_token, user: session.user })
  return { store, token: session.access_token }
}

export interface Captured {
  url: URL
  headers: Headers
  body: unknown
}

/**
 * Records the requests to one endpoint and lets the mock answer them as usual (or with `answer`), so a test
 * can count calls and read what the app sent.
 */
export function captureRequests(endpoint: Endpoint, answer?: () => Response | Promise<Response>): Captured[] {
  const calls: Captured[] = []
  const record: HttpResponseResolver = async ({ request }) => {
    const text = await request.clone().text()
    calls.push({
      url: new URL(request.url),
      headers: request.headers,
      body: text ? (JSON.parse(text) as unknown) : undefined,
    })
    return answer ? answer() : undefined
  }
  server.use(override(endpoint, record))
  return calls
}

/** The failure answers every call must survive (an error body, an HTML 500, no answer, a broken body, silence). */
export const faults = {
  json: (status: number, body: JsonBodyType) => () => HttpResponse.json(body, { status }),
  html500: () => () =>
    new HttpResponse('<!doctype html><title>Server Error</title>', {
      status: 500,
      headers: { 'Content-Type': 'text/html' },
    }),
  network: () => () => HttpResponse.error(),
  /** A backend without the route, as a web server answers it: a 404 page. */
  missing404: () => () =>
    new HttpResponse('<!doctype html><title>404 Not Found</title>', {
      status: 404,
      headers: { 'Content-Type': 'text/html' },
    }),
  /** A backend without the route, as Laravel answers an unknown write (or a GET on a write-only path). */
  missing405: () => () =>
    HttpResponse.json({ message: 'The GET method is not supported for route api/x.' }, { status: 405 }),
  /**
   * A backend without the route, as Laravel answers an unknown GET under /api: its web app, 200 text/html. The client
   * reads it as a missing route (ApiError kind 'malformed', reason 'not-json').
   */
  webApp: () => () =>
    new HttpResponse(
      '<!doctype html><html><head><title>Casino</title></head><body><div id="app"></div></body></html>',
      {
        status: 200,
        headers: { 'Content-Type': 'text/html' },
      },
    ),
  malformed: () => () => HttpResponse.json({ unexpected: true }),
  hang: () => async () => {
    await delay('infinite')
    return HttpResponse.json({})
  },
}
