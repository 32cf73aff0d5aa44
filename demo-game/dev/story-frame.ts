/**
 * Stories only (never shipped): one demo game in a document of its own, against the fake provider, so the game's
 * global stylesheet and its own Lingui instance stay inside that document and never touch the app's stories. The
 * story writes the document (stories/demo-games/) with its scenario as JSON in `#story-scenario`.
 */
import styles from '../src/styles.css?inline'
import { startGame } from '../src/app.ts'
import type { GameType } from '../src/protocol.ts'
import { createFakeProvider, fakeFetch, type FakeProviderOptions } from './fake-provider.ts'

export interface StoryScenario {
  type: GameType
  lang?: 'pt-BR' | 'en' | 'es'
  /** The colours around the game (the story's theme), passed as the launch's `theme`. */
  theme?: 'light' | 'dark'
  /** Forces the player's motion preference: reduced, a round's result shows at once; full, it plays out. */
  reducedMotion: boolean
  cash?: number
  /** The provider's forced outcomes. */
  script?: FakeProviderOptions['script']
  /**
   * The provider's clock runs this many times faster than the page's: a crash round's end (or its automatic cash-out)
   * comes at the game's first question, so its final picture can be shown without waiting for the curve.
   */
  providerClockSpeed?: number
  /** Requests left unanswered (`round.start`, or `round.action:<action>`), to keep the state before the answer. */
  hold?: string[]
}

// The stylesheet as text in a <style> of this document: the script is built as a bundle of its own for the static
// Storybook (stories/demo-games/game-frame.tsx), which injects no stylesheet.
const style = document.createElement('style')
style.textContent = styles
document.head.append(style)

const scenario = JSON.parse(document.getElementById('story-scenario')?.textContent ?? '{}') as StoryScenario

const realMatchMedia = window.matchMedia.bind(window)
// The games read the preference once, when they mount.
window.matchMedia = (query: string): MediaQueryList => {
  if (!query.includes('prefers-reduced-motion')) return realMatchMedia(query)
  const list: Pick<MediaQueryList, 'matches' | 'media' | 'onchange' | 'addEventListener' | 'removeEventListener'> = {
    matches: scenario.reducedMotion,
    media: query,
    onchange: null,
    addEventListener: () => {},
    removeEventListener: () => {},
  }
  return list as MediaQueryList
}

const session = 'story-session'
const clockStart = Date.now()
const speed = scenario.providerClockSpeed ?? 1
const provider = createFakeProvider({
  now: () => clockStart + (Date.now() - clockStart) * speed,
  type: scenario.type,
  session,
  seed: 7,
  ...(scenario.cash !== undefined ? { cash: scenario.cash } : {}),
  ...(scenario.script ? { script: scenario.script } : {}),
})
const answer = fakeFetch(provider)
const held = new Set(scenario.hold ?? [])

const root = document.getElementById('game')
if (!root) throw new Error('story frame: no #game element')
void startGame({
  root,
  search: `?${new URLSearchParams({
    game: `demo-${scenario.type}`,
    session,
    lang: scenario.lang ?? 'pt-BR',
    origin: location.origin,
    transport: 'http',
    ...(scenario.theme ? { theme: scenario.theme } : {}),
  })}`,
  parent: null,
  listen: () => () => {},
  fetch: (url, init) => {
    const message = JSON.parse(String(init?.body)) as { type: string; action?: string }
    const name = message.type === 'round.action' ? `round.action:${message.action}` : message.type
    // A held request is never answered: the game stays as it is while it waits.
    if (held.has(name)) return new Promise<Response>(() => {})
    return answer(url, init)
  },
  // A held request must not time out into an error while the story is looked at.
  timeoutMs: 24 * 60 * 60 * 1000,
})
