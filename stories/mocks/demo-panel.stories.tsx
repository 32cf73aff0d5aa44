import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'
import { DemoPanel } from '@mocks/panel/demo-panel.tsx'

/**
 * The mock's demo panel, opened: its sections' buttons, badges and switches are coloured, and the story's axe
 * check is what holds them to WCAG AA contrast in both themes.
 */
const meta = {
  title: 'Mocks/Demo panel',
  component: DemoPanel,
  // axe checks the contrast of what is on screen only: a frame tall enough for every section, none scrolled away.
  parameters: { viewport: { options: { tall: { name: 'Tall', styles: { width: '1200px', height: '3200px' }, type: 'desktop' } } } },
  globals: { viewport: { value: 'tall', isRotated: false } },
} satisfies Meta<typeof DemoPanel>

export default meta
type Story = StoryObj<typeof meta>

export const Open: Story = {
  play: async ({ canvasElement, userEvent }) => {
    await userEvent.click(await within(canvasElement).findByRole('button', { name: 'Painel de demonstração' }))
    const panel = within(await within(canvasElement.ownerDocument.body).findByRole('dialog', { name: 'Painel de demonstração' }))
    await expect(panel.getByRole('heading', { name: 'Latência' })).toBeVisible()
    await expect(await panel.findByRole('button', { name: /^Aprovar o saque/ })).toBeVisible()
  },
}

export const OpenDark: Story = {
  ...Open,
  globals: { theme: 'dark' },
}
