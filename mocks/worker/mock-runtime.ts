import { getResponse, RequestHandler } from 'msw'
import { brokenImages } from '../catalogue/broken-images.ts'
import { prepareCatalogue } from '../catalogue/catalogue.ts'
import type { KeyValueStorage } from '../db/persistence.ts'
import { db } from '../db/index.ts'
import { handlers } from '../handlers/index.ts'
import { moneyPolicy } from '../pix/money-policy.ts'
import { providerControls } from '../provider/controls.ts'
import { acceptRealtimeSocket, disconnectAll, type RealtimeConnection, type RealtimeSocket } from '../realtime.ts'
import { SCENARIO_STORAGE_KEY, scenarios, type Scenario } from '../scenarios.ts'
import { clock, type ClockState } from '../sim/clock.ts'
import { startTicker } from '../sim/ticker.ts'
import { sportsPolicy } from '../sports/policy.ts'
import { openStoredStorage, type StorageBackend, type StoredStorage } from './stored-storage.ts'

/**
 * The mock backend as the demo's service worker runs it (mocks/worker/service-worker.ts is the worker's entry; this
 * module knows no service-worker global, so tests drive it directly): every store loaded from IndexedDB, the ticker,
 * the catalogue, the handlers answering requests, and the realtime hub's sockets, one per tab's connection.
 */

const CLOCK_STORAGE_KEY = 'jogada:mock-clock'

/** Keeps a skipped-ahead or sped-up clock across restarts (jobs are stored in simulation time). */
function persistClock(storage: KeyValueStorage): () => void {
  try {
    const saved = JSON.parse(storage.getItem(CLOCK_STORAGE_KEY) ?? 'null') as Partial<ClockState> | null
    if (
      saved?.mode === 'real' &&
      typeof saved.speed === 'number' &&
      typeof saved.anchorSim === 'number' &&
      typeof saved.anchorWall === 'number'
    ) {
      clock.restore({ mode: 'real', speed: saved.speed, anchorSim: saved.anchorSim, anchorWall: saved.anchorWall })
    } else {
      clock.useReal()
    }
  } catch {
    clock.useReal()
  }
  return clock.subscribe(() => {
    try {
      storage.setItem(CLOCK_STORAGE_KEY, JSON.stringify(clock.state()))
    } catch {
      // Storage unavailable: the clock still runs for this worker.
    }
  })
}

/** What a page says when it starts (mocks/browser.ts). */
export interface PageStart {
  /** The page's `location.search`: `?mock=slow`, `?mockFault=settings.data:500` apply until the next page start. */
  search: string
  /**
   * A scenario the page found in its localStorage under SCENARIO_STORAGE_KEY (the e2e journeys put one there before
   * the first page loads): it becomes the stored scenario, and the page removes its copy.
   */
  scenario?: string | null
}

export interface WorkerMock {
  /** The mock's answer, once what the request wrote is committed; undefined when no handler matches. */
  answer(request: Request): Promise<Response | undefined>
  pageStarted(start: PageStart): void
  /** A tab's realtime socket reached the worker: the hub's side of it. */
  acceptSocket(socket: RealtimeSocket, appKey: string): RealtimeConnection
  stop(): void
}

export interface WorkerMockOptions {
  backend: StorageBackend
  /** The worker's scenario before anything is stored (the demo: a product owner's latency). */
  defaults?: Partial<Scenario>
}

const requestHandlers = handlers.filter((handler): handler is RequestHandler => handler instanceof RequestHandler)

/** Loads every store from the backend, attaches the mock to it and starts its ticker and catalogue. */
export async function startWorkerMock({
  backend,
  defaults = { latency: 'realistic' },
}: WorkerMockOptions): Promise<WorkerMock> {
  const storage: StoredStorage = await openStoredStorage(backend)
  const attachScenario = () => scenarios.attachStorage(storage, defaults)
  attachScenario()
  moneyPolicy.attachStorage(storage)
  sportsPolicy.attachStorage(storage)
  brokenImages.attachStorage(storage)
  providerControls.attachStorage(storage)
  const stopClock = persistClock(storage)
  // A worker has no page events (pagehide, storage): the database saves after every request and tick instead.
  db.attachStorage(storage, { events: new EventTarget() })
  const stopTicker = startTicker()
  // The first screen's calls (settings, banners) do not wait for the catalogue; the casino's calls do.
  void prepareCatalogue()

  return {
    async answer(request) {
      const response = await getResponse(requestHandlers, request)
      // The handler saved its rows (db.flush); the answer leaves once they are in IndexedDB.
      await storage.committed()
      return response
    },
    pageStarted({ search, scenario }) {
      if (scenario) {
        try {
          storage.setItem(SCENARIO_STORAGE_KEY, JSON.stringify(JSON.parse(scenario)))
        } catch {
          // Not JSON: the stored scenario stays.
        }
      }
      // Each page start re-reads the stored scenario, so the last page's `?mock=` stops applying without its URL.
      attachScenario()
      scenarios.applyUrl(search)
    },
    acceptSocket: (socket, appKey) => acceptRealtimeSocket(socket, appKey),
    stop() {
      stopTicker()
      stopClock()
      disconnectAll(4200, 'Mock worker stopping')
      db.detachStorage()
    },
  }
}
