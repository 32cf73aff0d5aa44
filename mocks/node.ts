import { setupServer } from 'msw/node'
import { handlers } from './handlers/index.ts'

export { resetMockState } from './state.ts'

/** The same handlers as the browser worker, for Vitest (msw/node). Tests add failures with server.use(). */
export const server = setupServer(...handlers)
