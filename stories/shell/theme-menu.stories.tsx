import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, waitFor, within } from 'storybook/test'
import { ThemeMenu } from '@/features/shell/components/theme-menu.tsx'

const meta = {
  title: 'Shell/Theme menu',
  component: ThemeMenu,
  decorators: [
    (Story) => (
      <div style={{ padding: 16, minHeight: 240 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ThemeMenu>

export default meta
type Story = StoryObj<typeof meta>

export const Open: Story = {
  play: async ({ canvasElement, userEvent }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: /^Tema:/ }))
    const body = within(canvasElement.ownerDocument.body)
    await expect(await body.findByRole('menuitemradio', { name: 'Claro' })).toHaveAttribute('aria-checked', 'true')
    await expect(body.getByRole('menuitemradio', { name: 'Escuro' })).toBeVisible()
    await expect(body.getByRole('menuitemradio', { name: 'Sistema' })).toBeVisible()
  },
}

export const ChooseDark: Story = {
  play: async ({ canvasElement, userEvent }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: /^Tema:/ }))
    const body = within(canvasElement.ownerDocument.body)
    await userEvent.click(await body.findByRole('menuitemradio', { name: 'Escuro' }))
    await waitFor(() =>
      expect(canvasElement.ownerDocument.documentElement).toHaveAttribute('data-mantine-color-scheme', 'dark'),
    )
    await expect(within(canvasElement).getByRole('button', { name: 'Tema: Escuro' })).toBeVisible()
  },
}

export const WithLabel: Story = {
  args: { withLabel: true },
}

/** Open in the dark theme, for the story's axe check of the menu's colours there. */
export const OpenDark: Story = {
  globals: { theme: 'dark' },
  play: async ({ canvasElement, userEvent }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: /^Tema:/ }))
    const body = within(canvasElement.ownerDocument.body)
    await expect(await body.findByRole('menuitemradio', { name: 'Escuro' })).toHaveAttribute('aria-checked', 'true')
    await expect(body.getByRole('menuitemradio', { name: 'Claro' })).toBeVisible()
  },
}
