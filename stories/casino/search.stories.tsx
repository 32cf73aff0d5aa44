import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, waitFor, within } from 'storybook/test'
import { searchGames } from '@/api/casino.ts'
import { GameSearch } from '@/features/casino/search/components/game-search.tsx'
import { pendingForever } from '../fixtures.ts'
import { forceLayout } from '../wallet/fixtures.ts'

/** The home's game search, against the seeded catalogue (5,000 games). */
function SearchOnPage() {
  return (
    <div style={{ padding: 16, minHeight: 640 }}>
      <GameSearch />
    </div>
  )
}

const meta = {
  title: 'Casino/Search overlay',
  component: SearchOnPage,
  beforeEach: () => forceLayout('desktop'),
} satisfies Meta<typeof SearchOnPage>

export default meta
type Story = StoryObj<typeof meta>

const box = (canvasElement: HTMLElement) =>
  within(canvasElement.ownerDocument.body).getByRole('combobox', { name: 'Buscar jogos' })

/** The closed box, before the player touches it. */
export const Empty: Story = {
  play: async ({ canvasElement }) => {
    await expect(box(canvasElement)).toHaveAttribute('aria-expanded', 'false')
    await expect(within(canvasElement).queryByRole('group', { name: 'Pesquisas populares' })).toBeNull()
  },
}

/** Focused while empty: the popular searches. */
export const Popular: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(box(canvasElement))
    const popular = await within(canvasElement).findByRole('group', { name: 'Pesquisas populares' })
    await expect(within(popular).getAllByRole('button')).toHaveLength(6)
    await expect(within(popular).getByRole('button', { name: 'Gates of Olympus' })).toBeVisible()
  },
}

export const Loading: Story = {
  beforeEach({ msw }) {
    msw.use(pendingForever(searchGames))
  },
  play: async ({ canvasElement }) => {
    await userEvent.type(box(canvasElement), 'gates')
    await expect(await within(canvasElement).findByRole('status')).toHaveTextContent('Buscando jogos…')
  },
}

/** "gates": 8 results, the prefix matches first, and the link to all of them. */
export const Results: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.type(box(canvasElement), 'gates')
    const listbox = await canvas.findByRole('listbox', { name: 'Jogos encontrados' }, { timeout: 5000 })
    await expect(within(listbox).getAllByRole('option')).toHaveLength(8)
    await expect(within(listbox).getAllByRole('option')[0]).toHaveTextContent(/^Gates/)
    await expect(canvas.getByRole('link', { name: /^Ver todos os \d+ resultados$/ })).toBeVisible()
    await userEvent.keyboard('{ArrowDown}')
    await expect(within(listbox).getAllByRole('option')[0]).toHaveAttribute('aria-selected', 'true')
  },
}

export const NoResults: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.type(box(canvasElement), 'xqzwxqzw')
    const status = await within(canvasElement).findByRole('status')
    await waitFor(() => expect(status).toHaveTextContent('Nenhum jogo encontrado'), { timeout: 5000 })
    await expect(status).toHaveTextContent('Tente palavras diferentes ou mais curtas.')
  },
}

/** Phones: the search covers the screen, with its own back button. */
export const PhoneFullScreen: Story = {
  beforeEach: () => forceLayout('phone'),
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body)
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Buscar jogos' }))
    const dialog = await body.findByRole('dialog', { name: 'Buscar jogos' })
    await waitFor(() => expect(within(dialog).getByRole('combobox')).toHaveFocus())
    await userEvent.keyboard('gates')
    await expect(
      await within(dialog).findByRole('listbox', { name: 'Jogos encontrados' }, { timeout: 5000 }),
    ).toBeVisible()
    await expect(within(dialog).getByRole('button', { name: 'Fechar a busca' })).toBeVisible()
  },
}

export const ResultsDark: Story = { ...Results, globals: { theme: 'dark' } }

export const PopularDark: Story = { ...Popular, globals: { theme: 'dark' } }

export const PhoneFullScreenDark: Story = { ...PhoneFullScreen, globals: { theme: 'dark' } }
