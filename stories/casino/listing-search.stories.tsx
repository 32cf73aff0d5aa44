import type { Meta, StoryObj } from '@storybook/react-vite'
import { HttpResponse } from 'msw'
import { expect, within } from 'storybook/test'
import { searchGames } from '@/api/casino.ts'
import { override } from '@mocks/override.ts'
import { SearchAtAddress } from './listing-at-address.tsx'
import { paginatorPage } from '@/testing/paginator.ts'

const at = (url: string) => ({ router: { initialEntries: [url] } })

const meta = {
  title: 'Casino/Search page',
  component: SearchAtAddress,
  parameters: at('/casino/search?searchTerm=fortune'),
} satisfies Meta<typeof SearchAtAddress>

export default meta
type Story = StoryObj<typeof meta>

/** 'Resultados para' the term, the count, the cards and the pages. */
export const Results: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Resultados para fortune' })).toBeVisible()
    const list = await canvas.findByRole('list', { name: 'Resultados da pesquisa' })
    await expect(within(list).getAllByRole('article').length).toBeGreaterThan(0)
    await expect(canvas.getByRole('textbox', { name: 'Pesquisar jogos' })).toHaveValue('fortune')
  },
}

/** Under 3 characters: nothing asked, the rule said. */
export const UnderThreeCharacters: Story = {
  parameters: at('/casino/search?searchTerm=ga'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await canvas.findByText('A pesquisa requer pelo menos 3 caracteres')).toBeVisible()
    await expect(canvas.getByRole('heading', { level: 1, name: 'Buscar jogos' })).toBeVisible()
  },
}

/** No game found: 'Limpar Pesquisa'. */
export const NoResults: Story = {
  parameters: at('/casino/search?searchTerm=xyzzy'),
  beforeEach({ msw }) {
    msw.use(override(searchGames, () => HttpResponse.json({ games: paginatorPage([]) })))
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await canvas.findByText('Nenhum jogo encontrado')).toBeVisible()
    await expect(canvas.getByRole('button', { name: 'Limpar Pesquisa' })).toBeVisible()
  },
}

export const ResultsDark: Story = {
  globals: { theme: 'dark' },
  play: Results.play,
}
