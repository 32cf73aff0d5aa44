import type { Meta, StoryObj } from '@storybook/react-vite'
import { HttpResponse } from 'msw'
import { expect, within } from 'storybook/test'
import { categoriesList } from '@/api/categories.ts'
import { casinosProviders } from '@/api/casino.ts'
import { CasinoHomePage } from '@/features/casino/browse/casino-home-page.tsx'
import { override } from '@mocks/override.ts'
import { pendingForever } from '../fixtures.ts'

const meta = {
  title: 'Casino/Casino home',
  component: CasinoHomePage,
  parameters: { router: { initialEntries: ['/casinos'] } },
} satisfies Meta<typeof CasinoHomePage>

export default meta
type Story = StoryObj<typeof meta>

/** The top 5 categories, the others, and every provider with its games. */
export const Full: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const top = within(await canvas.findByRole('region', { name: 'Principais categorias' }))
    await expect(await top.findAllByRole('link')).toHaveLength(5)
    const providers = within(canvas.getByRole('region', { name: 'Provedores' }))
    await expect((await providers.findAllByRole('link')).length).toBeGreaterThan(20)
  },
}

export const Loading: Story = {
  beforeEach({ msw }) {
    msw.use(pendingForever(categoriesList), pendingForever(casinosProviders))
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await canvas.findAllByRole('status', { name: 'Carregando…' })).toHaveLength(2)
  },
}

/** The categories failed: a quiet line with a retry; the providers are there. */
export const CategoriesFailed: Story = {
  beforeEach({ msw }) {
    msw.use(override(categoriesList, () => HttpResponse.json({ message: 'boom' }, { status: 500 })))
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(
      await canvas.findByText('Não foi possível carregar as categorias.', {}, { timeout: 5000 }),
    ).toBeVisible()
    const providers = within(canvas.getByRole('region', { name: 'Provedores' }))
    await expect((await providers.findAllByRole('link')).length).toBeGreaterThan(20)
  },
}

export const Dark: Story = {
  globals: { theme: 'dark' },
  play: Full.play,
}
