import { afterEach, describe, expect, it } from 'vitest'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { renderRoute } from '@/testing/render.tsx'
import { contactLink } from '@/shared/contact-links.ts'
import { staticMediaQueryList } from '@/testing/media.ts'

const realMatchMedia = window.matchMedia

function emulatePhone() {
  window.matchMedia = (query: string) => staticMediaQueryList(query, query.includes('max-width'))
}

afterEach(() => {
  window.matchMedia = realMatchMedia
})

describe('footer', () => {
  it('shows the secure-site badges, PIX, the copyright with the software name and the 18+ notice', async () => {
    renderRoute('/')
    const footer = await screen.findByRole('contentinfo', {}, { timeout: 10_000 })
    const badges = within(footer).getByRole('list', { name: 'Selos de segurança' })
    expect(within(badges).getByText('Site seguro (SSL)')).toBeInTheDocument()
    expect(within(badges).getByText('Proibido para menores de 18 anos')).toBeInTheDocument()
    expect(within(footer).getByText('Pagamentos via PIX')).toBeInTheDocument()
    expect(
      within(footer).getByText(`© ${new Date().getFullYear()} Jogada. Todos os direitos reservados.`),
    ).toBeInTheDocument()
    expect(within(footer).getByText('Jogue com responsabilidade. Jogo para maiores de 18 anos.')).toBeInTheDocument()
  })

  it('on desktop, WhatsApp opens a QR code drawn locally, and Voltar closes it', async () => {
    renderRoute('/')
    const footer = await screen.findByRole('contentinfo', {}, { timeout: 10_000 })
    await userEvent.click(within(footer).getByRole('button', { name: 'WhatsApp' }))
    const dialog = await screen.findByRole('dialog', { name: 'WhatsApp' })
    const qr = within(dialog).getByRole('img', { name: 'Código QR do WhatsApp' })
    // An inline SVG, not an <img> from a QR image service.
    expect(qr.tagName.toLowerCase()).toBe('svg')
    expect(qr.querySelectorAll('path').length).toBeGreaterThan(0)
    expect(within(dialog).getByRole('link', { name: 'Abrir o WhatsApp neste computador' })).toHaveAttribute(
      'href',
      'https://wa.me/5511999999999?text=Ol%C3%A1%2C%20Jogada!',
    )
    await userEvent.click(within(dialog).getByRole('button', { name: 'Voltar' }))
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'WhatsApp' })).not.toBeInTheDocument())
  })

  it('on desktop, Telegram opens its own QR modal', async () => {
    renderRoute('/')
    await userEvent.click(
      within(await screen.findByRole('contentinfo', {}, { timeout: 10_000 })).getByRole('button', { name: 'Telegram' }),
    )
    const dialog = await screen.findByRole('dialog', { name: 'Telegram' })
    expect(within(dialog).getByRole('img', { name: 'Código QR do Telegram' })).toBeInTheDocument()
  })

  it('on phones, the buttons are the links themselves', async () => {
    emulatePhone()
    renderRoute('/')
    const footer = await screen.findByRole('contentinfo', {}, { timeout: 10_000 })
    const whatsapp = within(footer).getByRole('link', { name: 'WhatsApp' })
    expect(whatsapp).toHaveAttribute('href', 'https://wa.me/5511999999999?text=Ol%C3%A1%2C%20Jogada!')
    expect(whatsapp).toHaveAttribute('target', '_blank')
    expect(within(footer).getByRole('link', { name: 'Telegram' })).toHaveAttribute('href', 'https://t.me/jogada_demo')
    expect(within(footer).queryByRole('button', { name: 'WhatsApp' })).not.toBeInTheDocument()
  })
})

describe('contactLink', () => {
  it('keeps full links and builds them from numbers and handles', () => {
    expect(contactLink('whatsapp', 'https://wa.me/5511')).toBe('https://wa.me/5511')
    expect(contactLink('whatsapp', '+55 (11) 99999-9999')).toBe('https://wa.me/5511999999999')
    expect(contactLink('telegram', '@jogada')).toBe('https://t.me/jogada')
    expect(contactLink('telegram', 't.me/jogada')).toBe('https://t.me/jogada')
    expect(contactLink('whatsapp', '123')).toBeNull()
    expect(contactLink('telegram', '')).toBeNull()
    expect(contactLink('telegram', null)).toBeNull()
  })
})
