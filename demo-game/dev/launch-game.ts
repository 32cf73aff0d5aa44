/**
 * Tests only (never shipped): launches one game in the test DOM against the fake provider, with the player's motion
 * preference chosen, and requests that can be held unanswered or failed, to look at each state of a round.
 */
import { vi } from 'vitest'
import { startGame } from '../src/app.ts'
import type { GameType } from '../src/protocol.ts'
import { createFakeProvider, fakeFetch, type FakeProviderOptions } from './fake-provider.ts'

export interface LaunchOptions extends Partial<FakeProviderOptions> {
  /** The player's preference: `false` plays every animation, `true` shows each result at once. */
  reducedMotion: boolean
  lang?: 'pt-BR' | 'en' | 'es'
}

/** A request's name as the options below use it: `round.start`, `round.action:<action>`, `balance`. */
type RequestName = string

export async function launchGame(type: GameType, { reducedMotion, lang = 'pt-BR', ...options }: LaunchOptions) {
  const realMatchMedia = window.matchMedia
  window.matchMedia = (query: string) => ({
    ...realMatchMedia(query),
    matches: query.includes('reduce') ? reducedMotion : false,
  })
  const provider = createFakeProvider({ type, session: 's1', ...options })
  const answer = fakeFetch(provider)
  const held = new Map<RequestName, Array<() => void>>()
  const failing = new Set<RequestName>()
  const parent = { postMessage: vi.fn() }
  const root = document.body.appendChild(document.createElement('div'))
  await startGame({
    root,
    search: `?game=demo-${type}&session=s1&lang=${lang}&origin=https://app.test&transport=http`,
    parent,
    listen: () => () => {},
    // A held request must wait for the test, not time out.
    timeoutMs: 60_000,
    fetch: (url, init) => {
      const message = JSON.parse(String(init?.body)) as { type: string; action?: string }
      const name = message.type === 'round.action' ? `round.action:${message.action}` : message.type
      // The connection failed: nothing reached the provider.
      if (failing.has(name)) return Promise.reject(new TypeError('Failed to fetch'))
      const waiting = held.get(name)
      if (waiting) return new Promise<Response>((resolve) => waiting.push(() => resolve(answer(url, init))))
      return answer(url, init)
    },
  })
  return {
    provider,
    root,
    hostMessages: () => parent.postMessage.mock.calls.map(([message]) => (message as { type: string }).type),
    /** Requests of this name wait until `release`. */
    hold(name: RequestName) {
      held.set(name, [])
    },
    /** Answers the held requests of this name (and the next ones at once). */
    release(name: RequestName) {
      const waiting = held.get(name) ?? []
      held.delete(name)
      for (const resume of waiting) resume()
    },
    /** Requests of this name fail as a lost connection would (every attempt, the retry included). */
    fail(name: RequestName) {
      failing.add(name)
    },
    /** Puts the test DOM's matchMedia back (call in afterEach). */
    restore() {
      window.matchMedia = realMatchMedia
    },
  }
}
