import { describe, expect, it } from 'vitest'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { HttpResponse } from 'msw'
import { override } from '@mocks/override.ts'
import { profileWallet } from '@/api/wallet.ts'
import { profileActivateWallet, profileMyWallets } from '@/api/wallet-area.ts'
import { server } from '@mocks/node.ts'
import { db } from '@mocks/db/index.ts'
import { scenarios } from '@mocks/scenarios.ts'
import { configureApi } from '@/api/client.ts'
import { formatBRL } from '@/shared/money.ts'
import { captureRequests, faults } from '@/testing/auth-fixtures.ts'
import { signedInAsDemo } from '@/testing/profile-fixtures.ts'
import { navigateWithSlowWallet } from '@/testing/deposit-fixtures.ts'
import { renderRoute } from '@/testing/render.tsx'

async function openOverview() {
  const { store } = signedInAsDemo({ modalOpen: false })
  const view = renderRoute('/profile/wallet', { store })
  await screen.findByRole('heading', { level: 1, name: 'Visão Geral' }, { timeout: 10_000 })
  return { ...view, store }
}

const region = (name: string) => screen.findByRole('region', { name }, { timeout: 10_000 })
const figure = (card: HTMLElement, label: string) => within(card).getByText(label).nextElementSibling
/** Money as the DOM text matchers see it (they fold Intl's no-break space into a plain one). */
const brl = (centavos: number) => formatBRL(centavos).replace(/\s/g, ' ')
const toast = (text: string) => screen.findByText(text, { selector: '.mantine-Notification-description' })
const noToasts = () => expect(document.querySelector('.mantine-Notification-description')).toBeNull()

describe('wallet overview: balance and rollover', () => {
  it("shows a loading state, then the demo wallet's balances", async () => {
    const { store } = signedInAsDemo({ modalOpen: false })
    await navigateWithSlowWallet('/profile/wallet', store)
    expect(await screen.findByText('Carregando carteira…', {}, { timeout: 10_000 })).toBeInTheDocument()

    const card = await region('Saldo')
    expect(figure(card, 'Saldo total')).toHaveTextContent(brl(30000))
    expect(figure(card, 'Saldo disponível para saque')).toHaveTextContent(brl(25000))
    expect(figure(card, 'Bônus')).toHaveTextContent(brl(5000))
    expect(figure(card, 'Em saque')).toHaveTextContent(brl(10000))
  })

  it('draws the deposit, bonus and protection bars from the settings', async () => {
    await openOverview()
    const card = within(await region('Rollover'))
    // Deposit: R$ 250 × 1 required, R$ 150 left -> 40%. Bonus: R$ 50 × 10, R$ 500 left -> 0%. Protection 5%.
    expect(card.getByRole('progressbar', { name: 'Rollover de Depósito' })).toHaveAttribute('aria-valuenow', '40')
    expect(card.getByText('40,00%')).toBeInTheDocument()
    expect(card.getByText(`Faltam ${brl(15000)} em apostas`)).toBeInTheDocument()
    expect(card.getByRole('progressbar', { name: 'Rollover de Bônus' })).toHaveAttribute('aria-valuenow', '0')
    expect(card.getByText(`Faltam ${brl(50000)} em apostas`)).toBeInTheDocument()
    expect(card.getByRole('progressbar', { name: 'Proteção de Rollover' })).toHaveAttribute('aria-valuenow', '5')
  })

  it('hides the protection bar at 0 and the whole card when rollover is off', async () => {
    db.settings.update({ rollover_protection: 0 })
    const first = await openOverview()
    const card = within(await region('Rollover'))
    expect(card.queryByRole('progressbar', { name: 'Proteção de Rollover' })).not.toBeInTheDocument()
    expect(card.getByRole('progressbar', { name: 'Rollover de Bônus' })).toBeInTheDocument()
    first.unmount()

    db.settings.update({ disable_rollover: true, rollover_deposit: 0, rollover: 0 })
    await openOverview()
    await region('Saldo')
    expect(screen.queryByRole('region', { name: 'Rollover' })).not.toBeInTheDocument()
  })

  it('the actions lead to the deposit and withdraw pages', async () => {
    await openOverview()
    const actions = within(await region('Ações'))
    expect(actions.getByRole('link', { name: 'Depositar' })).toHaveAttribute('href', '/profile/deposit')
    expect(actions.getByRole('link', { name: 'Sacar' })).toHaveAttribute('href', '/profile/withdraw')
    await userEvent.click(actions.getByRole('button', { name: 'Saque rápido' }))
    expect(await screen.findByRole('dialog', { name: 'Solicitar saque' }, { timeout: 10_000 })).toBeInTheDocument()
  })
})

