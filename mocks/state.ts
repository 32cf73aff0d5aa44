import { resetLoginThrottle } from './auth/login-throttle.ts'
import { brokenImages } from './catalogue/broken-images.ts'
import { db, REFERENCE_DATE } from './db/index.ts'
import { moneyPolicy } from './pix/money-policy.ts'
import { providerControls } from './provider/controls.ts'
import { disconnectAll } from './realtime.ts'
import { scenarios } from './scenarios.ts'
import { clock } from './sim/clock.ts'
import { sportsPolicy } from './sports/policy.ts'
import { resetOddsFeed } from './sports/push.ts'

/**
 * A clean, deterministic mock: the seeded database (memory only), the clock stopped at the reference date
 * (move it with clock.advance), no latency and no faults, the default money policy (a PIX paid after 20 s, a
 * withdrawal approved after 60 s), the broken images on, no game under maintenance, no realtime sockets left over. Tests call it through
 * mocks/node.ts; Storybook can call it from here (this module has no Node-only imports).
 */
export function resetMockState(): void {
  disconnectAll(1000, 'Reset')
  db.detachStorage()
  db.reset()
  clock.useManual(REFERENCE_DATE)
  scenarios.reset()
  moneyPolicy.reset()
  brokenImages.reset()
  providerControls.reset()
  sportsPolicy.reset()
  resetOddsFeed()
  resetLoginThrottle()
}
