import { afterEach, describe, expect, it, vi } from 'vitest'
import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { HttpResponse } from 'msw'
import { spinPrizes, spinResult, spinWinners } from '@/api/spin.ts'
import { server } from '@mocks/node.ts'
import { override } from '@mocks/override.ts'
import { SPIN_PRIZES } from '@mocks/spin/spins.ts'
import { formatBRL } from '@/shared/money.ts'
import { faults } from '@/testing/auth-fixtures.ts'
import { signedInAsDemo } from '@/testing/profile-fixtures.ts'
import { renderRoute } from '@/testing/render.tsx'
import { sectorAtRotation } from './rules/wheel.ts'
import { SPIN_DEVICE_KEY } from './device.ts'
import * as sound from './sound.ts'

const brl = (centavos: number) => formatBRL(centavos).replace(/\s/g, ' ')
const realMatchMedia = window.matchMedia

afterEach(() => {
  window.matchMedia = realMatchMedia
  vi.restoreAllMocks()
})

/** prefers-reduced-motion: reduce, as the browser would report it. */
function preferReducedMotion() {
  window.matchMedia = (query: string) => ({
    ...realMatchMedia(query),
    matches: query.includes('prefers-reduced-motion: reduce'),
  })
}

async function openWheel() {
  const view = renderRoute('/landing/spin')
  const dialog = await screen.findByRole('dialog', { name: 'Roleta de prêmios' }, { timeout: 10_000 })
  return { ...view, dialog: within(dialog) }
}

/** The sector the disc stopped on. */
const stoppedSector = () => sectorAtRotation(Number(screen.getByTestId('wheel-disc').dataset.rotation), 20)

describe('spin landing: the wheel', () => {
  it('opens the wheel with its 20 sectors and the winners beside it', async () => {
    const { dialog } = await openWheel()
    expect(dialog.getByRole('img', { name: 'Roleta com 20 prêmios' })).toBeInTheDocument()
    expect(screen.getByTestId('wheel-disc').querySelectorAll('path')).toHaveLength(20)
    const winners = within(await dialog.findByRole('region', { name: 'Últimos ganhadores' }))
    expect((await winners.findAllByRole('listitem')).length).toBe(6)
  })

  it('spins to the server sector, counts the prize up, and Claim Rewards carries it to the registration', async () => {
    const playSound = vi.spyOn(sound, 'playSpinSound')
    const { dialog, router } = await openWheel()
    expect(playSound).not.toHaveBeenCalled()
    await userEvent.click(dialog.getByRole('button', { name: 'Girar a roleta' }))
    // Sound starts from the click: the user gesture the browser asks for.
    expect(playSound).toHaveBeenCalledTimes(1)
    // The wheel turns: the button waits for it, and stops on the server's sector.
    await waitFor(() => expect(Number(screen.getByTestId('wheel-disc').dataset.rotation)).toBeGreaterThan(5 * 360))
    expect(dialog.getByRole('button', { name: 'Girar a roleta' })).toBeDisabled()
    const sector = stoppedSector()
    const prize = Math.round(Number(SPIN_PRIZES[sector]) * 100)
    fireEvent.transitionEnd(screen.getByTestId('wheel-disc'), { propertyName: 'transform' })

    expect(await dialog.findByRole('heading', { name: 'Parabéns!' })).toBeInTheDocument()
    // A bound, not a wait: the count-up runs on animation frames in real time, which a busy 2-core machine slows.
    await waitFor(() => expect(screen.getByTestId('prize-count-up')).toHaveTextContent(brl(prize)), { timeout: 10_000 })

    await userEvent.click(dialog.getByRole('button', { name: 'Resgatar recompensas' }))
    await waitFor(() => expect(router.state.location.pathname).toMatch(/^\/register\/[\w-]+$/))
    expect(
      await screen.findByText(
        'Seu prêmio da roleta será creditado como bônus ao concluir o cadastro.',
        {},
        { timeout: 10_000 },
      ),
    ).toBeInTheDocument()
  }, 30_000)

  it('sends this device id, kept between visits', async () => {
    const calls: unknown[] = []
    server.use(
      override(spinResult, async ({ request }) => {
        calls.push(await request.clone().json())
        return undefined
      }),
    )
    const { dialog } = await openWheel()
    await userEvent.click(dialog.getByRole('button', { name: 'Girar a roleta' }))
    await waitFor(() => expect(calls).toHaveLength(1))
    expect(calls[0]).toEqual({ action: 'start', device_id: localStorage.getItem(SPIN_DEVICE_KEY) })
    expect(localStorage.getItem(SPIN_DEVICE_KEY)).toMatch(/^[A-Za-z0-9-]{8,64}$/)
  })

  it('clamps an index beyond the sectors to the last one', async () => {
    server.use(
      override(spinResult, () =>
        HttpResponse.json({
          status: true,
          data: { index: 99, prize: { value: '30.00', currency: 'BRL' } },
          signature: 'aa',
          nonce: 'bb',
        }),
      ),
    )
    const { dialog } = await openWheel()
    await userEvent.click(dialog.getByRole('button', { name: 'Girar a roleta' }))
    await waitFor(() => expect(Number(screen.getByTestId('wheel-disc').dataset.rotation)).toBeGreaterThan(0))
    expect(stoppedSector()).toBe(19)
  })

  it('under reduced motion, stops at once, shows the whole prize without counting, and plays no sound', async () => {
    preferReducedMotion()
    const playSound = vi.spyOn(sound, 'playSpinSound')
    server.use(
      override(spinResult, () =>
        HttpResponse.json({
          status: true,
          data: { index: 9, prize: { value: '100.00', currency: 'BRL' } },
          signature: 'aa',
          nonce: 'bb',
        }),
      ),
    )
    const { dialog } = await openWheel()
    // Mantine reads the media query after mounting.
    await waitFor(() => expect(screen.getByTestId('wheel-disc').style.transitionDuration).toBe('0ms'))
    await userEvent.click(dialog.getByRole('button', { name: 'Girar a roleta' }))
    expect(await dialog.findByRole('heading', { name: 'Parabéns!' })).toBeInTheDocument()
    expect(screen.getByTestId('prize-count-up')).toHaveTextContent(brl(10000))
    expect(playSound).not.toHaveBeenCalled()
  })

  it('moves the winners list on every 3 s', async () => {
    const { dialog } = await openWheel()
    const winners = within(await dialog.findByRole('region', { name: 'Últimos ganhadores' }))
    const items = await winners.findAllByRole('listitem')
    const second = items[1]?.textContent
    await waitFor(() => expect(winners.getAllByRole('listitem')[0]?.textContent).toBe(second), { timeout: 4500 })
  })
})

