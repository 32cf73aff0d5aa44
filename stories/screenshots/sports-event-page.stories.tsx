import type { Meta, StoryObj } from '@storybook/react-vite'
import eventPageMeta, { InTheSportsArea } from '../sports/event-page.stories.tsx'
import { screenshot } from './screenshot.ts'

/**
 * One live match's page in the shell and the sports area, the home win picked: the scoreboard, the markets with the
 * chosen odds button, and the slip beside the page (its bar on a phone). The mock answers the same frozen match
 * every time, so the score, the minute and the odds never move.
 */
const meta = {
  ...eventPageMeta,
  title: 'Screenshots/Sports event page',
} satisfies Meta<typeof eventPageMeta.component>

export default meta
type Story = StoryObj<typeof meta>

export const LightDesktop: Story = screenshot(InTheSportsArea, 'light', 'desktop')
export const DarkDesktop: Story = screenshot(InTheSportsArea, 'dark', 'desktop')
export const LightPhone: Story = screenshot(InTheSportsArea, 'light', 'phone')
export const DarkPhone: Story = screenshot(InTheSportsArea, 'dark', 'phone')
