import { beforeEach, describe, expect, it } from 'vitest'
import { waitFor, within } from '@testing-library/react'
import { resetMockState } from '../node.ts'
import { catalogue } from '../catalogue/catalogue.ts'
import { createSession } from '../auth/sessions.ts'
import { providerControls } from './controls.ts'
import { providerRequest } from './provider.ts'
import { createGameSession } from './sessions.ts'
import { demoPlayerEffects, SESSION_STORAGE } from '../auth/demo-player-section.tsx'
import { findGameByNameOrCode } from '../panel/actions.ts'
import { openDemoPanel, untilNextRead } from '../panel/test-support.ts'

beforeEach(() => {
  resetMockState()
  demoPlayerEffects.storage().clear()
})

async function openPanel() {
  const { user, section } = await openDemoPanel()
  return { user, region: section('Jogos') }
}

const gameId = (name: string) => catalogue().games.find((g) => g.game_name === name)?.id ?? 0

function playSlotRound(key: string) {
  const session = createGameSession(createSession(1), gameId('Fruit Party'))
  providerRequest({ v: 1, type: 'hello', session: session.token, id: 'h' }, { windowId: 'w' })
  return providerRequest(
    { v: 1, type: 'round.start', session: session.token, id: 'r', key, bet: 100 },
    { windowId: 'w' },
  )
}

// The whole panel renders and waits for its sections' first reads of the mock: slow on a busy machine.
describe('Jogos', { timeout: 30_000 }, () => {
  it("lists the current player's last rounds: game, bet, win and time", async () => {
    demoPlayerEffects.storage().setItem(SESSION_STORAGE.token, createSession(1).token)
    const { region } = await openPanel()
    expect(within(region).getByText('Nenhuma rodada ainda.')).toBeInTheDocument()
    playSlotRound('k1')
    playSlotRound('k2')
    const list = await within(region).findByRole('list', { name: 'Últimas rodadas' }, untilNextRead)
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(2), untilNextRead)
    const first = within(list).getAllByRole('listitem')[0] as HTMLElement
    expect(first).toHaveTextContent('Fruit Party')
    expect(first).toHaveTextContent(/Aposta R\$\s1,00 · prêmio R\$\s[\d.,]+/)
  })

  it('asks for a player when nobody is logged in', async () => {
    const { region } = await openPanel()
    expect(within(region).getByText('Entre com um jogador para ver as rodadas dele.')).toBeInTheDocument()
  })

  it('turns "next round wins big" on for one round', async () => {
    const { user, region } = await openPanel()
    const toggle = within(region).getByRole('switch', { name: /A próxima rodada ganha muito/ })
    expect(toggle).not.toBeChecked()
    await user.click(toggle)
    await waitFor(() => expect(providerControls.get().nextRoundBig).toBe(true))
    playSlotRound('big')
    await waitFor(() => expect(toggle).not.toBeChecked(), untilNextRead)
  })

  it('puts a game under maintenance by name or code, and takes it out', async () => {
    const { user, region } = await openPanel()
    const input = within(region).getByRole('textbox', { name: /Jogo em manutenção/ })
    await user.type(input, 'não existe')
    await user.click(within(region).getByRole('button', { name: 'Colocar' }))
    expect(await within(region).findByText('Nenhum jogo com esse nome ou código.')).toBeInTheDocument()
    await user.clear(input)
    await user.type(input, 'aviaozinho')
    await user.click(within(region).getByRole('button', { name: 'Colocar' }))
    await waitFor(() => expect(providerControls.isUnderMaintenance(gameId('Aviãozinho'))).toBe(true))
    const list = await within(region).findByRole('list', { name: 'Jogos em manutenção' })
    expect(list).toHaveTextContent('Aviãozinho')
    await user.click(within(list).getByRole('button', { name: 'Tirar Aviãozinho de manutenção' }))
    await waitFor(() => expect(providerControls.isUnderMaintenance(gameId('Aviãozinho'))).toBe(false))
    expect(findGameByNameOrCode('spaceman')?.game_name).toBe('Spaceman')
  })
})
