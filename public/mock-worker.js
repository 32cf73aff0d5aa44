/* global importScripts */
/*
 * The demo's service worker: MSW's worker (mockServiceWorker.js, written by `msw init`, never edited by hand) behind
 * one filter. MSW's worker sends every request of the page to the page's main thread, to be matched against the
 * mock's handlers: the site's own scripts, stylesheets and fonts too, which can only pass through, and each round trip
 * costs the main thread a few milliseconds while the lobby loads. This listener runs before MSW's and leaves those to
 * the network: it stops the event from reaching MSW's listener and does not answer it, so the browser fetches it as
 * if there were no worker (and the deployment's config.json likewise). The API and /storage/ (covers, badges, the broken banners) still reach the mock.
 */
const BASE = new URL('./', self.location.href).pathname
const STATIC_DESTINATIONS = new Set(['script', 'style', 'font', 'worker', 'sharedworker', 'manifest'])
const STATIC_FOLDERS = ['assets/', 'demo-game/']
// The deployment's configuration (src/api/runtime-config.ts), read before the mock starts.
const STATIC_FILES = ['config.json']

/** A file of the built site itself, which no handler of the mock answers. */
function isStaticFile(request) {
  const url = new URL(request.url)
  if (url.origin !== self.location.origin || request.method !== 'GET') return false
  if (STATIC_DESTINATIONS.has(request.destination)) return true
  const path = url.pathname.startsWith(BASE) ? url.pathname.slice(BASE.length) : url.pathname
  return STATIC_FILES.includes(path) || STATIC_FOLDERS.some((folder) => path.startsWith(folder))
}

self.addEventListener('fetch', (event) => {
  if (isStaticFile(event.request)) event.stopImmediatePropagation()
})

importScripts('./mockServiceWorker.js')
