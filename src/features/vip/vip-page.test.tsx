import { describe, expect, it } from 'vitest'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { createStore } from 'jotai'
import { HttpResponse } from 'msw'
import { server } from '@mocks/node.ts'
import { override } from '@mocks/override.ts'
import { profileVip, vipLevels } from '@/api/vip.ts'
import { captureRequests } from '@/testing/auth-fixtures.ts'
import { signedInAsDemo } from '@/testing/profile-fixtures.ts'
import { renderRoute } from '@/testing/render.tsx'
import { authModalAtom, signOutAtom } from '@/shared/session.ts'

const heading = () => screen.findByRole('heading', { level: 1, name: 'VIP' }, { timeout: 10_000 })
const box = (name: string) => within(screen.getByRole('region', { name }))

function asVisitor() {
  const store = createStore()
  store.set(signOutAtom)
  return store
}

describe('VIP page: player', () => {
  it('shows the current level, the next one with the valid bet it needs, the points and the tables', async () => {
    const { store } = signedInAsDemo({ modalOpen: false })
    renderRoute('/vip', { store })
    await heading()
    expect(box('Nível atual').getByText('2. Bronze II')).toBeVisible()
    expect(box('Nível atual').getByText(/^Aposta válida total: R\$\s1\.840,50$/)).toBeVisible()
    const next = box('Próximo nível')
    expect(next.getByText('3. Prata I')).toBeVisible()
    expect(next.getByText(/^Aposta válida necessária: R\$\s2\.500,00$/)).toBeVisible()
    expect(next.getByRole('progressbar', { name: 'Progresso até 3. Prata I' })).toHaveAttribute('aria-valuenow', '56')
    expect(next.getByText(/^Faltam R\$\s659,50 em apostas válidas$/)).toBeVisible()
    expect(box('Pontos VIP').getByText('1.840')).toBeVisible()

    const levelUp = screen.getByRole('table', { name: 'Bônus de nível' })
    expect(within(levelUp).getAllByRole('row')).toHaveLength(11)
    const current = within(levelUp).getByRole('rowheader', { name: '2. Bronze II' }).closest('tr')
    expect(current).toHaveAttribute('aria-current', 'true')
    expect(within(current as HTMLElement).getByText(/^R\$\s10,00$/)).toBeVisible()

    await userEvent.click(screen.getByRole('tab', { name: 'Anual' }))
    const yearly = await screen.findByRole('table', { name: 'Anual' })
    const top = within(yearly).getByRole('rowheader', { name: '10. Diamante II' }).closest('tr') as HTMLElement
    expect(within(top).getByText(/^R\$\s12\.000,00$/)).toBeVisible()
  })

  it('at the top level says so instead of a next level', async () => {
    server.use(
      override(profileVip, () =>
        HttpResponse.json({
          vipPoints: 600_000,
          vipLevel: 1,
          totalBet: '600000.00',
          nextLevel: null,
          nivelToday: [{ bet_symbol: 'Diamante', bet_level: 1, bet_required: '500000.00', bet_bonus: '1500.00' }],
        }),
      ),
    )
    const { store } = signedInAsDemo({ modalOpen: false })
    renderRoute('/vip', { store })
    await heading()
    expect(box('Próximo nível').getByText('Você chegou ao nível máximo!')).toBeVisible()
    expect(box('Nível atual').getByText('1. Diamante')).toBeVisible()
  })

  it.each([
    [
      '500',
      () => HttpResponse.json({ message: 'Server Error' }, { status: 500 }),
      'Não foi possível carregar o programa VIP.',
    ],
    ['no answer', () => HttpResponse.error(), 'Erro de conexão. Verifique sua internet e tente novamente.'],
    ['a malformed body', () => HttpResponse.json({ vipPoints: 'x' }), 'Não foi possível carregar o programa VIP.'],
  ])('a failure (%s) shows the page error with a retry that loads it', async (_, answer, text) => {
    server.use(override(profileVip, answer))
    const { store } = signedInAsDemo({ modalOpen: false })
    renderRoute('/vip', { store })
    expect((await screen.findAllByText(text, {}, { timeout: 5000 })).length).toBeGreaterThan(0)
    server.resetHandlers()
    await userEvent.click(screen.getByRole('button', { name: 'Tentar novamente' }))
    expect(await screen.findByRole('region', { name: 'Nível atual' }, { timeout: 10_000 })).toHaveTextContent(
      '2. Bronze II',
    )
  })
})

describe('VIP page: visitor', () => {
  it("shows the levels from the public call and a call to register, without asking for a player's VIP", async () => {
    // A player's page does ask for profile/vip/ (so the check below could fail).
    const playerCalls = captureRequests(profileVip)
    const { store } = signedInAsDemo({ modalOpen: false })
    const player = renderRoute('/vip', { store })
    await heading()
    await waitFor(() => expect(playerCalls).toHaveLength(1))
    player.unmount()

    const calls = captureRequests(profileVip)
    const levels = captureRequests(vipLevels)
    const visitor = asVisitor()
    renderRoute('/vip', { store: visitor })
    await heading()
    expect(screen.getByText('Cadastre-se para subir de nível e ganhar bônus a cada nível alcançado.')).toBeVisible()
    expect(within(screen.getByRole('table', { name: 'Bônus de nível' })).getAllByRole('row')).toHaveLength(11)
    expect(screen.queryByRole('region', { name: 'Nível atual' })).not.toBeInTheDocument()
    expect(levels).toHaveLength(1)
    expect(calls).toHaveLength(0)
    await userEvent.click(screen.getByRole('button', { name: 'Cadastre-se' }))
    expect(visitor.get(authModalAtom)).toBe('register')
  })

  it('a failure of the public levels shows the page error', async () => {
    server.use(override(vipLevels, () => HttpResponse.json({ message: 'Server Error' }, { status: 500 })))
    renderRoute('/vip', { store: asVisitor() })
    expect(
      (await screen.findAllByText('Não foi possível carregar o programa VIP.', {}, { timeout: 5000 })).length,
    ).toBeGreaterThan(0)
  })
})
