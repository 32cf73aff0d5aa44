import { afterEach, describe, expect, it } from 'vitest'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { createStore } from 'jotai'
import { HttpResponse } from 'msw'
import { server } from '@mocks/node.ts'
import { override } from '@mocks/override.ts'
import { db } from '@mocks/db/index.ts'
import { clock } from '@mocks/sim/clock.ts'
import { acceptMission, completeMissionNow } from '@mocks/missions/missions.ts'
import { missionsAccept, missionsCollect, missionsList } from '@/api/missions.ts'
import { renderInProviders } from '@/testing/render.tsx'
import { DEMO_ID, signedInAsDemo } from '@/testing/profile-fixtures.ts'
import { authModalAtom, signOutAtom } from '@/shared/session.ts'
import { missionsModalOpenAtom } from '@/shared/ui-state.ts'
import { headerDate } from '../rules/header-date.ts'
import { MissionsModal } from './missions-modal.tsx'

const missionId = (name: string) => db.missions.findBy((m) => m.challenge_name === name)?.id ?? -1

function renderAsPlayer() {
  const { store } = signedInAsDemo({ modalOpen: false })
  store.set(missionsModalOpenAtom, true)
  return { ...renderInProviders(<MissionsModal />, { store }), store }
}

let stopRecording: (() => void) | undefined
afterEach(() => stopRecording?.())

/** The paths of the requests the app makes from now on. */
function recordRequests() {
  const paths: string[] = []
  const listener = ({ request }: { request: Request }) => {
    paths.push(new URL(request.url).pathname)
  }
  server.events.on('request:start', listener)
  stopRecording = () => server.events.removeListener('request:start', listener)
  return paths
}

const dialog = async () => within(await screen.findByRole('dialog', { name: 'Missões' }))
const card = (view: ReturnType<typeof within>, name: string) => within(view.getByRole('article', { name }))

describe('missions modal: visitor', () => {
  it("a player's modal asks for the missions; a visitor's shows 'Log in to view' and asks for nothing", async () => {
    const requests = recordRequests()
    const player = renderAsPlayer()
    expect(await (await dialog()).findByRole('article', { name: 'Giro de Frutas' })).toBeInTheDocument()
    expect(requests).toContain('/api/missions')
    player.unmount()

    requests.length = 0
    const store = createStore()
    // The player's login stored its token; the visitor has none.
    store.set(signOutAtom)
    store.set(missionsModalOpenAtom, true)
    renderInProviders(<MissionsModal />, { store })
    const view = await dialog()
    expect(view.getByText('Faça login para ver')).toBeVisible()
    // Everything the modal could ask for would have been asked by now (the player's list came at this point).
    await userEvent.click(view.getByRole('button', { name: 'Entrar' }))
    expect(store.get(authModalAtom)).toBe('login')
    expect(store.get(missionsModalOpenAtom)).toBe(false)
    expect(requests.filter((path) => path.startsWith('/api/missions'))).toEqual([])
  })
})

