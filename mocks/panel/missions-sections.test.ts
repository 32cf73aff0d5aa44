import { createElement, type ReactNode } from 'react'
import { beforeEach, describe, expect, it } from 'vitest'
import { render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { setupI18n } from '@lingui/core'
import { I18nProvider } from '@lingui/react'
import { MantineProvider } from '@mantine/core'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { messages } from '../../locales/pt-BR/messages.po'
import { resetMockState } from '../node.ts'
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
  return { user, region: within(dialog).getByRole('region', { name: 'Missões' }) }
}

describe('Missões', () => {
  it("completes a mission of the demo player now, and resets the day's missions", async () => {
    const { user, region } = await openPanel()
    const item = () => within(region).getByText('Giro de Frutas').closest('li') as HTMLElement
    expect(within(item()).getByText('Diária · 0/3')).toBeVisible()
    await user.click(within(item()).getByRole('button', { name: 'Concluir agora' }))
    expect(await within(item()).findByText('Diária · 3/3')).toBeVisible()
    expect(within(item()).queryByRole('button', { name: 'Concluir agora' })).not.toBeInTheDocument()
    expect(db.missionUsers.findBy((row) => row.user_id === 1)?.completed_at).not.toBeNull()

    await user.click(within(region).getByRole('button', { name: 'Reiniciar o dia' }))
    expect(await within(item()).findByText('Diária · 0/3')).toBeVisible()
    expect(db.missionUsers.count()).toBe(0)
    // The whole panel renders: slow on a busy machine.
  }, 20_000)
})
