import type { RequestHandler, WebSocketHandler } from 'msw'
import { broadcastingHandlers } from './broadcasting.ts'
import { categoriesHandlers } from './categories.ts'
import { languageHandlers } from './language.ts'
import { settingsHandlers } from './settings.ts'

// Each domain adds its handler array here (settingsHandlers, categoriesHandlers, …).
export const handlers: Array<RequestHandler | WebSocketHandler> = [
  ...settingsHandlers,
  ...categoriesHandlers,
  ...languageHandlers,
  ...broadcastingHandlers,
]
