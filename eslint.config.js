// @ts-check
// Lint is where the architecture guide's dependency directions are enforced (import-x zones below),
// not only style. `npm run lint` = eslint --max-warnings=0 . : any warning fails.
import { existsSync, readdirSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import js from '@eslint/js'
import tseslint from 'typescript-eslint'
import globals from 'globals'
import reactHooks from 'eslint-plugin-react-hooks'
import pluginQuery from '@tanstack/eslint-plugin-query'
import pluginRouter from '@tanstack/eslint-plugin-router'
import storybook from 'eslint-plugin-storybook'
import lingui from 'eslint-plugin-lingui'
import { importX } from 'eslint-plugin-import-x'
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript'

const root = fileURLToPath(new URL('.', import.meta.url))

// Read at lint time so a feature folder added later is fenced off from its siblings without editing this file.
const featuresDir = `${root}src/features`
const features = existsSync(featuresDir)
  ? readdirSync(featuresDir, { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name)
  : []

/** @type {import('eslint-plugin-import-x').RuleOptions['no-restricted-paths'][0]['zones']} */
const featureIsolation = features.map((name) => ({
  target: `./src/features/${name}`,
  from: './src/features',
  except: [`./${name}`],
  message: 'Features never import each other: compose them in a route, or move what both need to src/shared.',
}))

const PANEL_SECTION_IMPORTS =
  "Panel sections reach the mock only through panel/client.ts (usePanelRead, usePanelAction, panelCall), panel/constants.ts and panel/panel-read.tsx: import a module's types, never the module."

const mocksImportOnlyTheContract = {
  target: './mocks',
  from: './src',
  except: ['./api', './shared/br', './shared/welcome-bonus.ts', './shared/protection', './shared/prng.ts'],
  message:
    'mocks/ may import from src only the contract (src/api) and the pure rules it must share with the app (src/shared/br, src/shared/welcome-bonus.ts, src/shared/protection, src/shared/prng.ts), so the mock cannot drift from the client.',
}

const zones = [
  ...featureIsolation,
  {
    target: ['./src/features', './src/shared', './src/api'],
    from: ['./src/routes', './src/app'],
    message: 'Dependencies point down: app -> routes -> features -> (api, shared).',
  },
  {
    target: './src/shared',
    from: './src/features',
    message: 'src/shared knows no feature.',
  },
  {
    target: './src/api',
    from: ['./src/features', './src/shared/ui'],
    message: 'src/api is the contract: it knows no feature and no UI.',
  },
  mocksImportOnlyTheContract,
  {
    target: ['./src/!(testing)/**/*', './src/!(main).{ts,tsx}'],
    from: './src/testing/**',
    message: 'Shipped code never imports test helpers.',
  },
]

const srcMustNotImportMocks = {
  // Every file under src except the boot entry (one dynamic import behind the mocking flag) and the test setup.
  target: ['./src/!(testing)/**/*', './src/!(main).{ts,tsx}'],
  from: './mocks',
  message:
    'src imports mocks/ only from src/main.tsx, src/testing and tests: a mock-off build must carry no MSW or faker.',
}

/**
 * Tests and their fixtures (src/testing) never ship and nothing shipped imports them, so they may
 * reach the mock (`server.use(...)`) and the app's providers. Features stay isolated from each other even there.
 */
const testFiles = ['**/*.test.{ts,tsx}', 'src/testing/**', 'e2e/**']
const testZones = [...featureIsolation, mocksImportOnlyTheContract]

const noFocusedOrSkippedTests = ['describe', 'it', 'test', 'suite'].flatMap((object) =>
  ['only', 'skip', 'todo', 'fixme'].map((property) => ({
    object,
    property,
    message: 'No focused, skipped or placeholder tests.',
  })),
)

export default tseslint.config(
  {
    ignores: [
      'node_modules/',
      'dist*/',
      'storybook-static/',
      'coverage/',
      'test-results/',
      'playwright-report/',
      '.tmp/',
      '.tanstack/',
      '.lighthouse/',
      'src/routeTree.gen.ts',
      'public/mockServiceWorker.js',
      'locales/*/messages.{js,mjs}',
    ],
  },
  { linterOptions: { reportUnusedDisableDirectives: 'error' } },

  js.configs.recommended,
  ...tseslint.configs.strict,
  {
    languageOptions: {
      ecmaVersion: 2023,
      sourceType: 'module',
      parserOptions: {
        // One TS program from tsconfig.json serves the few type-aware rules below.
        projectService: true,
        tsconfigRootDir: root,
      },
    },
    plugins: { 'import-x': importX },
    settings: {
      // Without these import-x treats .ts files as foreign and no-cycle never follows them.
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: `${root}tsconfig.json` })],
    },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-dynamic-delete': 'off',
      // `/// <reference types="vitest/config" />` is how Vite configs get the `test` key typed.
      '@typescript-eslint/triple-slash-reference': ['error', { types: 'always' }],
      '@typescript-eslint/ban-ts-comment': ['error', { 'ts-expect-error': 'allow-with-description' }],
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none', ignoreRestSiblings: true },
      ],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      // Type-aware, and cheap once the program exists: the bugs the compiler does not catch.
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': ['error', { checksVoidReturn: { attributes: false } }],
      '@typescript-eslint/await-thenable': 'error',
      '@typescript-eslint/no-unnecessary-type-assertion': 'error',
      '@typescript-eslint/switch-exhaustiveness-check': [
        'error',
        { considerDefaultExhaustiveForUnions: true, allowDefaultCaseForExhaustiveSwitch: true },
      ],

      'import-x/no-restricted-paths': ['error', { basePath: root, zones: [...zones, srcMustNotImportMocks] }],
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'import-x/no-self-import': 'error',

      'no-restricted-imports': [
        'error',
        {
          paths: [{ name: 'ky', message: 'Only src/api/client.ts talks HTTP: use callApi / query options.' }],
          patterns: [{ group: ['ky/*'], message: 'Only src/api/client.ts talks HTTP.' }],
        },
      ],
      'no-restricted-properties': ['error', ...noFocusedOrSkippedTests],
      'no-restricted-syntax': [
        'error',
        {
          selector: "JSXAttribute[name.name='dangerouslySetInnerHTML']",
          message: 'No dangerouslySetInnerHTML: render text and elements.',
        },
      ],
      eqeqeq: ['error', 'smart'],
      'no-console': ['error', { allow: ['warn', 'error'] }],
    },
  },
  {
    files: ['src/api/client.ts'],
    rules: { 'no-restricted-imports': 'off' },
  },
  {
    files: testFiles,
    rules: {
      'import-x/no-restricted-paths': ['error', { basePath: root, zones: testZones }],
      // A failed assumption in a test fails the test: that is the point of it.
      '@typescript-eslint/no-non-null-assertion': 'off',
    },
  },
  {
    // Nothing imports a test, a story or a journey, so none can close an import cycle; no-cycle walked each one's
    // whole import graph for nothing (a sixth of the lint step). Their shared helpers (src/testing, e2e/*support.ts,
    // stories' own modules) are still checked.
    files: ['**/*.test.{ts,tsx}', 'stories/**/*.stories.tsx', 'e2e/**/*.spec.ts'],
    rules: { 'import-x/no-cycle': 'off' },
  },

  // Architecture rules that imports alone cannot express (docs/architecture.md, "Dependency rules").
  {
    // Components see query options and hooks, never the client: callApi lives in queries.ts files (a feature's,
    // and src/shared/queries.ts for what features share) and in the contract itself.
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/api/**', 'src/**/queries.ts', 'src/main.tsx', ...testFiles],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            { name: 'ky', message: 'Only src/api/client.ts talks HTTP: use callApi / query options.' },
            {
              name: '@/api/client.ts',
              importNames: ['callApi'],
              message:
                "callApi belongs in the feature's queries.ts (docs/architecture.md): components use its query options and hooks.",
            },
          ],
          patterns: [{ group: ['ky/*'], message: 'Only src/api/client.ts talks HTTP.' }],
        },
      ],
    },
  },
  {
    // The demo panel's sections reach the mock only over HTTP, through panel/client.ts (docs/decisions/056-demo-panel-over-http.md):
    // the mock may run in the service worker, so a runtime import of the database, a store or a handler would pull a
    // second, empty mock into the page. A section lives in its domain's folder (mocks/sports/sports-section.tsx):
    // types, the client, the panel's constants and its read wrapper only, and another section (games-section.tsx
    // shares the demo player's stored token).
    files: ['mocks/**/*-section.tsx'],
    ignores: ['mocks/panel/**'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: [
                './*',
                '../**',
                '!./*-section.tsx',
                '!../*/',
                '!../*/*-section.tsx',
                '!../panel/client.ts',
                '!../panel/constants.ts',
                '!../panel/panel-read.tsx',
              ],
              allowTypeImports: true,
              message: PANEL_SECTION_IMPORTS,
            },
          ],
        },
      ],
    },
  },
  {
    // The mock's own sections (data, latency, faults, server) sit in panel/ itself: the same rule by its own names.
    files: ['mocks/panel/*-section.tsx'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['./*', '../**', '!./*-section.tsx', '!./client.ts', '!./constants.ts', '!./panel-read.tsx'],
              allowTypeImports: true,
              message: PANEL_SECTION_IMPORTS,
            },
          ],
        },
      ],
    },
  },
  {
    // No barrels: an index.ts that re-exports hides where things live and drags whole folders into a chunk.
    files: ['src/**/index.{ts,tsx}'],
    // TanStack's file routes use index.tsx for a folder's own page: those are routes, not barrels.
    ignores: ['src/routes/**'],
    rules: {
      'no-restricted-syntax': [
        'error',
        { selector: 'Program', message: 'No index.ts barrels in src: import the module that defines the thing.' },
      ],
    },
  },
  {
    // Tests and stories name the endpoint they override (mocks/override.ts), so a renamed path cannot leave an
    // override silently matching nothing.
    files: ['**/*.test.{ts,tsx}', 'src/testing/**', 'stories/**'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: 'Literal[value=/^\\*\\/api\\//]',
          message: 'No raw API URLs in tests and stories: override(endpoint, resolver) from mocks/override.ts.',
        },
        {
          selector: 'TemplateElement[value.raw=/^\\*\\/api\\//]',
          message: 'No raw API URLs in tests and stories: override(endpoint, resolver) from mocks/override.ts.',
        },
        {
          selector: "JSXAttribute[name.name='dangerouslySetInnerHTML']",
          message: 'No dangerouslySetInnerHTML: render text and elements.',
        },
      ],
    },
  },

  // The React app, its mocks' panel and the stories.
  {
    files: ['src/**/*.{ts,tsx}', 'mocks/**/*.{ts,tsx}', 'stories/**/*.{ts,tsx}', '.storybook/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    ...reactHooks.configs.flat.recommended,
    rules: {
      ...reactHooks.configs.flat.recommended.rules,
      'react-hooks/exhaustive-deps': 'error',
    },
  },
  ...pluginQuery.configs['flat/recommended'],
  ...pluginRouter.configs['flat/recommended'],
  {
    files: ['src/**/*.{ts,tsx}', 'mocks/**/*.{ts,tsx}'],
    ...lingui.configs['flat/recommended'],
  },
  ...storybook.configs['flat/recommended'],

  // The demo games (demo-game/): plain DOM in a sandboxed frame, with their own Lingui catalog. Their fake provider
  // (demo-game/dev) is a test double like src/testing; their build config runs in Node.
  {
    files: ['demo-game/**/*.ts'],
    languageOptions: { globals: { ...globals.browser } },
  },
  {
    files: ['demo-game/src/**/*.ts'],
    ignores: ['**/*.test.ts'],
    ...lingui.configs['flat/recommended'],
  },
  {
    files: ['demo-game/dev/**'],
    rules: { '@typescript-eslint/no-non-null-assertion': 'off' },
  },
  {
    files: ['demo-game/vite.config.ts'],
    languageOptions: { globals: { ...globals.node } },
  },

  // Node side: scripts, configs, the mock server, end-to-end specs.
  {
    files: ['scripts/**', 'e2e/**', 'mocks/server.ts', '*.{js,mjs,ts}', '.storybook/main.ts'],
    languageOptions: { globals: { ...globals.node } },
  },
  {
    files: ['scripts/**/*.{js,mjs}', '*.{js,mjs}'],
    ...tseslint.configs.disableTypeChecked,
  },
  {
    // Classic scripts served as they are, before the app (public/boot-theme.js): browser globals, no type information.
    files: ['public/**/*.js'],
    ...tseslint.configs.disableTypeChecked,
    languageOptions: {
      ...tseslint.configs.disableTypeChecked.languageOptions,
      sourceType: 'script',
      globals: { ...globals.browser },
    },
  },
  {
    // CLI scripts report on stdout by design.
    files: ['scripts/**', 'mocks/server.ts'],
    rules: { 'no-console': 'off' },
  },
)
