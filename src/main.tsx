import { i18n } from '@lingui/core'
import './app/styles.ts'
import { configureApi, loadHttpClient } from './api/client.ts'
import { loadRuntimeConfig } from './api/runtime-config.ts'
import { boot } from './app/boot.tsx'
// After boot.tsx, which imports it too: imported first, it moved the entry's modules and cost 0.6 KB of gzip (its
// budget, scripts/size-budget.mjs).
import { createAppRuntime } from './app/app.tsx'
import { reportAuthError } from './features/auth/session/auth-events.ts'
import { detectInitialLocale } from './shared/i18n/detect.ts'
import { nextTask } from './shared/next-task.ts'
import { readStoredToken } from './shared/session.ts'

// The one place the client learns the session token (the same localStorage key the token atom uses)
// and where its 401/403 answers go (the session supervisor sends the player to login).
configureApi({ getToken: readStoredToken, onAuthError: reportAuthError })
// The deployment's config.json (the backend's address, realtime, contract mode; docs/deploying.md), which index.html
// already asked for while it parsed (a preload the build adds): every API call waits for it (boot.tsx).
const configReady = loadRuntimeConfig()
// The HTTP client is its own chunk: fetched now, alongside the catalog, so the first call finds it ready. A failure
// here is not final: the first call downloads it again.
loadHttpClient().catch(() => undefined)

const root = document.getElementById('root')
if (!root) throw new Error('#root is missing from index.html')

// The entry's modules were evaluated in this task; the router's making runs in the next, and its first load (boot.tsx)
// in the one after. The three were one task of about 45 ms on the bench's phone, 180 ms under Lighthouse's fourfold
// slowdown, which blocks a tap for all that time; the router's making alone is a third of it (docs/performance.md).
// Each wait is one turn of the event loop (shared/next-task.ts).
void nextTask()
  .then(() => createAppRuntime(i18n))
  .then(async (runtime) => {
    await nextTask()
    return boot({
      root,
      i18n,
      runtime,
      // ?lang, then the remembered choice, then the browser; the catalog is active before the first render.
      locale: detectInitialLocale(),
      configReady,
      // The mock backend is on unless VITE_API_MOCKING=false. Vite replaces import.meta.env at build time, so with
      // mocking off this import and the whole mocks/ graph (MSW) are dropped from the bundle.
      loadMocks: import.meta.env.VITE_API_MOCKING === 'false' ? undefined : () => import('../mocks/browser.ts'),
    })
  })
