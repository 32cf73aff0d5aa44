import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, waitFor, within } from 'storybook/test'
import { TopBar } from '@/features/shell/components/top-bar.tsx'
import { seedLoggedIn, walletHandler } from '../fixtures.ts'

const meta = {
  title: 'Shell/Top bar',
  component: TopBar,
  decorators: [
    (Story) => (
      // The bar is position: fixed; give it the shell's header height variable and some room.
      <div style={{ ['--shell-header-height' as string]: '68px', minHeight: 320 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof TopBar>

export default meta
type Story = StoryObj<typeof meta>

export const LoggedOut: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await canvas.findByRole('button', { name: 'Entrar' })).toBeVisible()
    await expect(canvas.getByRole('button', { name: 'Cadastrar' })).toBeVisible()
    await expect(canvas.getByRole('button', { name: 'Menu lateral' })).toHaveAttribute('aria-expanded', 'true')
  },
}

export const LoggedIn: Story = {
  parameters: { store: seedLoggedIn },
  beforeEach({ msw }) {
    msw.use(walletHandler)
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const balance = await canvas.findByRole('link', { name: /^Saldo: R\$\s1\.234,56$/ })
    await expect(balance).toHaveAttribute('href', '/profile/wallet')
    await expect(canvas.getByRole('button', { name: 'Depósito' })).toHaveAttribute('aria-haspopup', 'dialog')
    await expect(canvas.queryByRole('button', { name: 'Entrar' })).toBeNull()
  },
}

export const AccountMenuOpen: Story = {
  parameters: { store: seedLoggedIn },
  beforeEach({ msw }) {
    msw.use(walletHandler)
  },
  play: async ({ canvasElement, userEvent }) => {
    const canvas = within(canvasElement)
    await userEvent.click(await canvas.findByRole('button', { name: 'Menu da conta' }))
    const body = within(canvasElement.ownerDocument.body)
    const menu = await body.findByRole('menu')
    await expect(within(menu).getByText('Maria Silva')).toBeVisible()
    await expect(within(menu).getByText('maria.silva@example.com')).toBeVisible()
    await expect(await within(menu).findByText(/R\$\s1\.184,56/)).toBeVisible()
    await expect(within(menu).getByRole('menuitem', { name: 'Depositar' })).toBeVisible()
    await expect(within(menu).getByRole('menuitem', { name: 'Sacar' })).toBeVisible()
    await expect(within(menu).getByRole('menuitem', { name: 'Sair' })).toBeVisible()
    await userEvent.keyboard('{Escape}')
    await waitFor(() => expect(body.queryByRole('menu')).toBeNull())
  },
}

/** Left open at the end, so the story's axe check sees the dropdown's colours (the red `Sair` among them). */
async function openAccountMenu({ canvasElement, userEvent }: Parameters<NonNullable<Story['play']>>[0]) {
  await userEvent.click(await within(canvasElement).findByRole('button', { name: 'Menu da conta' }))
  const menu = within(await within(canvasElement.ownerDocument.body).findByRole('menu'))
  await expect(await menu.findByText(/R\$\s1\.184,56/)).toBeVisible()
  await expect(menu.getByRole('menuitem', { name: 'Sair' })).toBeVisible()
}

export const AccountMenuLeftOpen: Story = {
  parameters: { store: seedLoggedIn },
  beforeEach({ msw }) {
    msw.use(walletHandler)
  },
  play: openAccountMenu,
}

export const AccountMenuLeftOpenDark: Story = {
  ...AccountMenuLeftOpen,
  globals: { theme: 'dark' },
}
