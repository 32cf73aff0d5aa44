import { createElement } from 'react'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { msg } from '@lingui/core/macro'
import { resetMockState, server } from '../node.ts'
import { brokenImages } from '../catalogue/broken-images.ts'
import { db } from '../db/index.ts'
import { scenarios } from '../scenarios.ts'
import { PANEL_SECTIONS } from './sections.ts'
import { DemoPanel, loadDrawer, type PanelDrawer } from './demo-panel.tsx'
import { openDemoPanel, panelProviders, untilNextRead } from './test-support.ts'

beforeEach(() => resetMockState())

const openPanel = openDemoPanel

// The whole panel renders and waits for its sections' first reads of the mock: slow on a busy machine.
describe('DemoPanel', { timeout: 30_000 }, () => {
  it('a floating button opens the panel with the demo player, mailbox, money, player limits, affiliate, missions, catalogue, games, statement and reminder, football, prize wheel, protection, data, latency, faults and backend sections; Escape closes it', async () => {
    const { dialog, user } = await openPanel()
    const headings = within(dialog)
      .getAllByRole('heading', { level: 3 })
      .map((h) => h.textContent)
    expect(headings).toEqual([
      'Jogador de demonstração',
      'Caixa de entrada',
      'Depósitos PIX',
      'Saques em análise',
      'Limites do jogador',
      'Cupons',
      'Afiliados',
      'Missões',
      'Pausa e inatividade',
      'Catálogo do cassino',
      'Jogos',
      'Extrato e lembrete de jogo',
      'Futebol',
      'Roleta de prêmios',
      'Proteção',
      'Dados',
      'Latência',
      'Falhas',
      'Servidor',
    ])
    expect(within(dialog).getByRole('button', { name: 'Restaurar dados iniciais' })).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Painel de demonstração' })).toHaveAttribute('aria-expanded', 'true')

    await user.keyboard('{Escape}')
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Painel de demonstração' })).toBeNull())
    expect(screen.getByRole('button', { name: 'Painel de demonstração' })).toHaveAttribute('aria-expanded', 'false')
  })

  it('reads the mock over HTTP again while open, and keeps nothing asking once closed', async () => {
    const calls: string[] = []
    const count = ({ request }: { request: Request }) => {
      const path = new URL(request.url).pathname
      if (path.startsWith('/__mock/panel/')) calls.push(path)
    }
    server.events.on('request:start', count)
    try {
      const { user, queryClient } = await openPanel()
      expect(calls).toContain('/__mock/panel/deposits.get')
      const reads = calls.filter((path) => path === '/__mock/panel/deposits.get').length
      await waitFor(
        () => expect(calls.filter((path) => path === '/__mock/panel/deposits.get').length).toBeGreaterThan(reads),
        untilNextRead,
      )
      await user.click(screen.getByRole('button', { name: 'Fechar' }))
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
      // The sections are gone with the drawer: no query of the panel has anyone left to read it again.
      const panelQueries = queryClient.getQueryCache().findAll({ queryKey: ['mock-panel'] })
      expect(panelQueries.length).toBeGreaterThan(0)
      await waitFor(() => expect(panelQueries.every((query) => query.getObserversCount() === 0)).toBe(true))
    } finally {
      server.events.removeListener('request:start', count)
    }
  })

  it('says so in a section when the mock does not answer its read, and the other sections still work', async () => {
    server.use(
      http.post('*/__mock/panel/spin.counts', () =>
        HttpResponse.json({ message: 'Ação do painel desconhecida: spin.counts.' }, { status: 404 }),
      ),
    )
    const user = userEvent.setup()
    render(createElement(DemoPanel), { wrapper: panelProviders() })
    await user.click(await screen.findByRole('button', { name: 'Painel de demonstração' }))
    const dialog = await screen.findByRole('dialog', { name: 'Painel de demonstração' })
    const wheel = within(dialog).getByRole('region', { name: 'Roleta de prêmios' })
    expect(await within(wheel).findByRole('alert')).toHaveTextContent(
      'O servidor simulado não respondeu: Ação do painel desconhecida: spin.counts.',
    )
    expect(await within(dialog).findByText('Nenhuma falha ativa.')).toBeInTheDocument()
  })

  it('says why an action did nothing when the mock refused it', async () => {
    server.use(
      http.post('*/__mock/panel/spin.forget-devices', () =>
        HttpResponse.json({ message: 'Argumentos inválidos para spin.forget-devices.' }, { status: 422 }),
      ),
    )
    const { user, dialog, section } = await openPanel()
    expect(within(dialog).queryByRole('alert')).toBeNull()
    await user.click(within(section('Roleta de prêmios')).getByRole('button', { name: 'Permitir girar de novo' }))
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'O servidor simulado não respondeu: Argumentos inválidos para spin.forget-devices.',
    )
  })

  it('restores the seed and refetches every query', async () => {
    const { user, dialog, queryClient } = await openPanel()
    const resetQueries = vi.spyOn(queryClient, 'resetQueries')
    db.settings.update({ software_name: 'Mudado' })
    await user.click(within(dialog).getByRole('button', { name: 'Restaurar dados iniciais' }))
    expect(await within(dialog).findByText('Dados restaurados.')).toBeInTheDocument()
    await waitFor(() => expect(db.settings.get().software_name).toBe('Jogada'))
    expect(resetQueries).toHaveBeenCalled()
  })

  it('says so when the mock could not restore the data, and keeps them', async () => {
    server.use(
      http.post('*/__mock/panel/data.reset', () => HttpResponse.json({ message: 'Server Error' }, { status: 500 })),
    )
    const { user, section, queryClient } = await openPanel()
    const resetQueries = vi.spyOn(queryClient, 'resetQueries')
    db.settings.update({ software_name: 'Mudado' })
    const data = section('Dados')
    await user.click(within(data).getByRole('button', { name: 'Restaurar dados iniciais' }))
    expect(await within(data).findByRole('alert')).toHaveTextContent('O servidor simulado não respondeu: Server Error')
    expect(within(data).getByRole('status')).toBeEmptyDOMElement()
    expect(db.settings.get().software_name).toBe('Mudado')
    expect(resetQueries).not.toHaveBeenCalled()
  })

  it('warns in the data section when the browser storage is full instead of losing the data silently', async () => {
    const map = new Map<string, string>()
    let full = false
    db.attachStorage(
      {
        getItem: (key) => map.get(key) ?? null,
        setItem: (key, value) => {
          if (full) throw new DOMException('The quota has been exceeded.', 'QuotaExceededError')
          map.set(key, value)
        },
        removeItem: (key) => void map.delete(key),
      },
      { events: new EventTarget() },
    )
    const { dialog } = await openPanel()
    // Saving works: no warning yet.
    db.users.update(1, { name: 'Salvo' })
    db.flush()
    expect(within(dialog).queryByRole('alert')).toBeNull()
    full = true
    db.users.update(1, { name: 'Não coube' })
    db.flush()
    expect(await within(dialog).findByRole('alert', {}, untilNextRead)).toHaveTextContent(
      'O armazenamento do navegador está cheio',
    )
    full = false
    db.flush()
    await waitFor(() => expect(within(dialog).queryByRole('alert')).toBeNull(), untilNextRead)
  })

  it('switches the latency', async () => {
    const { user, dialog } = await openPanel()
    const group = within(dialog).getByRole('radiogroup', { name: 'Latência das respostas' })
    expect(within(group).getByRole('radio', { name: 'Nenhuma' })).toBeChecked()
    await user.click(within(group).getByText('Lenta'))
    await waitFor(() => expect(scenarios.get().latency).toBe('slow'))
    await waitFor(() => expect(within(group).getByRole('radio', { name: 'Lenta' })).toBeChecked())
  })

  it('turns the broken images off and on again, and says what the catalogue holds', async () => {
    const { user, dialog } = await openPanel()
    expect(within(dialog).getByText(/5\.000 jogos de 40 provedores/)).toBeInTheDocument()
    const toggle = within(dialog).getByRole('switch', { name: /^Imagens quebradas/ })
    expect(toggle).toBeChecked()
    await user.click(toggle)
    await waitFor(() => expect(brokenImages.get()).toBe(false))
    await waitFor(() => expect(toggle).not.toBeChecked())
    await user.click(toggle)
    await waitFor(() => expect(brokenImages.get()).toBe(true))
  })

  it('adds a fault for an endpoint, lists it and removes it', async () => {
    const { user, dialog } = await openPanel()
    expect(within(dialog).getByText('Nenhuma falha ativa.')).toBeInTheDocument()

    await user.click(within(dialog).getByRole('combobox', { name: 'Endpoint' }))
    await user.click(await within(dialog).findByRole('option', { name: 'settings.data' }))
    await user.click(within(dialog).getByRole('combobox', { name: 'Tipo de falha' }))
    await user.click(await within(dialog).findByRole('option', { name: 'Sem conexão' }))
    await user.click(within(dialog).getByRole('button', { name: 'Adicionar falha' }))

    await waitFor(() => expect(scenarios.get().faults).toEqual({ 'settings.data': 'network' }))
    const list = await within(dialog).findByRole('list', { name: 'Falhas ativas' })
    expect(within(list).getByText('settings.data')).toBeInTheDocument()
    expect(within(list).getByText('Sem conexão')).toBeInTheDocument()

    await user.click(within(list).getByRole('button', { name: 'Remover falha de settings.data' }))
    await waitFor(() => expect(scenarios.get().faults).toEqual({}))
    expect(await within(dialog).findByText('Nenhuma falha ativa.')).toBeInTheDocument()
    // Over a hundred endpoints in the picker, with the whole panel open: slow on a busy machine.
  }, 30_000)

  it('shows the sections of its list, in their order', async () => {
    const extra = {
      id: 'test-session',
      title: msg`Sessão`,
      Component: () => createElement('p', null, 'Entrar como o jogador demo'),
    }
    const dataIndex = PANEL_SECTIONS.findIndex((section) => section.id === 'data')
    const { dialog } = await openPanel([
      ...PANEL_SECTIONS.slice(0, dataIndex + 1),
      extra,
      ...PANEL_SECTIONS.slice(dataIndex + 1),
    ])
    const headings = within(dialog)
      .getAllByRole('heading', { level: 3 })
      .map((h) => h.textContent)
    expect(headings).toEqual([
      'Jogador de demonstração',
      'Caixa de entrada',
      'Depósitos PIX',
      'Saques em análise',
      'Limites do jogador',
      'Cupons',
      'Afiliados',
      'Missões',
      'Pausa e inatividade',
      'Catálogo do cassino',
      'Jogos',
      'Extrato e lembrete de jogo',
      'Futebol',
      'Roleta de prêmios',
      'Proteção',
      'Dados',
      'Sessão',
      'Latência',
      'Falhas',
      'Servidor',
    ])
    expect(within(dialog).getByText('Entrar como o jogador demo')).toBeInTheDocument()
  })

  it('asks for the drawer’s code only when a pointer reaches the button, not when it shows', async () => {
    const load = vi.fn(loadDrawer)
    const user = userEvent.setup()
    render(createElement(DemoPanel, { load }), { wrapper: panelProviders() })
    const button = await screen.findByRole('button', { name: 'Painel de demonstração' })
    expect(load).not.toHaveBeenCalled()
    await user.hover(button)
    expect(load).toHaveBeenCalled()
    expect(screen.queryByRole('dialog')).toBeNull()
    await user.click(button)
    expect(await screen.findByRole('dialog', { name: 'Painel de demonstração' })).toBeInTheDocument()
    expect(button).toHaveAttribute('aria-expanded', 'true')
  })

  it('says so when the drawer’s code did not download, and the next press downloads it again', async () => {
    let fail = true
    const load = vi.fn((): Promise<PanelDrawer> => (fail ? Promise.reject(new Error('offline')) : loadDrawer()))
    const user = userEvent.setup()
    render(createElement(DemoPanel, { load }), { wrapper: panelProviders() })
    const button = await screen.findByRole('button', { name: 'Painel de demonstração' })
    await user.click(button)
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'O painel de demonstração não carregou. Toque no botão para tentar de novo.',
    )
    expect(screen.queryByRole('dialog')).toBeNull()
    expect(button).toHaveAttribute('aria-expanded', 'false')
    fail = false
    await user.click(button)
    expect(await screen.findByRole('dialog', { name: 'Painel de demonstração' })).toBeInTheDocument()
    expect(screen.queryByText(/não carregou/)).toBeNull()
  })
})
