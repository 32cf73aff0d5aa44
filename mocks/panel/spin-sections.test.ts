import { createElement, type ReactNode } from 'react'
import { beforeEach, describe, expect, it } from 'vitest'
import { render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { setupI18n } from '@lingui/core'
import { I18nProvider } from '@lingui/react'
import { MantineProvider } from '@mantine/core'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { messages } from '../../locales/pt-BR/messages.po'
import { resetMockState } from '../node.ts'
import { spinWheel } from '../db/spins.ts'
import { db } from '../db/index.ts'
import { DemoPanel } from './demo-panel.tsx'

// No JSX: the unit project collects mocks/**/*.test.ts (see demo-panel.test.ts).
beforeEach(() => resetMockState())

async function openPanel() {
  const user = userEvent.setup()
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } })
  const i18n = setupI18n({ locale: 'pt-BR', messages: { 'pt-BR': messages } })
  const wrapper = ({ children }: { children: ReactNode }) =>
    createElement(
      QueryClientProvider,
      { client: queryClient },
      createElement(I18nProvider, { i18n }, createElement(MantineProvider, { env: 'test' }, children)),
    )
  render(createElement(DemoPanel), { wrapper })
  await user.click(await screen.findByRole('button', { name: 'Painel de demonstração' }))
  const dialog = await screen.findByRole('dialog', { name: 'Painel de demonstração' })
  return { user, region: within(within(dialog).getByRole('region', { name: 'Roleta de prêmios' })) }
}

describe('Roleta de prêmios', () => {
  it('counts the spins and lets this device spin again', async () => {
    await spinWheel(Math.random, 'device-aaaa-1111')
    const { user, region } = await openPanel()
    expect(region.getByText('Giros: 1 · resgatados: 0')).toBeInTheDocument()
    await user.click(region.getByRole('button', { name: 'Permitir girar de novo' }))
    await waitFor(() => expect(db.spins.all()[0]?.device_id).toBeNull())
  })
})
