import { realtimeAppKey, realtimeUrl } from '@/api/broadcasting.ts'
import { runtimeConfig } from '@/api/runtime-config.ts'

/**
 * Where the mock answers. The browser worker matches the exact API origin the app calls (the deployment's
 * `apiBaseUrl`, resolved against the page: the app applies config.json before it loads the mock, see
 * src/app/boot.tsx); in Node (Vitest, the mock server) any origin matches, because requests come from jsdom's origin
 * or from whatever host the server listens on, and the path is the build's default (VITE_API_BASE_URL).
 */
export const inNode = typeof process !== 'undefined' && Boolean(process.versions?.node)

const configuredBase: string = runtimeConfig().apiBaseUrl

function withSlash(url: string): string {
  return url.endsWith('/') ? url : `${url}/`
}

/** `http://localhost:5173/api/` in the browser, `*\/api/` in Node. */
export const apiBase: string = inNode
  ? `*${withSlash(new URL(configuredBase, 'http://localhost/').pathname)}`
  : withSlash(new URL(configuredBase, globalThis.location?.href ?? 'http://localhost/').href)

/** The path part of the API base (`/api/`), for servers that route by path. */
export const apiPathPrefix: string = withSlash(new URL(configuredBase, 'http://localhost/').pathname)

/** The websocket URL the app's realtime client connects to, and the Pusher app key in it. */
export const mockRealtimeUrl: string = realtimeUrl()
export const realtimeKey: string = realtimeAppKey(mockRealtimeUrl)

/**
 * Set while `npm run mock:server` (startMockServer) runs: the server's own origin, where it serves the built demo
 * games and `POST /provider/rpc`. games/single then launches the games over HTTP there; without it (the browser's
 * service worker, Vitest) the games talk to the provider through postMessage.
 */
let gameServer: string | null = null

export function setGameServerOrigin(origin: string | null): void {
  gameServer = origin
}

export function gameServerOrigin(): string | null {
  return gameServer
}
