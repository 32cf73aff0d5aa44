import type { Meta, StoryObj } from '@storybook/react-vite'
import withdrawMeta, { Phone, Prefilled } from '../wallet/withdraw-page.stories.tsx'
import { screenshot } from './screenshot.ts'

/**
 * The withdraw page in the wallet area, the demo player's CPF filled in. The phone shots start from the Phone
 * story, which gives the wallet area its phone layout (it picks it in JavaScript, not only in CSS).
 */
const meta = { ...withdrawMeta, title: 'Screenshots/Withdraw page' } satisfies Meta<typeof withdrawMeta.component>

export default meta
type Story = StoryObj<typeof meta>

export const LightDesktop: Story = screenshot(Prefilled, 'light', 'desktop')
export const DarkDesktop: Story = screenshot(Prefilled, 'dark', 'desktop')
export const LightPhone: Story = screenshot(Phone, 'light', 'phone')
export const DarkPhone: Story = screenshot(Phone, 'dark', 'phone')
