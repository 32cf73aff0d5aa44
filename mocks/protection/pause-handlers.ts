import { toCentavos, toDecimal } from '@/api/money.ts'
import { protectionPause, protectionPauseBalance, protectionPauseWithdraw } from '@/api/protection-pause.ts'
import { brl, withdrawLimits } from '../db/limits.ts'
import { checkPassword } from '../db/players.ts'
import { bearerToken } from '../db/sessions.ts'
import { walletOf } from '../db/wallets.ts'
import { requestWithdrawal } from '../db/withdrawals.ts'
import { handle, reply, type RequestRules } from '../handlers/define.ts'
import { INSUFFICIENT_BALANCE, WITHDRAW_REQUESTED } from '../handlers/wallet.ts'
import { required, validateFields } from '../handlers/validation.ts'
import { activePause, pauseTakenMessage, takePause, withdrawPassHolder } from './pause-db.ts'

export const WRONG_PASSWORD = 'A senha informada está incorreta.'

const pauseRules: RequestRules = (input) =>
  validateFields(input, {
    period: { attribute: 'período', rules: [required] },
    password: { attribute: 'senha', rules: [required] },
  })

const unauthenticated = () => reply.unauthenticated()

export const pauseHandlers = [
  handle(
    protectionPause,
    async ({ auth, body }) => {
      if (!(await checkPassword(auth.user, body.password))) return reply.validation({ password: [WRONG_PASSWORD] })
      if (body.period === 'days' && body.days === undefined)
        return reply.validation({ days: ['O campo dias é obrigatório.'] })
      const pause = takePause(auth.user.id, body.period, body.days)
      return { status: true, message: pauseTakenMessage(pause), paused_until: pause.ends_at }
    },
    { rules: pauseRules },
  ),

  handle(protectionPauseBalance, ({ request }) => {
    const user = withdrawPassHolder(bearerToken(request))
    if (!user) return unauthenticated()
    const { min, max } = withdrawLimits()
    return {
      balance: walletOf(user.id).balance,
      paused_until: activePause(user.id)?.ends_at ?? null,
      min_withdraw: toDecimal(min),
      max_withdraw: toDecimal(max),
    }
  }),

  handle(protectionPauseWithdraw, ({ request, body }) => {
    const user = withdrawPassHolder(bearerToken(request))
    if (!user) return unauthenticated()
    const amount = toCentavos(body.amount)
    const { min, max } = withdrawLimits()
    if (amount < min) return reply.error(400, { error: `O valor mínimo para saque é ${brl(min)}` })
    if (amount > max) return reply.error(400, { error: `O valor máximo para saque é ${brl(max)}` })
    if (amount > toCentavos(walletOf(user.id).balance)) return reply.error(400, INSUFFICIENT_BALANCE)
    requestWithdrawal({
      userId: user.id,
      amountCentavos: amount,
      pixKey: body.pix_key.trim(),
      pixKeyType: body.pix_key_type,
      source: 'profile',
    })
    return { success: true, message: WITHDRAW_REQUESTED, balance: walletOf(user.id).balance }
  }),
]
