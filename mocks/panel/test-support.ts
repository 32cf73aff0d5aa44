import { createElement, type ReactNode } from 'react'
import { vi } from 'vitest'
import { render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { setupI18n } from '@lingui/core'
import { I18nProvider } from '@lingui/react'
import { MantineProvider } from '@mantine/core'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { messages } from '../../locales/pt-BR/messages.po'
import { PANEL_REFETCH_MS } from './client.ts'
import { DemoPanel } from './demo-panel.tsx'
import type { PanelSection } from './sections.ts'

/**
 * The demo panel's tests: the panel with the providers the app gives it (Mantine, Query, Lingui in pt-BR). No JSX:
 * the unit project collects mocks/**\/*.test.ts, and mocks/ may import only src/api from src.
 */

/** The providers the app gives the panel (Mantine, Query without retries, Lingui in pt-BR), as a render wrapper. */
export function panelProviders(queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } })) {
  const i18n = setupI18n({ locale: 'pt-BR', messages: { 'pt-BR': messages } })
  return ({ children }: { children: ReactNode }) =>
    createElement(
      QueryClientProvider,
      { client: queryClient },
      createElement(I18nProvider, { i18n }, createElement(MantineProvider, { env: 'test' }, children)),
    )
}

function renderDemoPanel(sections?: readonly PanelSection[]) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } })
  const invalidate = vi.spyOn(queryClient, 'invalidateQueries')
  const wrapper = panelProviders(queryClient)
  return { ...render(createElement(DemoPanel, { sections }), { wrapper }), queryClient, invalidate }
}

/**
 * For a wait on what the panel shows of a change made outside it (a call of the app, a round played, a save that
 * failed): the panel sees it at its next read, PANEL_REFETCH_MS later, which a busy machine stretches.
 */
export const untilNextRead = { timeout: 4 * PANEL_REFETCH_MS + 4_000 }

/**
 * Renders the panel (panel/sections.ts, or the given sections) and opens it with its floating button, once every
 * section has its first answer from the mock (they read it over HTTP, answered here by msw/node);
 * `section(title)` is one of its sections.
 */
export async function openDemoPanel(sections?: readonly PanelSection[]) {
  const user = userEvent.setup()
  const view = renderDemoPanel(sections)
  await user.click(await screen.findByRole('button', { name: 'Painel de demonstração' }))
  const dialog = await screen.findByRole('dialog', { name: 'Painel de demonstração' })
  await waitFor(() => {
    const queries = view.queryClient.getQueryCache().findAll({ queryKey: ['mock-panel'] })
    if (queries.length === 0) throw new Error('no section has asked the mock yet')
    if (queries.some((query) => query.state.data === undefined)) throw new Error('a section waits for the mock')
  })
  const section = (title: string) => within(dialog).getByRole('region', { name: title })
  return { ...view, user, dialog, section }
}
