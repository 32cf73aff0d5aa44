import { createContext, use, useEffect, useMemo, useState, type ReactNode } from 'react'
import type { Decorator, Preview } from '@storybook/react-vite'
import { RouterProvider } from '@tanstack/react-router'
import { createStore } from 'jotai'
import { notifications } from '@mantine/notifications'
import { setupWorker } from 'msw/browser'
import { mswLoader } from 'msw-storybook-addon/csf3'
import { configure } from 'storybook/test'
import { AppProviders } from '@/app/providers.tsx'
import { configureApi } from '@/api/client.ts'
import { LOCALES, parseLocale, type AppLocale } from '@/shared/i18n/locales.ts'
import {
  createComponentRouter,
  createTestI18n,
  createTestQueryClient,
  memoryColorSchemeManager,
} from '@/testing/providers.ts'
import { handlers } from '@mocks/handlers/index.ts'
import { resetMockState } from '@mocks/state.ts'
// The app's own CSS entry (per-component Mantine imports): a component whose stylesheet the app forgot to
// import looks broken here too.
import '@/app/styles.ts'

/**
 * What a story may set in `parameters`:
 * - `router.initialEntries`: the URL the story's memory router starts at (default `/`), for components that read
 *   params or search, or to show an active Link.
 * - `store(store)`: seeds the story's fresh jotai store before the first render (e.g. a logged-in session).
 */
export interface JogadaStoryParameters {
  router?: { initialEntries?: string[] }
  store?: (store: ReturnType<typeof createStore>) => void
}

type Scheme = 'light' | 'dark'

/**
 * Under Vitest (stories as tests) Mantine runs in its test environment: no transitions, so a play function and axe
 * never see a half-faded element; overlays render in place instead of in a portal. Storybook itself and Chromatic
 * keep the real behaviour.
 */
const mantineEnv = import.meta.env.MODE === 'test' ? 'test' : 'default'

/** The axe rule tags every story is checked against (e2e/support.ts checks the journeys against the WCAG ones). */
const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'] as const

// The route component is created once per story; the story element reaches it through context so args and
// globals can change without rebuilding the router.
const StoryElement = createContext<ReactNode>(null)
function StoryOutlet() {
  return use(StoryElement)
}

interface StoryProvidersProps {
  locale: AppLocale
  scheme: Scheme
  initialEntries: string[]
  seedStore: JogadaStoryParameters['store']
  children: ReactNode
}

/** Fresh QueryClient, jotai store and router per mount: the decorator keys it by story (and scheme). */
function StoryProviders({ locale, scheme, initialEntries, seedStore, children }: StoryProvidersProps) {
  const [queryClient] = useState(createTestQueryClient)
  const [store] = useState(() => {
    const fresh = createStore()
    seedStore?.(fresh)
    return fresh
  })
  const [router] = useState(() => createComponentRouter(StoryOutlet, { initialEntries, queryClient }))
  // A scheme the story itself can switch (theme menu); the toolbar remounts with its own choice.
  const [colorSchemeManager] = useState(() => memoryColorSchemeManager(scheme))
  const i18n = useMemo(() => createTestI18n(locale), [locale])

  useEffect(() => {
    document.documentElement.lang = locale
  }, [locale])

  return (
    <AppProviders
      queryClient={queryClient}
      i18n={i18n}
      store={store}
      colorSchemeManager={colorSchemeManager}
      defaultColorScheme={scheme}
      env={mantineEnv}
    >
      <StoryElement value={children}>
        <RouterProvider router={router} />
      </StoryElement>
    </AppProviders>
  )
}

const withAppProviders: Decorator = (Story, context) => {
  const parameters = context.parameters as JogadaStoryParameters
  const locale = parseLocale(String(context.globals.locale)) ?? 'pt-BR'
  const scheme: Scheme = context.globals.theme === 'dark' ? 'dark' : 'light'
  return (
    <StoryProviders
      key={`${context.id}:${scheme}`}
      locale={locale}
      scheme={scheme}
      initialEntries={parameters.router?.initialEntries ?? ['/']}
      seedStore={parameters.store}
    >
      <Story />
    </StoryProviders>
  )
}

// A bound, not a wait: a play function's findBy* waits for what the story renders. Testing Library's default second
// was too short for a story's first render while other work shared the 2-core machine (a modal not yet open); the
// unit tests allow 4 s for the same reason (src/testing/setup.ts).
configure({ asyncUtilTimeout: 5000 })

const localeTitles: Record<AppLocale, string> = { 'pt-BR': 'Português (Brasil)', en: 'English', es: 'Español' }

const preview: Preview = {
  /*
   * msw-storybook-addon 3 (CSF 3 stories): `mswLoader(setup)` from 'msw-storybook-addon/csf3' replaces v2's
   * `initialize()` + `mswLoader`. The setup function starts the worker once; the handlers given to setupWorker
   * are the base handlers (the seeded mock backend), restored before every story by the loader's
   * `resetHandlers()`. A story overrides them in its own hook:
   *
   *   beforeEach({ msw }) { msw.use(http.get('*\/api/categories', () => HttpResponse.json([]))) }
   *
   * (`parameters.msw` still works in v3 but is legacy.) Loaders run before `beforeEach`, so `msw` is there.
   */
  loaders: [
    mswLoader(async () => {
      const worker = setupWorker(...handlers)
      // MSW 3 renamed onUnhandledRequest to onUnhandledFrame; Storybook's own module requests pass through.
      await worker.start({ quiet: true, onUnhandledFrame: 'bypass' })
      return worker
    }),
  ],
  beforeEach() {
    // Every story starts like a first visit (no session, theme, cookie consent or cached settings) against the
    // freshly seeded mock: in memory, no latency or faults, the clock stopped at the seed's reference date.
    localStorage.clear()
    resetMockState()
    // Stories hold some answers forever to show a pending state; with the client's 15 s timeout such a request failed
    // in whichever story ran 15 s later (stories share one page), whose screenshot then caught its connection toast.
    // No story is about the timeout (component tests are), so here a request waits as long as the run.
    configureApi({ timeout: 30 * 60_000 })
    // Mantine's notifications live in a module-level store: a toast from the last story must not show in this one.
    notifications.clean()
  },
  decorators: [withAppProviders],
  globalTypes: {
    theme: {
      description: 'Color scheme',
      toolbar: {
        title: 'Theme',
        icon: 'mirror',
        items: [
          { value: 'light', title: 'Light', icon: 'sun' },
          { value: 'dark', title: 'Dark', icon: 'moon' },
        ],
        dynamicTitle: true,
      },
    },
    locale: {
      description: 'Language',
      toolbar: {
        title: 'Locale',
        icon: 'globe',
        items: LOCALES.map((value) => ({ value, title: localeTitles[value] })),
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { theme: 'light', locale: 'pt-BR' },
  parameters: {
    layout: 'fullscreen',
    controls: { matchers: { color: /(background|color)$/i, date: /Date$/i } },
    // Stories run as tests: serious and critical axe violations fail them (minor ones show in the a11y panel).
    // The rules are WCAG 2.0, 2.1 and 2.2 A/AA and axe's best practices: the same as axe's default set, plus the
    // WCAG 2.2 rules axe leaves off unless asked (target size: 24 px, or that much room around a smaller target).
    a11y: {
      test: 'error',
      options: { impactLevels: ['serious', 'critical'], runOnly: { type: 'tag', values: [...AXE_TAGS] } },
    },
  },
}

export default preview
