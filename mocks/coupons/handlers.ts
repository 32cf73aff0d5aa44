import { couponRedeem } from '@/api/wallet-area.ts'
import { redeemCoupon } from './coupons.ts'
import { handle, reply, type RequestRules } from '../handlers/define.ts'
import { max, required, validateFields } from '../handlers/validation.ts'

export const COUPON_APPLIED = 'Cupom aplicado com sucesso!'
export const COUPON_INVALID = { message: 'Cupom inválido ou expirado.' } as const
export const COUPON_USED = { message: 'Você já utilizou este cupom.' } as const

const couponRules: RequestRules = (input) =>
  validateFields(input, { code: { attribute: 'código do cupom', rules: [required, max(64)] } })

/** The wallet's coupon field: the coupon's amount goes to the bonus balance, with its rollover. */
export const couponHandlers = [
  handle(
    couponRedeem,
    ({ auth, body }) => {
      const result = redeemCoupon(auth.user.id, body.code)
      if (!result.ok) return reply.error(400, result.reason === 'used' ? COUPON_USED : COUPON_INVALID)
      return { status: true, message: COUPON_APPLIED }
    },
    { rules: couponRules },
  ),
]
