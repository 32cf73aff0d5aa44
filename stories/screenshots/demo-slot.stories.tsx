import type { Meta, StoryObj } from '@storybook/react-vite'
import slotMeta, { WinWithPaylines } from '../demo-games/slot.stories.tsx'
import { screenshot } from './screenshot.ts'

/** The demo slot in its main state, as the play screen frames it (its final picture: no motion to wait for). */
const meta = { ...slotMeta, title: 'Screenshots/Demo slot' } satisfies Meta<typeof slotMeta.component>

export default meta
type Story = StoryObj<typeof meta>

export const LightDesktop: Story = screenshot(WinWithPaylines, 'light', 'desktop')
export const DarkDesktop: Story = screenshot(WinWithPaylines, 'dark', 'desktop')
export const LightPhone: Story = screenshot(WinWithPaylines, 'light', 'phone')
export const DarkPhone: Story = screenshot(WinWithPaylines, 'dark', 'phone')
