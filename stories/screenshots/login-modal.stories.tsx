import type { Meta, StoryObj } from '@storybook/react-vite'
import loginMeta, { Empty } from '../auth/login.stories.tsx'
import { screenshot } from './screenshot.ts'

/** The login modal on a first visit: what an unloaded stylesheet breaks first (password field, check box). */
const meta = { ...loginMeta, title: 'Screenshots/Login modal' } satisfies Meta<typeof loginMeta.component>

export default meta
type Story = StoryObj<typeof meta>

export const LightDesktop: Story = screenshot(Empty, 'light', 'desktop')
export const DarkDesktop: Story = screenshot(Empty, 'dark', 'desktop')
export const LightPhone: Story = screenshot(Empty, 'light', 'phone')
export const DarkPhone: Story = screenshot(Empty, 'dark', 'phone')
