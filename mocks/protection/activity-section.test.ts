import { beforeEach, describe, expect, it } from 'vitest'
import { within } from '@testing-library/react'
import { resetMockState } from '../node.ts'
import { db } from '../db/index.ts'
import { createSession } from '../auth/sessions.ts'
import { openDemoPanel } from '../panel/test-support.ts'

beforeEach(() => resetMockState())

describe('Extrato e lembrete de jogo', () => {
  it("shows the session's totals and books a sample round into the ledger", async () => {
    createSession(1)
    const { user, section } = await openDemoPanel()
    const region = section('Extrato e lembrete de jogo')
    expect(within(region).getByText('Sessão atual: apostado R$ 0,00, ganho R$ 0,00, resultado R$ 0,00.')).toBeVisible()
    expect(within(region).getByText(/Lembrete a cada 30 minutos\./)).toBeVisible()
    const before = db.ledger.count()
    await user.click(within(region).getByRole('button', { name: 'Registrar uma rodada de exemplo' }))
    expect(
      await within(region).findByText('Sessão atual: apostado R$ 5,00, ganho R$ 2,00, resultado R$ -3,00.'),
    ).toBeVisible()
    expect(db.ledger.count()).toBe(before + 2)
    // The whole panel renders: slow on a busy machine.
  }, 30_000)
})
