import { createStore } from 'jotai'
import { delay } from 'msw'
import { screen } from '@testing-library/react'
import type { Endpoint } from '@/api/define.ts'
import { configureApi } from '@/api/client.ts'
import { profileWallet } from '@/api/wallet.ts'
import { signInAtom } from '@/shared/session.ts'
import { walletKeys } from '@/shared/queries.ts'
import { db } from '@mocks/db/index.ts'
import { server } from '@mocks/node.ts'
import { override } from '@mocks/override.ts'
import { signInAs } from '@mocks/auth/players.ts'
import { renderRoute } from './render.tsx'

/** The seeded demo player (has paid deposits already: no welcome bonus left). */
export const DEMO_ID = 1
/** A seeded player with no deposit yet: the first paid one earns the welcome bonus. */
export const NEW_PLAYER_ID = 2

/**
 * A seeded player signed in for real against the mock: the API client sends their token and the store holds the
 * session as login stores it (the realtime channel needs the user id).
 */
export function signedInPlayer(userId: number = DEMO_ID) {
  const { token, user } = signInAs(userId)
  configureApi({ getToken: () => token })
  const store = createStore()
  store.set(signInAtom, { token, user })
  return { store, user, token }
}

/** The deposit the player generated last. */
export function lastDeposit() {
  const rows = [...db.deposits.all()].sort((a, b) => b.id - a.id)
  const row = rows[0]
  if (!row) throw new Error('no deposit yet')
  return row
}

/**
 * Requests to `endpoint` get no answer (as over a dropped connection, until the client gives up) until `release()`;
 * from then on the mock answers them as usual.
 */
export function holdAnswers(endpoint: Endpoint): { release: () => void } {
  let held = true
  server.use(
    override(endpoint, async () => {
      if (held) await delay('infinite')
    }),
  )
  return {
    release: () => {
      held = false
    },
  }
}

/**
 * Goes to a wallet page from /support with the wallet asked for anew and answered later than the router waits
 * before it shows a page's pending view (a first load shows the app's loading screen instead).
 */
export async function navigateWithSlowWallet(
  to: '/profile/wallet' | '/profile/withdraw',
  store: ReturnType<typeof createStore>,
) {
  const view = renderRoute('/support', { store })
  await screen.findByRole('button', { name: 'Depósito' }, { timeout: 3000 })
  view.queryClient.removeQueries({ queryKey: walletKeys.active() })
  server.use(
    override(profileWallet, async () => {
      await delay(1500)
    }),
  )
  void view.router.navigate({ to })
  return view
}
