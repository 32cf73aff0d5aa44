import { createElement, type ReactNode } from 'react'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { setupI18n } from '@lingui/core'
import { I18nProvider } from '@lingui/react'
import { MantineProvider } from '@mantine/core'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { messages } from '../../locales/pt-BR/messages.po'
import { resetMockState } from '../node.ts'
import { db } from '../db/index.ts'
import { walletOf } from '../db/wallets.ts'
import { DemoPanel } from './demo-panel.tsx'

// No JSX: the unit project collects mocks/**/*.test.ts (see demo-panel.test.ts).
beforeEach(() => resetMockState())

async function openPanel() {
  const user = userEvent.setup()
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } })
  const invalidate = vi.spyOn(queryClient, 'invalidateQueries')
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
  return { user, dialog, invalidate }
}

const section = (dialog: HTMLElement, title: string) => within(dialog).getByRole('region', { name: title })

describe('Afiliados', () => {
  it("lists the referred players and what they earned; a referred player's loss pays the revenue share", async () => {
    const { user, dialog, invalidate } = await openPanel()
    const region = section(dialog, 'Afiliados')
    const items = within(within(region).getByRole('list', { name: 'Indicações' })).getAllByRole('listitem')
    expect(items).toHaveLength(4)
    expect(items[0]).toHaveTextContent('Sem depósito')
    expect(items[0]).toHaveTextContent('Indicado por Jogador Demo')
    const before = walletOf(1).refer_rewards
    await user.click(within(items[0] as HTMLElement).getByRole('button', { name: /perdeu R\$\s50,00$/ }))
    expect(before).toBe('40.00')
    expect(walletOf(1).refer_rewards).toBe('50.00')
    expect(invalidate).toHaveBeenCalled()
    await waitFor(() => expect(items[0]).toHaveTextContent(/rendeu R\$\s10,00/))
    expect(db.referrals.count()).toBe(4)
  })
})
