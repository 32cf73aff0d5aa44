import type { Meta, StoryObj } from '@storybook/react-vite'
import { HttpResponse } from 'msw'
import { msg } from '@lingui/core/macro'
import { expect, waitFor, within } from 'storybook/test'
import { profileWallet } from '@/api/wallet.ts'
import { profileMyWallets } from '@/api/wallet-area.ts'
import { WalletArea } from '@/features/wallet/components/wallet-area.tsx'
import { OverviewPage } from '@/features/wallet/overview-page.tsx'
import { walletLoadFailure } from '@/features/wallet/rules/failures.ts'
import { db } from '@mocks/db/index.ts'
import { override } from '@mocks/override.ts'
import { pendingForever } from '../fixtures.ts'
import { AsRoute } from './as-route.tsx'
import { all, expectNoSidewaysScroll, expectToast, forceLayout, seedDemoSession, signInDemo } from './fixtures.ts'

/** The overview inside the wallet area's frame, as /profile/wallet shows it. */
function WalletOverviewPage() {
  return (
    <WalletArea>
      <AsRoute pending={msg`Carregando carteira…`} texts={walletLoadFailure}>
        <OverviewPage />
      </AsRoute>
    </WalletArea>
  )
}

const meta = {
  title: 'Wallet/Overview',
  component: WalletOverviewPage,
  parameters: { store: seedDemoSession, router: { initialEntries: ['/profile/wallet'] } },
  beforeEach: () => all(signInDemo(), forceLayout('desktop')),
} satisfies Meta<typeof WalletOverviewPage>

export default meta
type Story = StoryObj<typeof meta>

/** The seeded demo player: cash, bonus and a withdrawal in analysis, rollover still to go, three wallets. */
export const WithRollover: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const balance = within(await canvas.findByRole('region', { name: 'Saldo' }))
    await expect(balance.getByText('Em saque').nextElementSibling).toHaveTextContent(/R\$\s100,00/)
    const rollover = within(canvas.getByRole('region', { name: 'Rollover' }))
    await expect(rollover.getByRole('progressbar', { name: 'Rollover de Depósito' })).toHaveAttribute(
      'aria-valuenow',
      '40',
    )
    await expect(rollover.getByRole('progressbar', { name: 'Proteção de Rollover' })).toBeVisible()
    const wallets = within(canvas.getByRole('region', { name: 'Minhas Carteiras' }))
    await expect(await wallets.findByText('Ativa')).toBeVisible()
    await expect(canvas.getByRole('link', { name: 'Visão Geral' })).toHaveAttribute('aria-current', 'page')
  },
}

/** Rollover switched off in the settings: no rollover card at all. */
export const WithoutRollover: Story = {
  beforeEach() {
    db.settings.update({ disable_rollover: true, rollover_deposit: 0, rollover: 0, rollover_protection: 0 })
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await canvas.findByRole('region', { name: 'Saldo' })
    await expect(canvas.queryByRole('region', { name: 'Rollover' })).toBeNull()
  },
}

/** Nothing left to wager: full bars. */
export const RolloverDone: Story = {
  beforeEach() {
    db.wallets.update(1, { balance_deposit_rollover: '0.00', balance_bonus_rollover: '0.00' })
  },
  play: async ({ canvasElement }) => {
    const rollover = within(await within(canvasElement).findByRole('region', { name: 'Rollover' }))
    await expect(rollover.getByRole('progressbar', { name: 'Rollover de Bônus' })).toHaveAttribute(
      'aria-valuenow',
      '100',
    )
    await expect(rollover.getAllByText('Meta cumprida')).toHaveLength(2)
  },
}

/** The page waits for the wallet. */
export const Loading: Story = {
  beforeEach({ msw }) {
    msw.use(pendingForever(profileWallet))
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Carregando carteira…')).toBeVisible()
  },
}

