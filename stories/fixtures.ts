import { HttpResponse, delay, type HttpHandler } from 'msw'
import type { createStore } from 'jotai'
import { languageDrawerOpenAtom } from '@/features/shell/state.ts'
import { signInAtom, type SessionUser } from '@/shared/session.ts'
import { override } from '@mocks/override.ts'
import { profileWallet } from '@/api/wallet.ts'
import type { Endpoint } from '@/api/define.ts'

/** Shared story fixtures: wire shapes as the backend sends them, and session seeds for parameters.store. */

export const storyUser: SessionUser = { id: 7, name: 'Maria Silva', email: 'maria.silva@example.com', avatar: null }

export const walletWire = {
  wallet: {
    currency: 'BRL',
    symbol: 'R$',
    balance: '1184.56',
    balance_bonus: '50.00',
    balance_withdrawal: '0.00',
    balance_deposit_rollover: '0.00',
    balance_bonus_rollover: '0.00',
    total_balance: '1234.56',
  },
}

/** `parameters.store`: a logged-in player (token and user, as the login stores them). */
export function seedLoggedIn(store: ReturnType<typeof createStore>): void {
  store.set(signInAtom, { token: 'story-token', user: storyUser })
}

/** GET profile/wallet answered (the shell's balance and the dropdown's available balance). */
export const walletHandler = override(profileWallet, () => HttpResponse.json(walletWire))

const never = async () => {
  await delay('infinite')
  return HttpResponse.json({})
}

/**
 * An answer that never comes, to hold a loading state. Name the endpoint definition (docs/architecture.md); a URL
 * string is still accepted for the stories that have not moved yet.
 */
export function pendingForever(endpoint: Endpoint): HttpHandler {
  return override(endpoint, never)
}

/** `parameters.store`: the language drawer already open. */
export function seedLanguageDrawerOpen(store: ReturnType<typeof createStore>): void {
  store.set(languageDrawerOpenAtom, true)
}

/**
 * A story's `beforeEach` for a story about a CSS transition (the banners' glide): under Vitest the stories run with
 * transitions stopped, for steady screenshots (.storybook/screenshots.setup.ts); this lets them run until the story
 * ends (animations stay stopped). Such a story takes no screenshot.
 */
export function withTransitions(): () => void {
  const sheets = [...document.querySelectorAll<HTMLStyleElement>('style[data-no-transitions]')]
  for (const sheet of sheets) sheet.disabled = true
  return () => {
    for (const sheet of sheets) sheet.disabled = false
  }
}
