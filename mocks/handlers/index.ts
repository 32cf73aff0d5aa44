import type { RequestHandler, WebSocketHandler } from 'msw'

// Each domain adds its handler array here (settingsHandlers, categoriesHandlers, …).
export const handlers: Array<RequestHandler | WebSocketHandler> = []
