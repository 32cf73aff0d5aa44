import type { Meta, StoryObj } from '@storybook/react-vite'
import crashMeta, { AutoCashedOut } from '../demo-games/crash.stories.tsx'
import { screenshot } from './screenshot.ts'

/** The demo crash in its main state, as the play screen frames it (its final picture: no motion to wait for). */
const meta = { ...crashMeta, title: 'Screenshots/Demo crash' } satisfies Meta<typeof crashMeta.component>

export default meta
type Story = StoryObj<typeof meta>

export const LightDesktop: Story = screenshot(AutoCashedOut, 'light', 'desktop')
export const DarkDesktop: Story = screenshot(AutoCashedOut, 'dark', 'desktop')
export const LightPhone: Story = screenshot(AutoCashedOut, 'light', 'phone')
export const DarkPhone: Story = screenshot(AutoCashedOut, 'dark', 'phone')
