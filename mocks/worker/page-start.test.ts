import { createElement } from 'react'
import { describe, expect, it, vi } from 'vitest'
import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { setupI18n } from '@lingui/core'
import { I18nProvider } from '@lingui/react'
import { MantineProvider } from '@mantine/core'
import { startBrowserMocks } from '../browser.ts'
import { memoryStorage } from '../db/memory-storage.ts'
import { installSocketShim } from './page-socket.ts'
import { controllingWorker, RELOAD_GUARD_KEY, type PageEnvironment } from './page-start.ts'
import type { SocketFrame } from './worker-scope.ts'

/** A ServiceWorkerContainer, faked: registration, readiness and control as the test says. */
function fakeContainer({
  register = () => Promise.resolve({ active: null } as unknown as ServiceWorkerRegistration),
  controller = null as ServiceWorker | null,
  active = { postMessage: vi.fn() } as unknown as ServiceWorker,
} = {}) {
  const events = new EventTarget()
  return {
    register: vi.fn(register),
    controller,
    ready: Promise.resolve({ active } as ServiceWorkerRegistration),
    addEventListener: events.addEventListener.bind(events),
    removeEventListener: events.removeEventListener.bind(events),
    dispatchEvent: events.dispatchEvent.bind(events),
  } as unknown as ServiceWorkerContainer & { register: ReturnType<typeof vi.fn> }
}

function environment(container: ServiceWorkerContainer, reload = vi.fn()): PageEnvironment & { reload: typeof reload } {
  return { container, base: '/', session: memoryStorage(), reload }
}

describe('the page’s side of the mock worker', () => {
  it('shows a notice with a reload when the worker cannot be registered', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    const container = fakeContainer({ register: () => Promise.reject(new Error('SecurityError')) })
    const onReady = vi.fn()
    const Notice = await startBrowserMocks(onReady, Promise.resolve(), environment(container))
    // The app's calls are released (they fail visibly) and the page says why.
    expect(onReady).toHaveBeenCalledOnce()
    expect(container.register).toHaveBeenCalledWith('/mock-sw.js', { scope: '/', updateViaCache: 'none' })
    expect(Notice).toBeDefined()
    const reload = vi.fn()
    // The source texts (pt-BR): the mock may not import the app's test providers.
    const i18n = setupI18n({ locale: 'pt-BR', messages: { 'pt-BR': {} } })
    render(
      createElement(
        MantineProvider,
        null,
        createElement(
          I18nProvider,
          { i18n },
          createElement(Notice as (props: { reload: () => void }) => null, { reload }),
        ),
      ),
    )
    const alert = await screen.findByRole('alert')
    expect(alert).toHaveTextContent('O servidor de demonstração não iniciou')
    await userEvent.click(screen.getByRole('button', { name: 'Recarregar' }))
    expect(reload).toHaveBeenCalledOnce()
  })

  it('reloads once when a hard reload left the page uncontrolled, and gives up the second time', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
    try {
      const active = { postMessage: vi.fn() } as unknown as ServiceWorker
      const env = environment(fakeContainer({ active }))
      void controllingWorker(env)
      await vi.waitFor(() => expect(active.postMessage).toHaveBeenCalledWith({ type: 'mock:claim' }))
      await vi.advanceTimersByTimeAsync(3_000)
      expect(env.reload).toHaveBeenCalledOnce()
      expect(env.session.getItem(RELOAD_GUARD_KEY)).toBe('1')

      // The reloaded page is still not controlled: no endless reloads, a failure the notice reports.
      const again = controllingWorker({ ...env, container: fakeContainer({ active }) })
      const failed = expect(again).rejects.toThrow('does not control this page')
      await vi.advanceTimersByTimeAsync(3_000)
      await failed
      expect(env.reload).toHaveBeenCalledOnce()
    } finally {
      vi.useRealTimers()
    }
  })

  it('is done at once when the worker already controls the page', async () => {
    const controller = { postMessage: vi.fn() } as unknown as ServiceWorker
    const env = environment(fakeContainer({ controller }))
    expect(await controllingWorker(env)).toBe(controller)
    expect(env.reload).not.toHaveBeenCalled()
  })
})

describe('the realtime socket’s stand-in', () => {
  function setup() {
    const ports: MessagePort[] = []
    class NativeSocket {
      constructor(readonly url: string) {}
    }
    const target = { WebSocket: NativeSocket as unknown as typeof WebSocket }
    const shim = installSocketShim({
      realtimeUrl: 'ws://localhost:8080/app/jogada',
      appKey: 'jogada',
      bootId: 'first',
      worker: () => ({ postMessage: (_message, [port]) => void ports.push(port as MessagePort) }),
      target,
    })
    return { ports, shim, target }
  }

  it('carries the app’s frames to the worker and the worker’s to the app; other addresses get a real socket', async () => {
    const { ports, target } = setup()
    const other = new target.WebSocket('wss://elsewhere.test/socket')
    expect(other).not.toHaveProperty('bootId')

    // With the query the Pusher client adds.
    const socket = new target.WebSocket('ws://localhost:8080/app/jogada?protocol=7&client=js&version=8.4.0')
    const events: string[] = []
    socket.addEventListener('open', () => events.push('open'))
    socket.onmessage = (event) => events.push(`message ${String(event.data)}`)
    socket.addEventListener('close', (event) => events.push(`close ${event.code}`))
    await vi.waitFor(() => expect(socket.readyState).toBe(WebSocket.OPEN))
    const [port] = ports
    const fromPage: SocketFrame[] = []
    port!.onmessage = ({ data }: MessageEvent<SocketFrame>) => fromPage.push(data)
    socket.send('{"event":"pusher:ping"}')
    await vi.waitFor(() => expect(fromPage).toEqual([{ kind: 'message', text: '{"event":"pusher:ping"}' }]))

    port!.postMessage({ kind: 'message', text: 'hello' } satisfies SocketFrame)
    port!.postMessage({ kind: 'close', code: 4001, reason: 'Application does not exist' } satisfies SocketFrame)
    await vi.waitFor(() => expect(events).toEqual(['open', 'message hello', 'close 4001']))
    expect(socket.readyState).toBe(WebSocket.CLOSED)
  })

  it('closes the sockets of an older worker start with 4200, so the app reconnects', async () => {
    const { shim, target } = setup()
    const socket = new target.WebSocket('ws://localhost:8080/app/jogada')
    const closed = new Promise<CloseEvent>((resolve) => socket.addEventListener('close', resolve))
    shim.setBootId('second')
    shim.dropOlderThan('second')
    expect((await closed).code).toBe(4200)
    // A socket opened on the new start stays.
    const fresh = new target.WebSocket('ws://localhost:8080/app/jogada')
    shim.dropOlderThan('second')
    await vi.waitFor(() => expect(fresh.readyState).toBe(WebSocket.OPEN))
  })
})
