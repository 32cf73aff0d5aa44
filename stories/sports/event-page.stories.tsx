import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'
import { sportsEvent } from '@/api/sports.ts'
import { SportsEventPage } from '@/features/sports/event-page.tsx'
import { SportsMaintenance } from '@/features/sports/components/sports-maintenance.tsx'
import { answer, override } from '@mocks/override.ts'
import { liveEventFixture } from '@/testing/sports-fixtures.ts'

const meta = {
  title: 'Sports/Event page',
  component: SportsEventPage,
  args: { id: 77 },
  parameters: { router: { initialEntries: ['/sports/event/2026-11-25/77'] } },
  beforeEach({ msw }) {
    msw.use(override(sportsEvent, answer(sportsEvent, { event: liveEventFixture({ id: 77, goals_home: 2 }) })))
  },
} satisfies Meta<typeof SportsEventPage>

export default meta
type Story = StoryObj<typeof meta>

export const Live: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Palmeiras 77 × Flamengo 77' }, { timeout: 5000 }),
    ).toBeVisible()
    await expect(canvas.getByText('67 min')).toBeVisible()
    await expect(canvas.getByRole('region', { name: 'Total de gols' })).toBeVisible()
  },
}

export const LiveDark: Story = { ...Live, globals: { theme: 'dark' } }

/** Football turned off in the settings: every sports address shows this instead. */
export const Maintenance: Story = {
  render: () => <SportsMaintenance />,
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('img', { name: 'Campo de futebol em manutenção' }),
    ).toBeVisible()
  },
}

export const MaintenanceDark: Story = { ...Maintenance, globals: { theme: 'dark' } }