describe('wallet overview: failures of the wallet', () => {
  it.each([
    ['500 with an HTML page', faults.html500(), ['Erro ao carregar dados da carteira']],
    ['no answer', faults.network(), ['Erro ao carregar dados da carteira']],
    ['a malformed answer', faults.malformed(), ['Erro ao carregar dados da carteira']],
    ['400 {error}', faults.json(400, { error: 'Carteira bloqueada' }), ['Carteira bloqueada']],
    [
      '422 fields',
      faults.json(422, { wallet: ['Carteira inválida'], currency: ['Moeda inválida'] }),
      ['Carteira inválida', 'Moeda inválida'],
    ],
  ])('%s', async (_, answer, texts) => {
    server.use(override(profileWallet, answer))
    const { store } = signedInAsDemo({ modalOpen: false })
    renderRoute('/profile/wallet', { store })
    for (const text of texts) expect(await toast(text)).toBeInTheDocument()
    expect(screen.getByText('Erro ao carregar dados da carteira', { selector: 'p' })).toBeInTheDocument()
    server.resetHandlers()
    await userEvent.click(screen.getAllByRole('button', { name: 'Tentar novamente' })[0]!)
    expect(await region('Saldo')).toBeInTheDocument()
  })

  it('no answer in time is the load fallback', async () => {
    server.use(override(profileWallet, faults.hang()))
    const { store } = signedInAsDemo({ modalOpen: false })
    configureApi({ timeout: 100 })
    renderRoute('/profile/wallet', { store })
    expect(await toast('Erro ao carregar dados da carteira')).toBeInTheDocument()
  })
})

describe('Minhas Carteiras', () => {
  it('lists the wallets with the Ativa badge on the active one', async () => {
    await openOverview()
    const list = within(await region('Minhas Carteiras'))
    await list.findByRole('button', { name: /Carteira principal/ })
    const buttons = list.getAllByRole('button')
    expect(buttons).toHaveLength(3)
    expect(buttons[0]).toHaveTextContent(/^Carteira principal/)
    expect(buttons[1]).toHaveTextContent(/^Carteira de esportes/)
    expect(buttons[2]).toHaveTextContent(/^Carteira reserva/)
    const main = list.getByRole('button', { name: /Carteira principal/ })
    expect(main).toHaveAttribute('aria-pressed', 'true')
    expect(within(main).getByText('Ativa')).toBeInTheDocument()
    expect(main).toHaveTextContent(brl(30000))
    expect(list.getByRole('button', { name: /Carteira de esportes/ })).toHaveAttribute('aria-pressed', 'false')
    expect(list.getAllByText('Ativa')).toHaveLength(1)
  })

  it('clicking another wallet activates it: one call, a toast, both wallet queries reload', async () => {
    const calls = captureRequests(profileActivateWallet)
    const walletLoads = captureRequests(profileWallet)
    const listLoads = captureRequests(profileMyWallets)
    await openOverview()
    const list = within(await region('Minhas Carteiras'))
    await list.findByRole('button', { name: /Carteira de esportes/ })
    const before = { wallet: walletLoads.length, list: listLoads.length }

    await userEvent.click(list.getByRole('button', { name: /Carteira de esportes/ }))
    expect(await toast('Carteira atualizada com sucesso')).toBeInTheDocument()
    expect(calls).toHaveLength(1)
    const sports = db.wallets.findBy((w) => w.name === 'Carteira de esportes')!
    expect(calls[0]!.url.pathname).toBe(`/api/profile/mywallet/${sports.id}`)
    await waitFor(() =>
      expect(list.getByRole('button', { name: /Carteira de esportes/ })).toHaveAttribute('aria-pressed', 'true'),
    )
    expect(list.getByRole('button', { name: /Carteira principal/ })).toHaveAttribute('aria-pressed', 'false')
    expect(walletLoads.length).toBeGreaterThan(before.wallet)
    expect(listLoads.length).toBeGreaterThan(before.list)
    // The balance card now shows the sports wallet (R$ 80 + R$ 10 bonus).
    await waitFor(() =>
      expect(figure(screen.getByRole('region', { name: 'Saldo' }), 'Saldo total')).toHaveTextContent(brl(9000)),
    )
    expect(db.wallets.find(sports.id)?.active).toBe(true)
  })

  it('clicking the active wallet sends nothing', async () => {
    const calls = captureRequests(profileActivateWallet)
    await openOverview()
    const list = within(await region('Minhas Carteiras'))
    await userEvent.click(await list.findByRole('button', { name: /Carteira principal/ }))
    expect(calls).toHaveLength(0)
    noToasts()
  })

  it('a refused activation shows the server words and changes nothing', async () => {
    server.use(override(profileActivateWallet, faults.json(404, { message: 'Carteira não encontrada.' })))
    await openOverview()
    const list = within(await region('Minhas Carteiras'))
    await userEvent.click(await list.findByRole('button', { name: /Carteira reserva/ }))
    expect(await toast('Carteira não encontrada.')).toBeInTheDocument()
    expect(list.getByRole('button', { name: /Carteira principal/ })).toHaveAttribute('aria-pressed', 'true')
  })

  it('a failed activation without words shows its own text', async () => {
    scenarios.setFault('profile.mywallet.activate', 'network')
    await openOverview()
    const list = within(await region('Minhas Carteiras'))
    await userEvent.click(await list.findByRole('button', { name: /Carteira reserva/ }))
    expect(await toast('Erro ao atualizar a carteira')).toBeInTheDocument()
  })

  it('says Nenhuma carteira disponível when there is none', async () => {
    server.use(override(profileMyWallets, () => HttpResponse.json({ wallets: [] })))
    await openOverview()
    expect(await within(await region('Minhas Carteiras')).findByText('Nenhuma carteira disponível')).toBeInTheDocument()
  })

  it.each([
    ['500 with an HTML page', faults.html500(), ['Erro ao carregar carteiras']],
    ['no answer', faults.network(), ['Erro ao carregar carteiras']],
    ['a malformed answer', faults.malformed(), ['Erro ao carregar carteiras']],
    [
      '400 {error, message}',
      faults.json(400, { error: 'Sem carteiras', message: 'Fale com o suporte' }),
      ['Sem carteiras', 'Fale com o suporte'],
    ],
  ])('list failure: %s', async (_, answer, texts) => {
    server.use(override(profileMyWallets, answer))
    await openOverview()
    for (const text of texts) expect(await toast(text)).toBeInTheDocument()
    const list = within(await region('Minhas Carteiras'))
    expect(list.getByText('Erro ao carregar carteiras')).toBeInTheDocument()
    server.resetHandlers()
    await userEvent.click(list.getByRole('button', { name: 'Tentar novamente' }))
    expect(await list.findByRole('button', { name: /Carteira principal/ })).toBeInTheDocument()
  })
})

