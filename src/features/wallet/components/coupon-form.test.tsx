import { describe, expect, it } from 'vitest'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { HttpResponse } from 'msw'
import { server } from '@mocks/node.ts'
import { override } from '@mocks/override.ts'
import { couponRedeem } from '@/api/wallet-area.ts'
import { scenarios } from '@mocks/scenarios.ts'
import { formatBRL } from '@/shared/money.ts'
import { captureRequests, faults } from '@/testing/auth-fixtures.ts'
import { signedInAsDemo } from '@/testing/profile-fixtures.ts'
import { renderRoute } from '@/testing/render.tsx'
import { fill } from '@/testing/typing.ts'

async function openCoupon() {
  const { store } = signedInAsDemo({ modalOpen: false })
  const view = renderRoute('/profile/wallet', { store })
  const card = within(await screen.findByRole('region', { name: 'Cupom' }, { timeout: 10_000 }))
  return { ...view, card }
}

const field = (card: ReturnType<typeof within>) => card.getByRole('textbox', { name: 'Código do cupom' })
const apply = (card: ReturnType<typeof within>) => card.getByRole('button', { name: 'Aplicar cupom' })
const toast = (text: string) => screen.findByText(text, { selector: '.mantine-Notification-description' })
const bonus = () => within(screen.getByRole('region', { name: 'Saldo' })).getByText('Bônus').nextElementSibling
const brl = (centavos: number) => formatBRL(centavos).replace(/\s/g, ' ')

/** Pastes a code on the way to its answer (src/testing/typing.ts) and sends it with Enter in the field. */
async function sendCode(card: ReturnType<typeof within>, code: string) {
  await fill(userEvent, field(card), code)
  await userEvent.keyboard('{Enter}')
}

describe('coupon', () => {
  it('an empty code sends nothing', async () => {
    const calls = captureRequests(couponRedeem)
    const { card } = await openCoupon()
    expect(apply(card)).toBeDisabled()
    await fill(userEvent, field(card), '   ')
    expect(apply(card)).toBeDisabled()
    await userEvent.type(field(card), '{Enter}')
    expect(calls).toHaveLength(0)
  })

  it('applies a seeded coupon: the success text, the field cleared, the bonus reloaded', async () => {
    const calls = captureRequests(couponRedeem)
    const { card } = await openCoupon()
    await waitFor(() => expect(bonus()).toHaveTextContent(brl(5000)))
    await fill(userEvent, field(card), ' bemvindo ')
    await userEvent.click(apply(card))
    expect(await toast('Cupom aplicado com sucesso!')).toBeInTheDocument()
    expect(calls).toHaveLength(1)
    expect(calls[0]!.body).toEqual({ code: 'bemvindo' })
    expect(field(card)).toHaveValue('')
    await waitFor(() => expect(bonus()).toHaveTextContent(brl(7000)))
  })

  it("shows the server's own success words", async () => {
    server.use(
      override(couponRedeem, () => HttpResponse.json({ status: true, message: 'Você ganhou R$ 10 de bônus!' })),
    )
    const { card } = await openCoupon()
    await sendCode(card, 'SEXTOU')
    expect(await toast('Você ganhou R$ 10 de bônus!')).toBeInTheDocument()
  })

  it("a refused coupon shows the server's message and keeps the code", async () => {
    const { card } = await openCoupon()
    await fill(userEvent, field(card), 'NATAL2025')
    await userEvent.click(apply(card))
    expect(await toast('Cupom inválido ou expirado.')).toBeInTheDocument()
    expect(field(card)).toHaveValue('NATAL2025')

    await userEvent.clear(field(card))
    await sendCode(card, 'BEMVINDO')
    expect(await toast('Cupom aplicado com sucesso!')).toBeInTheDocument()
    await sendCode(card, 'BEMVINDO')
    expect(await toast('Você já utilizou este cupom.')).toBeInTheDocument()
  })

  it.each([
    ['500 with an HTML page', faults.html500(), 'Erro ao aplicar o cupom'],
    ['no answer', faults.network(), 'Erro ao aplicar o cupom'],
    ['a malformed answer', faults.json(200, { status: 'talvez' }), 'Erro ao aplicar o cupom'],
    ['status false without words', faults.json(200, { status: false }), 'Erro ao aplicar o cupom'],
    [
      'status false with words',
      faults.json(200, { status: false, message: 'Cupom só para novos jogadores' }),
      'Cupom só para novos jogadores',
    ],
    ['422 fields', faults.json(422, { code: ['O campo código é obrigatório.'] }), 'O campo código é obrigatório.'],
  ])('%s', async (_, answer, text) => {
    server.use(override(couponRedeem, answer))
    const { card } = await openCoupon()
    await sendCode(card, 'SEXTOU')
    expect(await toast(text)).toBeInTheDocument()
    expect(field(card)).toHaveValue('SEXTOU')
  })

  it("a 500 from the mock shows the catalogue's text, not Laravel's message", async () => {
    scenarios.setFault('profile.coupon.redeem', '500')
    const { card } = await openCoupon()
    await sendCode(card, 'SEXTOU')
    expect(await toast('Erro ao aplicar o cupom')).toBeInTheDocument()
    expect(screen.queryByText('Server Error')).not.toBeInTheDocument()
  })

  it('a retry after no answer is sent with the same idempotency key (the first may have reached the server)', async () => {
    let down = true
    server.use(override(couponRedeem, () => (down ? HttpResponse.error() : undefined)))
    const calls = captureRequests(couponRedeem)
    const { card } = await openCoupon()
    await sendCode(card, 'SEXTOU')
    expect(await toast('Erro ao aplicar o cupom')).toBeInTheDocument()
    down = false
    await waitFor(() => expect(apply(card)).toBeEnabled())
    await userEvent.click(apply(card))
    expect(await toast('Cupom aplicado com sucesso!')).toBeInTheDocument()
    expect(calls).toHaveLength(2)
    expect(calls[0]!.headers.get('Idempotency-Key')).toMatch(/^[0-9a-f-]{36}$/)
    expect(calls[1]!.headers.get('Idempotency-Key')).toBe(calls[0]!.headers.get('Idempotency-Key'))
  })

  it('a double press sends one request', async () => {
    const calls = captureRequests(couponRedeem)
    const { card } = await openCoupon()
    await fill(userEvent, field(card), 'SEXTOU')
    await userEvent.dblClick(apply(card))
    expect(await toast('Cupom aplicado com sucesso!')).toBeInTheDocument()
    expect(calls).toHaveLength(1)
  })
})
