import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, waitFor, within } from 'storybook/test'
import { HttpResponse } from 'msw'
import { SideMenu } from '@/features/shell/components/side-menu.tsx'
import { pendingForever } from '../fixtures.ts'
import { override } from '@mocks/override.ts'
import { categoriesList } from '@/api/categories.ts'

const meta = {
  title: 'Shell/Side menu',
  component: SideMenu,
  decorators: [
    (Story) => (
      <div style={{ width: 248, minHeight: 560 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof SideMenu>

export default meta
type Story = StoryObj<typeof meta>

/** The seeded categories of the mock backend. */
export const Loaded: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const list = await canvas.findByRole('list', { name: 'Categorias' })
    await expect(within(list).getByRole('link', { name: 'Bingo' })).toHaveAttribute(
      'href',
      '/casino/provider/all/category/bingo',
    )
    await expect(canvas.getByRole('button', { name: 'Missões' })).toBeVisible()
    await expect(canvas.getByRole('link', { name: 'Dobre seu saldo' })).toHaveAttribute('href', '/profile/affiliate')
    await expect(canvas.getByRole('link', { name: 'Suporte' })).toHaveAttribute('href', '/support')
  },
}

export const Loading: Story = {
  beforeEach({ msw }) {
    msw.use(pendingForever(categoriesList))
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('status')).toHaveTextContent('Carregando categorias')
  },
}

/** A 5xx shows the menu's own text as a toast (never the body's words); the list offers a retry. */
export const LoadError: Story = {
  beforeEach({ msw }) {
    msw.use(
      override(categoriesList, () =>
        HttpResponse.json({ error: 'Trace at /var/www/app', message: 'Tente novamente em instantes' }, { status: 500 }),
      ),
    )
  },
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body)
    // The toast and the line in the menu; toasts slide in: wait for the transition, not just for the node.
    await waitFor(() => expect(body.getAllByText('Não foi possível carregar as categorias.')).toHaveLength(2))
    for (const node of body.getAllByText('Não foi possível carregar as categorias.')) {
      await waitFor(() => expect(node).toBeVisible())
    }
    await expect(body.queryByText('Trace at /var/www/app')).toBeNull()
    await expect(within(canvasElement).getByRole('button', { name: 'Tentar novamente' })).toBeVisible()
  },
}

/** A refusal (4xx): each of the server's words is its own toast. */
export const LoadRefused: Story = {
  beforeEach({ msw }) {
    msw.use(
      override(categoriesList, () =>
        HttpResponse.json({ error: 'Serviço de categorias indisponível', message: 'Tente novamente em instantes' }, { status: 429 }),
      ),
    )
  },
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body)
    await waitFor(() => expect(body.getByText('Serviço de categorias indisponível')).toBeVisible())
    await waitFor(() => expect(body.getByText('Tente novamente em instantes')).toBeVisible())
    await expect(within(canvasElement).getByRole('button', { name: 'Tentar novamente' })).toBeVisible()
  },
}

export const Collapsed: Story = {
  play: async ({ canvasElement, userEvent }) => {
    const canvas = within(canvasElement)
    const toggle = canvas.getByRole('button', { name: 'Categorias' })
    await userEvent.click(toggle)
    await expect(toggle).toHaveAttribute('aria-expanded', 'false')
  },
}
