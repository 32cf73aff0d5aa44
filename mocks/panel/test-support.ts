import { createElement, type ReactNode } from 'react'
import { vi } from 'vitest'
import { render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { setupI18n } from '@lingui/core'
import { I18nProvider } from '@lingui/react'
import { MantineProvider } from '@mantine/core'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { messages } from '../../locales/pt-BR/messages.po'
import { DemoPanel } from './demo-panel.tsx'

/**
 * The demo panel's tests: the panel with the providers the app gives it (Mantine, Query, Lingui in pt-BR). No JSX:
 * the unit project collects mocks/**\/*.test.ts, and mocks/ may import only src/api from src.
 */
function renderDemoPanel() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } })
  const invalidate = vi.spyOn(queryClient, 'invalidateQueries')
  const i18n = setupI18n({ locale: 'pt-BR', messages: { 'pt-BR': messages } })
  const wrapper = ({ children }: { children: ReactNode }) =>
    createElement(
      QueryClientProvider,
      { client: queryClient },
      createElement(I18nProvider, { i18n }, createElement(MantineProvider, { env: 'test' }, children)),
    )
  return { ...render(createElement(DemoPanel), { wrapper }), queryClient, invalidate }
}

/** Renders the panel and opens it with its floating button; `section(title)` is one of its sections. */
export async function openDemoPanel() {
  const user = userEvent.setup()
  const view = renderDemoPanel()
  await user.click(await screen.findByRole('button', { name: 'Painel de demonstração' }))
  const dialog = await screen.findByRole('dialog', { name: 'Painel de demonstração' })
  const section = (title: string) => within(dialog).getByRole('region', { name: title })
  return { ...view, user, dialog, section }
}
