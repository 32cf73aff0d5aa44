import type { Meta, StoryObj } from '@storybook/react-vite'
import { HttpResponse } from 'msw'
import { msg } from '@lingui/core/macro'
import { expect, within } from 'storybook/test'
import { profileVip } from '@/api/vip.ts'
import { vipLoadFailure } from '@/features/vip/rules/failures.ts'
import { VipPage } from '@/features/vip/vip-page.tsx'
import { db } from '@mocks/db/index.ts'
import { override } from '@mocks/override.ts'
import { pendingForever } from '../fixtures.ts'
import { AsRoute } from '../wallet/as-route.tsx'
import { seedDemoSession, signInDemo } from '../wallet/fixtures.ts'

/** /vip as its route shows it: the route's pending and error views around the page. */
function VipRoute() {
  return (
    <AsRoute pending={msg`Carregando VIP…`} texts={vipLoadFailure}>
      <VipPage />
    </AsRoute>
  )
}

const meta = {
  title: 'VIP/VIP page',
  component: VipRoute,
  parameters: { store: seedDemoSession, router: { initialEntries: ['/vip'] } },
  beforeEach: () => signInDemo(),
} satisfies Meta<typeof VipRoute>

export default meta
type Story = StoryObj<typeof meta>

/** The seeded demo player: level 2 (Bronze II), on the way to Prata I. */
export const Player: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const current = within(await canvas.findByRole('region', { name: 'Nível atual' }))
    await expect(current.getByText('2. Bronze II')).toBeVisible()
    const next = within(canvas.getByRole('region', { name: 'Próximo nível' }))
    await expect(next.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '56')
    await expect(canvas.getByRole('table', { name: 'Bônus de nível' })).toBeVisible()
  },
}

/** A player past the last level: no next level to reach. */
export const TopLevel: Story = {
  beforeEach: () => {
    const wallet = db.wallets.findBy((w) => w.user_id === 1 && w.active)
    if (wallet) db.wallets.update(wallet.id, { total_bet: '600000.00', vip_points: 600_000 })
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const next = within(await canvas.findByRole('region', { name: 'Próximo nível' }))
    await expect(next.getByText('Você chegou ao nível máximo!')).toBeVisible()
    await expect(canvas.getByRole('region', { name: 'Nível atual' })).toHaveTextContent('10. Diamante II')
  },
}

/** A visitor: the public levels and the call to register. */
export const Visitor: Story = {
  parameters: { store: () => undefined },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await canvas.findByRole('button', { name: 'Cadastre-se' })).toBeVisible()
    await expect(canvas.getByRole('table', { name: 'Bônus de nível' })).toBeVisible()
    await expect(canvas.queryByRole('region', { name: 'Nível atual' })).toBeNull()
  },
}

export const Loading: Story = {
  beforeEach({ msw }) {
    msw.use(pendingForever(profileVip))
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('status')).toHaveTextContent('Carregando VIP…')
  },
}

export const LoadError: Story = {
  beforeEach({ msw }) {
    msw.use(override(profileVip, () => HttpResponse.json({ message: 'Server Error' }, { status: 500 })))
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await canvas.findByRole('button', { name: 'Tentar novamente' })).toBeVisible()
    await expect(canvas.getAllByText('Não foi possível carregar o programa VIP.').length).toBeGreaterThan(0)
  },
}

/** The demo player's level in the dark theme (axe checks the progress bar and the bonus table). */
export const PlayerDark: Story = { ...Player, globals: { theme: 'dark' } }
