import { profileWallet } from '@/api/wallet.ts'
import { toWireWallet, walletOf } from '../db/wallets.ts'
import { handle } from './define.ts'

// Without a valid token handle() answers 401 { error: "Unauthenticated." }: the app then clears local storage.
export const walletHandlers = [handle(profileWallet, ({ auth }) => ({ wallet: toWireWallet(walletOf(auth.user.id)) }))]
