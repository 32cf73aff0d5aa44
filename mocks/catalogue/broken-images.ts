import type { KeyValueStorage } from '../db/persistence.ts'
import { persistedStore } from '../persisted-store.ts'
import type { CatalogueGame } from './catalogue.ts'

/**
 * "Imagens quebradas": a few images answer 404 on purpose, so the app's fallbacks (a cover placeholder, a carousel
 * slide without its picture) show in the demo and in tests. On by default; the demo panel turns it off (kept in
 * localStorage like the scenario and the money policy), tests with `brokenImages.set(false)`.
 */
export const BROKEN_IMAGES_STORAGE_KEY = 'jogada:mock-images'

/** Every this-many-th game (by id) has a cover that does not load. */
export const BROKEN_COVER_EVERY = 97
/** The carousel banner whose image does not load (db/seed.ts's "Semana dos slots"). */
export const BROKEN_BANNER_FILES: ReadonlySet<string> = new Set(['slots.svg', 'slots-mobile.svg'])

export interface BrokenImagesStore {
  get(): boolean
  set(broken: boolean): void
  /** Back to the default, on (tests; resetMockState). */
  reset(): void
  attachStorage(storage: KeyValueStorage): void
  subscribe(listener: () => void): () => void
}

export function createBrokenImagesStore(): BrokenImagesStore {
  const store = persistedStore(BROKEN_IMAGES_STORAGE_KEY, { broken: true })
  return {
    get: () => store.get().broken,
    set: (broken) => store.commit({ broken }, true),
    reset: () => store.commit({ broken: true }, true),
    attachStorage(target) {
      store.attach(target, (stored) => {
        const broken = stored && typeof stored === 'object' ? (stored as { broken?: unknown }).broken : undefined
        return { broken: typeof broken === 'boolean' ? broken : true }
      })
    },
    subscribe: store.subscribe,
  }
}

export const brokenImages = createBrokenImagesStore()

/** Whether this game's cover answers 404 now. */
export function coverIsBroken(game: Pick<CatalogueGame, 'id'>): boolean {
  return brokenImages.get() && game.id % BROKEN_COVER_EVERY === 0
}

export function bannerIsBroken(file: string): boolean {
  return brokenImages.get() && BROKEN_BANNER_FILES.has(file)
}
