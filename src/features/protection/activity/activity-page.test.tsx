import { afterEach, describe, expect, it, vi } from 'vitest'
import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { override } from '@mocks/override.ts'
import { server } from '@mocks/node.ts'
import { db } from '@mocks/db/index.ts'
import { protectionActivity, protectionActivityExport } from '@/api/protection-activity.ts'
import { PHONE_MEDIA_QUERY } from '@/shared/hooks/use-is-phone.ts'
import { isAuthenticatedAtom } from '@/shared/session.ts'
import { captureRequests, configureAppClient, faults } from '@/testing/auth-fixtures.ts'
import { signedInAsDemo } from '@/testing/profile-fixtures.ts'
import { renderRoute } from '@/testing/render.tsx'
import { CSV_BOM } from './rules/csv.ts'

async function openStatement(url = '/profile/activity') {
  const { store } = signedInAsDemo({ modalOpen: false })
  const view = renderRoute(url, { store })
  await screen.findByRole('heading', { level: 1, name: 'Extrato de atividade' }, { timeout: 10_000 })
  return { ...view, store }
}

const region = (name: string) => screen.findByRole('region', { name }, { timeout: 10_000 })
const toast = (text: string) => screen.findByText(text, { selector: '.mantine-Notification-description' })
const text = (element: HTMLElement) => element.textContent?.replace(/\s/g, ' ')

async function entryRows() {
  const table = await within(await region('Movimentações')).findByRole('table', {}, { timeout: 10_000 })
  return within(table).getAllByRole('row').slice(1)
}
const cells = (row: HTMLElement) => within(row).getAllByRole('cell').map(text)

