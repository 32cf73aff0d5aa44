import { afterEach, describe, expect, it } from 'vitest'
import { act, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { HttpResponse } from 'msw'
import { createStore } from 'jotai'
import { callApi } from '@/api/client.ts'
import {
  sportsNextEvents,
  sportsStoreMultiple,
  sportsStoreSingle,
  type BetRefusalWire,
  type BetSubmission,
} from '@/api/sports.ts'
import { profileWallet } from '@/api/wallet.ts'
import { captureRequests, faults } from '@/testing/auth-fixtures.ts'
import { signedInAsDemo } from '@/testing/profile-fixtures.ts'
import { renderWithProviders } from '@/testing/render.tsx'
import { formatBRL } from '@/shared/money.ts'
import { slipEvent, withOdd } from '@/testing/slip-fixtures.ts'
import { EMPTY_SLIP, togglePick, type Pick } from '../rules/slip.ts'
import { acceptHigherOddsAtom, slipAtom } from '../state.ts'
import { BetSlipPanel, BetSlipSheet } from './bet-slip.tsx'
import { myBetsQueryOptions } from '../queries.ts'

const [first, second] = [slipEvent(1), slipEvent(2)]
const home = (event = first): Pick => ({ event, marketIndex: 0, valueIndex: 0 })

function seed(store: ReturnType<typeof createStore>, ...picks: Pick[]) {
  store.set(slipAtom, picks.reduce(togglePick, EMPTY_SLIP))
}

async function openSignedIn(...picks: Pick[]) {
  const { store } = signedInAsDemo({ modalOpen: false })
  seed(store, ...picks)
  const view = renderWithProviders(<BetSlipPanel />, { store })
  // The wallet has loaded when the submit button shows.
  await screen.findByRole('button', { name: /^Fazer aposta/ }, { timeout: 10_000 })
  return { ...view, store }
}

/** An amount as the page's text reads (the text matcher turns formatBRL's no-break space into a space). */
const shown = (centavos: number) => formatBRL(centavos).replace(/\s/g, ' ')
const toast = (text: string) => screen.findByText(text, { selector: '.mantine-Notification-description' })
const entries = () => within(screen.getByRole('list', { name: 'Seleções' })).queryAllByRole('listitem')
const refusal = (odd: number | null, suspended = false): BetRefusalWire => ({
  message: 'As odds mudaram.',
  errors: { bets: ['As odds de uma seleção mudaram. Confira e aceite as novas odds.'] },
  changes: [{ bet_id: '1-0-0', event_id: 1, market: 'Match Winner', value: 'Home', old_odd: 1.85, odd, suspended }],
})

afterEach(() => localStorage.clear())

describe('bet slip', () => {
  it('a visitor sees the picks and the login prompt with a link to /login, never a submit button', async () => {
    const store = createStore()
    seed(store, home())
    renderWithProviders(<BetSlipPanel />, { store })
    expect(await screen.findByText('Faça login para fazer suas apostas')).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Entrar' })).toHaveAttribute('href', '/login')
    expect(entries()).toHaveLength(1)
    expect(screen.queryByRole('button', { name: /^Fazer aposta/ })).not.toBeInTheDocument()
  })

  it('an empty slip says so; the header collapses and expands the panel', async () => {
    renderWithProviders(<BetSlipPanel />)
    expect(await screen.findByText('Seu boletim está vazio. Escolha uma odd para começar.')).toBeVisible()
    const toggle = screen.getByRole('button', { name: /Boletim de apostas/ })
    expect(toggle).toHaveAttribute('aria-expanded', 'true')
    await userEvent.click(toggle)
    expect(toggle).toHaveAttribute('aria-expanded', 'false')
    expect(screen.queryByText('Seu boletim está vazio. Escolha uma odd para começar.')).not.toBeInTheDocument()
    await userEvent.click(toggle)
    expect(screen.getByText('Seu boletim está vazio. Escolha uma odd para começar.')).toBeVisible()
  })

  it('Simple: stakes default to R$ 10,00, quick stakes and typing change the return; remove and Clear', async () => {
    await openSignedIn(home(), { event: first, marketIndex: 1, valueIndex: 0 })
    expect(screen.getByRole('tab', { name: 'Simples' })).toHaveAttribute('aria-selected', 'true')
    const [over, homeRow] = entries() as [HTMLElement, HTMLElement]
    expect(within(homeRow).getByRole('textbox', { name: 'Valor da aposta' })).toHaveValue('10,00')
    expect(within(homeRow).getByText(shown(1850))).toBeInTheDocument()
    await userEvent.click(within(homeRow).getByRole('button', { name: `Definir valor ${formatBRL(2500)}` }))
    expect(within(homeRow).getByText(shown(4625))).toBeInTheDocument()
    const field = within(over).getByRole('textbox', { name: 'Valor da aposta' })
    await userEvent.clear(field)
    await userEvent.type(field, '0,5')
    expect(await within(over).findByText(`A aposta mínima é ${shown(100)}`)).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Fazer apostas simples' })).toBeDisabled()
    await userEvent.type(field, '0')
    await userEvent.clear(field)
    await userEvent.type(field, '3')
    expect(within(over).getByText(shown(615))).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Fazer apostas simples' })).toBeEnabled()
    expect(screen.getByText(shown(2800))).toBeInTheDocument() // total stake 25 + 3

    await userEvent.click(within(over).getByRole('button', { name: /^Remover Mais de 2,5/ }))
    expect(entries()).toHaveLength(1)
    await userEvent.click(screen.getByRole('button', { name: 'Limpar' }))
    expect(screen.getByText('Seu boletim está vazio. Escolha uma odd para começar.')).toBeInTheDocument()
  })

  it('Multiple: places one accumulator with its stake, then shows the message, clears the slip and refreshes the balance', async () => {
    const sent = captureRequests(sportsStoreMultiple, () =>
      HttpResponse.json({ message: 'Aposta múltipla registrada!' }),
    )
    const { store } = await openSignedIn(home(), home(second))
    expect(screen.getByRole('tab', { name: 'Múltipla' })).toHaveAttribute('aria-selected', 'true')
    expect(screen.getByText('3,42')).toBeInTheDocument() // 1.85 × 1.85
    await userEvent.click(screen.getByRole('button', { name: `Definir valor ${formatBRL(2500)}` }))
    const wallets = captureRequests(profileWallet)
    await userEvent.click(screen.getByRole('button', { name: 'Fazer aposta múltipla' }))

    expect(await toast('Aposta múltipla registrada!')).toBeInTheDocument()
    expect(sent).toHaveLength(1)
    const body = sent[0]!.body as BetSubmission
    expect(body).toMatchObject({ total_bets: '25.00', total_earnings: '85.56' })
    expect(body.bets.map((bet) => bet.bet_id)).toEqual(['2-0-0', '1-0-0'])
    expect(sent[0]!.headers.get('Idempotency-Key')).toBeTruthy()
    expect(store.get(slipAtom).entries).toEqual([])
    await waitFor(() => expect(wallets.length).toBeGreaterThan(0))
  })

  it("names markets and selections in the player's language, and places them in the feed's words", async () => {
    const sent = captureRequests(sportsStoreSingle, () => HttpResponse.json({ message: 'Aposta registrada!' }))
    await openSignedIn(home(), { event: first, marketIndex: 1, valueIndex: 0 })
    const [over, homeRow] = entries() as [HTMLElement, HTMLElement]
    expect(within(homeRow).getByText('Resultado final')).toBeInTheDocument()
    expect(within(homeRow).getByText('Casa')).toBeInTheDocument()
    expect(within(over).getByText('Total de gols')).toBeInTheDocument()
    expect(within(over).getByText('Mais de 2,5')).toBeInTheDocument()
    expect(screen.queryByText(/Match Winner|Over 2\.5|Goals Over\/Under/)).not.toBeInTheDocument()

    await userEvent.click(screen.getByRole('button', { name: 'Fazer apostas simples' }))
    expect(await toast('Aposta registrada!')).toBeInTheDocument()
    const body = sent[0]!.body as BetSubmission
    expect(body.bets.map((bet) => [bet.bets.name, bet.oddsSelected.value])).toEqual([
      ['Goals Over/Under', 'Over 2.5'],
      ['Match Winner', 'Home'],
    ])
  })

  it('a market the live odds show suspended cannot be placed, and says why; it can be placed once it reopens', async () => {
    const { queryClient } = await openSignedIn(home())
    const submit = () => screen.getByRole('button', { name: 'Fazer apostas simples' })
    expect(submit()).toBeEnabled()
    const suspended = { ...first, bets: first.bets.map((market, index) => ({ ...market, suspended: index === 0 })) }
    act(() => {
      queryClient.setQueryData(['sports', 'event', 1], suspended)
    })
    expect(await screen.findByText('Mercado suspenso: esta seleção não pode ser apostada agora.')).toBeInTheDocument()
    expect(submit()).toBeDisabled()
    expect(submit()).toHaveAccessibleDescription('Remova as seleções suspensas para apostar.')
    act(() => {
      queryClient.setQueryData(['sports', 'event', 1], first)
    })
    await waitFor(() => expect(submit()).toBeEnabled())
  })

  it('a tab whose mode the entries do not match cannot submit: Multiple needs two events', async () => {
    await openSignedIn(home(), { event: first, marketIndex: 1, valueIndex: 0 })
    await userEvent.click(screen.getByRole('tab', { name: 'Múltipla' }))
    const submit = screen.getByRole('button', { name: 'Fazer aposta múltipla' })
    expect(submit).toBeDisabled()
    expect(submit).toHaveAccessibleDescription('A múltipla não aceita duas seleções do mesmo evento.')
  })

  it('refused for changed odds: the slip stays, shows old and new odds, and needs Aceitar novas odds', async () => {
    const sent = captureRequests(sportsStoreSingle, faults.json(422, refusal(1.7)))
    const { store } = await openSignedIn(home())
    await userEvent.click(screen.getByRole('button', { name: 'Fazer apostas simples' }))
    expect(await toast('As odds de uma seleção mudaram. Confira e aceite as novas odds.')).toBeInTheDocument()
    expect(screen.getByRole('alert', { name: 'Aposta não registrada' })).toHaveTextContent(
      'As odds de uma seleção mudaram.',
    )
    expect(screen.getByText('A odd caiu de 1,85 para 1,70')).toBeInTheDocument()
    expect(store.get(slipAtom).entries).toHaveLength(1)
    expect(screen.getByRole('button', { name: 'Fazer apostas simples' })).toBeDisabled()

    await userEvent.click(screen.getByRole('button', { name: 'Aceitar novas odds' }))
    expect(store.get(slipAtom).entries[0]!.odd).toBe(1.7)
    sent.length = 0
    answerWith(sportsStoreSingle, { message: 'Aposta registrada!' })
    await userEvent.click(screen.getByRole('button', { name: 'Fazer apostas simples' }))
    expect(await toast('Aposta registrada!')).toBeInTheDocument()
  })

  it('refused for a suspended market: the entry says so and blocks placement until removed', async () => {
    captureRequests(sportsStoreSingle, faults.json(422, refusal(null, true)))
    await openSignedIn(home(), home(second))
    await userEvent.click(screen.getByRole('tab', { name: 'Simples' }))
    await userEvent.click(screen.getByRole('button', { name: 'Fazer apostas simples' }))
    expect(await screen.findByText('Mercado suspenso: esta seleção não pode ser apostada agora.')).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Fazer apostas simples' })).toHaveAccessibleDescription(
      'Remova as seleções suspensas para apostar.',
    )
    await userEvent.click(screen.getByRole('button', { name: /^Remover Casa de Mandante 1/ }))
    expect(screen.getByRole('button', { name: 'Fazer apostas simples' })).toBeEnabled()
  })

  it.each([
    ['low balance (the server’s words)', faults.json(400, { error: 'Saldo insuficiente' }), 'Saldo insuficiente'],
    ['a 500', faults.html500(), 'Não foi possível registrar sua aposta. Tente novamente.'],
    ['a malformed answer', faults.malformed(), 'Ocorreu um erro ao processar a resposta do servidor'],
  ])('%s: the notice shows, the slip and stakes stay', async (_name, answer, text) => {
    captureRequests(sportsStoreSingle, answer)
    const { store } = await openSignedIn(home())
    await userEvent.click(screen.getByRole('button', { name: `Definir valor ${formatBRL(5000)}` }))
    await userEvent.click(screen.getByRole('button', { name: 'Fazer apostas simples' }))
    expect(await toast(text)).toBeInTheDocument()
    expect(store.get(slipAtom).entries[0]!.stake).toBe(5000)
    expect(screen.getByRole('textbox', { name: 'Valor da aposta' })).toHaveValue('50,00')
  })

  it('no answer: says so, and trying the same slip again reuses its idempotency key', async () => {
    let fail = true
    const sent = captureRequests(sportsStoreSingle, () =>
      fail ? HttpResponse.error() : HttpResponse.json({ message: 'Aposta registrada!' }),
    )
    await openSignedIn(home())
    await userEvent.click(screen.getByRole('button', { name: 'Fazer apostas simples' }))
    expect(await toast('Sem resposta do servidor. Verifique sua conexão e tente novamente.')).toBeInTheDocument()
    fail = false
    await userEvent.click(screen.getByRole('button', { name: 'Fazer apostas simples' }))
    expect(await toast('Aposta registrada!')).toBeInTheDocument()
    expect(sent).toHaveLength(2)
    expect(sent[1]!.headers.get('Idempotency-Key')).toBe(sent[0]!.headers.get('Idempotency-Key'))
  })

  it('follows live odds from the sports pages’ cache; higher odds are taken automatically when the player chose so', async () => {
    const { queryClient, store } = await openSignedIn(home())
    act(() => {
      queryClient.setQueryData(['sports', 'events', null], [withOdd(first, 0, 0, 2)])
    })
    expect(await screen.findByText('A odd subiu de 1,85 para 2,00')).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Fazer apostas simples' })).toBeDisabled()

    await userEvent.click(screen.getByRole('checkbox', { name: 'Aceitar automaticamente odds maiores' }))
    await waitFor(() => expect(store.get(slipAtom).entries[0]!.odd).toBe(2))
    expect(store.get(acceptHigherOddsAtom)).toBe(true)
    expect(screen.getByRole('button', { name: 'Fazer apostas simples' })).toBeEnabled()

    // Lower odds still ask.
    act(() => {
      queryClient.setQueryData(['sports', 'event', 1], withOdd(first, 0, 0, 1.5))
    })
    expect(await screen.findByText('A odd caiu de 2,00 para 1,50')).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Fazer apostas simples' })).toBeDisabled()
  })

  it('phones: a button with the count opens the slip as a bottom sheet', async () => {
    const store = createStore()
    seed(store, home(), home(second))
    renderWithProviders(<BetSlipSheet />, { store })
    const open = await screen.findByRole('button', { name: 'Boletim de apostas 2 seleções' })
    await userEvent.click(open)
    const sheet = await screen.findByRole('dialog', { name: 'Boletim de apostas' })
    expect(within(sheet).getAllByRole('listitem')).toHaveLength(2)
    await userEvent.click(within(sheet).getByRole('button', { name: 'Fechar boletim de apostas' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
  })

  it('phones: an empty slip counts "0 seleções" (Portuguese puts zero in the plural)', async () => {
    renderWithProviders(<BetSlipSheet />, { store: createStore() })
    expect(await screen.findByRole('button', { name: 'Boletim de apostas 0 seleções' })).toBeInTheDocument()
  })
})

function answerWith(endpoint: typeof sportsStoreSingle, body: { message: string }) {
  captureRequests(endpoint, () => HttpResponse.json(body))
}

describe('bet slip against the seeded mock sportsbook', () => {
  it('places a multiple of two real events: the balance falls by the stake and the ticket is in my bets', async () => {
    const { nextevents: events } = await callApi(sportsNextEvents, {})
    const open = events.filter((event) => event.bets.length > 0 && !event.bets[0]!.suspended).slice(0, 2)
    expect(open).toHaveLength(2)
    const { store, queryClient } = await openSignedIn(...open.map((event) => home(event)))
    const before = (await callApi(profileWallet, {})).wallet.balance
    await userEvent.click(screen.getByRole('button', { name: `Definir valor ${formatBRL(2500)}` }))
    await userEvent.click(screen.getByRole('button', { name: 'Fazer aposta múltipla' }))
    await waitFor(() => expect(store.get(slipAtom).entries).toEqual([]), { timeout: 10_000 })
    expect((await callApi(profileWallet, {})).wallet.balance).toBe(before - 2500)
    const tickets = await queryClient.fetchQuery(myBetsQueryOptions('open', 1))
    expect(tickets.data[0]).toMatchObject({ type: 'multiple', total_bets: 2500 })
    expect(tickets.data[0]!.selections.map((selection) => selection.bet_id)).toEqual(
      [...open].reverse().map((event) => `${event.id}-0-0`),
    )
  })
})
