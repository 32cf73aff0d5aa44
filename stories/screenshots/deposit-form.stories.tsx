import type { Meta, StoryObj } from '@storybook/react-vite'
import depositMeta, { Form } from '../deposit/deposit.stories.tsx'
import { screenshot } from './screenshot.ts'

/** The deposit page's form as the demo player first sees it. */
const meta = { ...depositMeta, title: 'Screenshots/Deposit form' } satisfies Meta<typeof depositMeta.component>

export default meta
type Story = StoryObj<typeof meta>

export const LightDesktop: Story = screenshot(Form, 'light', 'desktop')
export const DarkDesktop: Story = screenshot(Form, 'dark', 'desktop')
export const LightPhone: Story = screenshot(Form, 'light', 'phone')
export const DarkPhone: Story = screenshot(Form, 'dark', 'phone')
