import { describe, expect, it } from 'vitest'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { server } from '@mocks/node.ts'
import { override } from '@mocks/override.ts'
import { settingsOperator } from '@/api/operator.ts'
import { captureRequests, faults } from '@/testing/auth-fixtures.ts'
import { renderRoute } from '@/testing/render.tsx'

/** The block mounts with its own lazy chunk, a moment after the footer. */
async function operatorBlock(name = 'Operador') {
  const footer = await screen.findByRole('contentinfo', {}, { timeout: 10_000 })
  return within(footer).findByRole('region', { name }, { timeout: 10_000 })
}

describe('the footer’s operator identification', () => {
  it('shows who runs the site, from the settings: names, formatted CNPJ, the act and its date, head office, SAC, ouvidoria', async () => {
    renderRoute('/')
    const block = await operatorBlock()
    expect(await within(block).findByText('Jogada Demonstração Ltda.')).toBeInTheDocument()
    const details = within(block)
    expect(details.getByText('99.999.999/0001-91')).toBeInTheDocument()
    expect(details.getByText(/Portaria SPA\/MF nº 0000\/2026 \(fictícia\), de/)).toBeInTheDocument()
    expect(details.getByText('2 de janeiro de 2026')).toHaveAttribute('datetime', '2026-01-02')
    expect(details.getByText(/Rua Fictícia, 100/)).toBeInTheDocument()
    expect(details.getByRole('link', { name: '(11) 0000-0000' })).toHaveAttribute('href', 'tel:+551100000000')
    expect(details.getByRole('link', { name: 'sac@jogada.example' })).toHaveAttribute(
      'href',
      'mailto:sac@jogada.example',
    )
    expect(details.getByRole('link', { name: '(11) 0000-0001' })).toHaveAttribute('href', 'tel:+551100000001')
    expect(details.getByRole('link', { name: 'ouvidoria@jogada.example' })).toBeInTheDocument()
    // The 18+ mark, the notice and the way to the responsible-gaming page stay beside it.
    const footer = screen.getByRole('contentinfo')
    expect(within(footer).getByText('Proibido para menores de 18 anos')).toBeInTheDocument()
    expect(within(footer).getByText('Jogue com responsabilidade. Jogo para maiores de 18 anos.')).toBeInTheDocument()
  })

  it('writes the act’s date as the player’s language does', async () => {
    renderRoute('/', { locale: 'en' })
    const block = await operatorBlock('Operator')
    expect(await within(block).findByText('January 2, 2026')).toBeInTheDocument()
  })

  it('says it is loading while the call is on its way, and the rest of the footer is already there', async () => {
    server.use(override(settingsOperator, faults.hang()))
    renderRoute('/')
    const block = await operatorBlock()
    expect(within(block).getByRole('status')).toHaveTextContent('Carregando dados do operador…')
    expect(within(screen.getByRole('contentinfo')).getByText('Pagamentos via PIX')).toBeInTheDocument()
  })

  it.each([
    ['a 500', faults.html500()],
    ['no answer', faults.network()],
    ['a malformed body', faults.malformed()],
  ])('after %s, says so in the block with a retry; the page and the footer stay', async (_, fault) => {
    server.use(override(settingsOperator, fault))
    renderRoute('/')
    const block = await operatorBlock()
    expect(await within(block).findByRole('alert')).toHaveTextContent('Não foi possível carregar os dados do operador.')
    const footer = screen.getByRole('contentinfo')
    expect(within(footer).getByRole('link', { name: /Jogo responsável/ })).toBeInTheDocument()
    expect(screen.getByRole('main')).toBeInTheDocument()

    // The retry asks again: once the server answers, the data shows.
    server.resetHandlers()
    const calls = captureRequests(settingsOperator)
    await userEvent.click(within(block).getByRole('button', { name: 'Tentar novamente' }))
    expect(await within(block).findByText('99.999.999/0001-91')).toBeInTheDocument()
    expect(calls).toHaveLength(1)
  })

  it('links to the responsible-gaming page, which opens', async () => {
    const { router } = renderRoute('/')
    const footer = await screen.findByRole('contentinfo', {}, { timeout: 10_000 })
    await userEvent.click(within(footer).getByRole('link', { name: 'Jogo responsável: riscos, ajuda e ferramentas' }))
    await waitFor(() => expect(router.state.location.pathname).toBe('/jogo-responsavel'))
    expect(await screen.findByRole('heading', { level: 1, name: 'Jogo responsável' })).toBeInTheDocument()
  })
})
