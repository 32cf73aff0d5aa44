import { afterEach, describe, expect, it } from 'vitest'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { HttpResponse } from 'msw'
import { override } from '@mocks/override.ts'
import { walletDepositHistory, walletWithdrawHistory } from '@/api/wallet-area.ts'
import { server } from '@mocks/node.ts'
import { scenarios } from '@mocks/scenarios.ts'
import { configureApi } from '@/api/client.ts'
import { formatBRL } from '@/shared/money.ts'
import { PHONE_MEDIA_QUERY } from '@/shared/hooks/use-is-phone.ts'
import { isAuthenticatedAtom } from '@/shared/session.ts'
import { configureAppClient, faults } from '@/testing/auth-fixtures.ts'
import { signedInAsDemo } from '@/testing/profile-fixtures.ts'
import { renderRoute } from '@/testing/render.tsx'

async function openHistory(url = '/profile/transactions') {
  const { store } = signedInAsDemo({ modalOpen: false })
  const view = renderRoute(url, { store })
  await screen.findByRole('heading', { level: 1, name: 'Histórico de Transações' }, { timeout: 10_000 })
  return { ...view, store }
}

const section = (name: 'Saques' | 'Depósitos') => screen.findByRole('region', { name })
const brl = (centavos: number) => formatBRL(centavos).replace(/\s/g, ' ')
const toast = (text: string) => screen.findByText(text, { selector: '.mantine-Notification-description' })

async function rows(name: 'Saques' | 'Depósitos') {
  const table = await within(await section(name)).findByRole('table', {}, { timeout: 10_000 })
  return within(table).getAllByRole('row').slice(1)
}

const cells = (row: HTMLElement) =>
  within(row)
    .getAllByRole('cell')
    .map((cell) => cell.textContent?.replace(/\s/g, ' '))

/** An empty Laravel page, or one holding `data`, as the backend sends it. */
function laravelPage(data: unknown[], extra: Record<string, unknown> = {}) {
  return {
    current_page: 1,
    data,
    first_page_url: 'http://x/api/wallet/withdraw?page=1',
    from: data.length ? 1 : null,
    last_page: 1,
    last_page_url: 'http://x/api/wallet/withdraw?page=1',
    links: [],
    next_page_url: null,
    path: 'http://x/api/wallet/withdraw',
    per_page: 10,
    prev_page_url: null,
    to: data.length || null,
    total: data.length,
    ...extra,
  }
}

describe('history: the tables', () => {
  it('withdrawals, newest first: proof or Processando, type, amount, badge, date in pt-BR', async () => {
    await openHistory()
    const withdrawals = await rows('Saques')
    expect(withdrawals).toHaveLength(10)
    const table = within(screen.getByRole('region', { name: 'Saques' }))
    expect(table.getAllByRole('columnheader').map((h) => h.textContent)).toEqual([
      'Comprovante',
      'Tipo',
      'Valor',
      'Status',
      'Data',
    ])
    // The seeded request in analysis, 40 minutes before the reference date (12:00 in Brasília).
    expect(cells(withdrawals[0]!)).toEqual(['Processando', 'PIX', brl(10000), 'Pendente', '01/11/2026 11:20'])
    expect(within(withdrawals[0]!).getByText('01/11/2026 11:20').tagName).toBe('TIME')

    const paid = withdrawals.find((row) => within(row).queryByText('Concluído'))!
    const proof = within(paid).getByRole('link', { name: 'Ver comprovante' })
    expect(proof.getAttribute('href')).toMatch(/^\/storage\/proofs\/comprovante-pix\.svg\?e2e=E/)
    expect(proof).toHaveAttribute('target', '_blank')
    expect(proof).toHaveAttribute('rel', 'noopener noreferrer')

    const rejected = withdrawals.find((row) => within(row).queryByText('Cancelado'))!
    expect(cells(rejected)[0]).toBe('Processando')
  })

  it('deposits: type, amount, Concluído, Pendente, or no badge for an expired code', async () => {
    await openHistory()
    const deposits = await rows('Depósitos')
    expect(deposits).toHaveLength(10)
    const table = within(screen.getByRole('region', { name: 'Depósitos' }))
    expect(table.getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['Tipo', 'Valor', 'Status', 'Data'])
    expect(cells(deposits[0]!)).toEqual(['PIX', expect.stringMatching(/^R\$ \d/), 'Pendente', '01/11/2026 11:48'])
    const statuses = deposits.map((row) => cells(row)[2])
    expect(statuses).toContain('Concluído')
    // The two expired codes (status 2) show no badge at all.
    expect(statuses.filter((status) => status === '')).toHaveLength(2)
  })

  it('type labels, and the relative date when no date came', async () => {
    server.use(
      override(walletWithdrawHistory, () =>
        HttpResponse.json({
          withdraws: laravelPage([
            { id: 1, proof: null, type: 'refer', amount: '40.00', status: 1, dateHumanReadable: 'há 2 dias' },
            {
              id: 2,
              proof: 'javascript:alert(1)',
              type: 'bank_transfer',
              amount: 12.5,
              status: 9,
              dateHumanReadable: 'ontem',
              created_at: null,
            },
          ]),
        }),
      ),
    )
    await openHistory()
    const withdrawals = await rows('Saques')
    expect(cells(withdrawals[0]!)).toEqual(['Processando', 'Indicação', brl(4000), 'Concluído', 'há 2 dias'])
    expect(cells(withdrawals[1]!)).toEqual(['Processando', 'bank_transfer', brl(1250), 'Cancelado', 'ontem'])
    expect(within(withdrawals[1]!).queryByRole('link')).not.toBeInTheDocument()
  })
})

