import { StrictMode, type ComponentType } from 'react'
import { createRoot } from 'react-dom/client'
import { i18n } from '@lingui/core'
import '@mantine/core/styles.layer.css'
import { App } from './app/app.tsx'

/**
 * The mock backend is on unless VITE_API_MOCKING=false. Vite replaces import.meta.env at build time,
 * so with mocking off this branch and the whole mocks/ graph (MSW, faker) are dropped from the bundle.
 */
async function enableMocking(): Promise<ComponentType | undefined> {
  if (import.meta.env.VITE_API_MOCKING === 'false') return undefined
  const { startBrowserMocks } = await import('../mocks/browser.ts')
  return startBrowserMocks()
}

void enableMocking().then((DemoPanel) => {
  const root = document.getElementById('root')
  if (!root) throw new Error('#root is missing from index.html')
  createRoot(root).render(
    <StrictMode>
      <App i18n={i18n} devtools={DemoPanel} />
    </StrictMode>,
  )
})
