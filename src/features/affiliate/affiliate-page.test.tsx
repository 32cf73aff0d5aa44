import { describe, expect, it, vi } from 'vitest'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { override } from '@mocks/override.ts'
import { server } from '@mocks/node.ts'
import { db } from '@mocks/db/index.ts'
import { affiliatesGenerate, affiliatesInfo, affiliatesRequest } from '@/api/affiliate.ts'
import { captureRequests, faults } from '@/testing/auth-fixtures.ts'
import { DEMO_ID, signedInAsDemo } from '@/testing/profile-fixtures.ts'
import { renderRoute } from '@/testing/render.tsx'
import { fill } from '@/testing/typing.ts'
import { AffiliatePage } from './affiliate-page.tsx'
import type { QrDownloadResult } from './rules/qr-download.ts'

function toast(text: string) {
  return screen.findByText(text, { selector: '.mantine-Notification-description' })
}

async function openPage(url = '/profile/affiliate') {
  const { store } = signedInAsDemo({ modalOpen: false })
  const view = renderRoute(url, { store })
  await screen.findByRole('heading', { level: 1, name: 'Programa de afiliados' }, { timeout: 10_000 })
  return view
}

describe('affiliate page with a code', () => {
  it('shows the code and link read-only, the share links, the stat cards and how it works', async () => {
    await openPage()
    const code = screen.getByRole('textbox', { name: 'Seu código de indicação' })
    expect(code).toHaveValue('JOGADA1')
    expect(code).toHaveAttribute('readonly')
    const link = screen.getByRole('textbox', { name: 'Seu link de indicação' })
    expect(link).toHaveValue(`${location.origin}/register?code=JOGADA1`)
    expect(screen.getByRole('link', { name: 'WhatsApp' }).getAttribute('href')).toMatch(
      /^https:\/\/wa\.me\/\?text=.*register%3Fcode%3DJOGADA1/,
    )
    expect(screen.getByRole('link', { name: 'Telegram' }).getAttribute('href')).toMatch(
      /^https:\/\/t\.me\/share\/url\?url=/,
    )
    expect(screen.getByText('Indicações').nextElementSibling).toHaveTextContent('4')
    expect(screen.getByText('Ganhos').nextElementSibling).toHaveTextContent('R$ 40,00')
    await waitFor(() => expect(screen.getByText('Revenue share').nextElementSibling).toHaveTextContent('20%'))
    expect(screen.getByText('CPA').nextElementSibling).toHaveTextContent('R$ 10,00')
    expect(screen.getByRole('link', { name: 'Painel de afiliado avançado' })).toHaveAttribute(
      'href',
      '/affiliate/login',
    )
    const steps = within(screen.getByRole('region', { name: 'Como funciona' })).getAllByRole('listitem')
    expect(steps).toHaveLength(3)
  })

  it('shows the _fake revenue share instead of the real one when set', async () => {
    db.users.update(DEMO_ID, { affiliate_revenue_share_fake: 45 })
    await openPage()
    await waitFor(() => expect(screen.getByText('Revenue share').nextElementSibling).toHaveTextContent('45%'))
  })

  it('copies the code and the link, and says so', async () => {
    const user = userEvent.setup()
    await openPage()
    await user.click(screen.getByRole('button', { name: 'Copiar código' }))
    expect(await toast('Código copiado com sucesso')).toBeInTheDocument()
    // Copied, the button's name still contains what it shows (Label in Name), and says which one was copied.
    const copied = screen.getByRole('button', { name: 'Código copiado' })
    expect(copied).toHaveTextContent('Copiado')
    expect(copied.getAttribute('aria-label')?.toLowerCase()).toContain(copied.textContent?.trim().toLowerCase())
    expect(await navigator.clipboard.readText()).toBe('JOGADA1')
    await user.click(screen.getByRole('button', { name: 'Copiar link' }))
    expect(await toast('Link copiado com sucesso')).toBeInTheDocument()
    expect(await navigator.clipboard.readText()).toBe(`${location.origin}/register?code=JOGADA1`)
  })
})

