import type { Meta, StoryObj } from '@storybook/react-vite'
import type { createStore } from 'jotai'
import { expect, within } from 'storybook/test'
import { sportsEvent } from '@/api/sports.ts'
import { AppShell } from '@/features/shell/components/app-shell.tsx'
import { cookieAcceptedAtom } from '@/features/shell/state.ts'
import { SportsEventPage } from '@/features/sports/event-page.tsx'
import { SportsMaintenance } from '@/features/sports/components/sports-maintenance.tsx'
import { EMPTY_SLIP, togglePick } from '@/features/sports/slip/rules/slip.ts'
import { slipAtom } from '@/features/sports/slip/state.ts'
import { SportsLayout } from '@/features/sports/sports-layout.tsx'
import { answer, override } from '@mocks/override.ts'
import { liveEventFixture } from '@/testing/sports-fixtures.ts'
import { seedDemoSession, signInDemo } from '../wallet/fixtures.ts'

/*
 * A live match frozen in place: the mock answers this one event, always the same (score, minute, odds), so the
 * minute's refetch changes nothing, and its id is none of the mock's fixtures (mocks/sports/fixtures.ts numbers them
 * by time slot), so the odds feed never patches it. The screenshots rely on it (stories/screenshots).
 */
const event = liveEventFixture({ id: 77, goals_home: 2 })

const meta = {
  title: 'Sports/Event page',
  component: SportsEventPage,
  args: { id: 77 },
  parameters: { router: { initialEntries: ['/sports/event/2026-11-25/77'] } },
  beforeEach({ msw }) {
    msw.use(override(sportsEvent, answer(sportsEvent, { event })))
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

/** The demo player, the cookie notice answered, and the home win of this match in the slip. */
function withPickFromThisEvent(store: ReturnType<typeof createStore>) {
  seedDemoSession(store)
  store.set(cookieAcceptedAtom, true)
  store.set(slipAtom, togglePick(EMPTY_SLIP, { event, marketIndex: 0, valueIndex: 0 }))
}

/**
 * The page as /sports/event/… shows it: in the shell and the sports area, the home win picked, so its odds button
 * shows the choice and the slip (beside the page, or its bar on a phone) holds it. The base of the screenshots
 * (stories/screenshots).
 */
export const InTheSportsArea: Story = {
  render: (args) => (
    <AppShell>
      <SportsLayout>
        <SportsEventPage {...args} />
      </SportsLayout>
    </AppShell>
  ),
  parameters: { store: withPickFromThisEvent },
  beforeEach: () => signInDemo(),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Palmeiras 77 × Flamengo 77' }, { timeout: 8000 }),
    ).toBeVisible()
    await expect(canvas.getByText('67 min')).toBeVisible()
    await expect(canvas.getByLabelText('2 × 0')).toBeVisible()
    const markets = within(canvas.getByRole('region', { name: 'Mercados' }))
    await expect(markets.getByRole('button', { pressed: true })).toHaveTextContent('1,85')
    // The shell mounts its footer once the browser is idle; on this short page it is in the frame (at the bottom of
    // a phone's), so the shot waits for it rather than catching the page with or without it.
    await expect(await canvas.findByRole('contentinfo', {}, { timeout: 5000 })).toBeVisible()
  },
}

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