describe('the activity statement', () => {
  // The first render of the route tree loads its chunks: slower than the rest on a busy machine.
  it(
    'lists the last 90 days newest first: date, type, description, signed amount and balance after',
    { timeout: 15_000 },
    async () => {
      await openStatement()
      expect(await screen.findByText('De 04/08/2026 a 01/11/2026')).toBeInTheDocument()
      const rows = await entryRows()
      expect(rows).toHaveLength(20)
      // The seeded withdrawal in analysis, 40 minutes before the reference date (12:00 in Brasília).
      expect(cells(rows[0]!)).toEqual([
        '01/11/2026 11:20:00',
        'Saque',
        'Saque PIX nº 12 solicitado',
        '−R$ 100,00',
        'R$ 300,00',
      ])
      const round = rows.find((row) => cells(row)[1] === 'Rodada')!
      expect(cells(round)[2]).toMatch(/^(Aposta|Prêmio) em \S/)
      const table = within(await region('Movimentações'))
      expect(table.getAllByRole('columnheader').map(text)).toEqual([
        'Data e hora',
        'Tipo',
        'Descrição',
        'Valor',
        'Saldo',
      ])
    },
  )

  it('totals per week, newest first, and for the whole range, each column adding up', async () => {
    await openStatement()
    const totals = within(await region('Resultado por período'))
    const table = await totals.findByRole('table')
    const [head, ...body] = within(table).getAllByRole('row')
    expect(within(head!).getAllByRole('columnheader').map(text)).toEqual([
      'Período',
      'Depósitos',
      'Saques',
      'Apostado',
      'Ganho',
      'Bônus',
      'Resultado',
    ])
    expect(text(within(body[0]!).getByRole('rowheader'))).toBe('26/10/2026 – 01/11/2026')
    const total = body.at(-1)!
    expect(text(within(total).getByRole('rowheader'))).toBe('Total')
    // The pending withdrawal's week: R$ 100,00 asked.
    expect(cells(body[0]!)[1]).toBe('R$ 100,00')
  })

  it('groups by day or month from the address', async () => {
    const { router } = await openStatement()
    const totals = within(await region('Resultado por período'))
    await userEvent.selectOptions(totals.getByRole('combobox', { name: 'Agrupar por' }), 'month')
    await waitFor(() => expect(router.state.location.search).toMatchObject({ grupo: 'month' }))
    // The range's first and last months are clipped to it: 1 November alone, then the whole of October.
    await waitFor(() =>
      expect(within(totals.getByRole('table')).getAllByRole('rowheader').slice(0, 2).map(text)).toEqual([
        '01/11/2026',
        '01/10/2026 – 31/10/2026',
      ]),
    )
  })

  it('narrows to a type (page 1 again) and pages with links that keep the filter', async () => {
    const { router } = await openStatement('/profile/activity?pagina=2')
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Tipo' }), 'deposits')
    await waitFor(() => expect(router.state.location.search).toMatchObject({ tipo: 'deposits', pagina: 1 }))
    await waitFor(async () => expect((await entryRows()).every((row) => cells(row)[1] === 'Depósito')).toBe(true))
    // Deposits in 90 days fit on one page: no page links.
    expect(screen.queryByRole('navigation', { name: 'Páginas do extrato' })).not.toBeInTheDocument()

    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Tipo' }), 'rounds')
    const pages = await screen.findByRole('navigation', { name: 'Páginas do extrato' })
    const first = cells((await entryRows())[0]!)
    await userEvent.click(within(pages).getByRole('link', { name: 'Página 2' }))
    await waitFor(() => expect(router.state.location.search).toMatchObject({ tipo: 'rounds', pagina: 2 }))
    await waitFor(async () => expect(cells((await entryRows())[0]!)).not.toEqual(first))
    expect((await entryRows()).every((row) => cells(row)[1] === 'Rodada')).toBe(true)
  })

  it('a month, and a custom range checked before it is asked for', async () => {
    const { router } = await openStatement()
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Período' }), 'custom')
    // It starts from the days on screen.
    await waitFor(() =>
      expect(router.state.location.search).toMatchObject({ periodo: 'custom', de: '2026-08-04', ate: '2026-11-01' }),
    )
    expect(await screen.findByLabelText('De')).toHaveValue('2026-08-04')
    // jsdom's date input takes a whole value only (typed characters one by one are not a date yet).
    fireEvent.change(await screen.findByLabelText('De'), { target: { value: '2026-10-10' } })
    fireEvent.change(screen.getByLabelText('Até'), { target: { value: '2026-10-01' } })
    await userEvent.click(screen.getByRole('button', { name: 'Aplicar' }))
    expect(await screen.findByRole('alert')).toHaveTextContent('A data final deve ser igual ou posterior à inicial.')
    expect(router.state.location.search).toMatchObject({ de: '2026-08-04', ate: '2026-11-01' })
    fireEvent.change(screen.getByLabelText('Até'), { target: { value: '2026-10-20' } })
    await userEvent.click(screen.getByRole('button', { name: 'Aplicar' }))
    expect(await screen.findByText('De 10/10/2026 a 20/10/2026')).toBeInTheDocument()
    expect(screen.queryByRole('alert')).not.toBeInTheDocument()

    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Período' }), 'month')
    const month = await screen.findByLabelText('Mês')
    // The month of today in Brasília (the page reads the real clock, not the mock's reference date).
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo', year: 'numeric', month: '2-digit' })
    expect(month).toHaveValue(today.format(new Date()))
  }, 15_000)

  it('says so when the period has no movement', async () => {
    await openStatement('/profile/activity?periodo=custom&de=2026-01-01&ate=2026-01-31')
    const list = within(await region('Movimentações'))
    expect(await list.findByText('Nenhuma movimentação neste período.')).toBeInTheDocument()
    expect(list.queryByRole('table')).not.toBeInTheDocument()
  })
})