describe('QR code modal', () => {
  async function openQr(result: QrDownloadResult) {
    const download = vi.fn(async (canvas: HTMLCanvasElement | null, name: string) => {
      expect(name).toBe('qrcode-JOGADA1.png')
      return canvas ? result : 'missing'
    })
    const { store } = signedInAsDemo({ modalOpen: false })
    const { renderWithProviders } = await import('@/testing/render.tsx')
    const { affiliateInfoQueryOptions } = await import('./queries.ts')
    const view = renderWithProviders(<AffiliatePage downloadQr={download} />, { store })
    await view.queryClient.ensureQueryData(affiliateInfoQueryOptions())
    await userEvent.click(await screen.findByRole('button', { name: 'QR Code' }, { timeout: 10_000 }))
    const dialog = await screen.findByRole('dialog', { name: 'QR Code do seu link' })
    expect(within(dialog).getByRole('img', { name: 'QR Code do link de indicação' }).tagName).toBe('CANVAS')
    await userEvent.click(within(dialog).getByRole('button', { name: 'Baixar QR Code' }))
    return download
  }

  it('downloads the PNG drawn from its canvas', async () => {
    const download = await openQr('downloaded')
    expect(await toast('QR Code baixado com sucesso')).toBeInTheDocument()
    expect(download).toHaveBeenCalledWith(expect.any(HTMLCanvasElement), 'qrcode-JOGADA1.png')
  })

  it("says 'Erro ao baixar o QR Code' when the browser cannot make the file", async () => {
    await openQr('failed')
    expect(await toast('Erro ao baixar o QR Code')).toBeInTheDocument()
  })
})

describe('QR code modal, no image', () => {
  it("says 'Não foi possível encontrar o QR Code para baixar' when there is no canvas to draw from", async () => {
    const { store } = signedInAsDemo({ modalOpen: false })
    const { renderWithProviders } = await import('@/testing/render.tsx')
    renderWithProviders(<AffiliatePage downloadQr={async () => 'missing'} />, { store })
    await userEvent.click(await screen.findByRole('button', { name: 'QR Code' }, { timeout: 10_000 }))
    const dialog = await screen.findByRole('dialog', { name: 'QR Code do seu link' })
    await userEvent.click(within(dialog).getByRole('button', { name: 'Baixar QR Code' }))
    expect(await toast('Não foi possível encontrar o QR Code para baixar')).toBeInTheDocument()
  })
})

describe('affiliate page without a code', () => {
  it('generates the code, says so and shows the sharing tools', async () => {
    db.users.update(DEMO_ID, { code: null })
    await openPage()
    expect(screen.queryByRole('textbox', { name: 'Seu código de indicação' })).not.toBeInTheDocument()
    await userEvent.click(screen.getByRole('button', { name: 'Gerar meu código' }))
    expect(await toast('Seu código foi gerado com sucesso')).toBeInTheDocument()
    const code = await screen.findByRole('textbox', { name: 'Seu código de indicação' })
    expect(code).toHaveValue(db.users.find(DEMO_ID)?.code)
  })

  it("shows the error body's words, or the fallback on a 500", async () => {
    db.users.update(DEMO_ID, { code: null })
    await openPage()
    server.use(override(affiliatesGenerate, faults.json(400, { error: 'Programa indisponível' })))
    await userEvent.click(screen.getByRole('button', { name: 'Gerar meu código' }))
    expect(await toast('Programa indisponível')).toBeInTheDocument()
    server.use(override(affiliatesGenerate, faults.html500()))
    await userEvent.click(screen.getByRole('button', { name: 'Gerar meu código' }))
    expect(await toast('Erro ao gerar o código')).toBeInTheDocument()
  })
})

describe('affiliate page failures', () => {
  it.each([
    ['a 500', faults.html500()],
    ['no answer', faults.network()],
    ['a malformed body', faults.malformed()],
  ])('shows the failure view with a retry after %s', async (_name, fault) => {
    server.use(override(affiliatesInfo, fault))
    const { store } = signedInAsDemo({ modalOpen: false })
    renderRoute('/profile/affiliate', { store })
    // The failure card and its toast.
    await waitFor(() => expect(screen.getAllByText('Erro ao carregar os dados de afiliado')).toHaveLength(2), { timeout: 10_000 })
    server.resetHandlers()
    await userEvent.click(screen.getByRole('button', { name: 'Tentar novamente' }))
    expect(await screen.findByRole('heading', { level: 1, name: 'Programa de afiliados' })).toBeInTheDocument()
  })
})

