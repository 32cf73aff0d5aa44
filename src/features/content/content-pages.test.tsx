import { afterEach, describe, expect, it, vi } from 'vitest'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { db } from '@mocks/db/index.ts'
import { renderRoute } from '@/testing/render.tsx'
import { fill } from '@/testing/typing.ts'
import { missionsModalOpenAtom } from '@/shared/ui-state.ts'
import * as load from './documents/load.ts'

const heading = (name: string) => screen.findByRole('heading', { level: 1, name }, { timeout: 10_000 })
const plain = (text: string | null | undefined) => (text ?? '').replace(/\s/g, ' ')

afterEach(() => {
  vi.restoreAllMocks()
})

describe('promotions', () => {
  it('shows the welcome bonus with the settings figures, missions, VIP and referral, each with its terms', async () => {
    renderRoute('/promotion')
    await heading('Promoções')
    const cards = within(screen.getByRole('list', { name: 'Promoções' })).getAllByRole('article')
    expect(cards.map((card) => within(card).getByRole('heading').textContent)).toEqual([
      'Bônus de boas-vindas',
      'Missões diárias e semanais',
      'Programa VIP',
      'Indique e ganhe',
    ])
    const welcome = within(cards[0]!)
    expect(plain(welcome.getByText(/no primeiro depósito/).textContent)).toBe(
      '100% no primeiro depósito, até R$ 500,00',
    )
    expect(plain(welcome.getByText(/Depósito mínimo/).textContent)).toBe('Depósito mínimo: R$ 20,00')
    expect(welcome.getByText('Rollover: 10x o valor do bônus')).toBeInTheDocument()
    expect(welcome.getByRole('link', { name: 'Ver termos' })).toHaveAttribute('href', '/terms/bonus-welcome')
    expect(welcome.getByRole('link', { name: 'Depositar' })).toHaveAttribute('href', '/profile/deposit')
    for (const card of cards.slice(1))
      expect(within(card).getByRole('link', { name: 'Ver termos' })).toHaveAttribute('href', '/terms/bonus')
    expect(within(cards[2]!).getByRole('link', { name: 'Ver níveis VIP' })).toHaveAttribute('href', '/vip')
    expect(within(cards[3]!).getByRole('link', { name: 'Meu código de indicação' })).toHaveAttribute(
      'href',
      '/profile/affiliate',
    )
  })

  it('the missions card opens the missions modal', async () => {
    const { store } = renderRoute('/promotion')
    await heading('Promoções')
    await userEvent.click(screen.getByRole('button', { name: 'Ver missões' }))
    expect(store.get(missionsModalOpenAtom)).toBe(true)
  })

  it('follows the settings: no welcome bonus at 0 %, no cap and no rollover when they are off', async () => {
    db.settings.update({ max_bonus: null, disable_rollover: true })
    const first = renderRoute('/promotion')
    await heading('Promoções')
    expect(await screen.findByText('100% no primeiro depósito')).toBeInTheDocument()
    expect(screen.getByText('Sem rollover')).toBeInTheDocument()
    first.unmount()
    localStorage.clear()

    db.settings.update({ initial_bonus: 0 })
    renderRoute('/promotion')
    await heading('Promoções')
    await waitFor(() => expect(screen.queryByRole('heading', { name: 'Bônus de boas-vindas' })).not.toBeInTheDocument())
    expect(screen.getByRole('heading', { name: 'Programa VIP' })).toBeInTheDocument()
  })
})

