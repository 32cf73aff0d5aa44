import type { Meta, StoryObj } from '@storybook/react-vite'
import bingoMeta, { Win } from '../demo-games/bingo.stories.tsx'
import { screenshot } from './screenshot.ts'

/** The demo bingo in its main state, as the play screen frames it (its final picture: no motion to wait for). */
const meta = { ...bingoMeta, title: 'Screenshots/Demo bingo' } satisfies Meta<typeof bingoMeta.component>

export default meta
type Story = StoryObj<typeof meta>

export const LightDesktop: Story = screenshot(Win, 'light', 'desktop')
export const DarkDesktop: Story = screenshot(Win, 'dark', 'desktop')
export const LightPhone: Story = screenshot(Win, 'light', 'phone')
export const DarkPhone: Story = screenshot(Win, 'dark', 'phone')