describe('withdraw-earnings modal', () => {
  async function openModal() {
    const view = await openPage()
    await waitFor(() => expect(screen.getByText('CPA').nextElementSibling).toHaveTextContent('R$ 10,00'))
    await userEvent.click(screen.getByRole('button', { name: 'Sacar ganhos' }))
    const dialog = await screen.findByRole('dialog', { name: 'Sacar ganhos' })
    return { ...view, dialog: within(dialog) }
  }

  it('starts with refer_rewards and the CPF key, sends the affiliate key type, then goes to the wallet', async () => {
    const calls = captureRequests(affiliatesRequest)
    const { dialog, router } = await openModal()
    expect(dialog.getByRole('textbox', { name: /^Valor/ })).toHaveValue('40')
    expect(dialog.getByRole('combobox', { name: /^Tipo de chave/ })).toHaveValue('document')
    expect(dialog.getByRole('textbox', { name: /^Chave PIX/ })).toHaveValue('529.982.247-25')
    await userEvent.click(dialog.getByRole('button', { name: 'Solicitar saque' }))
    expect(await toast('Saque solicitado com sucesso!')).toBeInTheDocument()
    await waitFor(() => expect(router.state.location.pathname).toBe('/profile/wallet'))
    expect(calls[0]?.body).toEqual({ amount: 40, pix_key: '52998224725', pix_type: 'cpf' })
    expect(calls[0]?.headers.get('Idempotency-Key')).toBeTruthy()
    expect(db.wallets.findBy((w) => w.user_id === DEMO_ID && w.active)?.refer_rewards).toBe('0.00')
  })

  it('requires the key, and sends nothing without it', async () => {
    const calls = captureRequests(affiliatesRequest)
    const { dialog } = await openModal()
    await userEvent.selectOptions(dialog.getByRole('combobox', { name: /^Tipo de chave/ }), 'E-mail')
    expect(dialog.getByRole('textbox', { name: /^Chave PIX/ })).toHaveValue('')
    await userEvent.click(dialog.getByRole('button', { name: 'Solicitar saque' }))
    expect(await dialog.findByText('Por favor, insira sua chave PIX')).toBeInTheDocument()
    expect(calls).toHaveLength(0)
    // The same form sends once the key is there (so the check above could have failed).
    await fill(userEvent, dialog.getByRole('textbox', { name: /^Chave PIX/ }), 'demo@jogada.com.br')
    await userEvent.click(dialog.getByRole('button', { name: 'Solicitar saque' }))
    await waitFor(() => expect(calls).toHaveLength(1))
  })

  it("shows the server's refusal and field errors, keeping what was typed", async () => {
    const { dialog } = await openModal()
    const amount = dialog.getByRole('textbox', { name: /^Valor/ })
    await userEvent.clear(amount)
    await fill(userEvent, amount, '41')
    await userEvent.click(dialog.getByRole('button', { name: 'Solicitar saque' }))
    expect(await toast('Saldo de indicações insuficiente')).toBeInTheDocument()
    expect(amount).toHaveValue('41')

    await userEvent.selectOptions(dialog.getByRole('combobox', { name: /^Tipo de chave/ }), 'Chave Aleatória')
    await fill(userEvent, dialog.getByRole('textbox', { name: /^Chave PIX/ }), 'abc')
    await userEvent.clear(amount)
    await fill(userEvent, amount, '10')
    await userEvent.click(dialog.getByRole('button', { name: 'Solicitar saque' }))
    expect(await dialog.findByText('A chave PIX deve ser uma chave aleatória válida.')).toBeInTheDocument()
  })

  it.each([
    ['a 500', faults.html500(), 'Erro ao processar sua solicitação'],
    ['no answer', faults.network(), 'Erro de conexão'],
  ])('after %s says so and stays open', async (_name, fault, text) => {
    server.use(override(affiliatesRequest, fault))
    const { dialog } = await openModal()
    await userEvent.click(dialog.getByRole('button', { name: 'Solicitar saque' }))
    expect(await toast(text)).toBeInTheDocument()
    expect(dialog.getByRole('textbox', { name: /^Valor/ })).toHaveValue('40')
  })
})
