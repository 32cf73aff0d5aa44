import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'
import { LoadingScreen } from '@/features/shell/components/loading-screen.tsx'

const meta = {
  title: 'Shell/Loading screen',
  component: LoadingScreen,
} satisfies Meta<typeof LoadingScreen>

export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const status = within(canvasElement).getByRole('status')
    await expect(status).toHaveAttribute('aria-live', 'polite')
    await expect(status).toHaveTextContent('Depósitos via PIX caem na hora.')
  },
}