describe('the export', () => {
  const realCreate = URL.createObjectURL
  const realRevoke = URL.revokeObjectURL
  afterEach(() => {
    URL.createObjectURL = realCreate
    URL.revokeObjectURL = realRevoke
  })

  function captureDownload() {
    const files: Blob[] = []
    const names: string[] = []
    URL.createObjectURL = vi.fn((blob: Blob) => {
      files.push(blob)
      return 'blob:statement'
    })
    URL.revokeObjectURL = vi.fn()
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      names.push(this.download)
    })
    return { files, names }
  }

  it('downloads the whole filtered range as a spreadsheet CSV, not just the page', async () => {
    const download = captureDownload()
    const requests = captureRequests(protectionActivityExport)
    await openStatement('/profile/activity?periodo=month&mes=2026-10&tipo=rounds')
    await entryRows()
    await userEvent.click(screen.getByRole('button', { name: 'Exportar CSV' }))
    await waitFor(() => expect(download.names).toEqual(['extrato-2026-10-01-a-2026-10-31.csv']))
    expect(requests[0]?.url.searchParams.get('type')).toBe('rounds')
    const bytes = new Uint8Array(await download.files[0]!.arrayBuffer())
    expect(download.files[0]!.type).toBe('text/csv;charset=utf-8')
    // UTF-8's byte order mark first (EF BB BF), kept when decoding so the test sees it.
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf])
    const csv = new TextDecoder('utf-8', { ignoreBOM: true }).decode(bytes)
    expect(csv.startsWith(CSV_BOM)).toBe(true)
    const lines = csv.slice(1).split('\r\n').filter(Boolean)
    expect(lines[0]).toBe(
      'Data e hora;Tipo;Descrição;Valor (R$);Saldo após (R$);Saldo em dinheiro (R$);Saldo de bônus (R$)',
    )
    const rounds = db.ledger.where(
      (row) =>
        row.reference.type === 'casino' && row.created_at >= '2026-10-01T03:00' && row.created_at < '2026-11-01T03:00',
    )
    expect(rounds.length).toBeGreaterThan(20)
    expect(lines).toHaveLength(rounds.length + 1)
    // Oldest first, each line a round with its game, a signed decimal-comma amount and the balances.
    expect(lines[1]).toMatch(
      /^\d{2}\/10\/2026 \d{2}:\d{2}:\d{2};Rodada;(Aposta|Prêmio) em [^;]+;-?\d+,\d{2};\d+,\d{2};\d+,\d{2};50,00$/,
    )
  })

  it('a failed export says so and downloads nothing', async () => {
    const download = captureDownload()
    server.use(override(protectionActivityExport, faults.json(500, { message: 'Server Error' })))
    await openStatement()
    await entryRows()
    await userEvent.click(screen.getByRole('button', { name: 'Exportar CSV' }))
    expect(await toast('Não foi possível exportar o extrato.')).toBeInTheDocument()
    expect(download.names).toEqual([])
  })
})

describe('failures', () => {
  it.each([
    ['500', faults.json(500, { message: 'Server Error' }), 'Não foi possível carregar o extrato.'],
    ['no answer', faults.network(), 'Ocorreu um erro na comunicação com o servidor'],
    ['a malformed answer', faults.malformed(), 'Ocorreu um erro ao processar a resposta do servidor'],
    [
      '422 fields',
      faults.json(422, { from: ['O campo data inicial é obrigatório.'] }),
      'O campo data inicial é obrigatório.',
    ],
  ])('%s: says what failed, and Tentar novamente loads it', async (_, answer, notice) => {
    server.use(override(protectionActivity, answer))
    await openStatement()
    expect(await toast(notice)).toBeInTheDocument()
    expect(screen.getAllByText('Não foi possível carregar o extrato.').length).toBeGreaterThan(0)
    expect(screen.queryByText('Server Error')).not.toBeInTheDocument()
    server.resetHandlers()
    await userEvent.click(screen.getByRole('button', { name: 'Tentar novamente' }))
    expect(await entryRows()).toHaveLength(20)
  })

  it('an expired session (401) ends the session', async () => {
    server.use(override(protectionActivity, faults.json(401, { error: 'Unauthenticated.' })))
    const { store } = signedInAsDemo({ modalOpen: false })
    configureAppClient()
    renderRoute('/profile/activity', { store })
    await waitFor(() => expect(store.get(isAuthenticatedAtom)).toBe(false), { timeout: 10_000 })
  })
})

describe('on a phone', () => {
  const realMatchMedia = window.matchMedia
  afterEach(() => {
    window.matchMedia = realMatchMedia
  })

  it('each movement is a card of labelled values', async () => {
    window.matchMedia = (query: string) => ({
      ...realMatchMedia(query),
      matches: query === PHONE_MEDIA_QUERY,
      media: query,
    })
    await openStatement()
    const list = within(await region('Movimentações'))
    const [cardList] = await list.findAllByRole('list')
    const cards = within(cardList!).getAllByRole('listitem')
    expect(cards).toHaveLength(20)
    expect(within(cards[0]!).getByText('Descrição').nextSibling).toHaveTextContent('Saque PIX nº 12 solicitado')
    expect(list.queryByRole('table')).not.toBeInTheDocument()
  })
})
