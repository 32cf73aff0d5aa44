import type { Meta, StoryObj } from '@storybook/react-vite'
import sportsPageMeta, { Laptop } from '../sports/sports-page.stories.tsx'
import { screenshot } from './screenshot.ts'

/**
 * The sports home on a 1366 px laptop with the side menu and the slip open with two picks: the width where the
 * odds buttons' labels (`1`, `X`, `2`) had been squeezed to a sliver. The story's play also measures every label.
 */
const meta = {
  ...sportsPageMeta,
  title: 'Screenshots/Sports page with the slip',
} satisfies Meta<typeof sportsPageMeta.component>

export default meta
type Story = StoryObj<typeof meta>

export const LightLaptop: Story = screenshot(Laptop, 'light', 'laptop')
export const DarkLaptop: Story = screenshot(Laptop, 'dark', 'laptop')
