import { describe, expect, it } from 'vitest'
import { screen, waitFor, within } from '@testing-library/react'
import { server } from '@mocks/node.ts'
import { override } from '@mocks/override.ts'
import { categoriesList } from '@/api/categories.ts'
import { missionsList } from '@/api/missions.ts'
import { settingsOperator } from '@/api/operator.ts'
import { protectionRealityCheck, protectionSession } from '@/api/protection-activity.ts'
import { protectionLimits } from '@/api/protection-limits.ts'
import { settingsData } from '@/api/settings.ts'
import { sportsEvents, sportsLeagues, sportsLiveEvents, sportsNextEvents } from '@/api/sports.ts'
import { profileVip } from '@/api/vip.ts'
import { MissionsModal } from '@/features/missions/components/missions-modal.tsx'
import { missionsModalOpenAtom } from '@/shared/ui-state.ts'
import { faults } from '@/testing/auth-fixtures.ts'
import { signedInAsDemo } from '@/testing/profile-fixtures.ts'
import { renderInProviders, renderRoute } from '@/testing/render.tsx'

/*
 * A backend that lacks a route (docs/architecture.md, "Failures → messages"): only the block or page that needs it
 * says it is not available yet, quietly (no toast), and the rest of the app works. The three ways a real backend says
 * "no such route": a web server's 404 page, Laravel's 405, and Laravel's web app (200 text/html) for an unknown GET.
 */
const missing = [
  ['a 404 page', faults.missing404()],
  ['a 405', faults.missing405()],
] as const

/*
 * Laravel's web app where JSON was expected. The client reads a 2xx that is not JSON as ApiError kind 'malformed',
 * reason 'not-json' (the client's body parsing, being rewritten beside this change): until that lands, these cases
 * fail, as the web page is read as a broken contract.
 */
const webApp = ['its web app (200 text/html, needs the client’s not-json reading)', faults.webApp()] as const

const toasts = () => document.querySelectorAll('.mantine-Notification-root')

/** The footer mounts once the browser is idle, and its operator block with its own chunk a moment after. */
async function operatorBlock() {
  const footer = await screen.findByRole('contentinfo', {}, { timeout: 8000 })
  return within(footer).findByRole('region', { name: 'Operador' }, { timeout: 8000 })
}

describe('a route the backend lacks shows only its own block as unavailable', () => {
  it.each([...missing, webApp])(
    'the footer’s operator block, after %s; the page and the footer stay',
    async (_, answer) => {
      server.use(override(settingsOperator, answer))
      renderRoute('/')
      const block = await operatorBlock()
      expect(await within(block).findByText('A identificação do operador ainda não está disponível.')).toHaveAttribute(
        'role',
        'status',
      )
      expect(within(block).getByRole('button', { name: 'Tentar novamente' })).toBeInTheDocument()
      expect(within(screen.getByRole('contentinfo')).getByText('Pagamentos via PIX')).toBeInTheDocument()
      expect(screen.getByRole('button', { name: 'Entrar' })).toBeInTheDocument()
      expect(screen.queryByText('Não foi possível carregar os dados do operador.')).not.toBeInTheDocument()
    },
  )

  it('a connection failure of the same block is still a failure, not "unavailable"', async () => {
    server.use(override(settingsOperator, faults.network()))
    renderRoute('/')
    const block = await operatorBlock()
    expect(
      await within(block).findByText('Não foi possível carregar os dados do operador.', {}, { timeout: 8000 }),
    ).toBeInTheDocument()
    expect(within(block).queryByText('A identificação do operador ainda não está disponível.')).not.toBeInTheDocument()
  })

  it.each(missing)(
    'the sports home, after %s on every list: each section says so; the sports frame stays',
    async (_, answer) => {
      for (const endpoint of [sportsLiveEvents, sportsEvents, sportsNextEvents, sportsLeagues]) {
        server.use(override(endpoint, answer))
      }
      renderRoute('/sports')
      for (const name of ['Ao vivo agora', 'Principais jogos', 'Próximos eventos']) {
        const section = await screen.findByRole('region', { name })
        // Principais jogos holds two blocks that need a route: its league chips and its list.
        expect(
          (await within(section).findAllByText('Esta seção ainda não está disponível.')).length,
        ).toBeGreaterThanOrEqual(1)
      }
      expect(screen.getByRole('navigation', { name: 'Navegação de esportes' })).toBeInTheDocument()
      expect(screen.getByRole('button', { name: 'Entrar' })).toBeInTheDocument()
      expect(screen.queryByText('Não foi possível carregar as partidas.')).not.toBeInTheDocument()
    },
  )

  it.each([...missing, webApp])(
    'the missions modal, after %s: the missions’ own words, no toast',
    async (_, answer) => {
      server.use(override(missionsList, answer))
      const { store } = signedInAsDemo({ modalOpen: false })
      store.set(missionsModalOpenAtom, true)
      renderInProviders(<MissionsModal />, { store })
      const dialog = within(await screen.findByRole('dialog', { name: 'Missões' }))
      expect(await dialog.findByText('As missões ainda não estão disponíveis.')).toBeInTheDocument()
      expect(dialog.getByRole('tab', { name: 'Tarefas semanais' })).toBeInTheDocument()
      expect(toasts()).toHaveLength(0)
    },
  )

  it('the missions modal’s 500 still says its failure as a toast (what the quiet unavailable state leaves out)', async () => {
    server.use(override(missionsList, faults.html500()))
    const { store } = signedInAsDemo({ modalOpen: false })
    store.set(missionsModalOpenAtom, true)
    renderInProviders(<MissionsModal />, { store })
    await waitFor(() => expect(toasts().length).toBeGreaterThan(0), { timeout: 8000 })
  })

  it.each(missing)(
    'the limits page, after %s: its unavailable card inside the wallet area, no toast',
    async (_, answer) => {
      server.use(override(protectionLimits, answer))
      const { store } = signedInAsDemo({ modalOpen: false })
      renderRoute('/profile/limits', { store })
      expect(await screen.findByRole('heading', { name: 'Indisponível no momento' })).toBeInTheDocument()
      expect(screen.getByText('Os limites ainda não estão disponíveis.')).toBeInTheDocument()
      expect(screen.getByRole('button', { name: 'Tentar novamente' })).toBeInTheDocument()
      expect(await screen.findByRole('button', { name: 'Menu da conta' })).toBeInTheDocument()
      expect(toasts()).toHaveLength(0)
    },
  )

  it('the limits page without the reality check’s routes: the limits, and the reminder’s section says it is not available', async () => {
    server.use(override(protectionRealityCheck, faults.missing405()), override(protectionSession, faults.missing404()))
    const { store } = signedInAsDemo({ modalOpen: false })
    renderRoute('/profile/limits', { store })
    expect(await screen.findByRole('heading', { name: 'Limites', level: 1 })).toBeInTheDocument()
    const reminder = screen.getByRole('region', { name: 'Lembrete de tempo de jogo' })
    expect(
      await within(reminder).findByText('O lembrete de tempo de jogo ainda não está disponível.'),
    ).toBeInTheDocument()
    expect(within(reminder).queryByRole('radio')).not.toBeInTheDocument()
  })

  it.each([...missing, webApp])('VIP, after %s: its own words in the page, the shell stays', async (_, answer) => {
    server.use(override(profileVip, answer))
    const { store } = signedInAsDemo({ modalOpen: false })
    renderRoute('/vip', { store })
    expect(await screen.findByText('O programa VIP ainda não está disponível.')).toBeInTheDocument()
    expect(screen.getByRole('heading', { name: 'Indisponível no momento' })).toBeInTheDocument()
    expect(await screen.findByRole('button', { name: 'Menu da conta' })).toBeInTheDocument()
    expect(toasts()).toHaveLength(0)
  })
})

