import type { ReactNode } from 'react'
import { Paper, Skeleton, Stack, Text } from '@mantine/core'
import { Trans, useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import { useIsPhone } from '@/shared/hooks/use-is-phone.ts'
import { formatBRL } from '@/shared/money.ts'
import { LinkButton } from '@/shared/ui/link-button.tsx'
import { NavItem } from '@/shared/ui/nav-item.tsx'
import { useWallet } from '@/shared/wallet.ts'
import {
  IconChat,
  IconDeposit,
  IconGift,
  IconHistory,
  IconLimits,
  IconOverview,
  IconPause,
  IconStatement,
  IconWithdraw,
} from '../icons.tsx'
import classes from './wallet-area.module.css'

type SectionPath =
  | '/profile/wallet'
  | '/profile/deposit'
  | '/profile/withdraw'
  | '/profile/transactions'
  | '/profile/activity'
  | '/profile/limits'
  | '/profile/pause'

/**
 * The frame of the wallet pages (and the player's protection tools beside them): on desktop a side menu with the balance, the sections, a link
 * to /promotions and the 24/7 support panel; on phones (< 768 px) a row of tabs Saldo, Depositar, Sacar,
 * Histórico. Every entry is a real link; the router marks the current one with aria-current="page".
 *
 * The pathless layout route src/routes/_authenticated/profile/_wallet-area.tsx renders the four pages inside it.
 */
export function WalletArea({ children }: { children: ReactNode }) {
  const isPhone = useIsPhone()
  return (
    <div className={classes.area} data-layout={isPhone ? 'phone' : 'desktop'}>
      {isPhone ? <WalletTabs /> : <WalletSideMenu />}
      <div className={classes.content}>{children}</div>
    </div>
  )
}

function WalletTabs() {
  const { t } = useLingui()
  const tabs: Array<{ to: SectionPath; label: ReactNode }> = [
    { to: '/profile/wallet', label: <Trans>Saldo</Trans> },
    { to: '/profile/deposit', label: <Trans>Depositar</Trans> },
    { to: '/profile/withdraw', label: <Trans>Sacar</Trans> },
    { to: '/profile/transactions', label: <Trans>Histórico</Trans> },
    { to: '/profile/activity', label: <Trans>Extrato</Trans> },
    { to: '/profile/limits', label: <Trans>Limites</Trans> },
    { to: '/profile/pause', label: <Trans>Pausa</Trans> },
  ]
  return (
    <nav aria-label={t`Seções da carteira`}>
      <ul className={classes.tabs}>
        {tabs.map((tab) => (
          <li key={tab.to}>
            <Link to={tab.to} className={classes.tab}>
              {tab.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  )
}

function WalletSideMenu() {
  const { t } = useLingui()
  return (
    <aside className={classes.side} aria-label={t`Menu da carteira`}>
      <SideBalance />
      <nav aria-label={t`Seções da carteira`}>
        <ul className={classes.menu}>
          <li>
            <NavItem to="/profile/wallet" icon={<IconOverview size={18} />}>
              <Trans>Visão Geral</Trans>
            </NavItem>
          </li>
          <li>
            <NavItem to="/profile/deposit" icon={<IconDeposit size={18} />}>
              <Trans>Depositar</Trans>
            </NavItem>
          </li>
          <li>
            <NavItem to="/profile/withdraw" icon={<IconWithdraw size={18} />}>
              <Trans>Sacar</Trans>
            </NavItem>
          </li>
          <li>
            <NavItem to="/profile/transactions" icon={<IconHistory size={18} />}>
              <Trans>Histórico</Trans>
            </NavItem>
          </li>
          <li>
            <NavItem to="/profile/activity" icon={<IconStatement size={18} />}>
              <Trans>Extrato de atividade</Trans>
            </NavItem>
          </li>
        </ul>
      </nav>
      <nav aria-label={t`Jogo responsável`}>
        <Text size="xs" fw={700} c="dimmed" tt="uppercase" px="sm" pb={4}>
          <Trans>Jogo responsável</Trans>
        </Text>
        <ul className={classes.menu}>
          <li>
            <NavItem to="/profile/limits" icon={<IconLimits size={18} />}>
              <Trans>Limites</Trans>
            </NavItem>
          </li>
          <li>
            <NavItem to="/profile/pause" icon={<IconPause size={18} />}>
              <Trans>Pausa e autoexclusão</Trans>
            </NavItem>
          </li>
        </ul>
      </nav>
      <Paper withBorder radius="lg" p="md">
        <Stack gap="xs">
          <Text fw={700} size="sm">
            <Trans>Promoções</Trans>
          </Text>
          <Text size="sm" c="dimmed">
            <Trans>Bônus e ofertas para aproveitar seu saldo.</Trans>
          </Text>
          <LinkButton to="/promotions" variant="light" size="xs" leftSection={<IconGift size={16} />}>
            <Trans>Ver promoções</Trans>
          </LinkButton>
        </Stack>
      </Paper>
      <Paper withBorder radius="lg" p="md" component="section" aria-label={t`Suporte`}>
        <Stack gap="xs">
          <Text fw={700} size="sm">
            <Trans>Suporte 24/7</Trans>
          </Text>
          <Text size="sm" c="dimmed">
            <Trans>Nossa equipe atende 24 horas por dia, 7 dias por semana.</Trans>
          </Text>
          <LinkButton to="/support" variant="light" size="xs" leftSection={<IconChat size={16} />}>
            <Trans>Falar com o suporte</Trans>
          </LinkButton>
        </Stack>
      </Paper>
    </aside>
  )
}

function SideBalance() {
  const wallet = useWallet()
  return (
    <Paper withBorder radius="lg" p="md">
      <Text size="sm" c="dimmed">
        <Trans>Saldo total</Trans>
      </Text>
      {wallet.data ? (
        <Text fw={800} size="xl">
          {formatBRL(wallet.data.total_balance)}
        </Text>
      ) : wallet.isError ? (
        // The overview says what failed; here a dash is enough.
        <Text fw={800} size="xl">
          —
        </Text>
      ) : (
        <Skeleton height={28} width="70%" mt={4} radius="sm" />
      )}
    </Paper>
  )
}
