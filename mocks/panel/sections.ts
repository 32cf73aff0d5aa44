import type { ComponentType } from 'react'
import { msg } from '@lingui/core/macro'
import type { MessageDescriptor } from '@lingui/core'
import { AffiliateSection } from '../affiliate/affiliate-section.tsx'
import { BackendSection } from './backend-section.tsx'
import { CatalogueSection } from '../catalogue/catalogue-section.tsx'
import { CouponsSection } from '../coupons/coupons-section.tsx'
import { DataSection } from './data-section.tsx'
import { DemoPlayerSection } from '../auth/demo-player-section.tsx'
import { DepositsSection } from '../pix/deposits-section.tsx'
import { FaultsSection } from './faults-section.tsx'
import { GamesSection } from '../provider/games-section.tsx'
import { LatencySection } from './latency-section.tsx'
import { MailboxSection } from '../auth/mailbox-section.tsx'
import { MissionsSection } from '../missions/missions-section.tsx'
import { ProtectionActivitySection } from '../protection/activity-section.tsx'
import { ProtectionLimitsSection } from '../protection/limits-section.tsx'
import { ProtectionOperatorSection } from '../protection/operator-section.tsx'
import { PausePanelSection } from '../protection/pause-section.tsx'
import { SpinSection } from '../spin/spin-section.tsx'
import { SportsSection } from '../sports/sports-section.tsx'
import { WithdrawalsSection } from '../pix/withdrawals-section.tsx'

/**
 * One section of the demo panel. Sections render inside the app's providers (Mantine, TanStack Query, Lingui) and
 * reach the mock only through panel/client.ts (the `/__mock/panel/<action>` hook), never its modules.
 */
export interface PanelSection {
  id: string
  /** A Lingui message (`msg` from @lingui/core/macro), translated when the panel renders. */
  title: MessageDescriptor
  Component: ComponentType
}

/**
 * The demo panel, top to bottom. A new control is a section here, its component in its domain's folder
 * (`sports/sports-section.tsx`; the mock's own controls in panel/), with its actions in panel/actions.ts.
 */
export const PANEL_SECTIONS: readonly PanelSection[] = [
  // First: logging in is what a visitor of the demo wants first, then the inbox of a forgotten password.
  { id: 'demo-player', title: msg`Jogador de demonstração`, Component: DemoPlayerSection },
  { id: 'mailbox', title: msg`Caixa de entrada`, Component: MailboxSection },
  // Paying a PIX and approving a withdrawal are the next things a demo needs; beside them the limits the deposits,
  // rounds and bets run into.
  { id: 'deposits', title: msg`Depósitos PIX`, Component: DepositsSection },
  { id: 'withdrawals', title: msg`Saques em análise`, Component: WithdrawalsSection },
  { id: 'protection-limits', title: msg`Limites do jogador`, Component: ProtectionLimitsSection },
  { id: 'coupons', title: msg`Cupons`, Component: CouponsSection },
  // After the money: a referred player's losses are what the affiliate page's earnings follow, and a mission
  // completed here is what Collect Rewards then pays.
  { id: 'affiliate', title: msg`Afiliados`, Component: AffiliateSection },
  { id: 'missions', title: msg`Missões`, Component: MissionsSection },
  // A break, the marketing it stops and the inactivity timeout, acted out for the demo player.
  { id: 'protection-pause', title: msg`Pausa e inatividade`, Component: PausePanelSection },
  // The casino, the games it launches, and the statement their rounds land in.
  { id: 'catalogue', title: msg`Catálogo do cassino`, Component: CatalogueSection },
  { id: 'games', title: msg`Jogos`, Component: GamesSection },
  { id: 'protection-activity', title: msg`Extrato e lembrete de jogo`, Component: ProtectionActivitySection },
  { id: 'sports', title: msg`Futebol`, Component: SportsSection },
  { id: 'spin', title: msg`Roleta de prêmios`, Component: SpinSection },
  // Player protection: the rule on bonuses granted before a bet.
  { id: 'protection', title: msg`Proteção`, Component: ProtectionOperatorSection },
  // The mock itself: its data, how it answers, and where the app reaches it.
  { id: 'data', title: msg`Dados`, Component: DataSection },
  { id: 'latency', title: msg`Latência`, Component: LatencySection },
  { id: 'faults', title: msg`Falhas`, Component: FaultsSection },
  { id: 'backend', title: msg`Servidor`, Component: BackendSection },
]
