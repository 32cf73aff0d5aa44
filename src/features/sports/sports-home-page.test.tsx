import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { sportsEvents, sportsLeagues, sportsLiveEvents, sportsNextEvents } from '@/api/sports.ts'
import { db } from '@mocks/db/index.ts'
import { server } from '@mocks/node.ts'
import { answer, override } from '@mocks/override.ts'
import { faults } from '@/testing/auth-fixtures.ts'
import { staticMediaQueryList } from '@/testing/media.ts'
import { renderRoute } from '@/testing/render.tsx'
import { eventsFixture, leaguesFixture, liveEventFixture } from '@/testing/sports-fixtures.ts'
import { DESKTOP_QUERY } from './slip/components/bet-slip.tsx'

const realMatchMedia = window.matchMedia

/** A laptop's window: the slip is the panel beside the page (DESKTOP_QUERY), not the phone's bottom sheet. */
function emulateDesktop() {
  window.matchMedia = (query: string) => staticMediaQueryList(query, query === DESKTOP_QUERY)
}

afterEach(() => {
  window.matchMedia = realMatchMedia
})

const section = async (name: string) => within(await screen.findByRole('region', { name }, { timeout: 10_000 }))

beforeEach(() => {
  server.use(
    override(sportsLeagues, answer(sportsLeagues, { leagues: leaguesFixture })),
    override(sportsLiveEvents, answer(sportsLiveEvents, { liveevents: eventsFixture(2, liveEventFixture, 900) })),
    override(sportsEvents, answer(sportsEvents, { events: eventsFixture(4) })),
    override(sportsNextEvents, answer(sportsNextEvents, { nextevents: eventsFixture(3, undefined, 100) })),
  )
})

describe('sports home', () => {
  it('shows the live carousel, Main Games with league chips and Next Events; a chip filters by league in the address', async () => {
    const user = userEvent.setup()
    const requested: (string | null)[] = []
    server.use(
      override(sportsEvents, ({ request }) => {
        const category = new URL(request.url).searchParams.get('category')
        requested.push(category)
        return answer(sportsEvents, { events: category ? eventsFixture(1, undefined, 50) : eventsFixture(4) })()
      }),
    )
    const { router } = renderRoute('/sports')
    const live = await section('Ao vivo agora')
    expect(await live.findAllByRole('article')).toHaveLength(2)
    const main = await section('Principais jogos')
    expect(await main.findAllByRole('article')).toHaveLength(4)
    expect(await (await section('Próximos eventos')).findAllByRole('article')).toHaveLength(3)

    const chips = within(await main.findByRole('navigation', { name: 'Ligas' }))
    expect(chips.getByRole('link', { name: 'Todas' })).toHaveAttribute('aria-current', 'page')
    await user.click(await chips.findByRole('link', { name: /Premier League/ }))
    await waitFor(() => expect(main.getAllByRole('article')).toHaveLength(1))
    expect(router.state.location.search).toEqual({ liga: 'Premier League' })
    expect(requested).toEqual([null, 'Premier League'])
    expect(chips.getByRole('link', { name: /Premier League/ })).toHaveAttribute('aria-current', 'page')
  })

  it('a visitor sees the odds, and the slip asks them to log in to bet', async () => {
    emulateDesktop()
    const user = userEvent.setup()
    renderRoute('/sports')
    const main = await screen.findByRole('region', { name: 'Principais jogos' }, { timeout: 10_000 })
    await within(main).findAllByRole('article')
    const firstOdd = main.querySelector<HTMLButtonElement>('button[data-bet]:enabled')
    if (!firstOdd) throw new Error('no odd to pick in Principais jogos')
    expect(firstOdd).toHaveTextContent(/\d,\d\d/)

    await user.click(firstOdd)
    expect(firstOdd).toHaveAttribute('aria-pressed', 'true')
    const slip = within(screen.getByRole('region', { name: 'Boletim de apostas' }))
    expect(await slip.findByText('Faça login para fazer suas apostas')).toBeInTheDocument()
    expect(slip.getByRole('link', { name: 'Entrar' })).toHaveAttribute('href', '/login')
  })

  it('shows twelve placeholder cards while the events load', async () => {
    server.use(override(sportsEvents, faults.hang()))
    renderRoute('/sports')
    const main = await section('Principais jogos')
    const status = await main.findByRole('status')
    expect(status).toHaveTextContent('Carregando partidas…')
    expect(within(status).getByTestId('event-skeletons').children).toHaveLength(12)
  })

  it('says when there are no matches, and Next Events has its own empty text', async () => {
    server.use(
      override(sportsEvents, answer(sportsEvents, { events: [] })),
      override(sportsNextEvents, answer(sportsNextEvents, { nextevents: [] })),
    )
    renderRoute('/sports')
    expect(await (await section('Principais jogos')).findByText('Nenhuma partida encontrada')).toBeInTheDocument()
    expect(
      await (await section('Próximos eventos')).findByText('Nenhum próximo evento por enquanto.'),
    ).toBeInTheDocument()
  })

  it.each([
    ['a 500', faults.json(500, { message: 'trace' })],
    ['no answer', faults.network()],
    ['a malformed body', faults.malformed()],
  ])('events failing with %s end loading with a retry line that recovers', async (_, fault) => {
    const user = userEvent.setup()
    let fail = true
    server.use(override(sportsEvents, () => (fail ? fault() : undefined)))
    renderRoute('/sports')
    const main = await section('Principais jogos')
    expect(await main.findByText('Não foi possível carregar as partidas.', {}, { timeout: 4000 })).toBeInTheDocument()
    expect(main.queryByRole('status')).not.toBeInTheDocument()
    fail = false
    await user.click(main.getByRole('button', { name: 'Tentar novamente' }))
    expect(await main.findAllByRole('article')).toHaveLength(4)
  })

  it("shows the server's words when the leagues fail", async () => {
    server.use(override(sportsLeagues, faults.json(400, { error: 'Ligas indisponíveis no momento' })))
    renderRoute('/sports')
    const main = await section('Principais jogos')
    expect(await main.findByText('Ligas indisponíveis no momento', {}, { timeout: 4000 })).toBeInTheDocument()
    expect(main.getByRole('button', { name: 'Tentar novamente' })).toBeInTheDocument()
  })

  it('shows every message the server sent when the leagues fail, not only the first', async () => {
    server.use(
      override(
        sportsLeagues,
        faults.json(422, {
          errors: { leagues: ['Ligas indisponíveis no momento'], retry: ['Tente de novo em instantes'] },
        }),
      ),
    )
    renderRoute('/sports')
    const main = await section('Principais jogos')
    expect(await main.findByText(/Ligas indisponíveis no momento/, {}, { timeout: 4000 })).toBeInTheDocument()
    expect(main.getByText(/Tente de novo em instantes/)).toBeInTheDocument()
  })

  it('shows the maintenance image instead of any sports page while football is off', async () => {
    db.settings.update({ turn_on_football: false })
    renderRoute('/sports/live')
    expect(await screen.findByRole('img', { name: 'Campo de futebol em manutenção' })).toBeInTheDocument()
    expect(screen.getByRole('heading', { name: 'Apostas esportivas em manutenção' })).toBeInTheDocument()
    expect(screen.queryByRole('navigation', { name: 'Navegação de esportes' })).not.toBeInTheDocument()
  })
})
