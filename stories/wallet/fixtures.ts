import { expect, waitFor, within } from 'storybook/test'
import type { createStore } from 'jotai'
import { configureApi } from '@/api/client.ts'
import type { Wallet } from '@/api/wallet.ts'
import { PHONE_MEDIA_QUERY } from '@/shared/hooks/use-is-phone.ts'
import { signInAtom } from '@/shared/session.ts'
import { DEMO_PLAYER, db } from '@mocks/db/index.ts'
import { createSession } from '@mocks/auth/sessions.ts'

/**
 * The wallet stories run against the seeded mock as the demo player: a real session in the mock's database, the
 * API client sending its token, and the story's store holding it. Call `signInDemo()` in a story's beforeEach
 * (after the preview has reseeded the mock) and pass `seedDemoSession` as `parameters.store`.
 */
let token: string | null = null

export function signInDemo(): () => void {
  token = createSession(1).token
  const current = token
  configureApi({ getToken: () => current })
  return () => {
    token = null
    configureApi({ getToken: () => null })
  }
}

export function seedDemoSession(store: ReturnType<typeof createStore>): void {
  const demo = db.users.find(1)
  if (!token || !demo) throw new Error('signInDemo() must run in the story’s beforeEach first')
  store.set(signInAtom, { token, user: { id: demo.id, name: demo.name, email: DEMO_PLAYER.email, avatar: demo.avatar } })
}

/**
 * Stories as tests run in a 1200 px wide frame. The wallet area picks its layout from the phone media query
 * (useIsPhone), so a phone story forces that answer here (and narrows its canvas with `asPhoneWidth`); the
 * returned function restores the browser's own answer.
 */
export function forceLayout(layout: 'phone' | 'desktop'): () => void {
  const real = window.matchMedia.bind(window)
  window.matchMedia = (query: string) => {
    if (query !== PHONE_MEDIA_QUERY) return real(query)
    const list = real(query)
    return {
      matches: layout === 'phone',
      media: query,
      onchange: null,
      addEventListener: list.addEventListener.bind(list),
      removeEventListener: list.removeEventListener.bind(list),
      addListener: list.addListener.bind(list),
      removeListener: list.removeListener.bind(list),
      dispatchEvent: list.dispatchEvent.bind(list),
    } satisfies MediaQueryList
  }
  return () => {
    window.matchMedia = real
  }
}

/** The demo player's active wallet as the app holds it (centavos), for the dialog's `wallet` prop. */
export const demoWallet: Wallet = {
  currency: 'BRL',
  symbol: 'R$',
  balance: 25000,
  balance_bonus: 5000,
  balance_withdrawal: 10000,
  balance_deposit_rollover: 15000,
  balance_bonus_rollover: 50000,
  total_balance: 30000,
  total_balance_without_bonus: 25000,
  hide_balance: false,
  active: true,
}

/** Every cleanup a story's beforeEach set up, undone in reverse. */
export function all(...cleanups: Array<() => void>): () => void {
  return () => cleanups.reverse().forEach((cleanup) => cleanup())
}

/** A toast slides in: wait for it to be visible, not just for its node. */
export async function expectToast(canvasElement: HTMLElement, text: string): Promise<void> {
  const body = within(canvasElement.ownerDocument.body)
  await waitFor(() => expect(body.getByText(text)).toBeVisible())
}

/** A toast with these words, not the same words elsewhere on the page (a failure card, a field's error). */
export async function expectToastOnly(canvasElement: HTMLElement, text: string): Promise<void> {
  const body = within(canvasElement.ownerDocument.body)
  await waitFor(() => expect(body.getByText(text, { selector: '.mantine-Notification-description' })).toBeVisible())
}

/** The narrowest phone the layout must fit (360 px): the canvas takes that width, and nothing may stick out. */
export async function expectNoSidewaysScroll(canvasElement: HTMLElement): Promise<void> {
  canvasElement.style.width = '360px'
  await waitFor(() => expect(canvasElement.scrollWidth).toBeLessThanOrEqual(360))
}
