import { beforeEach, describe, expect, it } from 'vitest'
import { within } from '@testing-library/react'
import { noLimits } from '@/shared/protection/limits.ts'
import { resetMockState } from '../node.ts'
import { db } from '../db/index.ts'
import { openDemoPanel } from '../panel/test-support.ts'
import { updateLimits } from './limits.ts'

beforeEach(() => resetMockState())

describe('Limites do jogador', () => {
  it("shows the demo player's limits and use, applies a pending raise now, and clears them", async () => {
    updateLimits(1, { ...noLimits(), deposit_day: 10_000 })
    updateLimits(1, { ...noLimits(), deposit_day: 30_000 })
    const { user, section } = await openDemoPanel()
    const region = section('Limites do jogador')
    const row = () => within(region).getByText('Depósito diário').closest('tr') as HTMLElement
    expect(row()).toHaveTextContent(/Depósito diárioR\$\s100,00R\$\s\d+,\d\dR\$\s300,00/)

    await user.click(within(region).getByRole('button', { name: 'Aplicar pendentes agora' }))
    await expect.poll(() => row().textContent).toMatch(/^Depósito diárioR\$\s300,00R\$\s[\d.]+,\d\d—$/)
    expect(within(region).getByRole('button', { name: 'Aplicar pendentes agora' })).toBeDisabled()

    await user.click(within(region).getByRole('button', { name: 'Limpar limites' }))
    await expect.poll(() => row().textContent).toMatch(/^Depósito diário—/)
    expect(within(region).getByText('O convite para definir limites aparece no próximo login.')).toBeVisible()
    expect(db.protectionLimits.findBy((r) => r.user_id === 1)?.prompt_answered).toBe(false)
  }, 20_000)
})