describe('the app shell needs nothing a plain backend may lack', () => {
  it('renders with the operator, the categories, the protection and the sports routes all missing', async () => {
    for (const endpoint of [settingsOperator, categoriesList, protectionLimits, protectionRealityCheck]) {
      server.use(override(endpoint, faults.missing404()))
    }
    for (const endpoint of [sportsLiveEvents, sportsEvents, sportsNextEvents, sportsLeagues]) {
      server.use(override(endpoint, faults.missing405()))
    }
    const { store } = signedInAsDemo({ modalOpen: false })
    renderRoute('/', { store })
    expect(await screen.findByRole('button', { name: 'Menu da conta' }, { timeout: 8000 })).toBeInTheDocument()
    expect(screen.getByRole('main')).toBeInTheDocument()
    // The block may still be loading when the footer shows: wait for its own words.
    const block = await operatorBlock()
    expect(
      await within(block).findByText('A identificação do operador ainda não está disponível.', {}, { timeout: 8000 }),
    ).toBeInTheDocument()
    expect(screen.queryByRole('heading', { name: 'Algo deu errado' })).not.toBeInTheDocument()
  })

  it.each([
    ['a 404 page', faults.missing404()],
    ['a body the contract cannot read', faults.malformed()],
  ])(
    'settings/data answered with %s: built-in settings and a line that says so, not a full-screen error',
    async (_, answer) => {
      server.use(override(settingsData, answer))
      renderRoute('/')
      expect(
        await screen.findByText(
          'As configurações do site não puderam ser carregadas: o app usa as configurações padrão por enquanto.',
        ),
      ).toBeInTheDocument()
      expect(screen.getByRole('button', { name: 'Entrar' })).toBeInTheDocument()
      expect(screen.getByRole('main')).toBeInTheDocument()
      expect(screen.queryByRole('heading', { name: 'Algo deu errado' })).not.toBeInTheDocument()
    },
  )

  it('settings/data with no answer at all is still the full-screen error with its retry (nothing else would load)', async () => {
    server.use(override(settingsData, faults.network()))
    renderRoute('/')
    expect(await screen.findByRole('heading', { name: 'Algo deu errado' }, { timeout: 8000 })).toBeInTheDocument()
    expect(screen.queryByText(/configurações padrão/)).not.toBeInTheDocument()
  })
})
