import { describe, expect, it } from 'vitest'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { server } from '@mocks/node.ts'
import { renderRoute } from '@/testing/render.tsx'

async function openPage(locale?: 'en' | 'es') {
  const view = renderRoute('/jogo-responsavel', locale ? { locale } : {})
  await screen.findByRole('heading', { level: 1 }, { timeout: 5000 })
  return view
}

/** Answers question `index` (1-based) of the self-assessment. */
async function answer(index: number, value: 'Sim' | 'Não') {
  const groups = screen.getAllByRole('radiogroup')
  const group = groups[index - 1]
  if (!group) throw new Error(`no question ${index}`)
  await userEvent.click(within(group).getByRole('radio', { name: value }))
}

describe('/jogo-responsavel', () => {
  it('is a public page with its heading, a table of contents and one region per part', async () => {
    await openPage()
    expect(screen.getByRole('heading', { level: 1, name: 'Jogo responsável' })).toBeInTheDocument()
    const toc = within(screen.getByRole('navigation', { name: 'Nesta página' }))
    const parts = [
      ['Os riscos das apostas', '#riscos'],
      ['Sinais de alerta e autoavaliação', '#sinais'],
      ['Onde buscar ajuda', '#ajuda'],
      ['Suas ferramentas de controle', '#ferramentas'],
      ['Autoexclusão em todas as casas de apostas', '#autoexclusao'],
    ] as const
    for (const [name, href] of parts) {
      expect(toc.getByRole('link', { name })).toHaveAttribute('href', href)
      const region = screen.getByRole('region', { name })
      expect(region).toHaveAttribute('id', href.slice(1))
    }
  })

  it('the self-assessment counts the answers once all are given and says what they mean, sending nothing', async () => {
    const requests: string[] = []
    const record = ({ request }: { request: Request }) => void requests.push(request.url)
    server.events.on('request:start', record)
    try {
      await openPage()
      // The footer's operator block calls the API once the page is up: the listener sees the app's calls.
      await screen.findByText('99.999.999/0001-91', {}, { timeout: 5000 })
      const seen = requests.length
      expect(seen).toBeGreaterThan(0)

      const status = within(screen.getByRole('region', { name: 'Sinais de alerta e autoavaliação' })).getByRole(
        'status',
      )
      const count = screen.getAllByRole('radiogroup').length
      expect(count).toBe(6)
      expect(status).toHaveTextContent('Faltam 6 perguntas para ver o resultado.')

      for (let i = 1; i <= count; i += 1) await answer(i, 'Não')
      expect(status).toHaveTextContent('Nenhuma resposta “sim”.')
      expect(status).toHaveTextContent('Suas respostas não mostram sinais de alerta.')

      await answer(2, 'Sim')
      expect(status).toHaveTextContent('1 resposta “sim”.')
      expect(status).toHaveTextContent('Há sinais de alerta. Vale definir limites agora')

      await answer(4, 'Sim')
      await answer(5, 'Sim')
      expect(status).toHaveTextContent('3 respostas “sim”.')
      expect(status).toHaveTextContent('Há vários sinais de alerta')
      expect(status).toHaveTextContent('Esta avaliação não é um diagnóstico')

      await userEvent.click(screen.getByRole('button', { name: 'Responder de novo' }))
      expect(status).toHaveTextContent('Faltam 6 perguntas para ver o resultado.')
      expect(screen.queryAllByRole('radio', { checked: true })).toHaveLength(0)
      // Nothing went out while answering.
      expect(requests).toHaveLength(seen)
    } finally {
      server.events.removeListener('request:start', record)
    }
  })

  it('lists where to get help: CVV 188, the SUS’s CAPS and Jogadores Anônimos, opening in a new tab', async () => {
    await openPage()
    const help = within(screen.getByRole('region', { name: 'Onde buscar ajuda' }))
    expect(help.getByRole('link', { name: '188' })).toHaveAttribute('href', 'tel:188')
    for (const [name, href] of [
      [/cvv\.org\.br/, 'https://cvv.org.br'],
      [/gov\.br\/saude/, 'https://www.gov.br/saude/pt-br/composicao/saes/desmad/raps/caps'],
      [/jogadoresanonimos\.com\.br/, 'https://jogadoresanonimos.com.br'],
    ] as const) {
      const link = help.getByRole('link', { name })
      expect(link).toHaveAttribute('href', href)
      expect(link).toHaveAttribute('target', '_blank')
      expect(link).toHaveAttribute('rel', 'noopener noreferrer')
      expect(link).toHaveAccessibleName(expect.stringContaining('(abre em nova aba)'))
    }
  })

  it('links the player’s tools and the national self-exclusion platform', async () => {
    const { router } = await openPage()
    const tools = within(screen.getByRole('region', { name: 'Suas ferramentas de controle' }))
    expect(tools.getByRole('link', { name: 'Limites de depósito, de perda e de tempo' })).toHaveAttribute(
      'href',
      '/profile/limits',
    )
    expect(tools.getByRole('link', { name: 'Pausa e autoexclusão' })).toHaveAttribute('href', '/profile/pause')
    expect(tools.getByRole('link', { name: 'Extrato de atividade' })).toHaveAttribute('href', '/profile/activity')
    const national = within(screen.getByRole('region', { name: 'Autoexclusão em todas as casas de apostas' }))
    expect(national.getByRole('link', { name: /Plataforma Centralizada de Autoexclusão/ })).toHaveAttribute(
      'href',
      'https://www.gov.br/autoexclusaoapostas',
    )
    // A visitor following a tool is asked to log in first, as every profile page does.
    await userEvent.click(tools.getByRole('link', { name: 'Pausa e autoexclusão' }))
    await waitFor(() => expect(router.state.location.pathname).not.toBe('/jogo-responsavel'))
  })

  it.each([
    ['en', 'Responsible gaming', 'Where to get help'],
    ['es', 'Juego responsable', 'Dónde buscar ayuda'],
  ] as const)('reads in %s', async (locale, title, help) => {
    await openPage(locale)
    expect(screen.getByRole('heading', { level: 1, name: title })).toBeInTheDocument()
    expect(screen.getByRole('region', { name: help })).toBeInTheDocument()
  })
})
