import { createStore } from 'jotai'
import { configureApi } from '@/api/client.ts'
import { signInAtom } from '@/shared/session.ts'
import { profileModalOpenAtom } from '@/shared/ui-state.ts'
import { db } from '@mocks/db/index.ts'
import { createSession } from '@mocks/auth/sessions.ts'

export const DEMO_ID = 1

/**
 * The seeded demo player signed in for real against the mock: a session the handlers accept, the API
 * client sending its token, and a store holding it (as login stores it). Optionally with the modal open.
 */
export function signedInAsDemo({ modalOpen = true }: { modalOpen?: boolean } = {}) {
  const session = createSession(DEMO_ID)
  configureApi({ getToken: () => session.token })
  const demo = db.users.find(DEMO_ID)
  if (!demo) throw new Error('The seed has no demo player')
  const store = createStore()
  store.set(signInAtom, {
    token: session.token,
    user: { id: demo.id, name: demo.name, email: demo.email, avatar: demo.avatar },
  })
  if (modalOpen) store.set(profileModalOpenAtom, true)
  return { store, demo }
}
