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
import { clock } from '../sim/clock.ts'
import { findEvent, forcedStates } from '../sports/feed.ts'
import { sportsPolicy } from '../sports/policy.ts'
import { DemoPanel } from './demo-panel.tsx'
import { panelMatches } from './sections/sports-section.tsx'

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
  return { user, region: within(dialog).getByRole('region', { name: 'Futebol' }) }
}

describe('Futebol', () => {
  it('turns football off and on, and the 300-live-matches load', async () => {
    const { user, region } = await openPanel()
    const football = within(region).getByRole('switch', { name: /Futebol ligado/ })
    expect(football).toBeChecked()
    await user.click(football)
    expect(db.settings.get().turn_on_football).toBe(false)
    await user.click(football)
    expect(db.settings.get().turn_on_football).toBe(true)
    await user.click(within(region).getByRole('switch', { name: /300 partidas ao vivo/ }))
    expect(sportsPolicy.get().load).toBe('bench')
  })

  it('scores for either side of the chosen live match, suspends a market, and ends it', async () => {
    const { user, region } = await openPanel()
    const live = panelMatches().find((event) => event.state.started)
    if (!live) throw new Error('no live match at the reference date')
    const id = live.fixture.id
    await user.selectOptions(within(region).getByRole('combobox', { name: 'Partida' }), String(id))
    const before = live.state.goals
    await user.click(within(region).getByRole('button', { name: 'Gol do mandante' }))
    await user.click(within(region).getByRole('button', { name: 'Gol do visitante' }))
    expect(findEvent(id, clock.nowMs(), db)?.state.goals).toEqual({ home: before.home + 1, away: before.away + 1 })

    await user.selectOptions(within(region).getByRole('combobox', { name: 'Mercado' }), '2')
    await user.click(within(region).getByRole('button', { name: 'Suspender mercado' }))
    expect(forcedStates(db).get(id)?.suspendedMarkets).toEqual([2])
    await user.click(within(region).getByRole('button', { name: 'Reabrir mercado' }))
    expect(forcedStates(db).get(id)?.suspendedMarkets).toEqual([])

    await user.click(within(region).getByRole('button', { name: 'Encerrar e liquidar agora' }))
    expect(findEvent(id, clock.nowMs(), db)?.state.finished).toBe(true)
    expect(within(region).getByRole('status')).toHaveTextContent('Partida encerrada; 0 apostas liquidadas.')
  })

  it('moves the match clock forward', async () => {
    const { user, region } = await openPanel()
    const start = clock.nowMs()
    await user.click(within(region).getByRole('button', { name: '+15 min' }))
    expect(clock.nowMs() - start).toBe(15 * 60_000)
  })
})