describe('support', () => {
  it('offers WhatsApp, Telegram and e-mail from the settings, 24/7', async () => {
    renderRoute('/support')
    await heading('Suporte')
    expect(screen.getByText('Atendimento 24 horas por dia, 7 dias por semana.')).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'WhatsApp' })).toHaveAttribute(
      'href',
      'https://wa.me/5511999999999?text=Ol%C3%A1%2C%20Jogada!',
    )
    expect(screen.getByRole('link', { name: 'Telegram' })).toHaveAttribute('href', 'https://t.me/jogada_demo')
    expect(screen.getByRole('link', { name: 'E-mail: suporte@jogada.example' })).toHaveAttribute(
      'href',
      'mailto:suporte@jogada.example',
    )
  })

  it('shows the FAQ by category, answers folded until opened, with the settings figures', async () => {
    renderRoute('/support')
    await heading('Suporte')
    for (const name of ['Depósitos', 'Saques', 'Conta', 'Bônus', 'Jogo responsável']) {
      expect(await screen.findByRole('heading', { level: 3, name })).toBeInTheDocument()
    }
    const question = screen.getByText('Qual é o valor mínimo e máximo de depósito?')
    const entry = question.closest('details')!
    expect(entry).not.toHaveAttribute('open')
    await userEvent.click(question)
    expect(entry).toHaveAttribute('open')
    expect(plain(within(entry).getByText(/depósito mínimo/).textContent)).toBe(
      'O depósito mínimo é de R$ 20,00 e o máximo de R$ 5.000,00 por operação.',
    )
  })

  it('searches without accents or case, opens what it found, keeps the search in the address', async () => {
    const { router } = renderRoute('/support')
    await heading('Suporte')
    await screen.findByRole('heading', { level: 3, name: 'Depósitos' })
    await fill(userEvent, screen.getByRole('searchbox', { name: 'Buscar nas perguntas frequentes' }), 'SENHA')
    await waitFor(() => expect(screen.getAllByRole('group')).toHaveLength(1))
    const found = screen.getByText('Esqueci minha senha. Como recupero?').closest('details')!
    expect(found).toHaveAttribute('open')
    expect(within(found).getByText(/siga o link enviado para o seu e-mail/)).toBeVisible()
    expect(screen.getByRole('status', { name: '' })).toHaveTextContent('1 resposta(s) encontrada(s)')
    expect(screen.queryByRole('heading', { level: 3, name: 'Depósitos' })).not.toBeInTheDocument()
    await waitFor(() => expect(router.state.location.search).toEqual({ busca: 'SENHA' }))

    await userEvent.clear(screen.getByRole('searchbox'))
    await fill(userEvent, screen.getByRole('searchbox'), 'deposito minimo')
    expect(await screen.findByText('Qual é o valor mínimo e máximo de depósito?')).toBeInTheDocument()
  })

  it('says when nothing matches', async () => {
    renderRoute('/support?busca=criptomoeda')
    await heading('Suporte')
    expect(
      await screen.findByText(
        'Nenhuma resposta encontrada para “criptomoeda”. Tente outras palavras ou fale com o suporte.',
      ),
    ).toBeInTheDocument()
    expect(screen.queryByRole('group')).not.toBeInTheDocument()
  })

  it('the FAQ failing to load keeps the contacts and offers a retry', async () => {
    const spy = vi.spyOn(load, 'loadFaq').mockRejectedValueOnce(new Error('chunk failed'))
    renderRoute('/support')
    await heading('Suporte')
    expect(await screen.findByText('Não foi possível carregar as perguntas frequentes.')).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'WhatsApp' })).toBeInTheDocument()
    await userEvent.click(screen.getByRole('button', { name: 'Tentar novamente' }))
    expect(await screen.findByRole('heading', { level: 3, name: 'Depósitos' })).toBeInTheDocument()
    expect(spy).toHaveBeenCalledTimes(2)
  })

  it('the FAQ says it is loading', async () => {
    let release: () => void = () => {}
    const real = load.loadFaq
    vi.spyOn(load, 'loadFaq').mockImplementationOnce(
      (locale) => new Promise((resolve) => (release = () => resolve(real(locale)))),
    )
    renderRoute('/support')
    await heading('Suporte')
    expect(await screen.findByText('Carregando perguntas frequentes…')).toBeInTheDocument()
    release()
    expect(await screen.findByRole('heading', { level: 3, name: 'Depósitos' })).toBeInTheDocument()
  })
})

describe('support centre', () => {
  it('is a page of its own at /support-center: topics, the FAQ search and the contacts', async () => {
    const { router } = renderRoute('/support-center')
    await heading('Central de ajuda')
    expect(router.state.location.pathname).toBe('/support-center')
    const topics = within(await screen.findByRole('group', { name: 'Tópicos de ajuda' }))
    expect(topics.getByRole('button', { name: 'Todos os tópicos' })).toHaveAttribute('aria-pressed', 'true')
    expect(topics.getByRole('button', { name: /^Depósitos 3 perguntas$/ })).toHaveAttribute('aria-pressed', 'false')
    expect(screen.getByRole('searchbox', { name: 'Buscar nas perguntas frequentes' })).toBeInTheDocument()
    expect(screen.getByRole('heading', { level: 3, name: 'Saques' })).toBeInTheDocument()
    expect(screen.getByText('Atendimento 24 horas por dia, 7 dias por semana.')).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'WhatsApp' })).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'E-mail: suporte@jogada.example' })).toBeInTheDocument()
  })

  it('a topic narrows the FAQ to its questions and is kept in the address; the search looks within it', async () => {
    const { router } = renderRoute('/support-center')
    const topics = within(await screen.findByRole('group', { name: 'Tópicos de ajuda' }, { timeout: 10_000 }))
    await userEvent.click(topics.getByRole('button', { name: /^Saques/ }))
    await waitFor(() => expect(router.state.location.search).toEqual({ topico: 'saques' }))
    expect(topics.getByRole('button', { name: /^Saques/ })).toHaveAttribute('aria-pressed', 'true')
    expect(screen.getByRole('heading', { level: 3, name: 'Saques' })).toBeInTheDocument()
    expect(screen.queryByRole('heading', { level: 3, name: 'Depósitos' })).not.toBeInTheDocument()

    await fill(userEvent, screen.getByRole('searchbox'), 'minutos')
    await waitFor(() => expect(router.state.location.search).toEqual({ topico: 'saques', busca: 'minutos' }))
    expect(screen.getByText('Quanto tempo leva um saque?').closest('details')).toHaveAttribute('open')
    // A word of another topic finds nothing here.
    await userEvent.clear(screen.getByRole('searchbox'))
    await fill(userEvent, screen.getByRole('searchbox'), 'senha')
    expect(await screen.findByText(/^Nenhuma resposta encontrada para “senha”/)).toBeInTheDocument()

    await userEvent.click(topics.getByRole('button', { name: 'Todos os tópicos' }))
    expect(await screen.findByText('Esqueci minha senha. Como recupero?')).toBeInTheDocument()
  })

  it('the FAQ failing to load keeps the contacts and offers a retry', async () => {
    vi.spyOn(load, 'loadFaq').mockRejectedValueOnce(new Error('chunk failed'))
    renderRoute('/support-center')
    await heading('Central de ajuda')
    expect(await screen.findByText('Não foi possível carregar as perguntas frequentes.')).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'WhatsApp' })).toBeInTheDocument()
    await userEvent.click(screen.getByRole('button', { name: 'Tentar novamente' }))
    expect(await screen.findByRole('group', { name: 'Tópicos de ajuda' })).toBeInTheDocument()
  })
})

