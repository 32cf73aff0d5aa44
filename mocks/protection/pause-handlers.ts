import { toCentavos, toDecimal } from '@/api/money.ts'
import { protectionPause, protectionPauseBalance, protectionPauseWithdraw } from '@/api/protection-pause.ts'
import { withdrawLimits } from '../wallet/limits.ts'
import { checkPassword, isValidCpfDigits } from '../auth/players.ts'
import { bearerToken } from '../auth/sessions.ts'
import { walletOf } from '../wallet/wallets.ts'
import { requestWithdrawal } from '../pix/withdrawals.ts'
import { handle, reply, type RequestRules } from '../handlers/define.ts'
import { profileWithdrawRules, WITHDRAW_REQUESTED, withdrawRefusal } from '../wallet/handlers.ts'
import { keepCpf, withdrawalGate } from './cpf-gate.ts'
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
      cpf: user.cpf && isValidCpfDigits(user.cpf) ? user.cpf : null,
    }
  }),

  // The wallet's withdrawal, checked alike: the key's format (profile/withdraw's rules), the CPF and the player's own
  // key (mocks/protection/cpf-gate.ts: the player's own break does not stop it), the limits and the cash balance.
  handle(
    protectionPauseWithdraw,
    ({ request, body }) => {
      const user = withdrawPassHolder(bearerToken(request))
      if (!user) return unauthenticated()
      const gate = withdrawalGate(user, body.cpf, body.pix_key_type, body.pix_key)
      if (!gate.ok) return gate.refusal
      const amount = toCentavos(body.amount)
      const refused = withdrawRefusal(user.id, amount)
      if (refused) return refused
      requestWithdrawal({
        userId: user.id,
        amountCentavos: amount,
        pixKey: body.pix_key.trim(),
        pixKeyType: body.pix_key_type,
        source: 'profile',
      })
      keepCpf(user.id, gate)
      return { success: true, message: WITHDRAW_REQUESTED, balance: walletOf(user.id).balance }
    },
    { rules: profileWithdrawRules },
  ),
]
