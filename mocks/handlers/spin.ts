import { spinResult } from '@/api/spin.ts'
import { spinWheel } from '../db/spins.ts'
import { handle } from './define.ts'

/**
 * The wheel's result, signed: registration redeems `base64({signature, nonce})` as the spin_token (once).
 * The spin landing issue adds spin/prizes and spin/winners, from SPIN_PRIZES.
 */
export const spinHandlers = [
  handle(spinResult, async () => {
    const spin = await spinWheel()
    return {
      status: true,
      data: { index: spin.index, prize: { value: spin.value, currency: spin.currency } },
      signature: spin.signature,
      nonce: spin.nonce,
    }
  }),
]
