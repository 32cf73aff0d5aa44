/**
 * The unit step's three Vitest projects (vite.config.ts). `unit` (jsdom) and `unit-node` (Node) run without module
 * isolation: each worker loads the mock backend once instead of once per file, which was most of the step's time.
 * Files that replace or reload modules (`vi.mock`, `vi.doMock`, `vi.resetModules`) would leak their fakes into the
 * files after them, so they run in `unit-isolated`; scripts/unit-projects.test.ts fails when one is missing from
 * this list. The `.ts` files run in Node unless listed in DOM_TESTS: the 202 `.ts` files took 436 s in jsdom with the
 * full setup and 174 s after the split (CPU 302 s to 120 s), same 1,732 tests, on the 2-core machine with another
 * helper's Chromium beside them (2026-12-01); jsdom's construction and the DOM setup were most of their time.
 */
export const UNIT_TESTS = [
  'src/**/*.test.{ts,tsx}',
  'mocks/**/*.test.ts',
  'scripts/**/*.test.ts',
  'demo-game/**/*.test.ts',
]

/** Test files in JSX render something: they run in jsdom (project `unit`), with the `.ts` files of DOM_TESTS. */
export const JSDOM_TESTS = ['src/**/*.test.tsx']

/**
 * The other test files, `.ts`, run in Node (project `unit-node`): no jsdom to build per worker and no DOM part of
 * the setup (src/testing/setup-node.ts only; the mock backend is there, its handler tests call it).
 */
export const NODE_TESTS = UNIT_TESTS.map((pattern) => pattern.replace('{ts,tsx}', 'ts'))

/**
 * The `.ts` test files that need a DOM all the same (a window, document, storage, a hook rendered, the mock's
 * panel): they run in jsdom. A new `.ts` test that fails in Node with "document is not defined" or the like
 * goes here.
 */
export const DOM_TESTS = [
  'demo-game/src/bingo/game.test.ts',
  'demo-game/src/crash/game.test.ts',
  'demo-game/src/games.test.ts',
  'demo-game/src/mock-provider.test.ts',
  'demo-game/src/slot/game.test.ts',
  'mocks/affiliate/affiliate-section.test.ts',
  'mocks/auth/auth-sections.test.ts',
  'mocks/db/db.test.ts',
  'mocks/handlers/define.test.ts',
  'mocks/missions/missions-section.test.ts',
  'mocks/panel/backend-section.test.ts',
  'mocks/panel/demo-panel.test.ts',
  'mocks/pix/money-sections.test.ts',
  'mocks/protection/activity-section.test.ts',
  'mocks/protection/limits-panel.test.ts',
  'mocks/protection/operator-section.test.ts',
  'mocks/protection/pause-section.test.ts',
  'mocks/provider/games-section.test.ts',
  'mocks/spin/spin-section.test.ts',
  'mocks/sports/sports-section.test.ts',
  'mocks/worker/page-start.test.ts',
  'scripts/contract-check/report.test.ts',
  'src/api/client-contract.test.ts',
  'src/api/client.test.ts',
  'src/api/first-screen-calls.test.ts',
  'src/api/runtime-config.test.ts',
  'src/features/affiliate/rules/qr-download.test.ts',
  'src/shared/hooks/use-when-idle.test.ts',
  'src/shared/i18n/boot-catalog.test.ts',
  'src/shared/i18n/detect.test.ts',
  'src/shared/routing.test.ts',
  'src/shared/session.test.ts',
  'src/shared/settings.test.ts',
  'src/shared/theme/boot-theme.test.ts',
  'src/shared/theme/color-scheme-manager.test.ts',
]

export const MODULE_MOCKING_TESTS = [
  'src/api/client-chunk.test.ts',
  'src/app/boot.test.tsx',
  'src/features/shell/components/route-error.test.tsx',
  'src/features/sports/components/event-card.test.tsx',
  'src/shared/i18n/locales.test.ts',
]

/** What makes a test file need its own module registry. */
export const MODULE_MOCKING = /\bvi\.(mock|doMock|resetModules|unmock)\(/
