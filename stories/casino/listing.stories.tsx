import type { Meta, StoryObj } from '@storybook/react-vite'
import { HttpResponse } from 'msw'
import { expect, within } from 'storybook/test'
import type { createStore } from 'jotai'
import { casinosGames } from '@/api/casino.ts'
import { listingViewAtom } from '@/features/casino/listing/state.ts'
import { override } from '@mocks/override.ts'
import { pendingForever } from '../fixtures.ts'
import { ListingAtAddress } from './listing-at-address.tsx'

const at = (url: string) => ({ router: { initialEntries: [url] } })

const meta = {
  title: 'Casino/Listing',
  component: ListingAtAddress,
  parameters: at('/casino/provider/all/category/slots'),
} satisfies Meta<typeof ListingAtAddress>

export default meta
type Story = StoryObj<typeof meta>

const emptyListing = {
  games: { current_page: 1, data: [], last_page: 1, next_page_url: null, per_page: 12, prev_page_url: null, total: 0 },
  category_name: 'Slots',
  provider_name: null,
  provider_id: null,
  categories: [],
}

/** A category in the grid: its name, the count, 12 cards, the filters and the pages. */
export const Grid: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Slots' })).toBeVisible()
    const grid = await canvas.findByRole('list', { name: 'Jogos' })
    await expect(within(grid).getAllByRole('article')).toHaveLength(12)
    await expect(canvas.getByText(/^\d[\d.]* jogos$/)).toBeVisible()
    await expect(canvas.getByRole('navigation', { name: 'Páginas de jogos' })).toBeVisible()
    await expect(canvas.getByRole('button', { name: 'Ver em grade' })).toHaveAttribute('aria-pressed', 'true')
  },
}

/** The same games in the carousel view (the player's choice, kept across listings). */
export const Carousel: Story = {
  parameters: {
    ...at('/casino/provider/all/category/slots'),
    store: (store: ReturnType<typeof createStore>) => store.set(listingViewAtom, 'carousel'),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const carousel = await canvas.findByRole('region', { name: 'Jogos' })
    await expect((await within(carousel).findAllByRole('article')).length).toBe(12)
    await expect(canvas.getByRole('button', { name: 'Ver em carrossel' })).toHaveAttribute('aria-pressed', 'true')
  },
}

/** A provider's new slots, the most viewed first, searched: the chips on and the active filters as tags. */
export const Filtered: Story = {
  parameters: at('/casino/provider/pixel-gaming?popularity=most_viewed&isNew=true&gameType=slots&searchTerm=fortune'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Pixel Gaming' })).toBeVisible()
    await expect(canvas.getByRole('button', { name: 'Mais vistos' })).toHaveAttribute('aria-pressed', 'true')
    await expect(canvas.getByRole('button', { name: 'Novos' })).toHaveAttribute('aria-pressed', 'true')
    const tags = within(canvas.getByRole('list', { name: 'Filtros ativos' }))
    await expect(tags.getByRole('button', { name: 'Remover o filtro Slots' })).toBeVisible()
    await expect(tags.getByRole('button', { name: 'Remover a pesquisa fortune' })).toBeVisible()
    await expect(canvas.getByRole('textbox', { name: 'Pesquisar jogos' })).toHaveValue('fortune')
  },
}

/** Nothing matches: the empty state offers to clear the filters. */
export const Empty: Story = {
  parameters: at('/casino/provider/all/category/slots?gameType=table'),
  beforeEach({ msw }) {
    msw.use(override(casinosGames, () => HttpResponse.json(emptyListing)))
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await canvas.findByText('Nenhum jogo encontrado')).toBeVisible()
    await expect(canvas.getAllByRole('button', { name: 'Limpar filtros' }).length).toBeGreaterThan(0)
    await expect(canvas.queryByRole('navigation', { name: 'Páginas de jogos' })).toBeNull()
  },
}

/** An unknown category: the title names it. */
export const CategoryNotFound: Story = {
  parameters: at('/casino/provider/all/category/nao-existe'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Categoria não encontrada' })).toBeVisible()
    await expect(canvas.getByRole('link', { name: 'Ir para o cassino' })).toBeVisible()
  },
}

/** An unknown provider. */
export const ProviderNotFound: Story = {
  parameters: at('/casino/provider/nao-existe'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Provedor não encontrado' })).toBeVisible()
  },
}

/** The first load: 'Carregando os Jogos...' over 5 placeholder cards. */
export const Loading: Story = {
  beforeEach({ msw }) {
    msw.use(pendingForever(casinosGames))
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const status = await canvas.findByRole('status', { name: 'Carregando os Jogos...' })
    await expect(status.children).toHaveLength(5)
    await expect(canvas.getByText('Carregando os Jogos...')).toBeVisible()
  },
}

/** The games did not load: a quiet line with a retry, no error page. */
export const Failed: Story = {
  beforeEach({ msw }) {
    msw.use(override(casinosGames, () => HttpResponse.json({ message: 'boom' }, { status: 500 })))
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await canvas.findByText('Não foi possível carregar os jogos.', {}, { timeout: 5000 })).toBeVisible()
    await expect(canvas.getByRole('button', { name: 'Tentar novamente' })).toBeVisible()
  },
}

export const GridDark: Story = {
  globals: { theme: 'dark' },
  play: Grid.play,
}

export const FilteredDark: Story = {
  ...Filtered,
  globals: { theme: 'dark' },
}
