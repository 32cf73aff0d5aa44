import type { Meta, StoryObj } from '@storybook/react-vite'
import type { createStore } from 'jotai'
import { expect, waitFor, within } from 'storybook/test'
import { sportsEvents, sportsLeagues, sportsLiveEvents, sportsNextEvents, type FootballEvent } from '@/api/sports.ts'
import { AppShell } from '@/features/shell/components/app-shell.tsx'
import { cookieAcceptedAtom } from '@/features/shell/state.ts'
import { SportsHomePage } from '@/features/sports/sports-home-page.tsx'
import { EMPTY_SLIP, togglePick } from '@/features/sports/slip/rules/slip.ts'
import { slipAtom } from '@/features/sports/slip/state.ts'
import { SportsLayout } from '@/features/sports/sports-layout.tsx'
import { answer, override } from '@mocks/override.ts'
import { footballEventFixture, leaguesFixture, liveEventFixture } from '@/testing/sports-fixtures.ts'
import { SCREENSHOT_VIEWPORTS } from '../screenshots/screenshot.ts'
import { seedDemoSession, signInDemo } from '../wallet/fixtures.ts'

/*
 * The sports home as a player sees it on a laptop: the shell with its side menu, the sports page, and the slip open
 * beside it with two picks. The three share the width, which is where each odds button's label (`1`, `X`, `2`) had
 * been squeezed to a sliver. Kick-offs are years ahead, so their labels are dates, the same on every day.
 */
const KICK_OFF = '2030-01-15T19:00:00.000Z'
const upcoming = (id: number, patch: Partial<FootballEvent> = {}) =>
  footballEventFixture({ id, date: KICK_OFF, team_home_name: `Palmeiras ${id}`, ...patch })
const favourite = upcoming(1, { odds_home: 12.5, odds_draw: 6.25, odds_away: 1.22 })
const english = upcoming(2, { league_name: 'Premier League', league_country: 'England' })
const main = [favourite, english, ...[3, 4, 5, 6].map((id) => upcoming(id))]
const live = [901, 902, 903, 904].map((id) => liveEventFixture({ id, elapsed: 60 + (id % 10) }))
const next = [101, 102, 103].map((id) => upcoming(id))

function withTwoPicks(store: ReturnType<typeof createStore>) {
  seedDemoSession(store)
  store.set(cookieAcceptedAtom, true)
  const picks = [
    { event: favourite, marketIndex: 0, valueIndex: 1 },
    { event: english, marketIndex: 1, valueIndex: 0 },
  ]
  store.set(slipAtom, picks.reduce(togglePick, EMPTY_SLIP))
}

const VIEWPORTS = {
  ...SCREENSHOT_VIEWPORTS,
  small: { name: 'Small laptop 1024', styles: { width: '1024px', height: '768px' }, type: 'desktop' },
  wide: { name: 'Wide 1920', styles: { width: '1920px', height: '1080px' }, type: 'desktop' },
} as const

const meta = {
  title: 'Sports/Page with the slip',
  component: SportsHomePage,
  args: { search: {} },
  render: (args) => (
    <AppShell>
      <SportsLayout>
        <SportsHomePage {...args} />
      </SportsLayout>
    </AppShell>
  ),
  parameters: {
    router: { initialEntries: ['/sports'] },
    store: withTwoPicks,
    viewport: { options: VIEWPORTS },
  },
  globals: { viewport: { value: 'laptop', isRotated: false } },
  beforeEach({ msw }) {
    msw.use(
      override(sportsLeagues, answer(sportsLeagues, { leagues: leaguesFixture })),
      override(sportsLiveEvents, answer(sportsLiveEvents, { liveevents: live })),
      override(sportsEvents, answer(sportsEvents, { events: main })),
      override(sportsNextEvents, answer(sportsNextEvents, { nextevents: next })),
    )
    return signInDemo()
  },
} satisfies Meta<typeof SportsHomePage>

export default meta
type Story = StoryObj<typeof meta>

/**
 * Every odds button's label is at least as wide as its text: neither clipped nor squeezed, whatever the width the
 * page leaves the cards.
 */
async function labelsAreWhole(canvasElement: HTMLElement) {
  const all = () => [...canvasElement.ownerDocument.querySelectorAll<HTMLButtonElement>('button[data-bet]')]
  // Every section's odds, the live ones included (they arrive after the main games): measured once all are drawn.
  await waitFor(() => expect(all().length).toBeGreaterThan(30), { timeout: 5000 })
  const buttons = all()
  // Measured all at once and reported together: one instrumented expect per button made the story slow.
  const squeezed = buttons.flatMap((button) => {
    const label = button.querySelector<HTMLElement>(':scope > span:first-child')
    if (!label) return [`${button.dataset.bet}: no label`]
    const range = document.createRange()
    range.selectNodeContents(label)
    const text = range.getBoundingClientRect().width
    const box = label.getBoundingClientRect().width
    const whole = text > 0 && box >= text - 0.5 && label.scrollWidth <= label.clientWidth
    return whole
      ? []
      : [`${button.dataset.bet} "${label.textContent}": box ${box.toFixed(1)} px, text ${text.toFixed(1)} px`]
  })
  await expect(squeezed).toEqual([])
}

async function pageWithSlip(canvasElement: HTMLElement) {
  const canvas = within(canvasElement)
  const games = within(await canvas.findByRole('region', { name: 'Principais jogos' }, { timeout: 8000 }))
  await expect(await games.findAllByRole('article', {}, { timeout: 8000 })).toHaveLength(6)
  const slip = within(canvas.getByRole('region', { name: 'Boletim de apostas' }))
  await expect(slip.getAllByRole('listitem')).toHaveLength(2)
  await expect(await slip.findByRole('button', { name: 'Fazer aposta múltipla' }, { timeout: 5000 })).toBeVisible()
  // The picks in the player's words: `Draw` and `Over 2.5` from the feed.
  await expect(slip.getByText('Empate')).toBeVisible()
  await expect(slip.getByText('Mais de 2,5')).toBeVisible()
  const live = within(canvas.getByRole('region', { name: 'Ao vivo agora' }))
  await waitFor(() => expect(live.getAllByRole('article')).toHaveLength(4))
}

/** 1366 px with the side menu and the slip open: the base of the screenshots (stories/screenshots). */
export const Laptop: Story = {
  play: async ({ canvasElement }) => {
    await pageWithSlip(canvasElement)
    await labelsAreWhole(canvasElement)
  },
}

export const Phone: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvasElement }) => {
    const games = within(
      await within(canvasElement).findByRole('region', { name: 'Principais jogos' }, { timeout: 8000 }),
    )
    await expect(await games.findAllByRole('article', {}, { timeout: 8000 })).toHaveLength(6)
    await labelsAreWhole(canvasElement)
  },
}

export const SmallLaptop: Story = { ...Laptop, globals: { viewport: { value: 'small', isRotated: false } } }
export const Desktop: Story = { ...Laptop, globals: { viewport: { value: 'desktop', isRotated: false } } }
export const Wide: Story = { ...Laptop, globals: { viewport: { value: 'wide', isRotated: false } } }
