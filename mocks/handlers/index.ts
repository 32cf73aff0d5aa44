import type { RequestHandler, WebSocketHandler } from 'msw'
import { affiliateHandlers } from '../affiliate/handlers.ts'
import { authHandlers } from '../auth/handlers.ts'
import { broadcastingHandlers } from './broadcasting.ts'
import { casinoHandlers } from '../catalogue/handlers.ts'
import { categoriesHandlers } from '../settings/categories-handlers.ts'
import { couponHandlers } from '../coupons/handlers.ts'
import { depositHandlers } from '../pix/deposit-handlers.ts'
import { languageHandlers } from '../settings/language-handlers.ts'
import { missionsHandlers } from '../missions/handlers.ts'
import { panelHandlers } from '../panel/handlers.ts'
import { profileHandlers } from '../profile/handlers.ts'
import { protectionActivityHandlers } from '../protection/activity-handlers.ts'
import { protectionLimitsHandlers } from '../protection/limits-handlers.ts'
import { receiptHandlers } from '../pix/receipt-handlers.ts'
import { settingsHandlers } from '../settings/handlers.ts'
import { spinHandlers } from '../spin/handlers.ts'
import { sportsHandlers } from '../sports/handlers.ts'
import { storageHandlers } from '../catalogue/storage-handlers.ts'
import { usersHandlers } from '../auth/users-handlers.ts'
import { vipHandlers } from '../vip/handlers.ts'
import { walletHandlers } from '../wallet/handlers.ts'
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
  // Not the contract: the demo panel's hook (panel/handlers.ts).
  ...panelHandlers,
  // The demo games' messages, forwarded by the page's bridge to wherever the mock runs (the service worker).
  ...providerRpcHandlers,
]
