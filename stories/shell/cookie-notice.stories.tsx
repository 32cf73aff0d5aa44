import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, waitFor, within } from 'storybook/test'
import { CookieNotice } from '@/features/shell/components/cookie-notice.tsx'

const meta = {
  title: 'Shell/Cookie notice',
  component: CookieNotice,
  decorators: [
    (Story) => (
      <div style={{ minHeight: 200 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof CookieNotice>

export default meta
type Story = StoryObj<typeof meta>

export const Shown: Story = {
  play: async ({ canvasElement }) => {
    const notice = await within(canvasElement).findByRole('region', { name: 'Aviso de cookies' })
    await expect(within(notice).getByRole('button', { name: 'Aceitar' })).toBeVisible()
  },
}

export const Accepting: Story = {
  play: async ({ canvasElement, userEvent }) => {
    const canvas = within(canvasElement)
    await userEvent.click(await canvas.findByRole('button', { name: 'Aceitar' }))
    await waitFor(() => expect(canvas.queryByRole('region', { name: 'Aviso de cookies' })).toBeNull())
    await expect(localStorage.getItem('cookieAccepted')).toBe('true')
  },
}