describe('spin landing: leaving', () => {
  it('sends a logged-in player home', async () => {
    const { store } = signedInAsDemo({ modalOpen: false })
    const { router } = renderRoute('/landing/spin', { store })
    await waitFor(() => expect(router.state.location.pathname).toBe('/'))
    expect(screen.queryByRole('dialog', { name: 'Roleta de prêmios' })).not.toBeInTheDocument()
  })

  it('closing the wheel goes home', async () => {
    const { dialog, router } = await openWheel()
    await userEvent.click(dialog.getByRole('button', { name: 'Fechar' }))
    await waitFor(() => expect(router.state.location.pathname).toBe('/'))
  })
})

describe('spin landing: failures', () => {
  it.each([
    ['500', faults.html500()],
    ['no answer', faults.network()],
    ['a malformed answer', faults.malformed()],
  ])('the prizes failing (%s) show the failure with a retry that opens the wheel', async (_, answer) => {
    server.use(override(spinPrizes, answer))
    renderRoute('/landing/spin')
    expect(await screen.findByText('Não foi possível carregar a roleta.', {}, { timeout: 10_000 })).toBeInTheDocument()
    server.resetHandlers()
    await userEvent.click(screen.getByRole('button', { name: 'Tentar novamente' }))
    expect(await screen.findByRole('dialog', { name: 'Roleta de prêmios' }, { timeout: 10_000 })).toBeInTheDocument()
  })

  it.each([
    ['409 with the server words', faults.json(409, { message: 'Você já girou a roleta.' }), 'Você já girou a roleta.'],
    ['500', faults.html500(), 'Não foi possível girar a roleta. Tente novamente.'],
    ['no answer', faults.network(), 'Erro de conexão. Verifique sua internet e tente novamente.'],
    ['a malformed answer', faults.malformed(), 'Não foi possível girar a roleta. Tente novamente.'],
  ])('a spin failing (%s) says so and lets the visitor try again', async (_, answer, text) => {
    server.use(override(spinResult, answer))
    const { dialog } = await openWheel()
    await userEvent.click(dialog.getByRole('button', { name: 'Girar a roleta' }))
    expect(await dialog.findByRole('alert')).toHaveTextContent(text)
    expect(dialog.getByRole('button', { name: 'Girar a roleta' })).toBeEnabled()
  })

  it('the winners failing leave the wheel usable and offer a retry', async () => {
    server.use(override(spinWinners, faults.html500()))
    const { dialog } = await openWheel()
    expect(await dialog.findByText('Não foi possível carregar os ganhadores.')).toBeInTheDocument()
    expect(dialog.getByRole('button', { name: 'Girar a roleta' })).toBeEnabled()
    server.resetHandlers()
    await userEvent.click(dialog.getByRole('button', { name: 'Tentar novamente' }))
    expect((await dialog.findAllByRole('listitem')).length).toBe(6)
  })
})
