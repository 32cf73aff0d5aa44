import { spinPrizes, spinResult, spinWinners } from '@/api/spin.ts'
import { prebetBonusDisabled } from '../wallet/limits.ts'
import { SPIN_PRIZES, spinOfVisitor, spinWheel } from './spins.ts'
import type { SpinRecord } from './tables.ts'
import { generateWinners, WINNERS_ROUND_MS } from './winners.ts'
import { clientOf } from '../handlers/client.ts'
import { handle, reply } from '../handlers/define.ts'

/** The refusal a device gets when it spins again after its prize was claimed by a registration. */
export const ALREADY_SPUN_MESSAGE = 'Você já girou a roleta e seu prêmio já foi resgatado.'

/** The refusal while bonuses before a bet are off (prebet_bonus_disabled): a spin prize is one. */
export const SPIN_UNAVAILABLE_MESSAGE = 'A roleta de prêmios não está disponível no momento.'

const wire = (spin: SpinRecord) => ({
  status: true,
  data: { index: spin.index, prize: { value: spin.value, currency: spin.currency } },
  signature: spin.signature,
  nonce: spin.nonce,
})

/**
 * The wheel: its 20 sectors (SPIN_PRIZES), the recent winners (generated, masked), and the result, signed:
 * registration redeems `base64({signature, nonce})` as the spin_token (once). One spin per device and per visitor
 * session (the client, mocks/handlers/client.ts), enforced here: a visitor who spun gets their first result again
 * (a reload before registering loses nothing) until a registration claims it, then a refusal. Leaving the device id
 * out (the original backend's call) or sending a new one draws nothing new, or a wheel re-spun until its top prize
 * would pay that prize (mocks/README.md).
 */
export const spinHandlers = [
  handle(spinPrizes, () => SPIN_PRIZES.map((value) => ({ value, currency: 'BRL' }))),

  handle(spinWinners, ({ now }) => {
    const { winners, total } = generateWinners(SPIN_PRIZES, Math.floor(now.getTime() / WINNERS_ROUND_MS))
    return [winners, total] as [typeof winners, string]
  }),

  handle(spinResult, async ({ body, request }) => {
    if (prebetBonusDisabled()) return reply.error(403, { message: SPIN_UNAVAILABLE_MESSAGE })
    const deviceId = body.device_id ?? null
    const client = clientOf(request)
    const previous = spinOfVisitor(deviceId, client)
    if (previous)
      return previous.redeemed_by === null ? wire(previous) : reply.error(409, { message: ALREADY_SPUN_MESSAGE })
    return wire(await spinWheel(Math.random, deviceId, client))
  }),
]
