import { createStore } from 'jotai'
import { configureApi } from '@/api/client.ts'
import { signInAtom } from '@/shared/session.ts'
import { db } from '@mocks/db/index.ts'
import { signInAs } from '@mocks/db/players.ts'

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

/** The mock's row of a deposit, by the transaction id the app shows. */
export function depositRow(idTransaction: string) {
  const row = db.deposits.findBy((deposit) => deposit.transaction_id === idTransaction || String(deposit.id) === idTransaction)
  if (!row) throw new Error(`no deposit ${idTransaction}`)
  return row
}

/** The deposit the player generated last. */
export function lastDeposit() {
  const rows = [...db.deposits.all()].sort((a, b) => b.id - a.id)
  const row = rows[0]
  if (!row) throw new Error('no deposit yet')
  return row
}
