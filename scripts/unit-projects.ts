/**
 * The unit step's two Vitest projects (vite.config.ts). `unit` runs without module isolation: each worker builds
 * jsdom and loads the mock backend once instead of once per file, which was most of the step's time. Files that
 * replace or reload modules (`vi.mock`, `vi.doMock`, `vi.resetModules`) would leak their fakes into the files after
 * them, so they run in `unit-isolated`; scripts/unit-projects.test.ts fails when one is missing from this list.
 */
export const UNIT_TESTS = [
  'src/**/*.test.{ts,tsx}',
  'mocks/**/*.test.ts',
  'scripts/**/*.test.ts',
  'demo-game/**/*.test.ts',
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