describe('missions modal: player', () => {
  it('shows the header, the daily tab with its cards and the progress footer', async () => {
    renderAsPlayer()
    const view = await dialog()
    expect(view.getByRole('status')).toHaveTextContent('Carregando missões…')
    await waitFor(() => expect(view.getAllByRole('article')).toHaveLength(6))
    const fruits = card(view, 'Giro de Frutas')
    expect(view.getByText('Recompensas acumuladas').nextElementSibling).toHaveTextContent(/^R\$\s0,00$/)
    const { day, weekday } = headerDate(new Date(), 'pt-BR')
    expect(view.getByText(day)).toBeVisible()
    expect(view.getByText(new RegExp(weekday))).toBeVisible()
    expect(view.getByRole('tab', { name: 'Missões diárias' })).toHaveAttribute('aria-selected', 'true')

    expect(fruits.getByText('Jogue 3 rodadas de Fruit Party hoje.')).toBeVisible()
    expect(fruits.getByText(/^Bônus: R\$\s5,00$/)).toBeVisible()
    expect(fruits.getByRole('progressbar', { name: 'Progresso de Giro de Frutas' })).toHaveAttribute(
      'aria-valuenow',
      '0',
    )
    expect(fruits.getByRole('button', { name: 'Aceitar' })).toBeEnabled()
    // The long description with markup: stripped and cut at 80 characters.
    const tour = card(view, 'Tour Tropicana').getByText(/^Descubra o catálogo/)
    expect(tour.textContent?.length).toBeLessThanOrEqual(80)
    expect(tour.textContent?.length).toBeGreaterThan(70)
    expect(tour.textContent).toMatch(/…$/)
    expect(tour.textContent).not.toMatch(/</)

    expect(view.getByText('0 de 6 missões concluídas')).toBeVisible()
    expect(view.getByRole('button', { name: 'Coletar recompensas' })).toBeDisabled()
  })

  it('the weekly tab lists the weekly tasks', async () => {
    renderAsPlayer()
    const view = await dialog()
    await userEvent.click(view.getByRole('tab', { name: 'Tarefas semanais' }))
    expect(await view.findByRole('article', { name: 'Semana das Frutas' })).toBeVisible()
    const panel = within(view.getByRole('tabpanel', { name: 'Tarefas semanais' }))
    await waitFor(() => expect(panel.getAllByRole('article')).toHaveLength(4))
    expect(panel.getByText('0 de 4 missões concluídas')).toBeVisible()
  })

  it("Accept: 'Missão aceita com sucesso', the list refreshes and the card is Active", async () => {
    renderAsPlayer()
    const view = await dialog()
    const fruits = within(await view.findByRole('article', { name: 'Giro de Frutas' }))
    await userEvent.click(fruits.getByRole('button', { name: 'Aceitar' }))
    expect(await screen.findByText('Missão aceita com sucesso')).toBeVisible()
    expect(await fruits.findByText('Ativa')).toBeVisible()
    expect(fruits.getByText('0 de 3 rodadas')).toBeVisible()
    expect(fruits.queryByRole('button', { name: 'Aceitar' })).not.toBeInTheDocument()
    expect(db.missionUsers.where((row) => row.user_id === DEMO_ID)).toHaveLength(1)
  })

  it("shows the server's words when it refuses, and the list comes back as the server has it", async () => {
    renderAsPlayer()
    const view = await dialog()
    const button = await within(await view.findByRole('article', { name: 'Giro de Frutas' })).findByRole('button', {
      name: 'Aceitar',
    })
    // Accepted meanwhile (another tab): the server refuses with its words.
    acceptMission(DEMO_ID, missionId('Giro de Frutas'), clock.nowMs())
    await userEvent.click(button)
    expect(await screen.findByText('Você já aceitou esta missão.')).toBeVisible()
    expect(await card(view, 'Giro de Frutas').findByText('Ativa')).toBeVisible()
  })

  it.each([
    [
      '500',
      () => HttpResponse.json({ message: 'Server Error' }, { status: 500 }),
      'Não foi possível aceitar a missão.',
    ],
    ['no answer', () => HttpResponse.error(), 'Erro de conexão. Verifique sua internet e tente novamente.'],
  ])('an accept failure (%s) says so and keeps Accept', async (_, answer, text) => {
    server.use(override(missionsAccept, answer))
    renderAsPlayer()
    const view = await dialog()
    await userEvent.click(
      await within(await view.findByRole('article', { name: 'Giro de Frutas' })).findByRole('button', {
        name: 'Aceitar',
      }),
    )
    expect(await screen.findByText(text)).toBeVisible()
    expect(card(view, 'Giro de Frutas').getByRole('button', { name: 'Aceitar' })).toBeEnabled()
  })

  it('a completed mission can be collected once: the bonus is paid, the accumulated rewards show it', async () => {
    completeMissionNow(DEMO_ID, missionId('Giro de Frutas'), clock.nowMs())
    const bonusBefore = db.wallets.findBy((w) => w.user_id === DEMO_ID && w.active)?.balance_bonus
    renderAsPlayer()
    const view = await dialog()
    const fruits = within(await view.findByRole('article', { name: 'Giro de Frutas' }))
    expect(fruits.getByText('Concluída')).toBeVisible()
    expect(fruits.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '100')
    expect(view.getByText('1 de 6 missões concluídas')).toBeVisible()
    await userEvent.click(view.getByRole('button', { name: 'Coletar recompensas' }))
    expect(await screen.findByText(/^Recompensas coletadas: R\$\s5,00$/)).toBeVisible()
    expect(await fruits.findByText('Coletada')).toBeVisible()
    await waitFor(() =>
      expect(view.getByText('Recompensas acumuladas').nextElementSibling).toHaveTextContent(/^R\$\s5,00$/),
    )
    expect(view.getByRole('button', { name: 'Coletar recompensas' })).toBeDisabled()
    expect(bonusBefore).toBe('50.00')
    expect(db.wallets.findBy((w) => w.user_id === DEMO_ID && w.active)?.balance_bonus).toBe('55.00')
  })

  it('sends Collect Rewards with an idempotency key, and says when nothing was waiting', async () => {
    completeMissionNow(DEMO_ID, missionId('Giro de Frutas'), clock.nowMs())
    const keys: Array<string | null> = []
    server.use(
      override(missionsCollect, ({ request }) => {
        keys.push(request.headers.get('Idempotency-Key'))
        return HttpResponse.json({ status: true, collected: '0.00', count: 0 })
      }),
    )
    renderAsPlayer()
    const view = await dialog()
    await view.findByText('Concluída')
    await userEvent.click(view.getByRole('button', { name: 'Coletar recompensas' }))
    expect(await screen.findByText('Nenhuma recompensa para coletar.')).toBeVisible()
    expect(keys).toHaveLength(1)
    expect(keys[0]).toMatch(/^[0-9a-f-]{36}$/)
  })

  it('a collect failure says so', async () => {
    completeMissionNow(DEMO_ID, missionId('Giro de Frutas'), clock.nowMs())
    server.use(override(missionsCollect, () => HttpResponse.json({ message: 'Server Error' }, { status: 500 })))
    renderAsPlayer()
    const view = await dialog()
    await view.findByText('Concluída')
    await userEvent.click(view.getByRole('button', { name: 'Coletar recompensas' }))
    expect(await screen.findByText('Não foi possível coletar as recompensas.')).toBeVisible()
  })

  it('an empty list says there is no mission', async () => {
    server.use(override(missionsList, () => HttpResponse.json({ missions: [] })))
    renderAsPlayer()
    expect(await (await dialog()).findByText('Nenhuma missão disponível no momento.')).toBeVisible()
  })

  it.each([
    [
      '500',
      () => HttpResponse.json({ message: 'Server Error' }, { status: 500 }),
      'Não foi possível carregar as missões.',
    ],
    ['no answer', () => HttpResponse.error(), 'Erro de conexão. Verifique sua internet e tente novamente.'],
    ['a malformed body', () => HttpResponse.json({ missions: 'nope' }), 'Não foi possível carregar as missões.'],
  ])('a load failure (%s) shows the failure with a retry that loads the list', async (_, answer, toastText) => {
    server.use(override(missionsList, answer))
    renderAsPlayer()
    const view = await dialog()
    expect(await view.findByText('Tentar novamente', {}, { timeout: 5000 })).toBeVisible()
    expect(await screen.findAllByText(toastText)).not.toHaveLength(0)
    server.resetHandlers()
    await userEvent.click(view.getByRole('button', { name: 'Tentar novamente' }))
    expect(await view.findByRole('article', { name: 'Giro de Frutas' })).toBeVisible()
  })

  it('closes with its close button', async () => {
    const { store } = renderAsPlayer()
    await userEvent.click((await dialog()).getByRole('button', { name: 'Fechar' }))
    expect(store.get(missionsModalOpenAtom)).toBe(false)
  })
})