describe('history: pagination', () => {
  it('each table pages on its own, in the URL', async () => {
    const { router } = await openHistory()
    await rows('Saques')
    const withdrawPages = within(screen.getByRole('navigation', { name: 'Páginas de saques' }))
    expect(withdrawPages.getByLabelText('Página 1')).toHaveAttribute('aria-current', 'page')
    expect(withdrawPages.getByRole('link', { name: 'Página anterior' })).toHaveAttribute('aria-disabled', 'true')
    expect(withdrawPages.getByRole('link', { name: 'Página 2' })).toHaveAttribute(
      'href',
      '/profile/transactions?saques=2&depositos=1',
    )

    await userEvent.click(withdrawPages.getByRole('link', { name: 'Próxima página' }))
    await waitFor(() => expect(router.state.location.search).toEqual({ saques: 2, depositos: 1 }))
    await waitFor(async () => expect(await rows('Saques')).toHaveLength(2))
    expect(await rows('Depósitos')).toHaveLength(10)
    const now = within(screen.getByRole('navigation', { name: 'Páginas de saques' }))
    expect(now.getByLabelText('Página 2')).toHaveAttribute('aria-current', 'page')
    expect(now.getByRole('link', { name: 'Próxima página' })).toHaveAttribute('aria-disabled', 'true')

    await userEvent.click(
      within(screen.getByRole('navigation', { name: 'Páginas de depósitos' })).getByRole('link', { name: 'Página 2' }),
    )
    await waitFor(() => expect(router.state.location.search).toEqual({ saques: 2, depositos: 2 }))
    await waitFor(async () => expect(await rows('Depósitos')).toHaveLength(4))
    expect(await rows('Saques')).toHaveLength(2)

    await userEvent.click(
      within(screen.getByRole('navigation', { name: 'Páginas de saques' })).getByRole('link', {
        name: 'Página anterior',
      }),
    )
    await waitFor(() => expect(router.state.location.search).toEqual({ saques: 1, depositos: 2 }))
  })

  it('opens at the pages in the URL; a page that is not a number reads as 1', async () => {
    const requested: string[] = []
    server.events.on('request:start', ({ request }) => {
      const url = new URL(request.url)
      if (url.pathname.startsWith('/api/wallet/')) requested.push(`${url.pathname}${url.search}`)
    })
    await openHistory('/profile/transactions?saques=2&depositos=abc')
    expect(await rows('Saques')).toHaveLength(2)
    expect(requested).toContain('/api/wallet/withdraw?page=2')
    expect(requested).toContain('/api/wallet/deposit?page=1')
  })

  it('no pagination when everything fits one page', async () => {
    server.use(
      override(walletDepositHistory, () =>
        HttpResponse.json({
          deposits: laravelPage([
            {
              id: 1,
              type: 'pix',
              amount: '50.00',
              status: 1,
              dateHumanReadable: 'hoje',
              created_at: '2026-11-01T10:00:00Z',
            },
          ]),
        }),
      ),
    )
    await openHistory()
    expect(await rows('Depósitos')).toHaveLength(1)
    expect(screen.queryByRole('navigation', { name: 'Páginas de depósitos' })).not.toBeInTheDocument()
    expect(screen.getByRole('navigation', { name: 'Páginas de saques' })).toBeInTheDocument()
  })
})