describe('terms pages', () => {
  it.each([
    ['/terms/service', 'Termos de serviço', 21],
    ['/terms/privacy-policy', 'Política de privacidade', 11],
    ['/terms/bonus', 'Termos de bônus', 7],
    ['/terms/bonus-welcome', 'Bônus de boas-vindas', 6],
    ['/terms/conditions-reference', 'Condições de referência', 6],
  ])('%s: %s with a table of contents linking every section', async (url, title, sections) => {
    renderRoute(url)
    await heading(title)
    const toc = within(await screen.findByRole('navigation', { name: 'Índice' }))
    const links = toc.getAllByRole('link')
    expect(links).toHaveLength(sections)
    for (const link of links) {
      const id = link.getAttribute('href')!.slice(1)
      const target = document.getElementById(id)
      expect(target?.tagName).toBe('H2')
      expect(target).toHaveTextContent(link.textContent)
    }
    const others = within(screen.getByRole('navigation', { name: 'Outros documentos' })).getAllByRole('link')
    expect(others).toHaveLength(4)
  })

  it('the service terms name the software from the settings, 18+ and one account per person', async () => {
    db.settings.update({ software_name: 'Bet Sol' })
    renderRoute('/terms/service')
    await heading('Termos de serviço')
    expect(
      await screen.findByRole('heading', { level: 2, name: '3. Elegibilidade: maiores de 18 anos' }),
    ).toBeInTheDocument()
    expect(screen.getByRole('heading', { level: 2, name: '5. Uma conta por pessoa' })).toBeInTheDocument()
    await waitFor(() =>
      expect(screen.getByText(/Cada pessoa pode ter apenas uma conta na Bet Sol\./)).toBeInTheDocument(),
    )
  })

  it('the welcome-bonus terms print the settings figures', async () => {
    renderRoute('/terms/bonus-welcome')
    await heading('Bônus de boas-vindas')
    expect(plain((await screen.findByText(/bônus de 100%/)).textContent)).toContain('até R$ 500,00')
    expect(screen.getByText(/apostar 10 vezes o valor do bônus/)).toBeInTheDocument()
  })

  it('shows the document in the active language', async () => {
    renderRoute('/terms/service', { locale: 'en' })
    expect(await heading('Terms of service')).toBeInTheDocument()
    expect(await screen.findByRole('heading', { level: 2, name: '5. One account per person' })).toBeInTheDocument()
    expect(screen.getByRole('navigation', { name: 'Contents' })).toBeInTheDocument()
  })

  it('a document that fails to load shows the failure and a retry', async () => {
    vi.spyOn(load, 'loadLegalDocument').mockRejectedValueOnce(new Error('chunk failed'))
    renderRoute('/terms/privacy-policy')
    expect(
      await screen.findByText('Não foi possível carregar este documento.', {}, { timeout: 10_000 }),
    ).toBeInTheDocument()
    await userEvent.click(screen.getByRole('button', { name: 'Tentar novamente' }))
    expect(await heading('Política de privacidade')).toBeInTheDocument()
  })

  it('shows a loading view while the document downloads', async () => {
    let release: () => void = () => {}
    const real = load.loadLegalDocument
    vi.spyOn(load, 'loadLegalDocument').mockImplementationOnce(
      (name, locale) => new Promise((resolve) => (release = () => resolve(real(name, locale)))),
    )
    renderRoute('/terms/bonus')
    expect(await heading('Termos de bônus')).toBeInTheDocument()
    expect(await screen.findByText('Carregando documento…')).toBeInTheDocument()
    release()
    expect(await screen.findByRole('heading', { level: 2, name: '3. Rollover' })).toBeInTheDocument()
  })
})
