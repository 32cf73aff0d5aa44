import { HttpResponse } from 'msw'
import { createStore } from 'jotai'
import { server } from '@mocks/node.ts'
import { signInAtom, type SessionUser } from '@/shared/session.ts'
import { override } from '@mocks/override.ts'
import { authVerify } from '@/api/auth.ts'
import { profileWallet } from '@/api/wallet.ts'

/** Wire shape of GET profile/wallet (amounts as the backend sends them). */
export const walletWire = {
  wallet: {
    currency: 'BRL',
    symbol: 'R$',
    balance: '150.00',
    balance_bonus: '50.00',
    balance_withdrawal: '0.00',
    balance_deposit_rollover: '0.00',
    balance_bonus_rollover: '0.00',
    total_balance: '1234.56',
  },
}

export const testUser: SessionUser = { id: 7, name: 'Maria Silva', email: 'maria@example.com', avatar: null }

/**
 * A jotai store with a stored session (token in localStorage too, as the route guards read it). The
 * token is made up, so GET auth/verify (the session supervisor's check at start) is answered as valid.
 */
export function loggedInStore() {
  const store = createStore()
  store.set(signInAtom, { token: 'test-token', user: testUser })
  server.use(
    override(profileWallet, () => HttpResponse.json(walletWire)),
    override(authVerify, () => HttpResponse.json({ ...testUser, id: 7 })),
  )
  return store
}
