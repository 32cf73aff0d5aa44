import type { RequestHandler, WebSocketHandler } from 'msw'
import { affiliateHandlers } from './affiliate.ts'
import { authHandlers } from './auth.ts'
import { broadcastingHandlers } from './broadcasting.ts'
import { casinoHandlers } from './casino.ts'
import { categoriesHandlers } from './categories.ts'
import { couponHandlers } from './coupon.ts'
import { depositHandlers } from './deposit.ts'
import { languageHandlers } from './language.ts'
import { missionsHandlers } from './missions.ts'
import { panelHandlers } from './panel.ts'
import { profileHandlers } from './profile.ts'
import { protectionActivityHandlers } from '../protection/activity-handlers.ts'
import { protectionLimitsHandlers } from './protection-limits.ts'
import { receiptHandlers } from './receipt.ts'
import { settingsHandlers } from './settings.ts'
import { spinHandlers } from './spin.ts'
import { sportsHandlers } from './sports.ts'
import { storageHandlers } from './storage.ts'
import { usersHandlers } from './users.ts'
import { vipHandlers } from './vip.ts'
import { walletHandlers } from './wallet.ts'
import { pauseHandlers } from '../protection/pause-handlers.ts'
import { providerRpcHandlers } from '../provider/rpc-handler.ts'
// The game provider's settlement jobs (a crash round's end, an unfinished bingo) run wherever the handlers run.
import '../provider/provider.ts'

// Each domain adds its handler array here (settingsHandlers, categoriesHandlers, …). The images come first: a page
// asks for many more of them than for API calls, and MSW tries the handlers in order for every request.
export const handlers: Array<RequestHandler | WebSocketHandler> = [
  ...storageHandlers,
  ...settingsHandlers,
  ...categoriesHandlers,
  ...languageHandlers,
  ...broadcastingHandlers,
  ...authHandlers,
  ...usersHandlers,
  ...profileHandlers,
  ...walletHandlers,
  ...pauseHandlers,
  ...depositHandlers,
  ...couponHandlers,
  ...spinHandlers,
  ...receiptHandlers,
  ...casinoHandlers,
  ...sportsHandlers,
  ...missionsHandlers,
  ...vipHandlers,
  ...affiliateHandlers,
  ...protectionActivityHandlers,
  ...protectionLimitsHandlers,
  // Not the contract: the demo panel's hook (handlers/panel.ts).
  ...panelHandlers,
  // The demo games' messages, forwarded by the page's bridge to wherever the mock runs (the service worker).
  ...providerRpcHandlers,
]