/** The wallet is there; the list of wallets loads in its own card. */
export const WalletListLoading: Story = {
  beforeEach({ msw }) {
    msw.use(pendingForever(profileMyWallets))
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await canvas.findByRole('region', { name: 'Saldo' })
    await expect(await canvas.findByText('Carregando carteiras…')).toBeVisible()
  },
}

/** The wallet fails: the server's words as a notice, the fallback text and a retry in the page. */
export const LoadError: Story = {
  beforeEach({ msw }) {
    msw.use(override(profileWallet, () => HttpResponse.json({ error: 'Carteira bloqueada' }, { status: 400 })))
  },
  play: async ({ canvasElement }) => {
    await expectToast(canvasElement, 'Carteira bloqueada')
    await expect(within(canvasElement).getByText('Erro ao carregar dados da carteira')).toBeVisible()
    await expect(within(canvasElement).getAllByRole('button', { name: 'Tentar novamente' })[0]).toBeVisible()
  },
}

/** The list fails with an answer that has no words: its fallback. */
export const WalletListError: Story = {
  beforeEach({ msw }) {
    msw.use(override(profileMyWallets, () => HttpResponse.error()))
  },
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body)
    await waitFor(() => expect(body.getAllByText('Erro ao carregar carteiras').length).toBeGreaterThanOrEqual(2))
  },
}

export const NoWallets: Story = {
  beforeEach({ msw }) {
    msw.use(override(profileMyWallets, () => HttpResponse.json({ wallets: [] })))
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Nenhuma carteira disponível')).toBeVisible()
  },
}

/** A wallet switched: the notice, and the badge moves. */
export const Activated: Story = {
  play: async ({ canvasElement, userEvent }) => {
    const wallets = within(await within(canvasElement).findByRole('region', { name: 'Minhas Carteiras' }))
    await userEvent.click(await wallets.findByRole('button', { name: /Carteira de esportes/ }))
    await expectToast(canvasElement, 'Carteira atualizada com sucesso')
    await waitFor(() =>
      expect(wallets.getByRole('button', { name: /Carteira de esportes/ })).toHaveAttribute('aria-pressed', 'true'),
    )
  },
}

export const CouponApplied: Story = {
  play: async ({ canvasElement, userEvent }) => {
    const coupon = within(await within(canvasElement).findByRole('region', { name: 'Cupom' }))
    await userEvent.type(coupon.getByRole('textbox', { name: 'Código do cupom' }), 'BEMVINDO')
    await userEvent.click(coupon.getByRole('button', { name: 'Aplicar cupom' }))
    await expectToast(canvasElement, 'Cupom aplicado com sucesso!')
  },
}

export const CouponRefused: Story = {
  play: async ({ canvasElement, userEvent }) => {
    const coupon = within(await within(canvasElement).findByRole('region', { name: 'Cupom' }))
    await userEvent.type(coupon.getByRole('textbox', { name: 'Código do cupom' }), 'NATAL2025')
    await userEvent.click(coupon.getByRole('button', { name: 'Aplicar cupom' }))
    await expectToast(canvasElement, 'Cupom inválido ou expirado.')
  },
}

/** Below 768 px: the four tabs instead of the side menu. */
export const Phone: Story = {
  beforeEach: () => forceLayout('phone'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const tabs = within(await canvas.findByRole('navigation', { name: 'Seções da carteira' }))
    await expect(tabs.getAllByRole('link').map((link) => link.textContent)).toEqual([
      'Saldo',
      'Depositar',
      'Sacar',
      'Histórico',
      'Extrato',
      'Limites',
      'Pausa',
    ])
    await expect(tabs.getByRole('link', { name: 'Saldo' })).toHaveAttribute('aria-current', 'page')
    await expect(canvas.queryByRole('complementary', { name: 'Menu da carteira' })).toBeNull()
    await expectNoSidewaysScroll(canvasElement)
  },
}

export const Dark: Story = {
  globals: { theme: 'dark' },
  play: WithRollover.play,
}