describe('wallet area frame', () => {
  it('desktop: the side menu with the balance, the sections, promotions and 24/7 support', async () => {
    await openOverview()
    const menu = within(screen.getByRole('complementary', { name: 'Menu da carteira' }))
    await waitFor(() => expect(menu.getByText('Saldo total').nextElementSibling).toHaveTextContent(brl(30000)))
    const sections = within(menu.getByRole('navigation', { name: 'Seções da carteira' }))
    expect(sections.getByRole('link', { name: 'Visão Geral' })).toHaveAttribute('aria-current', 'page')
    expect(sections.getByRole('link', { name: 'Depositar' })).toHaveAttribute('href', '/profile/deposit')
    expect(sections.getByRole('link', { name: 'Sacar' })).toHaveAttribute('href', '/profile/withdraw')
    expect(sections.getByRole('link', { name: 'Histórico' })).toHaveAttribute('href', '/profile/transactions')
    expect(sections.getByRole('link', { name: 'Depositar' })).not.toHaveAttribute('aria-current')
    expect(menu.getByRole('link', { name: 'Ver promoções' })).toHaveAttribute('href', '/promotions')
    const support = within(menu.getByRole('region', { name: 'Suporte' }))
    expect(support.getByText('Suporte 24/7')).toBeInTheDocument()
    expect(support.getByRole('link', { name: 'Falar com o suporte' })).toHaveAttribute('href', '/support')
  })

  it('the sections are real links between the four pages', async () => {
    const { router } = await openOverview()
    const sections = within(screen.getByRole('navigation', { name: 'Seções da carteira' }))
    await userEvent.click(sections.getByRole('link', { name: 'Histórico' }))
    expect(await screen.findByRole('heading', { level: 1, name: 'Histórico de Transações' })).toBeInTheDocument()
    expect(router.state.location.pathname).toBe('/profile/transactions')
    await waitFor(() =>
      expect(
        within(screen.getByRole('navigation', { name: 'Seções da carteira' })).getByRole('link', { name: 'Histórico' }),
      ).toHaveAttribute('aria-current', 'page'),
    )
    await userEvent.click(
      within(screen.getByRole('navigation', { name: 'Seções da carteira' })).getByRole('link', { name: 'Depositar' }),
    )
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Depósito via PIX' }, { timeout: 10_000 }),
    ).toBeInTheDocument()
  })

  it.each(['/profile/wallet', '/profile/deposit', '/profile/withdraw', '/profile/transactions'])(
    'a visitor opening %s is sent to log in, the destination kept',
    async (url) => {
      const view = renderRoute(url)
      await waitFor(() => expect(view.router.state.location.pathname).toBe('/openlogin'))
      expect(view.router.state.location.search.redirect).toMatch(new RegExp(`^${url}`))
    },
  )
})
