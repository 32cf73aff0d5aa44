import { beforeEach, describe, expect, it } from 'vitest'
import { waitFor, within } from '@testing-library/react'
import { resetMockState } from '../node.ts'
import { db } from '../db/index.ts'
import { walletOf } from '../wallet/wallets.ts'
import { openDemoPanel } from '../panel/test-support.ts'

beforeEach(() => resetMockState())

const openPanel = openDemoPanel

const section = (dialog: HTMLElement, title: string) => within(dialog).getByRole('region', { name: title })

// The whole panel renders and waits for its sections' first reads of the mock: slow on a busy machine.
describe('Afiliados', { timeout: 30_000 }, () => {
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
    await waitFor(() => expect(walletOf(1).refer_rewards).toBe('50.00'))
    expect(invalidate).toHaveBeenCalled()
    await waitFor(() => expect(items[0]).toHaveTextContent(/rendeu R\$\s10,00/))
    expect(db.referrals.count()).toBe(4)
  })
})
