import { afterEach, describe, expect, it, vi } from 'vitest'
import { act, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { setupI18n } from '@lingui/core'
import type { Root } from 'react-dom/client'
import { useEffect, useState } from 'react'
import { callApi, holdRequestsUntil } from '@/api/client.ts'
import { settingsData } from '@/api/settings.ts'
import { QueryClient } from '@tanstack/react-query'
import type { AppProps, AppRuntime } from './app.tsx'
import { server } from '@mocks/node.ts'
import { override } from '@mocks/override.ts'
import type * as RouteErrorModule from '@/shared/ui/route-error.tsx'
import { boot } from './boot.tsx'

// The Spanish catalog's download fails `fail` times in a row (each failed load is one failed download).
const catalog = vi.hoisted(() => ({ fail: 0 }))
vi.mock('../../locales/es/messages.po', async (importOriginal) => {
  if (catalog.fail > 0) {
    catalog.fail--
    throw new TypeError('Failed to fetch dynamically imported module: /assets/es.js')
  }
  return importOriginal()
})

// The failure view's code: boot asks for it before a first render that shows a failure (route-error.tsx).
const failureView = vi.hoisted(() => ({ preload: vi.fn(() => Promise.resolve()) }))
vi.mock('@/shared/ui/route-error.tsx', async (importOriginal) => ({
  ...(await importOriginal<typeof RouteErrorModule>()),
  preloadRouteError: failureView.preload,
}))

let root: Root | undefined
afterEach(() => {
  act(() => root?.unmount())
  root = undefined
  document.body.innerHTML = ''
  catalog.fail = 0
  holdRequestsUntil(undefined)
  failureView.preload.mockClear()
})

function AppStandIn() {
  return <p>O app abriu</p>
}

function AppWithPanel({ devtools: Panel }: AppProps) {
  return (
    <>
      <p>O app abriu</p>
      {Panel ? <Panel /> : null}
    </>
  )
}

/** Asks for the settings at once and says when they came. */
function AppCallingApi() {
  const [name, setName] = useState<string>()
  useEffect(() => {
    void callApi(settingsData).then(({ setting }) => setName(setting.software_name))
  }, [])
  return <p>{name ? `Ajustes: ${name}` : 'Carregando os ajustes'}</p>
}

/** The mock's module, failing its first `failures` downloads. */
function mocksFailing(failures: number) {
  let left = failures
  return vi.fn(() =>
    left-- > 0
      ? Promise.reject(new TypeError('Failed to fetch dynamically imported module: /assets/browser.js'))
      : Promise.resolve({ startBrowserMocks: () => Promise.resolve(undefined) }),
  )
}

async function start(options: { locale?: 'pt-BR' | 'en' | 'es'; loadMocks?: ReturnType<typeof mocksFailing> } = {}) {
  const element = document.body.appendChild(document.createElement('div'))
  const reload = vi.fn()
  const i18n = setupI18n()
  await act(async () => {
    root = await boot({
      root: element,
      i18n,
      locale: options.locale ?? 'pt-BR',
      loadMocks: options.loadMocks,
      app: AppStandIn,
      runtime: null,
      reload,
    })
  })
  return { reload, i18n }
}

/** A mock whose worker starts only when the test says so, with a demo panel. */
function mocksStartingLater() {
  let start!: () => void
  const started = new Promise<void>((resolve) => (start = resolve))
  const loadMocks = vi.fn(() =>
    Promise.resolve({ startBrowserMocks: () => started.then(() => () => <p>Painel de demonstração</p>) }),
  )
  return { loadMocks, start }
}

/** A mock whose worker answers when the test says so, and whose demo panel never arrives. */
function mocksWithSlowPanel() {
  let ready: (() => void) | undefined
  const loadMocks = vi.fn(() =>
    Promise.resolve({
      startBrowserMocks: (onReady?: () => void) => {
        ready = onReady
        return new Promise<undefined>(() => {})
      },
    }),
  )
  return { loadMocks, workerReady: () => ready?.() }
}

describe('boot', () => {
  it('renders the app while the mock is still starting; the demo panel joins when it is up', async () => {
    const { loadMocks, start } = mocksStartingLater()
    const element = document.body.appendChild(document.createElement('div'))
    let booted: Promise<Root> | undefined
    act(() => {
      booted = boot({ root: element, i18n: setupI18n(), locale: 'pt-BR', loadMocks, app: AppWithPanel, runtime: null })
    })
    expect(await screen.findByText('O app abriu')).toBeInTheDocument()
    expect(screen.queryByText('Painel de demonstração')).not.toBeInTheDocument()
    await act(async () => {
      start()
      root = await booted
    })
    expect(await screen.findByText('Painel de demonstração')).toBeInTheDocument()
    expect(screen.getByText('O app abriu')).toBeInTheDocument()
  })

  it("tells the mock when the app is on screen, so the demo panel's code does not compete with the first page", async () => {
    let appOnScreenWhenShown: boolean | undefined
    const loadMocks = vi.fn(() =>
      Promise.resolve({
        startBrowserMocks: (onReady?: () => void, appShown?: Promise<unknown>) => {
          onReady?.()
          return (appShown ?? Promise.reject(new Error('no appShown'))).then(() => {
            appOnScreenWhenShown = screen.queryByText('O app abriu') !== null
            return () => <p>Painel de demonstração</p>
          })
        },
      }),
    )
    const element = document.body.appendChild(document.createElement('div'))
    let booted: Promise<Root> | undefined
    act(() => {
      booted = boot({ root: element, i18n: setupI18n(), locale: 'pt-BR', loadMocks, app: AppWithPanel, runtime: null })
    })
    expect(await screen.findByText('Painel de demonstração')).toBeInTheDocument()
    expect(appOnScreenWhenShown).toBe(true)
    root = await booted
  })

  it("the calls go as soon as the mock's worker answers, without waiting for the demo panel's code", async () => {
    const { loadMocks, workerReady } = mocksWithSlowPanel()
    const element = document.body.appendChild(document.createElement('div'))
    act(() => {
      void boot({ root: element, i18n: setupI18n(), locale: 'pt-BR', loadMocks, app: AppCallingApi, runtime: null })
    })
    expect(await screen.findByText('Carregando os ajustes')).toBeInTheDocument()
    await waitFor(() => expect(loadMocks).toHaveBeenCalled())
    act(() => workerReady())
    expect(await screen.findByText('Ajustes: Jogada')).toBeInTheDocument()
  })

  it("the app's calls wait for the mock's worker", async () => {
    // Calls of the client, as they reach the mock (plain fetches below do not count).
    let calls = 0
    server.use(
      override(settingsData, ({ request }) => void (request.headers.get('Accept') === 'application/json' && calls++)),
    )
    const { loadMocks, start } = mocksStartingLater()
    const element = document.body.appendChild(document.createElement('div'))
    let booted: Promise<Root> | undefined
    act(() => {
      booted = boot({ root: element, i18n: setupI18n(), locale: 'pt-BR', loadMocks, app: AppCallingApi, runtime: null })
    })
    expect(await screen.findByText('Carregando os ajustes')).toBeInTheDocument()
    // A few plain requests to the mock and back: a call not held would have reached it by then (src/api/client.test.ts).
    for (let i = 0; i < 3; i++) await fetch(`${location.origin}/api/settings/data`)
    expect(calls).toBe(0)
    await act(async () => {
      start()
      root = await booted
    })
    expect(await screen.findByText('Ajustes: Jogada')).toBeInTheDocument()
    expect(calls).toBeGreaterThan(0)
  })

  it("the app's calls and the mock's module wait for the deployment's configuration; the first render does not", async () => {
    let calls = 0
    server.use(
      override(settingsData, ({ request }) => void (request.headers.get('Accept') === 'application/json' && calls++)),
    )
    let configured: () => void = () => {}
    const configReady = new Promise<void>((resolve) => (configured = resolve))
    const loadMocks = vi.fn(() =>
      Promise.resolve({
        startBrowserMocks: (onReady?: () => void) => {
          onReady?.()
          return Promise.resolve(undefined)
        },
      }),
    )
    const element = document.body.appendChild(document.createElement('div'))
    let booted: Promise<Root> | undefined
    act(() => {
      booted = boot({
        root: element,
        i18n: setupI18n(),
        locale: 'pt-BR',
        loadMocks,
        configReady,
        app: AppCallingApi,
        runtime: null,
      })
    })
    expect(await screen.findByText('Carregando os ajustes')).toBeInTheDocument()
    // A few plain requests to the mock and back: a call not held would have reached it by then (src/api/client.test.ts).
    for (let i = 0; i < 3; i++) await fetch(`${location.origin}/api/settings/data`)
    expect(calls).toBe(0)
    expect(loadMocks).not.toHaveBeenCalled()
    await act(async () => {
      configured()
      root = await booted
    })
    expect(await screen.findByText('Ajustes: Jogada')).toBeInTheDocument()
    expect(loadMocks).toHaveBeenCalledOnce()
    expect(calls).toBeGreaterThan(0)
  })

  it('with the mock off, the calls wait for the configuration alone', async () => {
    let configured: () => void = () => {}
    const configReady = new Promise<void>((resolve) => (configured = resolve))
    const element = document.body.appendChild(document.createElement('div'))
    act(() => {
      void boot({ root: element, i18n: setupI18n(), locale: 'pt-BR', configReady, app: AppCallingApi, runtime: null })
    })
    expect(await screen.findByText('Carregando os ajustes')).toBeInTheDocument()
    for (let i = 0; i < 3; i++) await fetch(`${location.origin}/api/settings/data`)
    expect(screen.getByText('Carregando os ajustes')).toBeInTheDocument()
    act(() => configured())
    expect(await screen.findByText('Ajustes: Jogada')).toBeInTheDocument()
  })

  it('renders the app once the mock and the catalog are loaded, retrying a failed download', async () => {
    const loadMocks = mocksFailing(1)
    await start({ loadMocks })
    expect(await screen.findByText('O app abriu')).toBeInTheDocument()
    expect(loadMocks).toHaveBeenCalledTimes(2)
  })

  it('a chunk that never loads shows a full-screen message with a reload button, not a blank page', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    const { reload } = await start({ loadMocks: mocksFailing(Infinity) })
    expect(screen.queryByText('O app abriu')).not.toBeInTheDocument()
    const alert = await screen.findByRole('alert')
    expect(screen.getByRole('heading', { level: 1, name: 'Não foi possível abrir o Jogada' })).toBeInTheDocument()
    expect(alert).toHaveTextContent(
      'A conexão falhou enquanto o site carregava. Verifique sua internet e recarregue a página.',
    )
    await userEvent.click(screen.getByRole('button', { name: 'Recarregar' }))
    expect(reload).toHaveBeenCalledTimes(1)
  })

  it("the message is in the player's language when their catalog loaded", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    await start({ locale: 'en', loadMocks: mocksFailing(Infinity) })
    expect(await screen.findByRole('heading', { level: 1, name: "Couldn't open Jogada" })).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Reload' })).toBeInTheDocument()
  })

  it('when the catalog is what failed, the message is in the source locale (pt-BR)', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    catalog.fail = Infinity
    const { i18n } = await start({ locale: 'es' })
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Não foi possível abrir o Jogada' }),
    ).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Recarregar' })).toBeInTheDocument()
    expect(i18n.locale).toBe('pt-BR')
  })

  it("renders the app once the router's first load settled, and hands it the router that loaded", async () => {
    let finishLoad!: () => void
    const load = vi.fn(() => new Promise<void>((resolve) => (finishLoad = resolve)))
    const runtime = { queryClient: new QueryClient(), router: { load } } as unknown as AppRuntime
    const received = vi.fn()
    function AppShowingRuntime({ runtime: given }: AppProps) {
      useEffect(() => received(given), [given])
      return <p>O app abriu</p>
    }
    const element = document.body.appendChild(document.createElement('div'))
    const i18n = setupI18n()
    let booted: Promise<Root> | undefined
    // Inside act, React's work is flushed before act returns: had boot rendered once the catalog was active, the app
    // would be on the page below.
    await act(async () => {
      booted = boot({ root: element, i18n, locale: 'pt-BR', app: AppShowingRuntime, runtime })
      await vi.waitFor(() => expect(i18n.locale).toBe('pt-BR'))
    })
    expect(load).toHaveBeenCalledOnce()
    expect(screen.queryByText('O app abriu')).not.toBeInTheDocument()
    await act(async () => {
      finishLoad()
      root = await booted
    })
    expect(await screen.findByText('O app abriu')).toBeInTheDocument()
    expect(received).toHaveBeenCalledWith(runtime)
  })

  it("a first load that failed waits for the failure view's code, so the first render shows the failure", async () => {
    let viewLoaded!: () => void
    failureView.preload.mockImplementationOnce(() => new Promise<void>((resolve) => (viewLoaded = resolve)))
    const router = {
      load: vi.fn(() => Promise.resolve()),
      state: { matches: [{ status: 'success' }, { status: 'error' }] },
    }
    const runtime = { queryClient: new QueryClient(), router } as unknown as AppRuntime
    const element = document.body.appendChild(document.createElement('div'))
    let booted: Promise<Root> | undefined
    await act(async () => {
      booted = boot({ root: element, i18n: setupI18n(), locale: 'pt-BR', app: AppStandIn, runtime })
      await vi.waitFor(() => expect(failureView.preload).toHaveBeenCalledOnce())
    })
    expect(screen.queryByText('O app abriu')).not.toBeInTheDocument()
    await act(async () => {
      viewLoaded()
      root = await booted
    })
    expect(await screen.findByText('O app abriu')).toBeInTheDocument()
  })

  it("renders the app when the failure view's code did not download either (its plain card shows then)", async () => {
    failureView.preload.mockImplementationOnce(() => Promise.reject(new TypeError('Failed to fetch')))
    const router = { load: vi.fn(() => Promise.resolve()), state: { matches: [{ status: 'error' }] } }
    const runtime = { queryClient: new QueryClient(), router } as unknown as AppRuntime
    const element = document.body.appendChild(document.createElement('div'))
    await act(async () => {
      root = await boot({ root: element, i18n: setupI18n(), locale: 'pt-BR', app: AppStandIn, runtime })
    })
    expect(failureView.preload).toHaveBeenCalledOnce()
    expect(await screen.findByText('O app abriu')).toBeInTheDocument()
  })

  it('a first load that succeeded does not ask for the failure view', async () => {
    const router = { load: vi.fn(() => Promise.resolve()), state: { matches: [{ status: 'success' }] } }
    const runtime = { queryClient: new QueryClient(), router } as unknown as AppRuntime
    const element = document.body.appendChild(document.createElement('div'))
    await act(async () => {
      root = await boot({ root: element, i18n: setupI18n(), locale: 'pt-BR', app: AppStandIn, runtime })
    })
    expect(await screen.findByText('O app abriu')).toBeInTheDocument()
    expect(failureView.preload).not.toHaveBeenCalled()
  })

  it('a demo panel ready before the first load settles is on the page with the app', async () => {
    let finishLoad!: () => void
    const load = vi.fn(() => new Promise<void>((resolve) => (finishLoad = resolve)))
    const runtime = { queryClient: new QueryClient(), router: { load } } as unknown as AppRuntime
    const { loadMocks, start } = mocksStartingLater()
    const element = document.body.appendChild(document.createElement('div'))
    let booted: Promise<Root> | undefined
    await act(async () => {
      booted = boot({ root: element, i18n: setupI18n(), locale: 'pt-BR', loadMocks, app: AppWithPanel, runtime })
      start()
      await vi.waitFor(() => expect(loadMocks).toHaveBeenCalled())
    })
    expect(screen.queryByText('O app abriu')).not.toBeInTheDocument()
    await act(async () => {
      finishLoad()
      root = await booted
    })
    expect(await screen.findByText('O app abriu')).toBeInTheDocument()
    expect(screen.getByText('Painel de demonstração')).toBeInTheDocument()
  })
})