describe('history: empty and failing', () => {
  it('empty states lead to withdraw and deposit', async () => {
    server.use(
      override(walletWithdrawHistory, () => HttpResponse.json({ withdraws: laravelPage([]) })),
      override(walletDepositHistory, () => HttpResponse.json({ deposits: laravelPage([]) })),
    )
    await openHistory()
    const withdrawals = within(await section('Saques'))
    expect(await withdrawals.findByText('Nenhum saque encontrado')).toBeInTheDocument()
    expect(withdrawals.getByRole('link', { name: 'Solicitar saque' })).toHaveAttribute('href', '/profile/withdraw')
    const deposits = within(await section('Depósitos'))
    expect(await deposits.findByText('Nenhum depósito encontrado')).toBeInTheDocument()
    expect(deposits.getByRole('link', { name: 'Fazer um depósito' })).toHaveAttribute('href', '/profile/deposit')
    expect(screen.queryByRole('table')).not.toBeInTheDocument()
  })

  it.each([
    ['no answer', faults.network(), ['Ocorreu um erro na comunicação com o servidor']],
    ['500 with an HTML page', faults.html500(), ['Ocorreu um erro ao processar a resposta do servidor']],
    ['a malformed answer', faults.malformed(), ['Ocorreu um erro ao processar a resposta do servidor']],
    ['400 {error}', faults.json(400, { error: 'Histórico indisponível' }), ['Histórico indisponível']],
    ['422 fields', faults.json(422, { page: ['A página deve ser um número.'] }), ['A página deve ser um número.']],
  ])('withdrawals: %s', async (_, answer, texts) => {
    server.use(override(walletWithdrawHistory, answer))
    await openHistory()
    for (const text of texts) expect(await toast(text)).toBeInTheDocument()
    const withdrawals = within(await section('Saques'))
    expect(withdrawals.getByText('Não foi possível carregar os saques.')).toBeInTheDocument()
    // The other table is not affected.
    expect(await rows('Depósitos')).toHaveLength(10)
    server.resetHandlers()
    await userEvent.click(withdrawals.getByRole('button', { name: 'Tentar novamente' }))
    expect(await rows('Saques')).toHaveLength(10)
  })

  it("deposits: a 500 from the mock shows the catalogue's text, not the body's words", async () => {
    scenarios.setFault('wallet.deposit.history', '500')
    await openHistory()
    expect(await toast('Ocorreu um erro ao processar a resposta do servidor')).toBeInTheDocument()
    expect(screen.queryByText('Server Error')).not.toBeInTheDocument()
    expect(within(await section('Depósitos')).getByText('Não foi possível carregar os depósitos.')).toBeInTheDocument()
  })

  it('no answer in time is a communication error', async () => {
    server.use(override(walletDepositHistory, faults.hang()))
    const { store } = signedInAsDemo({ modalOpen: false })
    configureApi({ timeout: 100 })
    renderRoute('/profile/transactions', { store })
    expect(await toast('Ocorreu um erro na comunicação com o servidor')).toBeInTheDocument()
  })

  it('an expired session (401) ends the session', async () => {
    server.use(override(walletWithdrawHistory, faults.json(401, { error: 'Unauthenticated.' })))
    const { store } = signedInAsDemo({ modalOpen: false })
    configureAppClient()
    renderRoute('/profile/transactions', { store })
    await waitFor(() => expect(store.get(isAuthenticatedAtom)).toBe(false), { timeout: 10_000 })
  })
})

describe('history on a phone', () => {
  const realMatchMedia = window.matchMedia
  afterEach(() => {
    window.matchMedia = realMatchMedia
  })

  function asPhone() {
    window.matchMedia = (query: string) => ({
      ...realMatchMedia(query),
      matches: query === PHONE_MEDIA_QUERY,
      media: query,
    })
  }

  it('each record is a card of labelled values, and the area has its tabs (the four money sections, then the statement and the protection tools)', async () => {
    asPhone()
    await openHistory()
    const withdrawals = within(await section('Saques'))
    const [list] = await withdrawals.findAllByRole('list')
    const cards = within(list!).getAllByRole('listitem')
    expect(cards).toHaveLength(10)
    expect(withdrawals.queryByRole('table')).not.toBeInTheDocument()
    const first = within(cards[0]!)
    const value = (label: string) => first.getByText(label).nextElementSibling?.textContent?.replace(/\s/g, ' ')
    expect(value('Comprovante')).toBe('Processando')
    expect(value('Valor')).toBe(brl(10000))
    expect(value('Status')).toBe('Pendente')
    expect(value('Data')).toBe('01/11/2026 11:20')

    const tabs = within(screen.getByRole('navigation', { name: 'Seções da carteira' }))
    expect(tabs.getAllByRole('link').map((link) => link.textContent)).toEqual([
      'Saldo',
      'Depositar',
      'Sacar',
      'Histórico',
      'Extrato',
      'Limites',
      'Pausa',
    ])
    expect(tabs.getByRole('link', { name: 'Histórico' })).toHaveAttribute('aria-current', 'page')
    expect(tabs.getByRole('link', { name: 'Saldo' })).toHaveAttribute('href', '/profile/wallet')
    expect(screen.queryByRole('complementary', { name: 'Menu da carteira' })).not.toBeInTheDocument()
  })
})
