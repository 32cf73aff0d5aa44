import { beforeEach, describe, expect, it } from 'vitest'
import { waitFor, within } from '@testing-library/react'
import { resetMockState } from '../node.ts'
import { createDeposit } from './deposits.ts'
import { db, DEMO_PLAYER } from '../db/index.ts'
import { walletOf } from '../wallet/wallets.ts'
import { moneyPolicy } from './money-policy.ts'
import { clock } from '../sim/clock.ts'
import { openDemoPanel } from '../panel/test-support.ts'

beforeEach(() => resetMockState())

const openPanel = openDemoPanel

const section = (dialog: HTMLElement, title: string) => within(dialog).getByRole('region', { name: title })

// The whole panel renders and waits for its sections' first reads of the mock: slow on a busy machine.
describe('Depósitos PIX', { timeout: 30_000 }, () => {
  it('lists the latest deposits with their status; "Pagar agora" pays a pending one and refreshes the app', async () => {
    const { user, dialog, invalidate } = await openPanel()
    const region = section(dialog, 'Depósitos PIX')
    const list = within(region).getByRole('list', { name: 'Últimos depósitos' })
    const items = within(list).getAllByRole('listitem')
    expect(items).toHaveLength(10)
    // The newest: the demo player's seeded pending deposit, which no job pays.
    expect(items[0]).toHaveTextContent('Pendente')
    expect(items[0]).toHaveTextContent('Jogador Demo · ')
    expect(items[0]).toHaveTextContent('Não será pago sozinho.')
    expect(within(list).getAllByText('Pago').length).toBeGreaterThan(0)

    const pending = db.deposits.findBy((d) => d.status === 0)
    const balance = walletOf(1).balance
    await user.click(within(items[0] as HTMLElement).getByRole('button', { name: /^Pagar agora o depósito de R\$/ }))
    await waitFor(() => expect(db.deposits.find(pending?.id ?? 0)?.status).toBe(1))
    await waitFor(() => expect(walletOf(1).balance).not.toBe(balance))
    expect(invalidate).toHaveBeenCalled()
    await waitFor(() => expect(within(list).getAllByRole('listitem')[0]).toHaveTextContent('Pago'))
    expect(within(list).queryByRole('button', { name: /^Pagar agora/ })).toBeNull()
  })

  it('shows when a new deposit gets paid; "Nunca pagar" cancels it', async () => {
    createDeposit({ userId: 2, gateway: 'rexpay', amountCentavos: 4200, acceptBonus: true, cpf: DEMO_PLAYER.cpf })
    const { user, dialog } = await openPanel()
    const list = within(section(dialog, 'Depósitos PIX')).getByRole('list', { name: 'Últimos depósitos' })
    const first = within(list).getAllByRole('listitem')[0] as HTMLElement
    expect(first).toHaveTextContent('R$ 42,00')
    expect(first).toHaveTextContent(' · rexpay · ')
    expect(first).toHaveTextContent(/Será pago às \d{2}:\d{2}:\d{2}\./)
    await user.click(within(first).getByRole('button', { name: /^Nunca pagar o depósito de R\$\s42,00/ }))
    await waitFor(() => expect(first).toHaveTextContent('Não será pago sozinho.'))
    await waitFor(() => expect(within(first).getByRole('button', { name: /^Nunca pagar/ })).toBeDisabled())
  })

  it('sets the delay of new payments (kept in the money policy) and switches the welcome bonus', async () => {
    const { user, dialog, invalidate } = await openPanel()
    const region = section(dialog, 'Depósitos PIX')
    expect(within(region).getByRole('radio', { name: '20 s' })).toBeChecked()
    await user.click(within(region).getByRole('radio', { name: 'Nunca' }))
    await waitFor(() => expect(moneyPolicy.get().settle).toBe('never'))
    await user.click(within(region).getByRole('radio', { name: '5 s' }))
    await waitFor(() => expect(moneyPolicy.get().settle).toBe('5s'))

    const bonus = within(region).getByRole('switch', { name: /^Bônus de boas-vindas \(100% no primeiro depósito/ })
    expect(bonus).toBeChecked()
    await user.click(bonus)
    await waitFor(() => expect(db.settings.get().initial_bonus).toBe(0))
    await waitFor(() => expect(bonus).not.toBeChecked())
    expect(invalidate).toHaveBeenCalled()
    await user.click(bonus)
    await waitFor(() => expect(db.settings.get().initial_bonus).toBe(100))
  })
})

describe('Saques em análise', { timeout: 30_000 }, () => {
  it('shows the queue; "Aprovar" pays out with a proof, "Rejeitar" refunds', async () => {
    db.withdrawals.insert({
      ...db.withdrawals.find(12)!,
      id: undefined,
      amount: '60.00',
      created_at: clock.now().toISOString(),
    })
    db.wallets.update(1, { balance_withdrawal: '160.00' })
    const { user, dialog } = await openPanel()
    const region = section(dialog, 'Saques em análise')
    const list = within(region).getByRole('list', { name: 'Fila de saques' })
    const [seeded, extra] = within(list).getAllByRole<HTMLElement>('listitem')
    expect(seeded).toHaveTextContent('R$ 100,00')
    expect(seeded).toHaveTextContent('Jogador Demo · PIX E-mail · ')
    expect(seeded).toHaveTextContent('Aguarda a sua decisão.')

    await user.click(within(seeded!).getByRole('button', { name: /^Aprovar o saque de R\$\s100,00 de Jogador Demo$/ }))
    await waitFor(() =>
      expect(db.withdrawals.find(12)).toMatchObject({ status: 1, proof: expect.stringContaining('/storage/proofs/') }),
    )
    await user.click(within(extra!).getByRole('button', { name: /^Rejeitar o saque de R\$\s60,00/ }))
    await waitFor(() => expect(walletOf(1)).toMatchObject({ balance: '310.00', balance_withdrawal: '0.00' }))
    expect(await within(region).findByText('Nenhum saque em análise.')).toBeInTheDocument()
  })

  it('sets the review policy of new requests', async () => {
    const { user, dialog } = await openPanel()
    const region = section(dialog, 'Saques em análise')
    expect(within(region).getByRole('radio', { name: 'Aprovar após 60 s' })).toBeChecked()
    await user.click(within(region).getByRole('radio', { name: 'Manual' }))
    await waitFor(() => expect(moneyPolicy.get().review).toBe('manual'))
    await user.click(within(region).getByRole('radio', { name: 'Rejeitar após 60 s' }))
    await waitFor(() => expect(moneyPolicy.get().review).toBe('reject'))
  })
})

describe('Cupons', { timeout: 30_000 }, () => {
  it('lists the codes with their amount, rule, state and uses', async () => {
    const { dialog } = await openPanel()
    const list = within(section(dialog, 'Cupons')).getByRole('list', { name: 'Cupons' })
    const items = within(list).getAllByRole('listitem')
    expect(items.map((item) => item.querySelector('p')?.textContent)).toEqual([
      'BEMVINDO',
      'SEXTOU',
      'NATAL2025',
      'PRIMEIROS100',
    ])
    expect(items[0]).toHaveTextContent('R$ 20,00 de bônus · uma vez por jogador')
    expect(items[0]).toHaveTextContent('Usado 214 vezes · nenhum jogador nesta demonstração')
    expect(items[0]).toHaveTextContent('Válido')
    expect(items[1]).toHaveTextContent('pode ser usado de novo')
    expect(items[1]).toHaveTextContent('Usado 37 de 1000 vezes')
    expect(items[2]).toHaveTextContent('Expirado')
    expect(items[3]).toHaveTextContent('Esgotado')
  })
})
