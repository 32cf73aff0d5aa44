import { StrictMode, type ComponentType } from 'react'
import { createRoot } from 'react-dom/client'
import { i18n } from '@lingui/core'
import './app/styles.ts'
import { configureApi, loadHttpClient } from './api/client.ts'
import { App } from './app/app.tsx'
import { reportAuthError } from './features/auth/session/auth-events.ts'
import { detectInitialLocale } from './shared/i18n/detect.ts'
import { activateLocale } from './shared/i18n/locales.ts'
import { readStoredToken } from './shared/session.ts'

/**
 * The mock backend is on unless VITE_API_MOCKING=false. Vite replaces import.meta.env at build time,
 * so with mocking off this branch and the whole mocks/ graph (MSW, faker) are dropped from the bundle.
 */
async function enableMocking(): Promise<ComponentType | undefined> {
  if (import.meta.env.VITE_API_MOCKING === 'false') return undefined
  const { startBrowserMocks } = await import('../mocks/browser.ts')
  return startBrowserMocks()
}

// The one place the client learns the session token (the same localStorage key the token atom uses)
// and where its 401/403 answers go (the session supervisor sends the player to login).
configureApi({ getToken: readStoredToken, onAuthError: reportAuthError })
// The HTTP client is its own chunk: fetched now, alongside the catalog, so the first call finds it ready.
void loadHttpClient()

// ?lang, then the remembered choice, then the browser; the catalog is active before the first render.
const localeReady = activateLocale(i18n, detectInitialLocale())

void Promise.all([enableMocking(), localeReady]).then(([DemoPanel]) => {
  const root = document.getElementById('root')
  if (!root) throw new Error('#root is missing from index.html')
  createRoot(root).render(
    <StrictMode>
      <App i18n={i18n} devtools={DemoPanel} />
    </StrictMode>,
  )
})
