import type { Meta, StoryObj } from '@storybook/react-vite'
import { HttpResponse } from 'msw'
import { msg } from '@lingui/core/macro'
import { expect, within } from 'storybook/test'
import { sportsMyBets, type TicketWire } from '@/api/sports.ts'

type TicketSelectionWire = TicketWire['selections'][number]
import { MyBetsPage, type MyBetsSearch } from '@/features/sports/slip/my-bets-page.tsx'
import { MY_BETS_FAILURE } from '@/features/sports/slip/rules/failures.ts'
import { ticketsPage, ticketWire } from '@/testing/slip-fixtures.ts'
import { override } from '@mocks/override.ts'
import { pendingForever } from '../fixtures.ts'
import { AsRoute } from '../wallet/as-route.tsx'
import { expectNoSidewaysScroll, expectToast, seedDemoSession, signInDemo } from '../wallet/fixtures.ts'

/** Minhas apostas as /sports/my-bets shows it: the route's pending and failure views around the page. */
function MyBetsRoutePage({ search }: { search: MyBetsSearch }) {
  return (
    <AsRoute pending={msg`Carregando suas apostas…`} texts={MY_BETS_FAILURE}>
      <MyBetsPage search={search} />
    </AsRoute>
  )
}

const [selection] = ticketWire(0).selections as [TicketSelectionWire]
const tickets = [
  ticketWire(31),
  ticketWire(30, {
    type: 'multiple',
    total_bets: '25.00',
    total_earnings: '94.81',
    odd: 3.79,
    selections: [
      selection,
      {
        ...selection,
        event_id: 2,
        bet_id: '2-1-0',
        team_home_name: 'Grêmio',
        team_away_name: 'Internacional',
        market: 'Goals Over/Under',
        value: 'Over 2.5',
        odd: 2.05,
      },
    ],
  }),
  ticketWire(29, {
    status: 'won',
    payout: '46.25',
    selections: [{ ...selection, status: 'won', goals_home: 2, goals_away: 0 }],
  }),
  ticketWire(28, {
    status: 'lost',
    payout: '0',
    selections: [{ ...selection, status: 'lost', goals_home: 0, goals_away: 1 }],
  }),
  ticketWire(27, { status: 'void', payout: '25.00', selections: [{ ...selection, status: 'void' }] }),
]

const meta = {
  title: 'Sports/My bets',
  component: MyBetsRoutePage,
  args: { search: { tab: 'open', page: 1 } },
  parameters: { store: seedDemoSession, router: { initialEntries: ['/sports/my-bets'] } },
  beforeEach: () => signInDemo(),
} satisfies Meta<typeof MyBetsRoutePage>

export default meta
type Story = StoryObj<typeof meta>

/** Open, multiple and settled tickets (won, lost, void), with a second page. */
export const Full: Story = {
  beforeEach({ msw }) {
    msw.use(override(sportsMyBets, () => HttpResponse.json(ticketsPage(tickets, { total: 15 }))))
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Minhas apostas' })).toBeVisible()
    const list = canvas.getByRole('list', { name: 'Bilhetes' })
    await expect(within(list).getAllByRole('heading', { level: 2 })).toHaveLength(5)
    await expect(canvas.getByRole('navigation', { name: 'Páginas de apostas' })).toBeVisible()
  },
}

export const Empty: Story = {
  beforeEach({ msw }) {
    msw.use(override(sportsMyBets, () => HttpResponse.json(ticketsPage([]))))
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Você não tem apostas em aberto.')).toBeVisible()
  },
}

export const Loading: Story = {
  beforeEach({ msw }) {
    msw.use(pendingForever(sportsMyBets))
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Carregando suas apostas…')).toBeVisible()
  },
}

export const Failure: Story = {
  beforeEach({ msw }) {
    msw.use(override(sportsMyBets, () => HttpResponse.json({ message: 'Server Error' }, { status: 500 })))
  },
  play: async ({ canvasElement }) => {
    await expectToast(canvasElement, 'Não foi possível carregar suas apostas.')
    await expect(within(canvasElement).getByRole('button', { name: 'Tentar novamente' })).toBeVisible()
  },
}

/** At 360 px: one ticket per row, nothing scrolls sideways. */
export const Phone: Story = {
  beforeEach: Full.beforeEach,
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByRole('list', { name: 'Bilhetes' })
    await expectNoSidewaysScroll(canvasElement)
  },
}

export const Dark: Story = {
  globals: { theme: 'dark' },
  beforeEach: Full.beforeEach,
  play: Full.play,
}
