import { beforeEach, describe, expect, it } from 'vitest'
import { waitFor, within } from '@testing-library/react'
import { resetMockState } from '../node.ts'
import { db } from '../db/index.ts'
import { activePause, CAMPAIGN_SUBJECT, takePause } from './pause-db.ts'
import { signInAs } from '../auth/players.ts'
import { clock } from '../sim/clock.ts'
import { openDemoPanel } from '../panel/test-support.ts'

beforeEach(() => resetMockState())

async function openPanel() {
  const { user, section, invalidate } = await openDemoPanel()
  return { user, region: section('Pausa e inatividade'), invalidate }
}

// The whole panel renders in each test: slow on a busy machine.
describe('Pausa e inatividade', { timeout: 30_000 }, () => {
  it("shows the demo player's break and ends it now", async () => {
    clock.set(Date.parse('2026-11-27T17:30:00Z'))
    takePause(1, 'day')
    const { user, region } = await openPanel()
    expect(within(region).getByRole('status')).toHaveTextContent(
      'O jogador de demonstração está em pausa até 28/11/2026 às 14:30.',
    )
    await user.click(within(region).getByRole('button', { name: 'Encerrar a pausa agora' }))
    await waitFor(() =>
      expect(within(region).getByRole('status')).toHaveTextContent('O jogador de demonstração não está em pausa.'),
    )
    expect(activePause(1)).toBeUndefined()
  })

  it('an indefinite exclusion is reopened only as support would', async () => {
    takePause(1, 'indefinite')
    const { user, region } = await openPanel()
    expect(within(region).getByRole('status')).toHaveTextContent(
      'O jogador de demonstração se autoexcluiu por tempo indeterminado.',
    )
    await user.click(within(region).getByRole('button', { name: 'Reabrir a conta (suporte)' }))
    await waitFor(() => expect(activePause(1)).toBeUndefined())
  })

  it('sends the marketing campaign and shows who got it: never the paused demo player', async () => {
    takePause(1, 'week')
    const demoEmail = db.users.find(1)?.email ?? ''
    const { user, region } = await openPanel()
    await user.click(within(region).getByRole('button', { name: 'Enviar campanha de marketing' }))
    const list = await within(region).findByLabelText('Destinatários da campanha')
    expect(list).toHaveTextContent(/^Recebida por \d+:/)
    expect(list).not.toHaveTextContent(demoEmail)
    const sent = db.mailbox.where((mail) => mail.subject === CAMPAIGN_SUBJECT)
    expect(sent.length).toBeGreaterThan(0)
    expect(sent.some((mail) => mail.user_id === 1)).toBe(false)
  })

  it("expires the demo player's sessions as idle now, and the app is told to ask again", async () => {
    const { token } = signInAs(1)
    const { user, region, invalidate } = await openPanel()
    await user.click(within(region).getByRole('button', { name: 'Expirar a sessão por inatividade agora' }))
    expect(
      await within(region).findByText('Sessões do jogador de demonstração marcadas como inativas: 1.'),
    ).toBeVisible()
    const session = db.sessions.findBy((s) => s.token === token)
    expect(clock.nowMs() - Date.parse(session?.last_seen_at ?? '')).toBeGreaterThanOrEqual(30 * 60_000)
    expect(invalidate).toHaveBeenCalled()
  })
})
